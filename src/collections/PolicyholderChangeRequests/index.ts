import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'
import { ValidationError } from 'payload'

import { nobody, roles } from '@/access'
import { changeClosed } from '@/lib/my/changes'
import { CHANGE_KINDS, CHANGE_STATUSES } from '@/lib/my/change-types'

const never: FieldAccess = () => false
const fixed = { access: { update: never }, admin: { readOnly: true } } as const
const when = { date: { pickerAppearance: 'dayAndTime' as const } }

/** Who works the queue; auditors read it and change nothing (as complaints and data-protection requests). */
const HANDLERS = ['customer_service', 'administrator'] as const
const READERS = [...HANDLERS, 'auditor'] as const

/** Declining needs the reason the policyholder is sent; closing stamps the time. */
const reasonRequired: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update') return data
  const status = data.status ?? originalDoc?.status
  if (status === originalDoc?.status) return data
  if (originalDoc?.status !== 'received') {
    throw new ValidationError({ collection: 'policyholder-change-requests', errors: [{ path: 'status', message: 'This request is already closed: the policyholder has been told.' }] })
  }
  if (status === 'declined' && !String(data.reason ?? originalDoc?.reason ?? '').trim()) {
    throw new ValidationError({ collection: 'policyholder-change-requests', errors: [{ path: 'reason', message: 'Write the reason before declining: the policyholder is sent it.' }] })
  }
  if (status === 'done' || status === 'declined') {
    data.closedAt = new Date().toISOString()
    data.forwardState = 'waiting'
  }
  return data
}

const tellEveryone: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.status !== previousDoc?.status) await changeClosed(req.payload, doc, { req })
  return doc
}

/**
 * Changes policyholders asked for from "My policies" (decision 042): a new phone, email or address
 * (proved with a code when it can take one) or new beneficiaries. Stored first, then sent to the
 * policy service by the job queue; staff mark each done or declined, which tells the policyholder and
 * the policy service. The record is the policyholder's own action's record; the audit log holds staff's.
 */
export const PolicyholderChangeRequests: CollectionConfig = {
  slug: 'policyholder-change-requests',
  labels: { singular: 'Policy change request', plural: 'Policy change requests' },
  admin: {
    group: 'Enquiries',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'kind', 'policyNumber', 'status', 'createdAt'],
    listSearchableFields: ['reference', 'policyNumber'],
    description:
      'Changes policyholders asked for online, oldest first. Make the change in the policy system, then set the status to Done; or Declined with the reason. The policyholder is told by SMS or email.',
    pagination: { defaultLimit: 50 },
  },
  access: { read: roles(...READERS), create: nobody, update: roles(...HANDLERS), delete: nobody },
  defaultSort: 'createdAt',
  hooks: { beforeChange: [reasonRequired], afterChange: [tellEveryone] },
  fields: [
    { name: 'reference', label: 'Reference', type: 'text', unique: true, index: true, ...fixed },
    {
      type: 'row',
      fields: [
        { name: 'kind', label: 'What they asked', type: 'select', required: true, options: [...CHANGE_KINDS], ...fixed },
        { name: 'policyNumber', label: 'Policy number', type: 'text', required: true, index: true, ...fixed },
        { name: 'status', label: 'Status', type: 'select', required: true, defaultValue: 'received', index: true, options: [...CHANGE_STATUSES] },
      ],
    },
    { name: 'summary', label: 'What they asked for', type: 'textarea', required: true, ...fixed },
    { name: 'changes', label: 'The same, for the policy system', type: 'json', ...fixed },
    { name: 'reason', label: 'Reason (when declined)', type: 'textarea', maxLength: 1000, admin: { description: 'Required to decline. Sent to the policyholder.' } },
    {
      type: 'row',
      fields: [
        { name: 'requestedBy', label: 'Signed in with (phone or email)', type: 'text', required: true, index: true, ...fixed },
        { name: 'requestedByKind', label: 'Proved by', type: 'select', required: true, options: [{ label: 'Phone', value: 'phone' }, { label: 'Email', value: 'email' }], ...fixed },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'closedAt', label: 'Closed at', type: 'date', ...fixed, admin: { ...fixed.admin, ...when } },
        {
          name: 'forwardState',
          label: 'Policy service',
          type: 'select',
          defaultValue: 'waiting',
          index: true,
          options: [
            { label: 'Waiting to be sent', value: 'waiting' },
            { label: 'Sent', value: 'sent' },
            { label: 'Refused by the policy service: make the change there by hand', value: 'refused' },
          ],
          ...fixed,
        },
        { name: 'forwardedAt', label: 'Last sent to the policy service', type: 'date', ...fixed, admin: { ...fixed.admin, ...when } },
        { name: 'forwardAttempts', type: 'number', defaultValue: 0, ...fixed, admin: { ...fixed.admin, hidden: true } },
      ],
    },
  ],
}
