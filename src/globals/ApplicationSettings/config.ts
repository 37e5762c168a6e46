import type { GlobalConfig } from 'payload'

import { roles } from '@/access'
import { COVER_KINDS } from '@/lib/quote/engine'

const KIND_LABELS: Record<(typeof COVER_KINDS)[number], string> = {
  endowment: 'Endowment',
  term: 'Term assurance',
  familyIncome: 'Family income',
  education: 'Education savings',
  wholeLife: 'Whole life',
  annuity: 'Life annuity',
  health: 'Health cover',
}

/** What the online application asks and where it is sent; read by the site with the Local API. */
export const ApplicationSettings: GlobalConfig = {
  slug: 'application-settings',
  label: 'Online applications',
  admin: { group: 'Applications', description: 'The health questions of the online application, the limits for an underwriter, and the new-business inbox.' },
  access: { read: roles('underwriter', 'pricing_actuary', 'pricing_approver'), update: roles('underwriter', 'pricing_actuary') },
  fields: [
    {
      name: 'newBusinessInbox',
      type: 'email',
      label: 'New-business inbox',
      admin: { description: 'Every submitted application is mailed here. Left empty, they go to the enquiries inbox set up for the site.' },
    },
    {
      name: 'healthQuestions',
      type: 'array',
      label: 'Health and lifestyle questions',
      labels: { singular: 'Question', plural: 'Questions' },
      maxRows: 20,
      admin: {
        description:
          'Asked in step 4, in this order, of applicants for the kinds of plan ticked. Write a question answered yes or no; a "yes" sends the application to an underwriter. Saving with no questions brings back the standard set.',
      },
      fields: [
        { name: 'question', label: 'Question', type: 'textarea', required: true, maxLength: 300 },
        { name: 'hint', label: 'Hint', type: 'text', maxLength: 200, admin: { description: 'Optional: a short note under the question.' } },
        {
          name: 'kinds',
          type: 'select',
          hasMany: true,
          required: true,
          label: 'Asked for these kinds of plan',
          options: COVER_KINDS.map((k) => ({ label: KIND_LABELS[k], value: k })),
        },
      ],
    },
    {
      name: 'sumAssuredLimits',
      type: 'array',
      label: 'Largest sum assured without an underwriter',
      labels: { singular: 'Age band', plural: 'Age bands' },
      maxRows: 20,
      admin: { description: 'For each band, applicants up to that age asking for more than the amount go to an underwriter. Empty: the standard bands.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'upToAge', type: 'number', required: true, min: 18, max: 120, label: 'Up to age' },
            { name: 'maxSumAssured', type: 'number', required: true, min: 0, label: 'Largest sum assured (₦)' },
          ],
        },
      ],
    },
  ],
}
