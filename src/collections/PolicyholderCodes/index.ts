import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'

/**
 * One-time codes of "My policies" (decision 042): a sign-in's, or a new phone's or email's before the
 * change is sent. Only a keyed hash of each code and of its attempt key is kept. For the website's own
 * code alone: nobody reads, writes or sees these through the API or the admin.
 */
export const PolicyholderCodes: CollectionConfig = {
  slug: 'policyholder-codes',
  labels: { singular: 'Policyholder code', plural: 'Policyholder codes' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'purpose', type: 'select', required: true, options: [{ label: 'Sign in', value: 'sign-in' }, { label: 'New contact', value: 'new-contact' }] },
    { name: 'attemptHash', type: 'text', required: true, unique: true, index: true },
    { name: 'contact', type: 'text', required: true, index: true },
    { name: 'contactKind', type: 'select', required: true, options: [{ label: 'Phone', value: 'phone' }, { label: 'Email', value: 'email' }] },
    { name: 'senderKey', type: 'text', index: true },
    { name: 'codeHash', type: 'text' },
    { name: 'codeExpiresAt', type: 'date', index: true },
    { name: 'codeTries', type: 'number', defaultValue: 0 },
    { name: 'usedAt', type: 'date' },
    { name: 'session', type: 'number', admin: { description: 'For a new contact: the session that asked.' } },
    { name: 'pending', type: 'json', admin: { description: 'For a new contact: the change, sent once the code is right.' } },
  ],
}
