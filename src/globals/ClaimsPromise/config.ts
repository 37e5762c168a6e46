import { headingPair, image, localizedWords, seoFields, translationFields } from '@/fields'
import { cardFields, copyField } from '@/globals/Claims/fields'
import { DEFAULT_PROMISE_DAYS, parsePromiseDays } from '@/lib/claims/promise'
import { paths } from '@/lib/paths'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

/** The claims promise page (/claims/promise): our approach, what happens when you claim, our commitments. */
export const ClaimsPromise = pageGlobal({
  slug: 'claims-promise',
  label: 'Claims promise page',
  admin: { group: 'Claims pages', description: 'The page at /claims/promise.', preview: previewAt(paths.claimPromise()) },
  typescript: { interface: 'ClaimsPromisePage' },
  fields: [
    // The words are kept per language (decision 045). The figure is the one setting the tracker, emails and SMS count with: shared.
    ...localizedWords([
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Hero',
            fields: [headingPair(), copyField('description'), image('heroImage', { label: 'Hero image' })],
          },
          {
            label: 'Processing time',
            fields: [
              {
                name: 'processingPromise',
                type: 'group',
                label: 'Processing time (shown prominently near the top)',
                fields: [
                  {
                    type: 'row',
                    fields: [
                      {
                        name: 'figure', label: 'Figure',
                        type: 'text',
                        required: true,
                        defaultValue: String(DEFAULT_PROMISE_DAYS),
                        // The one setting for the claims promise: the tracking page, claim emails and SMS count with it.
                        validate: (value: string | null | undefined) =>
                          parsePromiseDays(value) === null ? 'Enter the number of days as a whole number, like 14' : true,
                        admin: {
                          description:
                            'The claims promise in days, like 14. The tracking page, the claim emails and the SMS count the decision date with it.',
                        },
                      },
                      { name: 'unit', label: 'Unit (for example, days)', type: 'text', required: true, defaultValue: 'days', admin: { description: 'Shown beside the figure. Keep it in days.' } },
                    ],
                  },
                  {
                    name: 'statement', label: 'Statement',
                    type: 'textarea',
                    required: true,
                    defaultValue: 'Claims are usually processed within 14 days of receiving a complete application.',
                  },
                ],
              },
            ],
          },
          {
            label: 'Our approach',
            fields: [
              {
                name: 'approach',
                type: 'group',
                label: 'Our Approach',
                fields: [
                  { name: 'heading', label: 'Heading', type: 'text', required: true, defaultValue: 'Our Approach' },
                  copyField('body', { required: true, label: 'Text' }),
                ],
              },
              {
                name: 'whenYouClaim',
                type: 'group',
                label: 'When you make a claim',
                fields: [
                  { name: 'heading', label: 'Heading', type: 'text', required: true, defaultValue: 'When you make a claim' },
                  copyField('body', { required: true, label: 'Text' }),
                ],
              },
            ],
          },
          {
            label: 'Commitments',
            fields: [
              headingPair({ name: 'commitmentsHeading', label: 'Commitments heading' }),
              {
                name: 'commitments', label: 'Commitments',
                type: 'array',
                labels: { singular: 'Commitment', plural: 'Commitments' },
                interfaceName: 'ClaimsCommitmentCards',
                fields: cardFields({ titleLabel: 'Commitment' }),
              },
            ],
          },
        ],
      },
      seoFields,
    ], { shared: ['processingPromise.figure'] }),
    ...translationFields({ global: 'claims-promise' }),
  ],
}, { regulated: 'claims promise page' })
