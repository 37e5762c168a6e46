import type { CollectionConfig, FieldAccess } from 'payload'

import { roles } from '@/access'
import { POLICY_CALL_KINDS, POLICY_CALL_STATUSES } from '@/lib/policy-service/calls'

const never: FieldAccess = () => false
const fixed = { access: { update: never }, admin: { readOnly: true } } as const
const when = { pickerAppearance: 'dayAndTime' } as const

/**
 * Calls the site owes the policy service (issue a paid application's policy; record a premium paid
 * online), stored first and then made by the job in src/lib/policy-service/calls.server.ts until the
 * service has answered. Written by the site only; staff read them to see what is still waiting.
 */
export const PolicyServiceCalls: CollectionConfig = {
  slug: 'policy-service-calls',
  labels: { singular: 'Call to the policy service', plural: 'Calls to the policy service' },
  admin: {
    group: 'System',
    useAsTitle: 'related',
    defaultColumns: ['kind', 'related', 'status', 'attempts', 'createdAt'],
    listSearchableFields: ['key', 'related'],
    description: 'Policies to issue and premiums to record in the policy records, retried until they are done. Read only.',
  },
  access: { read: roles('customer_service', 'administrator'), create: () => false, update: () => false, delete: () => false },
  defaultSort: '-createdAt',
  fields: [
    { name: 'kind', label: 'What', type: 'select', required: true, index: true, options: [...POLICY_CALL_KINDS], ...fixed },
    { name: 'key', label: 'Key', type: 'text', required: true, unique: true, ...fixed, admin: { ...fixed.admin, hidden: true } },
    { name: 'related', label: 'About', type: 'text', index: true, ...fixed, admin: { ...fixed.admin, description: 'The application or payment reference.' } },
    { name: 'request', label: 'Request', type: 'json', required: true, ...fixed, admin: { ...fixed.admin, hidden: true } },
    { name: 'result', label: 'Result', type: 'text', ...fixed, admin: { ...fixed.admin, description: 'The policy number issued, or the premium recorded.' } },
    { name: 'status', label: 'Status', type: 'select', required: true, defaultValue: 'waiting', index: true, options: [...POLICY_CALL_STATUSES], ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'attempts', label: 'Attempts', type: 'number', defaultValue: 0, ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'nextAttemptAt', label: 'Next attempt', type: 'date', index: true, ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: when } },
    { name: 'doneAt', label: 'Done at', type: 'date', ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: when } },
    { name: 'lastError', label: 'Last problem', type: 'textarea', ...fixed, admin: { ...fixed.admin, position: 'sidebar' } },
    { name: 'claimToken', label: 'Worker', type: 'text', ...fixed, admin: { ...fixed.admin, hidden: true } },
    { name: 'leaseUntil', label: 'Held until', type: 'date', ...fixed, admin: { ...fixed.admin, hidden: true } },
  ],
}
