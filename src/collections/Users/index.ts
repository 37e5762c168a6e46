import type { CollectionConfig } from 'payload'

import { staffOnly } from '@/access'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', group: 'Settings' },
  auth: { maxLoginAttempts: 10, lockTime: 10 * 60 * 1000 },
  access: { read: staffOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  fields: [{ name: 'name', type: 'text' }],
}
