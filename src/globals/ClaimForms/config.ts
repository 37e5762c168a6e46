import { document, headingPair, image, seoFields } from '@/fields'
import { copyField, faqList } from '@/globals/Claims/fields'
import { paths } from '@/lib/paths'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

/** The claim forms page (/claims/forms): downloadable forms and user guides, with questions. */
export const ClaimForms = pageGlobal({
  slug: 'claim-forms',
  // Payload would name it in the singular ('ClaimForm'), which reads like one item rather than the page.
  graphQL: { name: 'ClaimFormsPage' },
  label: 'Claim forms page',
  admin: { group: 'Claims pages', description: 'The page at /claims/forms.', preview: previewAt(paths.claimForms()) },
  typescript: { interface: 'ClaimFormsPage' },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [headingPair(), copyField('intro', { label: 'Introduction' }), image('heroImage', { label: 'Hero image' })],
        },
        {
          label: 'Forms',
          fields: [
            headingPair({ name: 'formsHeading', label: 'Forms heading' }),
            copyField('formsIntro', { label: 'Forms introduction' }),
            {
              name: 'forms',
              type: 'array',
              labels: { singular: 'Form', plural: 'Forms' },
              interfaceName: 'ClaimFormList',
              admin: { initCollapsed: true },
              fields: [
                { name: 'name', type: 'text', required: true },
                {
                  name: 'summary',
                  type: 'textarea',
                  admin: { description: 'One or two sentences: who uses this form and when.' },
                },
                image('image'),
                document('file', { required: true, label: 'PDF file' }),
              ],
            },
          ],
        },
        {
          label: 'User guides',
          fields: [
            headingPair({ name: 'guidesHeading', label: 'User guides heading' }),
            {
              name: 'guides',
              type: 'array',
              labels: { singular: 'User guide', plural: 'User guides' },
              interfaceName: 'ClaimGuideList',
              fields: [
                { name: 'name', type: 'text', required: true },
                { name: 'summary', type: 'textarea' },
                document('file', { required: true, label: 'PDF file' }),
              ],
            },
          ],
        },
        {
          label: 'Questions',
          fields: [headingPair({ name: 'faqHeading', label: 'Questions heading' }), faqList()],
        },
      ],
    },
    seoFields,
  ],
})
