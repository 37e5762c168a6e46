import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'

/**
 * Signed-in policyholders (/my; decision 042): one row per session, holding a keyed hash of the
 * cookie's token (never the token), the phone or email proved, when it was last used and when it ends
 * whatever happens. Signing out deletes every row of that phone or email. Nobody reaches these through
 * the API or the admin.
 */
export const PolicyholderSessions: CollectionConfig = {
  slug: 'policyholder-sessions',
  labels: { singular: 'Policyholder session', plural: 'Policyholder sessions' },
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'tokenHash', type: 'text', required: true, unique: true, index: true },
    { name: 'contact', type: 'text', required: true, index: true },
    { name: 'contactKind', type: 'select', required: true, options: [{ label: 'Phone', value: 'phone' }, { label: 'Email', value: 'email' }] },
    { name: 'lastSeenAt', type: 'date', required: true },
    { name: 'expiresAt', type: 'date', required: true, index: true },
  ],
}
