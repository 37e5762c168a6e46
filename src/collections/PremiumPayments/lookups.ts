import type { CollectionConfig } from 'payload'

/**
 * One row per policy look-up on /pay, for its limits (src/lib/pay/limits.ts): a keyed hash of the client
 * address or of the policy number, never either itself. Not in the admin; the daily clean-up of claim
 * look-ups' kind is not needed: rows are tiny and src/lib/pay/limits.ts removes old ones as it goes.
 */
export const PayLookups: CollectionConfig = {
  slug: 'pay-lookups',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [{ name: 'clientKey', label: 'Client', type: 'text', required: true, index: true }],
}
