import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { roles, rolesField } from '@/access'
import { exportEnquiriesEndpoint } from '@/lib/enquiries/export'
import { MAIL_STATUSES } from '@/lib/enquiries/status'
import { makeReference } from '@/lib/references'

/** What the visitor sent and what the outbox records are facts: nobody edits them afterwards. */
const never: FieldAccess = () => false
const fixed = { access: { update: never }, admin: { readOnly: true } } as const

const stampHandled: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (data.handled === true && !originalDoc?.handled) {
    data.handledAt = new Date().toISOString()
    data.handledBy = req.user?.id ?? null
  } else if (data.handled === false) {
    data.handledAt = null
    data.handledBy = null
  }
  return data
}

/** The reference (RL-ENQ-2026-000003) is made from the id the database has just handed out (src/lib/references.ts). */
const allocateReference: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.reference) return doc
  const reference = makeReference('enquiry', doc.id, new Date(doc.createdAt))
  await req.payload.update({ collection: 'enquiries', id: doc.id, data: { reference }, req, overrideAccess: true, depth: 0 })
  return { ...doc, reference }
}

/**
 * Contact enquiries from the website. Staff only: the public can neither read nor create them through
 * Payload's REST or GraphQL APIs; the site stores them through its own validated paths (the contact
 * form's server action and POST /api/contact). Mail delivery is an outbox on the same document
 * (docs/decisions/005-enquiry-outbox.md).
 */
export const Enquiries: CollectionConfig = {
  slug: 'enquiries',
  labels: { singular: 'Enquiry', plural: 'Enquiries' },
  admin: {
    group: 'Enquiries',
    useAsTitle: 'name',
    defaultColumns: ['reference', 'name', 'createdAt', 'existingCustomer', 'phone', 'mailStatus', 'handled'],
    listSearchableFields: ['reference', 'name', 'email', 'phone'],
    description:
      'Messages from the contact page. Search by reference (RL-ENQ-…), name, email or phone. ' +
      'Filter by "Created At" for dates, or by "Mail status" and "Handled". ' +
      'Tick "Handled" once someone has called the visitor back.',
    pagination: { defaultLimit: 50 },
    components: { beforeListTable: [{ path: '/components/admin/CsvExportLink#CsvExportLink', clientProps: { collection: 'enquiries', noun: 'enquiries' } }] },
  },
  access: { read: roles('customer_service'), create: () => false, update: roles('customer_service'), delete: roles('customer_service') },
  defaultSort: '-createdAt',
  endpoints: [exportEnquiriesEndpoint],
  hooks: { beforeChange: [stampHandled], afterChange: [allocateReference] },
  fields: [
    {
      name: 'reference', label: 'Reference',
      type: 'text',
      unique: true,
      index: true,
      ...fixed,
      admin: { ...fixed.admin, description: 'Given to the visitor on the thank-you message, e.g. RL-ENQ-2026-000003.' },
    },
    { name: 'name', type: 'text', label: 'Name', ...fixed, admin: { ...fixed.admin, hidden: true } },
    {
      type: 'row',
      fields: [
        { name: 'firstName', label: 'First name', type: 'text', required: true, ...fixed },
        { name: 'lastName', type: 'text', label: 'Surname', required: true, ...fixed },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'phone', label: 'Phone', type: 'text', required: true, ...fixed },
        { name: 'email', label: 'Email', type: 'email', required: true, ...fixed },
      ],
    },
    {
      name: 'existingCustomer',
      type: 'radio',
      label: 'Existing customer',
      required: true,
      options: [
        { label: 'Yes', value: 'yes' },
        { label: 'No', value: 'no' },
      ],
      ...fixed,
    },
    { name: 'message', label: 'Message', type: 'textarea', required: true, ...fixed },
    {
      type: 'row',
      fields: [
        {
          name: 'consentedAt',
          type: 'date',
          label: 'Consent given at',
          required: true,
          ...fixed,
          admin: { ...fixed.admin, date: { pickerAppearance: 'dayAndTime' } },
        },
        {
          name: 'consentVersion',
          type: 'text',
          label: 'Consent wording version',
          required: true,
          ...fixed,
          admin: { ...fixed.admin, description: 'The version of the consent sentence the visitor agreed to.' },
        },
      ],
    },
    {
      name: 'channel',
      type: 'select',
      label: 'Sent from',
      defaultValue: 'form',
      options: [
        { label: 'Contact page form', value: 'form' },
        { label: 'JSON API', value: 'api' },
      ],
      ...fixed,
    },
    {
      name: 'notes',
      type: 'textarea',
      label: 'Staff notes',
      access: { read: rolesField('customer_service'), update: rolesField('customer_service') },
      admin: { description: 'Not seen by the visitor.' },
    },

    // Follow-up, in the sidebar.
    { name: 'handled', label: 'Handled', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar', components: { Cell: { path: '@/components/admin/YesNoCell#YesNoCell', clientProps: { yes: 'Handled', no: 'Not yet' } } } } },
    {
      name: 'handledAt', label: 'Handled at',
      type: 'date',
      ...fixed,
      admin: { ...fixed.admin, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'handledBy', label: 'Handled by', type: 'relationship', relationTo: 'users', ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },

    // The mail outbox (written by src/lib/enquiries/outbox.ts only).
    {
      name: 'mailStatus', label: 'Mail to the inbox',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [...MAIL_STATUSES],
      ...fixed,
      admin: { ...fixed.admin, position: 'sidebar' },
    },
    { name: 'mailAttempts', label: 'Mail attempts', type: 'number', defaultValue: 0, ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    {
      name: 'mailedAt',
      type: 'date',
      label: 'Mailed at',
      ...fixed,
      admin: { ...fixed.admin, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'nextAttemptAt',
      type: 'date',
      label: 'Next mail attempt',
      index: true,
      ...fixed,
      admin: { ...fixed.admin, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'lastMailError', type: 'textarea', label: 'Last mail problem', ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'messageId', type: 'text', label: 'Mail Message-ID', ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    // The claim of the worker that is sending right now, and until when it holds it.
    { name: 'claimToken', label: 'Worker', type: 'text', ...fixed, admin: { ...fixed.admin, hidden: true } },
    { name: 'leaseUntil', label: 'Held until', type: 'date', ...fixed, admin: { ...fixed.admin, hidden: true } },
    // Who sent it, as a keyed hash of their address (never the address itself): the per-address limit
    // counts recent enquiries by it, so every server shares one count through the database.
    { name: 'senderKey', label: 'Sender', type: 'text', index: true, ...fixed, admin: { ...fixed.admin, hidden: true } },
  ],
}
