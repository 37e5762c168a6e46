import { headingPair, image, localizedWords, seoFields, translationFields } from '@/fields'
import { paths } from '@/lib/paths'
import { previewAt } from '@/lib/preview'

import { cardFields, copyField, faqList } from './fields'
import { pageGlobal } from '@/globals/pageGlobal'

/** The claims overview page (/claims): how to claim with an agent or by yourself, the promise, FAQs. */
export const Claims = pageGlobal({
  slug: 'claims',
  // Payload would name it in the singular ('Claim'), which reads like one item rather than the page.
  graphQL: { name: 'ClaimsPage' },
  label: 'Claims overview page',
  admin: { group: 'Claims pages', description: 'The page at /claims.', preview: previewAt(paths.claims()) },
  typescript: { interface: 'ClaimsPage' },
  // Its words in each of the site's languages (/claims and /pcm/claims); pictures are shared (decision 045).
  fields: localizedWords([
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [headingPair(), copyField('intro', { label: 'Introduction' }), image('heroImage', { label: 'Hero image' })],
        },
        {
          label: 'With an agent',
          fields: [
            {
              name: 'agentAssistance',
              type: 'group',
              label: 'Claim with the help of an agent',
              fields: [
                headingPair(),
                copyField('intro', { label: 'Introduction' }),
                {
                  name: 'steps', label: 'Steps',
                  type: 'array',
                  labels: { singular: 'Step', plural: 'Steps' },
                  interfaceName: 'ClaimsStepCards',
                  admin: { description: 'Shown as numbered steps, in this order.' },
                  fields: cardFields({ titleLabel: 'Step heading' }),
                },
              ],
            },
          ],
        },
        {
          label: 'By yourself',
          fields: [
            {
              name: 'selfSubmit',
              type: 'group',
              label: 'Claim by yourself',
              fields: [
                headingPair(),
                copyField('intro', { label: 'Introduction' }),
                {
                  name: 'formCard',
                  type: 'group',
                  label: 'First card (links to the claim forms)',
                  fields: [
                    ...cardFields(),
                    { name: 'linkLabel', label: 'Link text', type: 'text', required: true, defaultValue: 'Download a claim form' },
                  ],
                },
                {
                  name: 'sendCard',
                  type: 'group',
                  label: 'Second card (links to the claim forms on wide screens, to the contact page on phones)',
                  fields: [
                    ...cardFields(),
                    {
                      type: 'row',
                      fields: [
                        { name: 'linkLabel', type: 'text', required: true, label: 'Link text on wide screens' },
                        { name: 'phoneLinkLabel', type: 'text', required: true, label: 'Link text on phones' },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Claims promise',
          fields: [
            {
              name: 'promise',
              type: 'group',
              label: 'Claims promise (links to /claims/promise)',
              fields: [
                headingPair(),
                copyField('description'),
                image('image'),
                {
                  name: 'highlights', label: 'Highlights',
                  type: 'array',
                  maxRows: 4,
                  labels: { singular: 'Highlight', plural: 'Highlights' },
                  interfaceName: 'ClaimsPromiseHighlights',
                  fields: [
                    {
                      type: 'row',
                      fields: [
                        { name: 'figure', label: 'Figure', type: 'text', required: true, admin: { description: 'Short, e.g. "14 days".' } },
                        { name: 'text', label: 'Text', type: 'text', required: true },
                      ],
                    },
                  ],
                },
                { name: 'linkLabel', label: 'Link text', type: 'text', required: true, defaultValue: 'Read our claims promise' },
              ],
            },
          ],
        },
        {
          label: 'Questions',
          fields: [
            // Not "faq": its table (claims_faq_faqs) would clash with the questions page's (claims-faq → faqs).
            { name: 'questions', type: 'group', label: 'Frequently asked questions', fields: [headingPair(), faqList()] },
          ],
        },
        {
          label: 'Resources',
          fields: [
            {
              name: 'resources',
              type: 'group',
              label: 'Resource cards',
              fields: [
                headingPair(),
                { name: 'formsCard', type: 'group', label: 'Claim forms card (links to /claims/forms)', fields: cardFields() },
                { name: 'faqsCard', type: 'group', label: 'Questions card (links to /claims/faqs)', fields: cardFields() },
                {
                  name: 'glossaryCard',
                  type: 'group',
                  label: 'Glossary card (links to /claims/glossary)',
                  fields: cardFields(),
                },
              ],
            },
          ],
        },
      ],
    },
    seoFields,
    ...translationFields({ global: 'claims' }),
  ]),
})
