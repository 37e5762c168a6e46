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
    useAsTitle: 'key',
    defaultColumns: ['channel', 'to', 'subject', 'status', 'attempts', 'lastError', 'createdAt'],
    listSearchableFields: ['to', 'key', 'related'],
    description: 'Emails and SMS the site sends (application and claim notices). Read only: the site writes and sends these itself.',
    pagination: { defaultLimit: 50 },
  },
  access: { read: roles('customer_service', 'administrator'), create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'channel', type: 'select', required: true, index: true, options: [...MESSAGE_CHANNELS], ...fixed },
    { name: 'to', type: 'text', label: 'To', required: true, ...fixed, admin: { ...fixed.admin, description: 'An email address, or a phone number as 234XXXXXXXXXX.' } },
    { name: 'subject', type: 'text', ...fixed, admin: { ...fixed.admin, description: 'Email only.' } },
    { name: 'text', type: 'textarea', required: true, ...fixed },
    { name: 'html', type: 'textarea', label: 'HTML', ...fixed },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      ...fixed,
      admin: { ...fixed.admin, description: 'The sender’s idempotency key: the same key is only ever queued once.' },
    },
    { name: 'related', type: 'text', index: true, ...fixed, admin: { ...fixed.admin, description: 'What the message is about, e.g. "claims:42".' } },

    // Delivery, written by the worker only.
    { name: 'status', type: 'select', required: true, defaultValue: 'waiting', index: true, options: [...MESSAGE_STATUSES], ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'attempts', type: 'number', defaultValue: 0, ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'nextAttemptAt', type: 'date', label: 'Next attempt', index: true, ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: when } },
    { name: 'sentAt', type: 'date', label: 'Sent at', ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: when } },
    { name: 'lastError', type: 'textarea', label: 'Last problem', ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'receipt', type: 'text', label: 'Receipt', ...fixed, admin: { ...fixed.admin, position: 'sidebar', description: 'The Message-ID, or the SMS provider’s message id.' } },
    // The claim of the worker sending right now, and until when it holds it.
    { name: 'claimToken', type: 'text', ...fixed, admin: { ...fixed.admin, hidden: true } },
    { name: 'leaseUntil', type: 'date', ...fixed, admin: { ...fixed.admin, hidden: true } },
  ],
}
