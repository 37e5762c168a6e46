import type { CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { roles, rolesField, underwriterOnlyField } from '@/access'

import { exportApplicationsEndpoint } from '@/lib/application/export'
import { queueDecisionMail, underwriterDecision } from '@/lib/application/decision'

export const APPLICATION_STATUSES = [
  { label: 'In progress (not submitted)', value: 'in-progress' },
  { label: 'Referred to an underwriter', value: 'referred' },
  { label: 'Accepted subject to first premium', value: 'accepted' },
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]['value']

export const PAYMENT_STATUSES = [
  { label: 'Not due yet', value: 'not-due' },
  { label: 'Waiting for the applicant to pay', value: 'awaiting' },
  { label: 'Payment started at Paystack', value: 'pending' },
  { label: 'Paid', value: 'paid' },
  { label: 'Payment failed', value: 'failed' },
  { label: 'Staff to arrange payment', value: 'staff' },
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]['value']

/** What the applicant sent is a record: nobody edits it in the admin. */
/** Amounts shown in naira as a person writes them (src/components/admin/Money.tsx); what is stored is unchanged. */
const MONEY_FIELD = '@/components/admin/Money#MoneyField'
const MONEY_CELL = '@/components/admin/Money#MoneyCell'
const naira = { path: MONEY_FIELD, clientProps: { unit: 'naira' } }
const nairaExact = { path: MONEY_FIELD, clientProps: { unit: 'naira', exact: true } }
const nairaCell = { path: MONEY_CELL, clientProps: { unit: 'naira' } }

const never: FieldAccess = () => false
const fixed = { access: { update: never }, admin: { readOnly: true } } as const
const hidden = { access: { read: never, update: never }, admin: { hidden: true } } as const

const stampReviewed: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (data.reviewed === true && !originalDoc?.reviewed) {
    data.reviewedAt = new Date().toISOString()
    data.reviewedBy = req.user?.id ?? null
  } else if (data.reviewed === false) {
    data.reviewedAt = null
    data.reviewedBy = null
  }
  return data
}

/**
 * Online applications for a policy (issue 11). Staff only through REST and GraphQL; the site writes
 * them through its own validated steps (src/lib/application). Health answers, and the underwriting
 * reasons that reveal them, are readable only by users with the underwriter role.
 */
export const Applications: CollectionConfig = {
  slug: 'applications',
  labels: { singular: 'Application', plural: 'Applications' },
  admin: {
    group: 'Applications',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'planName', 'status', 'submittedAt', 'paymentStatus', 'reviewed'],
    listSearchableFields: ['reference', 'lastName', 'email', 'phone'],
    description:
      'Applications from the website. Filter by "Status", "Plan name" and "Submitted at"; tick "Reviewed" once someone has looked at one. Unfinished applications are deleted 30 days after they were started.',
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: [{ path: '/components/admin/CsvExportLink#CsvExportLink', clientProps: { collection: 'applications', noun: 'applications' } }] },
  },
  // Customer service answers applicants' questions; only underwriters decide (and read health answers).
  access: { read: roles('underwriter', 'customer_service'), create: () => false, update: roles('underwriter'), delete: roles('underwriter') },
  defaultSort: '-createdAt',
  endpoints: [exportApplicationsEndpoint],
  hooks: { beforeChange: [underwriterDecision, stampReviewed], afterChange: [queueDecisionMail] },
  fields: [
    { name: 'reference', label: 'Reference', type: 'text', required: true, unique: true, index: true, ...fixed },
    {
      type: 'row',
      fields: [
        {
          name: 'status', label: 'Status',
          type: 'select',
          required: true,
          defaultValue: 'in-progress',
          index: true,
          options: [...APPLICATION_STATUSES],
          // Underwriters accept referred applications here; nobody else changes a status.
          access: { update: underwriterOnlyField },
          admin: { description: 'An underwriter may change "Referred" to "Accepted subject to first premium"; the applicant is then emailed.' },
        },
        { name: 'stepsCompleted', label: 'Steps completed', type: 'number', defaultValue: 0, ...fixed, admin: { ...fixed.admin, description: 'Of the six steps.' } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'planCode', label: 'Plan code', type: 'text', required: true, index: true, ...fixed },
        { name: 'planName', label: 'Plan name', type: 'text', index: true, ...fixed },
        { name: 'planKind', label: 'Kind of plan', type: 'text', ...fixed },
      ],
    },
    {
      name: 'referralReasons',
      type: 'textarea',
      label: 'Why it was referred',
      access: { read: underwriterOnlyField, update: never },
      admin: { readOnly: true, description: 'Shown to underwriters only: it can reveal health answers.' },
    },
    // The applicant (step 1); top-level so the list can search and show them.
    {
      type: 'collapsible',
      label: 'Applicant',
      fields: [
        { type: 'row', fields: [{ name: 'firstName', label: 'First name', type: 'text', ...fixed }, { name: 'lastName', type: 'text', label: 'Surname', ...fixed }] },
        {
          type: 'row',
          fields: [
            { name: 'dateOfBirth', type: 'text', label: 'Date of birth (yyyy-mm-dd)', ...fixed },
            { name: 'gender', label: 'Gender', type: 'text', ...fixed },
            { name: 'nin', type: 'text', label: 'NIN', ...fixed },
          ],
        },
        { type: 'row', fields: [{ name: 'phone', label: 'Phone', type: 'text', ...fixed }, { name: 'email', label: 'Email', type: 'email', ...fixed }] },
        { type: 'row', fields: [{ name: 'address', label: 'Address', type: 'textarea', ...fixed }, { name: 'state', label: 'State', type: 'text', ...fixed }, { name: 'occupation', label: 'Occupation', type: 'text', ...fixed }] },
      ],
    },
    {
      name: 'cover', label: 'Cover as priced',
      type: 'group',
      interfaceName: 'ApplicationCover',
      admin: { description: 'As priced by the quote engine when the applicant saved step 2.' },
      fields: [
        {
          type: 'row',
          fields: [
            // The code ('01') is for the quote engine; staff read "Pays" beside it.
            { name: 'frequency', type: 'text', label: 'How often (as stored)', ...fixed, admin: { ...fixed.admin, hidden: true } },
            { name: 'frequencyName', type: 'text', label: 'Pays', ...fixed },
            { name: 'term', type: 'number', label: 'Term (years)', ...fixed },
            { name: 'age', type: 'number', label: 'Age at application', ...fixed },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'amountField', type: 'text', label: 'Applicant entered', ...fixed },
            { name: 'sumAssured', type: 'number', label: 'Sum assured', ...fixed, admin: { ...fixed.admin, components: { Field: naira, Cell: nairaCell } } },
            { name: 'premium', type: 'number', label: 'Premium per instalment', ...fixed, admin: { ...fixed.admin, components: { Field: nairaExact, Cell: nairaCell } } },
          ],
        },
      ],
    },
    // Not in the admin: Payload's JSON editor loads Monaco from a CDN, which the site's CSP (and the
    // offline rule) blocks. The priced cover above is what staff need; the API still returns it.
    { name: 'fromQuote', type: 'json', label: 'The quote it started from', access: { update: never }, admin: { hidden: true } },
    {
      name: 'beneficiaries', label: 'Beneficiaries',
      type: 'array',
      maxRows: 5,
      ...fixed,
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', label: 'Name', type: 'text', required: true },
            { name: 'relationship', label: 'Relationship', type: 'text', required: true },
            { name: 'share', type: 'number', label: 'Share (%)', required: true },
            { name: 'phone', label: 'Phone', type: 'text' },
          ],
        },
      ],
    },
    {
      name: 'healthAnswers',
      type: 'array',
      label: 'Health and lifestyle answers',
      // Special-category data (NDPA): underwriters only, everywhere (admin, REST, GraphQL, export).
      access: { read: underwriterOnlyField, update: never },
      admin: { readOnly: true },
      fields: [
        { name: 'questionId', label: 'Question number', type: 'text', admin: { hidden: true } },
        { name: 'question', label: 'Question', type: 'textarea' },
        { type: 'row', fields: [{ name: 'answer', label: 'Answer', type: 'text' }, { name: 'details', label: 'Details', type: 'textarea' }] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'consentedAt', type: 'date', label: 'NDPA consent given at', ...fixed, admin: { ...fixed.admin, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'declaredAt', type: 'date', label: 'Declaration made at', ...fixed, admin: { ...fixed.admin, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'consentVersion', type: 'text', label: 'Consent wording version', ...fixed },
        // "I have read the key facts", ticked on the review step (issue 24, part 3): when, and which sheet.
        { name: 'keyFactsReadAt', type: 'date', label: 'Key facts confirmed as read at', ...fixed, admin: { ...fixed.admin, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'keyFactsVersion', type: 'text', label: 'Key-facts sheet read (plan and its version)', ...fixed },
      ],
    },
    {
      name: 'notes',
      type: 'textarea',
      label: 'Staff notes',
      access: { read: rolesField('underwriter', 'customer_service'), update: rolesField('underwriter') },
      admin: { description: 'Not seen by the applicant.' },
    },

    // Sidebar: where it stands.
    { name: 'submittedAt', label: 'Submitted at', type: 'date', index: true, ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'reviewed', label: 'Reviewed', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar', components: { Cell: { path: '@/components/admin/YesNoCell#YesNoCell', clientProps: { yes: 'Reviewed', no: 'Not yet' } } } } },
    { name: 'reviewedAt', label: 'Reviewed at', type: 'date', ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'reviewedBy', label: 'Reviewed by', type: 'relationship', relationTo: 'users', ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'paymentStatus', label: 'Payment status', type: 'select', defaultValue: 'not-due', index: true, options: [...PAYMENT_STATUSES], ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'paymentReference', label: 'Payment reference', type: 'text', index: true, ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    // Stored in kobo, exactly as charged; staff read it in naira to the kobo.
    {
      name: 'paymentAmountKobo',
      type: 'number',
      label: 'First premium',
      ...fixed,
      admin: { ...fixed.admin, position: 'sidebar', components: { Field: { path: MONEY_FIELD, clientProps: { unit: 'kobo', exact: true } }, Cell: { path: MONEY_CELL, clientProps: { unit: 'kobo', exact: true } } } },
    },
    { name: 'paidAt', label: 'Paid at', type: 'date', ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    {
      name: 'mandate',
      type: 'group',
      label: 'Card authorisation or mandate for later premiums',
      interfaceName: 'ApplicationMandate',
      admin: { position: 'sidebar' },
      fields: [
        { name: 'authorizationCode', label: 'Authorisation code', type: 'text', ...fixed },
        { name: 'channel', label: 'Paid by', type: 'text', ...fixed },
        { name: 'cardType', label: 'Card type', type: 'text', ...fixed },
        { name: 'last4', type: 'text', label: 'Last 4 digits', ...fixed },
        { name: 'bank', label: 'Bank', type: 'text', ...fixed },
        { name: 'reusable', type: 'checkbox', label: 'Can be charged again', ...fixed },
        { name: 'customerCode', type: 'text', label: 'Paystack customer', ...fixed },
      ],
    },
    { name: 'expiresAt', label: 'Deleted if unfinished on', type: 'date', index: true, ...fixed, admin: { ...fixed.admin, position: 'sidebar', description: 'An unfinished application is deleted then.' } },

    // The resume link, kept as a hash only, and the count of wrong dates of birth.
    { name: 'tokenHash', type: 'text', unique: true, index: true, ...hidden },
    { name: 'resumeFailures', type: 'number', defaultValue: 0, ...hidden },
    { name: 'resumeLockedUntil', type: 'date', ...hidden },
  ],
}
