import type { CollectionConfig, Field, NumberField } from 'payload'

import { approvalAccess, hasRole, roles } from '@/access'
import { readsIgnoreDraftsUnless } from '@/hooks/publicReadsIgnoreDrafts'
import { twoPersonRule } from '@/lib/approvals/two-person'
import type { LiveChangesCustom } from '@/collections/liveChanges'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { reindexOnDelete, reindexOnPublish } from '@/hooks/search'
import { FREQUENCY_CODES, FREQUENCY_PLAIN_LABELS } from '@/lib/quote/frequency'
import { DEFAULT_MAKEHAM, DEFAULT_MODAL_FACTORS } from '@/lib/quote/engine'

import { checkPlanBeforeSave, PERCENT_RANGES, validateCode, validateQxTable, validateRateTable } from './validation'

const isHealth = (data: Record<string, unknown> | undefined) => data?.kind === 'health'

const number = (
  name: string,
  label: string,
  opts: Partial<Pick<NumberField, 'defaultValue' | 'min' | 'max'>> & { description?: string; step?: number; integer?: boolean } = {},
): NumberField => ({
  name,
  label,
  type: 'number',
  required: true,
  ...(opts.defaultValue !== undefined ? { defaultValue: opts.defaultValue } : {}),
  ...(opts.min !== undefined ? { min: opts.min } : {}),
  ...(opts.max !== undefined ? { max: opts.max } : {}),
  admin: { ...(opts.description ? { description: opts.description } : {}), ...(opts.step ? { step: opts.step } : {}) },
  validate: (value: unknown) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return `Enter a number for "${label}".`
    if (opts.integer && !Number.isInteger(value)) return `"${label}" must be a whole number.`
    if (typeof opts.min === 'number' && value < opts.min) return `"${label}" must be at least ${opts.min}.`
    if (typeof opts.max === 'number' && value > opts.max) return `"${label}" must be at most ${opts.max}.`
    return true
  },
})

const isTable = (_: unknown, siblingData: Record<string, unknown>) => siblingData?.source === 'table'
const isMakeham = (_: unknown, siblingData: Record<string, unknown>) => siblingData?.source !== 'table'

const pricingFields: Field[] = [
  {
    type: 'row',
    fields: [
      number('interestRatePercent', 'Interest rate (% a year)', {
        defaultValue: 5,
        ...PERCENT_RANGES.interestRatePercent,
        step: 0.01,
        description: 'The rate the plan assumes premiums earn, e.g. 5 for 5% a year.',
      }),
      number('loadingPercent', 'Premium loading (% of the premium)', {
        defaultValue: 10,
        ...PERCENT_RANGES.loadingPercent,
        step: 0.1,
        description: 'Covers expenses and profit: the premium charged = net premium ÷ (1 − loading).',
      }),
    ],
  },
  {
    name: 'mortality',
    type: 'group',
    label: 'Mortality (chance of dying each year)',
    interfaceName: 'PlanMortality',
    fields: [
      {
        name: 'source', label: 'Where the death rates come from',
        type: 'radio',
        required: true,
        defaultValue: 'makeham',
        options: [
          { label: 'Standard Ultimate Survival Model (Makeham formula)', value: 'makeham' },
          { label: 'Our own table of yearly death rates (qx), pasted as CSV', value: 'table' },
        ],
      },
      {
        type: 'row',
        admin: {
          condition: isMakeham,
        },
        fields: [
          number('makehamA', 'A', { defaultValue: DEFAULT_MAKEHAM.A, min: 0, step: 0.00001, description: 'μx = A + B·cˣ' }),
          number('makehamB', 'B', { defaultValue: DEFAULT_MAKEHAM.B, min: 0, step: 0.0000001 }),
          number('makehamC', 'c', { defaultValue: DEFAULT_MAKEHAM.c, min: 1, max: 2, step: 0.001 }),
        ],
      },
      {
        name: 'qxTable',
        type: 'textarea',
        label: 'Death rates (CSV)',
        admin: {
          condition: isTable,
          rows: 12,
          description:
            'Paste a table with a header row "age,qx", then one row per age, e.g. "40,0.00120". Ages must run without gaps and cover every age the plan can reach (youngest entry age to the oldest age at the end of the plan). Each qx is between 0 and 1.',
        },
        validate: validateQxTable,
      },
    ],
  },
  {
    name: 'modalFactors',
    type: 'group',
    label: 'Modal factors',
    interfaceName: 'PlanModalFactors',
    admin: {
      description:
        'Each instalment = the annual premium × this factor. A single premium (one payment at the start) is paid at the start: sum assured × A(x:n) ÷ (1 − loading), with no modal factor.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          number('monthly', 'Monthly', { defaultValue: DEFAULT_MODAL_FACTORS['01'], min: 0.0001, max: 1, step: 0.0001 }),
          number('quarterly', 'Every three months', { defaultValue: DEFAULT_MODAL_FACTORS['03'], min: 0.0001, max: 1, step: 0.0001 }),
          number('semiAnnual', 'Twice a year', { defaultValue: DEFAULT_MODAL_FACTORS['06'], min: 0.0001, max: 1, step: 0.0001 }),
          number('annual', 'Once a year', { defaultValue: DEFAULT_MODAL_FACTORS['12'], min: 0.0001, max: 1, step: 0.0001 }),
        ],
      },
    ],
  },
]

/** What the plan insures, and the CSV of rates for health cover (docs/plan-service-basis.md). */
const coverFields: Field[] = [
  {
    name: 'kind',
    type: 'select',
    required: true,
    defaultValue: 'endowment',
    label: 'Kind of cover',
    options: [
      { label: 'Endowment: pays the sum assured at the end of the term, or on earlier death', value: 'endowment' },
      { label: 'Term assurance: pays on death within the term, nothing at the end', value: 'term' },
      { label: 'Family income: a monthly income to the family from death until the end of the term', value: 'familyIncome' },
      { label: 'Education savings: a guaranteed fund at the end; premiums stop if the parent dies', value: 'education' },
      { label: 'Whole life: pays on death whenever it happens; premiums for the term chosen', value: 'wholeLife' },
      { label: 'Life annuity: a purchase price buys a monthly income for life, guaranteed for the term', value: 'annuity' },
      { label: 'Health: a fixed benefit priced from a rate table by age band', value: 'health' },
    ],
    admin: { description: 'Decides the formula the plan is priced with. The calculator’s "Sum Assured" is the monthly income for an annuity or family income, the fund for education savings and the benefit for health cover.' },
  },
  {
    name: 'healthBenefit',
    type: 'select',
    label: 'Health benefit',
    options: [
      { label: 'Hospital cash: a sum for every night in hospital', value: 'hospitalCash' },
      { label: 'Critical illness: a lump sum on diagnosis', value: 'criticalIllness' },
      { label: 'Surgery support: a yearly limit towards operations', value: 'surgery' },
    ],
    admin: { condition: (data) => isHealth(data) },
    validate: (value: unknown, { data }: { data?: Record<string, unknown> }) =>
      !isHealth(data) || (typeof value === 'string' && value !== '') ? true : 'Choose the health benefit this plan pays.',
  },
  {
    name: 'rateTable',
    type: 'textarea',
    label: 'Rates by age band (CSV)',
    admin: {
      condition: (data) => isHealth(data),
      rows: 8,
      description:
        'A header "fromAge,toAge,rate", then one row per age band, e.g. "18,29,4.20": the yearly premium for each ₦1,000 of benefit, before the loading. Bands run without gaps and cover every entry age.',
    },
    validate: validateRateTable,
  },
]

/** The worked example each product page's copy and cards quote ("{premium}" in the text). */
const exampleFields: Field[] = [
  {
    type: 'row',
    fields: [
      number('exampleAge', 'Example age', { defaultValue: 35, min: 0, max: 100, integer: true }),
      number('exampleTerm', 'Example term (years)', { defaultValue: 20, min: 1, max: 100, integer: true }),
      number('exampleSumAssured', 'Example sum assured (₦)', {
        defaultValue: 1000000,
        min: 1,
        max: 1e12,
        description: 'The monthly income for an annuity, the fund for education, the benefit for health cover.',
      }),
      {
        name: 'exampleFrequency',
        type: 'select',
        required: true,
        defaultValue: '01',
        label: 'Example frequency',
        options: FREQUENCY_CODES.map((code) => ({ label: FREQUENCY_PLAIN_LABELS[code], value: code })),
      },
    ],
  },
]

/**
 * The plan's rules that its key-facts sheet states (issue 24, part 3) and the engine does not know:
 * what it does not cover, the cooling-off period, the grace period and what is paid back if premiums
 * stop. Data, not words in the sheet, so a change here changes the page and the PDF together.
 */
const keyFactsFields: Field[] = [
  {
    name: 'keyFacts',
    type: 'group',
    label: 'Key facts',
    interfaceName: 'PlanKeyFacts',
    admin: { description: 'Shown on the plan’s key-facts sheet (the page and the PDF), with the figures worked out from this plan.' },
    fields: [
      {
        name: 'notCovered',
        type: 'textarea',
        label: 'What the plan does not cover',
        maxLength: 1200,
        admin: { rows: 6, description: 'One exclusion a line, in plain words, e.g. "Death by suicide in the first year." At most 8 lines.' },
        validate: (value: unknown) =>
          typeof value !== 'string' || value.split('\n').filter((l) => l.trim() !== '').length <= 8 ? true : 'Keep the list to 8 lines or fewer: the sheet must fit on two pages.',
      },
      {
        type: 'row',
        fields: [
          number('coolingOffDays', 'Cooling-off period (days)', {
            defaultValue: 15,
            min: 1,
            max: 60,
            integer: true,
            description: 'Days after the policy document arrives in which the buyer may cancel and get every premium back.',
          }),
          number('gracePeriodDays', 'Grace period for a missed premium (days)', {
            defaultValue: 30,
            min: 0,
            max: 90,
            integer: true,
            description: 'Days a premium may be late before the cover stops.',
          }),
        ],
      },
      {
        type: 'row',
        fields: [
          number('cashValuePercent', 'Cash value (% of premiums paid)', {
            defaultValue: 0,
            min: 0,
            max: 100,
            step: 1,
            description: 'The least paid back, as a share of the premiums paid, if premiums stop or the plan is cashed in. 0: nothing is paid back.',
          }),
          number('cashValueAfterYears', 'Cash value from year', {
            defaultValue: 3,
            min: 1,
            max: 30,
            integer: true,
            description: 'Full years of premiums before the plan has that cash value; before then nothing is paid back.',
          }),
        ],
      },
    ],
  },
]

/**
 * A plan variant that the calculator quotes and the plan service (/plan-service) serves, priced by
 * its kind of cover (docs/decisions/004-pricing-basis.md, 014-kinds-of-cover.md).
 */
export const Plans: CollectionConfig = {
  slug: 'plans',
  labels: { singular: 'Plan', plural: 'Plans' },
  admin: {
    group: 'Products',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'quotes', 'paymentFrequencies', 'updatedAt'],
    description:
      'Plan variants for the quote calculator. A product page lists its plans in the sidebar of the product. A change is saved as a draft and shows on the site only once a second person with the pricing approver role publishes it, at once or at a date and time they schedule.',
  },
  // A plan's price is regulated: a change is a draft until a second person approves it (decision 031).
  // The public reads published plans; the pricing roles also see drafts.
  access: {
    read: ({ req }) => (hasRole(req.user, 'pricing_actuary', 'pricing_approver') ? true : { _status: { equals: 'published' } }),
    create: roles('pricing_actuary', 'pricing_approver'),
    update: approvalAccess({ proposers: ['pricing_actuary'], approvers: ['pricing_approver'] }),
    delete: roles('pricing_approver'),
  },
  // Drafts are checked like published plans: a proposal with a bad value is refused when saved, with the
  // field's own message, not when someone comes to approve it.
  versions: { drafts: { validate: true, schedulePublish: true }, maxPerDoc: 50 },
  custom: { liveChangesBy: ['pricing_approver'] } satisfies LiveChangesCustom,
  defaultSort: 'code',
  hooks: {
    beforeOperation: [readsIgnoreDraftsUnless('pricing_actuary', 'pricing_approver')],
    beforeChange: [twoPersonRule({ approver: 'pricing_approver', what: 'plan' }), checkPlanBeforeSave],
    afterChange: [revalidateCollection('content'), reindexOnPublish],
    afterDelete: [revalidateCollectionDelete('content'), reindexOnDelete],
  },
  fields: [
    // The quotes the proposed change would change, live against proposed, above the fields.
    { name: 'workedExample', type: 'ui', label: 'What this change does to quotes', admin: { components: { Field: '@/components/admin/PlanWorkedExample#PlanWorkedExample' } } },
    // Written by the approval rule only (twoPersonRule sets them on every staff save, whatever was sent).
    {
      name: 'changedBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Change proposed by',
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'approvedBy',
      type: 'relationship',
      relationTo: 'users',
      label: 'Approved by',
      admin: { position: 'sidebar', readOnly: true },
    },
    { name: 'approvedAt', type: 'date', label: 'Approved at', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    {
      type: 'row',
      fields: [
        {
          name: 'code', label: 'Plan code',
          type: 'text',
          required: true,
          unique: true,
          index: true,
          admin: { description: 'The plan ID the plan service uses, e.g. "AEE". Capital letters and digits.' },
          hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value)] },
          validate: validateCode,
        },
        { name: 'name', label: 'Name', type: 'text', required: true, admin: { description: 'Shown in the plan picker, e.g. "Endowment Assurance".' } },
      ],
    },
    {
      name: 'description', label: 'Description',
      type: 'textarea',
      required: true,
      admin: { description: 'One or two plain sentences shown under the calculator.' },
    },
    {
      type: 'tabs',
      tabs: [
        { label: 'Cover', fields: coverFields },
        {
          label: 'Terms',
          fields: [
            {
              name: 'quotes',
              type: 'radio',
              required: true,
              defaultValue: 'premium',
              label: 'What the calculator works out',
              options: [
                { label: 'The premium (the visitor enters the sum assured they want)', value: 'premium' },
                { label: 'The sum assured (the visitor enters the premium they can pay)', value: 'sumAssured' },
              ],
            },
            {
              name: 'ruleName',
              type: 'text',
              label: 'Pricing rule name',
              admin: {
                description:
                  'Optional name of the pricing rule the plan service uses for this plan. Leave it empty to use the plan code.',
              },
            },
            {
              name: 'paymentFrequencies',
              type: 'select',
              hasMany: true,
              required: true,
              label: 'Payment frequencies',
              options: FREQUENCY_CODES.map((code) => ({ label: FREQUENCY_PLAIN_LABELS[code], value: code })),
              validate: (value: unknown) =>
                Array.isArray(value) && value.length > 0 ? true : 'Choose at least one payment frequency.',
            },
            {
              type: 'row',
              fields: [
                number('minTenor2', 'Shortest term (years)', {
                  defaultValue: 5,
                  min: 1,
                  max: 60,
                  integer: true,
                  description: 'The shortest number of years a policy can run.',
                }),
                number('tenor', 'Extra years on offer', {
                  defaultValue: 20,
                  min: 0,
                  max: 60,
                  integer: true,
                  description: 'Terms run from the shortest term to the shortest term plus this.',
                }),
              ],
            },
          ],
        },
        {
          label: 'Who can apply',
          fields: [
            {
              type: 'row',
              fields: [
                number('minEntryAge', 'Youngest age to start', { defaultValue: 18, min: 0, max: 100, integer: true }),
                number('maxEntryAge', 'Oldest age to start', { defaultValue: 60, min: 0, max: 100, integer: true }),
                number('maxMaturityAge', 'Oldest age at the end of the plan', {
                  defaultValue: 70,
                  min: 1,
                  max: 120,
                  integer: true,
                }),
              ],
            },
            {
              type: 'row',
              fields: [
                number('minPremium', 'Smallest premium (₦ per instalment)', { defaultValue: 5000, min: 0, max: 1e12 }),
                number('minSumAssured', 'Smallest sum assured (₦)', { defaultValue: 500000, min: 0, max: 1e12 }),
              ],
            },
          ],
        },
        { label: 'Pricing basis', fields: pricingFields },
        { label: 'Key facts', fields: keyFactsFields },
        {
          label: 'Example',
          description:
            'The example quoted in the product’s copy and cards. Write {premium}, {sumAssured}, {age}, {term} or {example} in the product’s text and the site fills in the figures worked out from this plan’s current basis.',
          fields: exampleFields,
        },
      ],
    },
  ],
}
