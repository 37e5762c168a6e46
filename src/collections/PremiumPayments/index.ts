import type { CollectionConfig, FieldAccess } from 'payload'

import { roles } from '@/access'
import { PREMIUM_PAYMENT_STATUSES } from '@/lib/pay/statuses'

import { koboMoney } from '../Policies'

const never: FieldAccess = () => false
const fixed = { access: { update: never }, admin: { readOnly: true } } as const
const hidden = { access: { read: never, update: never }, admin: { hidden: true } } as const
const when = { pickerAppearance: 'dayAndTime' } as const

/**
 * Premiums paid on /pay (decision 040): stored here first, when the payer starts paying, marked paid by
 * Paystack's signed webhook or the verify on return (once), then recorded in the policy service by the
 * job queue. Written by the site only; customer service reads them.
 */
export const PremiumPayments: CollectionConfig = {
  slug: 'premium-payments',
  labels: { singular: 'Premium paid online', plural: 'Premiums paid online' },
  admin: {
    group: 'Applications',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'policyNumber', 'amountKobo', 'status', 'createdAt'],
    listSearchableFields: ['reference', 'policyNumber'],
    description: 'Premiums paid by policy number on the website (/pay). Read only.',
  },
  access: { read: roles('customer_service', 'administrator'), create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'reference', label: 'Payment reference', type: 'text', required: true, unique: true, index: true, ...fixed },
    { name: 'policyNumber', label: 'Policy number', type: 'text', required: true, index: true, ...fixed },
    { name: 'product', label: 'Product', type: 'text', ...fixed },
    { name: 'firstName', label: 'Policyholder’s first name', type: 'text', ...fixed },
    { name: 'amountKobo', label: 'Amount', type: 'number', required: true, ...koboMoney },
    { name: 'instalments', label: 'Premiums paid for', type: 'number', required: true, ...fixed },
    { name: 'status', label: 'Status', type: 'select', required: true, defaultValue: 'pending', index: true, options: [...PREMIUM_PAYMENT_STATUSES], ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'paidAt', label: 'Paid at', type: 'date', ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: when } },
    { name: 'channel', label: 'Paid by', type: 'text', ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'recordedAt', label: 'Recorded in the policy records at', type: 'date', ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: when } },
    { name: 'receiptExpiresAt', label: 'Receipt link works until', type: 'date', index: true, ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: when } },
    // Where the receipt goes (the holder's contact details from the policy service), and the receipt link's key (hashed).
    { name: 'email', label: 'Email', type: 'text', ...hidden },
    { name: 'phone', label: 'Phone', type: 'text', ...hidden },
    { name: 'receiptKeyHash', label: 'Receipt key', type: 'text', unique: true, index: true, ...hidden },
  ],
}
