import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'

import { roles, rolesField } from '@/access'
import { makeReference } from '@/lib/references'

const never: FieldAccess = () => false
const fixed = { access: { update: never }, admin: { readOnly: true } } as const

const stampDone: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  if (data.done === true && !originalDoc?.done) {
    data.doneAt = new Date().toISOString()
    data.doneBy = req.user?.id ?? null
  } else if (data.done === false) {
    data.doneAt = null
    data.doneBy = null
  }
  return data
}

const allocateReference: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.reference) return doc
  const reference = makeReference('callBack', doc.id, new Date(doc.createdAt))
  await req.payload.update({ collection: 'call-backs', id: doc.id, data: { reference }, req, overrideAccess: true, depth: 0 })
  return { ...doc, reference }
}

/**
 * Call-backs visitors booked at a time of their choosing (/contact/call-back). The list is the
 * customer-service team's queue: soonest first, "Done" once called. Staff only through REST and GraphQL;
 * the site stores them through its own validated path (src/lib/call-backs/submit.ts).
 */
export const CallBacks: CollectionConfig = {
  slug: 'call-backs',
  labels: { singular: 'Call-back', plural: 'Call-backs' },
  admin: {
    group: 'Enquiries',
    useAsTitle: 'name',
    defaultColumns: ['slotStart', 'name', 'phone', 'topic', 'reference', 'done'],
    listSearchableFields: ['reference', 'name', 'phone'],
    description:
      'Visitors who asked to be called at a chosen time (Lagos time), soonest first. Filter "Done" is not ticked to see who is still waiting. ' +
      'The customer service inbox gets a reminder before each one. Tick "Done" once you have called.',
    pagination: { defaultLimit: 50 },
  },
  access: { read: roles('customer_service'), create: () => false, update: roles('customer_service'), delete: roles('customer_service') },
  defaultSort: 'slotStart',
  hooks: { beforeChange: [stampDone], afterChange: [allocateReference] },
  fields: [
    {
      name: 'reference',
      label: 'Reference',
      type: 'text',
      unique: true,
      index: true,
      ...fixed,
      admin: { ...fixed.admin, description: 'Given to the visitor on the page and in the SMS, e.g. RL-CB-2026-000003.' },
    },
    {
      name: 'slotStart',
      label: 'Call at',
      type: 'date',
      required: true,
      index: true,
      ...fixed,
      admin: { ...fixed.admin, date: { pickerAppearance: 'dayAndTime', displayFormat: 'EEE d MMM yyyy, h:mm a' }, description: 'Shown in your browser’s time; the visitor chose it in Lagos time.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true, ...fixed },
        { name: 'phone', label: 'Phone', type: 'text', required: true, ...fixed },
      ],
    },
    { name: 'topic', label: 'What it is about', type: 'textarea', ...fixed },
    {
      name: 'notes',
      type: 'textarea',
      label: 'Staff notes',
      access: { read: rolesField('customer_service'), update: rolesField('customer_service') },
      admin: { description: 'Not seen by the visitor.' },
    },
    { name: 'done', label: 'Done', type: 'checkbox', defaultValue: false, index: true, admin: { position: 'sidebar', components: { Cell: { path: '@/components/admin/YesNoCell#YesNoCell', clientProps: { yes: 'Called', no: 'Waiting' } } } } },
    { name: 'doneAt', label: 'Done at', type: 'date', ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'doneBy', label: 'Done by', type: 'relationship', relationTo: 'users', ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    {
      name: 'reminderQueuedAt',
      label: 'Reminder sent to the team',
      type: 'date',
      index: true,
      ...fixed,
      admin: { ...fixed.admin, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    // A keyed hash of the sender's address (never the address): the per-address limit counts by it.
    { name: 'senderKey', label: 'Sender', type: 'text', index: true, ...fixed, admin: { ...fixed.admin, hidden: true } },
  ],
}
