import type { CollectionConfig } from 'payload'

import { nobody } from '@/access'
import { CHANGE_KINDS, CHANGE_STATUSES } from '@/lib/policy-service/contract'

import { POLICY_RECORD_READERS, POLICY_RECORDS_GROUP } from '../Policies'

const readOnly = { admin: { readOnly: true } } as const
const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1)

/** Changes a policyholder asked for (contact details, beneficiaries), kept as requests until done or declined. */
export const PolicyChangeRequests: CollectionConfig = {
  slug: 'policy-change-requests',
  labels: { singular: 'Change request', plural: 'Change requests' },
  admin: {
    group: POLICY_RECORDS_GROUP,
    useAsTitle: 'requestId',
    defaultColumns: ['requestId', 'policyNumber', 'kind', 'status', 'createdAt'],
    listSearchableFields: ['requestId', 'policyNumber'],
    description: 'Change requests held by the built-in policy service.',
  },
  access: { read: POLICY_RECORD_READERS, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    { name: 'requestId', label: 'Request ID', type: 'text', required: true, unique: true, index: true, ...readOnly },
    { name: 'policyNumber', label: 'Policy number', type: 'text', required: true, index: true, ...readOnly },
    { name: 'kind', label: 'Change of', type: 'select', required: true, options: CHANGE_KINDS.map((value) => ({ value, label: label(value) })), ...readOnly },
    { name: 'details', label: 'Details asked for', type: 'json', required: true, ...readOnly },
    { name: 'status', label: 'Status', type: 'select', required: true, defaultValue: 'open', index: true, options: CHANGE_STATUSES.map((value) => ({ value, label: label(value) })), ...readOnly },
    { name: 'note', label: 'Note', type: 'textarea', ...readOnly },
    { name: 'createdOn', label: 'Asked on (yyyy-mm-dd)', type: 'text', required: true, ...readOnly },
    { name: 'decidedOn', label: 'Decided on (yyyy-mm-dd)', type: 'text', ...readOnly },
  ],
}
