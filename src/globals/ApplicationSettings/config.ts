import type { GlobalConfig } from 'payload'

import { approvalAccess, roles } from '@/access'
import { twoPersonGlobalRule } from '@/lib/approvals/two-person'
import type { LiveChangesCustom } from '@/collections/liveChanges'
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

/**
 * The table of an array or a many-valued select: its usual name on the live global, a shorter one in the
 * version history, whose names would pass Postgres's 63-character limit (`_application_settings_v_version_…`).
 */
const shortInVersions =
  (name: string, short: string, prefix = '') =>
  ({ tableName = '' }: { tableName?: string }): string =>
    tableName.startsWith('_') ? `${prefix}${tableName}_${short}` : `${prefix}${tableName}_${name}`

/** What the online application asks and where it is sent; read by the site with the Local API. */
export const ApplicationSettings: GlobalConfig = {
  slug: 'application-settings',
  label: 'Online applications',
  admin: { group: 'Applications', description: 'The health questions of the online application, the limits for an underwriter, and the new-business inbox.' },
  access: {
    read: roles('underwriter', 'pricing_actuary', 'pricing_approver'),
    update: approvalAccess({ proposers: ['underwriter', 'pricing_actuary'], approvers: ['underwriter', 'pricing_approver'] }),
  },
  // Regulated content (issue 23, part 1; decision 031): a change is a draft until another underwriter, or
  // the pricing approver, approves it; the site reads the published version only.
  versions: { drafts: { schedulePublish: true }, max: 50 },
  custom: { liveChangesBy: ['underwriter', 'pricing_approver'] } satisfies LiveChangesCustom,
  hooks: { beforeChange: [twoPersonGlobalRule({ approver: ['underwriter', 'pricing_approver'], what: 'underwriting settings' })] },
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
      dbName: shortInVersions('health_questions', 'questions'),
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
          dbName: shortInVersions('kinds', 'k'),
          enumName: shortInVersions('kinds', 'k', 'enum_'),
          required: true,
          label: 'Asked for these kinds of plan',
          options: COVER_KINDS.map((k) => ({ label: KIND_LABELS[k], value: k })),
        },
      ],
    },
    {
      name: 'sumAssuredLimits',
      type: 'array',
      dbName: shortInVersions('sum_assured_limits', 'limits'),
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
