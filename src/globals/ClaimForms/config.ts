import { document, headingPair, image, localizedWords, seoFields, translationFields } from '@/fields'
import { copyField, faqList } from '@/globals/Claims/fields'
import { paths } from '@/lib/paths'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'
import { CLAIM_TYPES } from '@/lib/claims/types'

/** The claim forms page (/claims/forms): downloadable forms and user guides, with questions. */
export const ClaimForms = pageGlobal({
  slug: 'claim-forms',
  // Payload would name it in the singular ('ClaimForm'), which reads like one item rather than the page.
  graphQL: { name: 'ClaimFormsPage' },
  label: 'Claim forms page',
  admin: { group: 'Claims pages', description: 'The page at /claims/forms.', preview: previewAt(paths.claimForms()) },
  typescript: { interface: 'ClaimFormsPage' },
  fields: [
    // The words are kept per language (decision 045). The forms' and guides' names name English documents, and the checklists are what /claims/start ticks: shared.
    ...localizedWords([
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
                name: 'forms', label: 'Forms',
                type: 'array',
                labels: { singular: 'Form', plural: 'Forms' },
                interfaceName: 'ClaimFormList',
                admin: { initCollapsed: true },
                fields: [
                  { name: 'name', label: 'Name', type: 'text', required: true },
                  {
                    name: 'summary', label: 'Summary',
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
            label: 'Document checklists',
            description:
              'The documents each kind of claim needs. This page and the online claim form (/claims/start) both show these lists.',
            fields: [
              {
                name: 'checklists', label: 'Checklists',
                type: 'array',
                labels: { singular: 'Checklist', plural: 'Checklists' },
                interfaceName: 'ClaimChecklists',
                admin: { initCollapsed: true },
                validate: uniqueClaimTypes,
                fields: [
                  { name: 'claimType', label: 'Claim type', type: 'select', required: true, options: [...CLAIM_TYPES] },
                  {
                    name: 'documents', label: 'Documents',
                    type: 'array',
                    required: true,
                    minRows: 1,
                    labels: { singular: 'Document', plural: 'Documents' },
                    fields: [
                      { name: 'name', label: 'Name', type: 'text', required: true },
                      { name: 'note', label: 'Note', type: 'text', admin: { description: 'Optional, e.g. "only if no beneficiary was named".' } },
                    ],
                  },
                ],
              },
            ],
          },
          {
            label: 'User guides',
            fields: [
              headingPair({ name: 'guidesHeading', label: 'User guides heading' }),
              {
                name: 'guides', label: 'User guides',
                type: 'array',
                labels: { singular: 'User guide', plural: 'User guides' },
                interfaceName: 'ClaimGuideList',
                fields: [
                  { name: 'name', label: 'Name', type: 'text', required: true },
                  { name: 'summary', label: 'Summary', type: 'textarea' },
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
    ], { shared: ['forms.name', 'guides.name', 'checklists'] }),
    ...translationFields({ global: 'claim-forms' }),
  ],
}, { regulated: 'claim forms page (its document checklists)' })

/** One checklist per kind of claim: two would leave the claimant unsure which one counts. */
function uniqueClaimTypes(rows: unknown): true | string {
  if (!Array.isArray(rows)) return true
  const seen = new Set<string>()
  for (const row of rows as { claimType?: unknown }[]) {
    const type = typeof row?.claimType === 'string' ? row.claimType : ''
    if (!type) continue
    if (seen.has(type)) return `There are two checklists for "${CLAIM_TYPES.find((t) => t.value === type)?.label ?? type}". Keep one.`
    seen.add(type)
  }
  return true
}
