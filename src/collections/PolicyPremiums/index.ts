import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'

import { POLICY_RECORD_READERS, POLICY_RECORDS_GROUP, koboMoney } from '../Policies'

const readOnly = { admin: { readOnly: true } } as const

/** Premiums the built-in policy service has recorded: one per payment reference (the unique key makes recording idempotent). */
export const PolicyPremiums: CollectionConfig = {
  slug: 'policy-premiums',
  labels: { singular: 'Premium received', plural: 'Premiums received' },
  admin: {
    group: POLICY_RECORDS_GROUP,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'policyNumber', 'amountKobo', 'paidOn'],
    listSearchableFields: ['reference', 'policyNumber'],
    description: 'Premiums recorded by the built-in policy service.',
  },
  access: { read: POLICY_RECORD_READERS, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-paidOn',
  fields: [
    { name: 'reference', label: 'Payment reference', type: 'text', required: true, unique: true, index: true, ...readOnly },
    { name: 'policyNumber', label: 'Policy number', type: 'text', required: true, index: true, ...readOnly },
    { name: 'amountKobo', label: 'Amount', type: 'number', required: true, ...koboMoney },
    { name: 'paidOn', label: 'Paid on (yyyy-mm-dd)', type: 'text', required: true, index: true, ...readOnly },
    { name: 'channel', label: 'Paid by', type: 'text', required: true, ...readOnly },
  ],
}
