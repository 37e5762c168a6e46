import type { CollectionConfig, FieldAccess } from 'payload'

import { roles } from '@/access'
import { MESSAGE_CHANNELS, MESSAGE_STATUSES } from '@/lib/outbox/statuses'

/** Messages are written by src/lib/outbox only: nobody edits one afterwards, not even staff. */
const never: FieldAccess = () => false
const fixed = { access: { update: never }, admin: { readOnly: true } } as const
const when = { pickerAppearance: 'dayAndTime' } as const

/**
 * Every email and SMS the site sends for a feature (applications, claims), stored first and then sent
 * by the worker in src/lib/outbox (docs/decisions/017-message-outbox.md). Staff can read the list to
 * see what went out; the public sees nothing, and nobody creates or changes a message through the API.
 */
export const OutboxMessages: CollectionConfig = {
  slug: 'outbox-messages',
  labels: { singular: 'Outgoing message', plural: 'Outgoing messages' },
  admin: {
    group: 'System',
    useAsTitle: 'to',
    defaultColumns: ['channel', 'to', 'subject', 'delivery', 'createdAt'],
    listSearchableFields: ['to', 'key', 'related'],
    description: 'Emails and SMS the site sends (application and claim notices). Read only: the site writes and sends these itself.',
    pagination: { defaultLimit: 50 },
  },
  access: { read: roles('customer_service', 'administrator'), create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'channel', label: 'Channel', type: 'select', required: true, index: true, options: [...MESSAGE_CHANNELS], ...fixed },
    { name: 'to', type: 'text', label: 'To', required: true, ...fixed, admin: { ...fixed.admin, description: 'An email address, or a phone number as 234XXXXXXXXXX.' } },
    { name: 'subject', label: 'Subject', type: 'text', ...fixed, admin: { ...fixed.admin, description: 'Email only.' } },
    { name: 'text', label: 'Message', type: 'textarea', required: true, ...fixed },
    { name: 'html', type: 'textarea', label: 'HTML', ...fixed },
    {
      name: 'key', label: 'Message key',
      type: 'text',
      required: true,
      unique: true,
      ...fixed,
      // The sender's key, so the same message is only ever queued once: bookkeeping, not for staff.
      admin: { ...fixed.admin, hidden: true },
    },
    { name: 'related', label: 'About', type: 'text', index: true, ...fixed, admin: { ...fixed.admin, description: 'The record the message is about: its kind and number.' } },

    // Delivery, written by the worker only.
    { name: 'status', label: 'Status', type: 'select', required: true, defaultValue: 'waiting', index: true, options: [...MESSAGE_STATUSES], ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'attempts', label: 'Attempts to send', type: 'number', defaultValue: 0, ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'nextAttemptAt', type: 'date', label: 'Next attempt', index: true, ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: when } },
    { name: 'sentAt', type: 'date', label: 'Sent at', ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: when } },
    // What staff read of delivery: one plain sentence, from the fields here (src/lib/outbox/describe.ts).
    {
      name: 'delivery',
      type: 'ui',
      label: 'What happened',
      admin: { position: 'sidebar', components: { Field: '@/collections/OutboxMessages/admin/Delivery#DeliveryField', Cell: '@/collections/OutboxMessages/admin/Delivery#DeliveryCell' } },
    },
    // The raw problem (a server's reply) and receipt stay out of the admin: the API and the server's log have them.
    { name: 'lastError', type: 'textarea', label: 'Last problem', ...fixed, admin: { ...fixed.admin, hidden: true } },
    { name: 'receipt', type: 'text', label: 'Receipt', ...fixed, admin: { ...fixed.admin, hidden: true } },
    // The claim of the worker sending right now, and until when it holds it.
    { name: 'claimToken', label: 'Worker', type: 'text', ...fixed, admin: { ...fixed.admin, hidden: true } },
    { name: 'leaseUntil', label: 'Held until', type: 'date', ...fixed, admin: { ...fixed.admin, hidden: true } },
  ],
}
