import type { Field } from 'payload'

import { copyField } from '@/globals/Claims/fields'
import { pageGlobal } from '@/globals/pageGlobal'
import { paths } from '@/lib/paths'
import { previewAt } from '@/lib/preview'
import { LAWFUL_BASES } from '@/lib/privacy/notice'

const text = (name: string, label: string, description?: string): Field => ({ name, label, type: 'text', required: true, ...(description ? { admin: { description } } : {}) })

/**
 * The privacy notice (/privacy), edited by staff: who we are, the data protection officer, what each
 * journey collects and why, who receives it, the records kept in the insurer's other systems, the
 * rights and how to use them, and how to complain to the NDPC. How long the website itself keeps data
 * is not typed here: the page states the periods its clean-up jobs enforce (src/lib/privacy). A legal
 * text, so a publisher other than its author publishes a change (decision 031).
 */
export const PrivacyNotice = pageGlobal(
  {
    slug: 'privacy-notice',
    label: 'Privacy notice',
    admin: { group: 'Pages', description: 'The page at /privacy. A publisher other than the author of a change publishes it.', preview: previewAt(paths.privacy()) },
    typescript: { interface: 'PrivacyNoticePage' },
    fields: [
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Introduction',
            fields: [
              copyField('lead', { required: true, label: 'Opening words' }),
              {
                name: 'updated',
                label: 'Last updated',
                type: 'date',
                required: true,
                admin: { description: 'The date the notice last changed in substance. Shown at the top.', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
              },
              copyField('whoWeAre', { required: true, label: 'Who we are' }),
            ],
          },
          {
            label: 'Data protection officer',
            fields: [
              {
                name: 'dpo',
                type: 'group',
                label: 'Data protection officer',
                fields: [
                  text('name', 'Name or title', 'For example, "The Data Protection Officer", or their name.'),
                  { name: 'email', label: 'Email', type: 'email', required: true },
                  { name: 'phone', label: 'Phone', type: 'text' },
                  { name: 'address', label: 'Postal address', type: 'textarea', required: true, admin: { rows: 3 } },
                ],
              },
            ],
          },
          {
            label: 'What we collect',
            fields: [
              {
                name: 'journeys',
                type: 'array',
                label: 'What we collect, for each thing a person does with us',
                labels: { singular: 'Journey', plural: 'Journeys' },
                minRows: 1,
                maxRows: 20,
                admin: { description: 'One row for each thing a person does: an enquiry, a quote, an application, a payment, a claim, a complaint, a call-back.' },
                fields: [
                  text('title', 'When', 'For example, "When you apply for a policy".'),
                  copyField('collect', { required: true, label: 'What we collect' }),
                  copyField('why', { required: true, label: 'Why we use it' }),
                  {
                    name: 'basis',
                    label: 'Lawful basis',
                    type: 'select',
                    required: true,
                    hasMany: true,
                    options: LAWFUL_BASES.map(({ value, label }) => ({ value, label })),
                  },
                ],
              },
            ],
          },
          {
            label: 'Who receives it',
            fields: [
              {
                name: 'recipients',
                type: 'array',
                label: 'Who receives personal data',
                labels: { singular: 'Recipient', plural: 'Recipients' },
                minRows: 1,
                maxRows: 20,
                fields: [text('who', 'Who', 'For example, "Our reinsurers".'), copyField('why', { required: true, label: 'What they receive and why' })],
              },
              copyField('transfers', { label: 'Data sent outside Nigeria' }),
            ],
          },
          {
            label: 'How long we keep it',
            fields: [
              copyField('keepIntro', { label: 'Opening words' }),
              {
                name: 'otherRecords',
                type: 'array',
                label: 'Records kept in our other systems',
                labels: { singular: 'Record', plural: 'Records' },
                maxRows: 20,
                admin: {
                  description:
                    'Records the company keeps outside the website, such as policies, claims and payments. The periods the website keeps its own data are shown on the page automatically, from the clean-up the website does.',
                },
                fields: [text('what', 'Record'), text('howLong', 'How long we keep it')],
              },
            ],
          },
          {
            label: 'Your rights',
            fields: [
              copyField('rights', { required: true, label: 'Your rights' }),
              copyField('howToUse', { required: true, label: 'How to use them' }),
              {
                name: 'responseDays',
                label: 'Days we take to answer a request',
                type: 'number',
                required: true,
                defaultValue: 30,
                min: 1,
                max: 30,
                admin: {
                  step: 1,
                  description: 'The NDPA allows at most 30 days. The notice, the online request page and its messages all say this number, and the staff queue counts due dates with it.',
                },
              },
              copyField('ndpc', { required: true, label: 'How to complain to the Nigeria Data Protection Commission' }),
            ],
          },
          {
            label: 'Keeping it safe',
            fields: [copyField('safety', { required: true, label: 'How we keep it safe' })],
          },
        ],
      },
    ],
  },
  { regulated: 'privacy notice' },
)
