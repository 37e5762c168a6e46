import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { roles } from '@/access'
import { makeReference } from '@/lib/references'

/** What the employer sent is a fact: nobody edits it afterwards. */
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

/** The reference (RL-GRP-2026-000003) is made from the id the database has just handed out (src/lib/references.ts). */
const allocateReference: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.reference) return doc
  const reference = makeReference('groupQuote', doc.id, new Date(doc.createdAt))
  await req.payload.update({ collection: 'group-quote-requests', id: doc.id, data: { reference }, req, overrideAccess: true, depth: 0 })
  return { ...doc, reference }
}

/**
 * Requests for a group life quote from a corporate product page. Stored first, then mailed to the
 * corporate inbox through the message outbox (docs/decisions/017-message-outbox.md). Staff only: the
 * public can neither read nor create them through REST or GraphQL; the form's server action stores them.
 */
export const GroupQuoteRequests: CollectionConfig = {
  slug: 'group-quote-requests',
  labels: { singular: 'Group quote request', plural: 'Group quote requests' },
  admin: {
    group: 'Enquiries',
    useAsTitle: 'company',
    defaultColumns: ['reference', 'company', 'contactName', 'staffCount', 'createdAt', 'handled'],
    listSearchableFields: ['reference', 'company', 'contactName', 'email'],
    description: 'Employers asking for a group life quote. Tick "Handled" once someone has sent the quote.',
    pagination: { defaultLimit: 50 },
  },
  access: { read: roles('customer_service'), create: () => false, update: roles('customer_service'), delete: roles('customer_service') },
  defaultSort: '-createdAt',
  hooks: { beforeChange: [stampHandled], afterChange: [allocateReference] },
  fields: [
    {
      name: 'reference', label: 'Reference',
      type: 'text',
      unique: true,
      index: true,
      ...fixed,
      admin: { ...fixed.admin, description: 'Given to the employer on the thank-you message, e.g. RL-GRP-2026-000003.' },
    },
    { name: 'company', label: 'Company', type: 'text', required: true, ...fixed },
    { name: 'product', label: 'Product', type: 'relationship', relationTo: 'products', ...fixed },
    {
      type: 'row',
      fields: [
        { name: 'contactName', type: 'text', label: 'Contact name', required: true, ...fixed },
        { name: 'email', label: 'Email', type: 'email', required: true, ...fixed },
        { name: 'phone', label: 'Phone', type: 'text', required: true, ...fixed },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'staffCount', type: 'number', label: 'Number of staff', required: true, ...fixed },
        { name: 'annualSalary', type: 'number', label: 'Total annual salary (₦)', required: true, ...fixed },
        { name: 'coverMultiple', type: 'number', label: 'Cover (times annual salary)', required: true, ...fixed },
      ],
    },
    { name: 'message', label: 'Message', type: 'textarea', ...fixed },
    {
      type: 'row',
      fields: [
        { name: 'consentedAt', type: 'date', label: 'Consent given at', required: true, ...fixed, admin: { ...fixed.admin, date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'consentVersion', type: 'text', label: 'Consent wording version', required: true, ...fixed },
      ],
    },
    { name: 'handled', label: 'Handled', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar', components: { Cell: { path: '@/components/admin/YesNoCell#YesNoCell', clientProps: { yes: 'Handled', no: 'Not yet' } } } } },
    { name: 'handledAt', label: 'Handled at', type: 'date', ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'handledBy', label: 'Handled by', type: 'relationship', relationTo: 'users', ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    // The sender as a keyed hash of their address (never the address): the per-address limit counts by it.
    { name: 'senderKey', label: 'Sender', type: 'text', index: true, ...fixed, admin: { ...fixed.admin, hidden: true } },
  ],
}
