import type { CollectionConfig } from 'payload'

import { nobody, roles } from '@/access'
import { POLICY_STATUSES, PREMIUM_FREQUENCIES } from '@/lib/policy-service/contract'

/** Staff who answer policyholders read the stand-in's records; nobody writes them through the API. */
export const POLICY_RECORD_READERS = roles('customer_service', 'claims_officer', 'administrator')
export const POLICY_RECORDS_GROUP = 'Policy records (stand-in)'

const readOnly = { admin: { readOnly: true } } as const
/** Kept in kobo, as the contract has it; staff read naira to the kobo. */
export const koboMoney = {
  admin: {
    readOnly: true,
    components: {
      Field: { path: '@/components/admin/Money#MoneyField', clientProps: { unit: 'kobo', exact: true } },
      Cell: { path: '@/components/admin/Money#MoneyCell', clientProps: { unit: 'kobo', exact: true } },
    },
  },
} as const
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replace(/-/g, ' ')

/**
 * The built-in policy service's policies (docs/policy-service.md): a stand-in for the insurer's policy
 * administration system, written only by src/lib/policy-service. Personal data: never public.
 */
export const Policies: CollectionConfig = {
  slug: 'policies',
  labels: { singular: 'Policy', plural: 'Policies' },
  admin: {
    group: POLICY_RECORDS_GROUP,
    useAsTitle: 'policyNumber',
    defaultColumns: ['policyNumber', 'product', 'status', 'nextDueDate'],
    listSearchableFields: ['policyNumber'],
    description: 'Demo policies of the built-in policy service. The live site reads the insurer’s own system instead.',
  },
  access: { read: POLICY_RECORD_READERS, create: nobody, update: nobody, delete: nobody },
  defaultSort: 'policyNumber',
  fields: [
    { name: 'policyNumber', label: 'Policy number', type: 'text', required: true, unique: true, index: true, ...readOnly },
    { name: 'status', label: 'Status', type: 'select', required: true, index: true, options: POLICY_STATUSES.map((value) => ({ value, label: label(value) })), ...readOnly },
    { name: 'product', label: 'Product', type: 'text', required: true, ...readOnly },
    { type: 'row', fields: [{ name: 'planCode', label: 'Plan code', type: 'text', required: true, ...readOnly }, { name: 'planName', label: 'Plan name', type: 'text', required: true, ...readOnly }] },
    {
      type: 'row',
      fields: [
        { name: 'sumAssuredKobo', label: 'Sum assured', type: 'number', required: true, ...koboMoney },
        { name: 'premiumKobo', label: 'Premium per instalment', type: 'number', required: true, ...koboMoney },
        { name: 'frequency', label: 'Pays', type: 'select', required: true, options: PREMIUM_FREQUENCIES.map((value) => ({ value, label: label(value) })), ...readOnly },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'startDate', label: 'Start date (yyyy-mm-dd)', type: 'text', required: true, ...readOnly },
        { name: 'premiumsEndDate', label: 'No premiums due from (yyyy-mm-dd)', type: 'text', ...readOnly, admin: { ...readOnly.admin, description: 'Paid up, matured or claimed on this date.' } },
        { name: 'reinstatableUntil', label: 'May be reinstated until (yyyy-mm-dd)', type: 'text', ...readOnly },
      ],
    },
    {
      name: 'holder',
      label: 'Policyholder',
      type: 'group',
      fields: [
        { type: 'row', fields: [{ name: 'firstName', label: 'First name', type: 'text', required: true, ...readOnly }, { name: 'lastName', label: 'Surname', type: 'text', required: true, ...readOnly }] },
        { type: 'row', fields: [{ name: 'dateOfBirth', label: 'Date of birth (yyyy-mm-dd)', type: 'text', required: true, ...readOnly }, { name: 'phone', label: 'Phone', type: 'text', required: true, index: true, ...readOnly }, { name: 'email', label: 'Email', type: 'text', required: true, index: true, ...readOnly }] },
        { name: 'address', label: 'Address', type: 'textarea', ...readOnly },
      ],
    },
    {
      name: 'beneficiaries',
      label: 'Beneficiaries',
      type: 'array',
      labels: { singular: 'Beneficiary', plural: 'Beneficiaries' },
      fields: [
        { name: 'name', label: 'Name', type: 'text', required: true, ...readOnly },
        { name: 'relationship', label: 'Relationship', type: 'text', required: true, ...readOnly },
        { name: 'sharePercent', label: 'Share (%)', type: 'number', required: true, ...readOnly },
      ],
    },
    { name: 'applicationReference', label: 'Online application', type: 'text', unique: true, index: true, ...readOnly, admin: { ...readOnly.admin, position: 'sidebar', description: 'The application this policy was issued for, if it came from the website.' } },
  ],
}
