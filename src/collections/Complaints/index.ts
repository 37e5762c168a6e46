import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'
import { ValidationError } from 'payload'

import { nobody, roles, rolesField } from '@/access'
import { expireTags } from '@/hooks/revalidate'
import { notifyComplainant } from '@/lib/complaints/notify'
import { COMPLAINTS_RECORD_TAG } from '@/lib/complaints/record'
import { dueDate } from '@/lib/complaints/terms'
import { complaintTermsFor } from '@/lib/complaints/terms.server'
import { COMPLAINT_STATUSES, COMPLAINT_TOPICS, type ComplaintStatus } from '@/lib/complaints/types'
import { makeReference } from '@/lib/references'

/** What the complainant sent and what the site records are facts: nobody edits them afterwards. */
const never: FieldAccess = () => false
const fixed = { access: { update: never }, admin: { readOnly: true } } as const

/** Who works the complaints queue; auditors read it and change nothing (decision 036). */
const HANDLERS = ['customer_service', 'administrator'] as const
const READERS = [...HANDLERS, 'auditor'] as const

type HistoryRow = { status: ComplaintStatus; at: string; by?: number | null }

/**
 * A new complaint's due date is fixed from the promise in force when it came in; each change of status
 * is kept with its time and the staff member; the final answer is required to resolve, since it is what
 * the complainant is sent.
 */
const recordStatusChange: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const status = (data.status ?? originalDoc?.status ?? 'received') as ComplaintStatus
  const changed = operation === 'create' || status !== originalDoc?.status
  if (operation === 'create') {
    const terms = await complaintTermsFor(req.payload, req)
    data.dueAt = dueDate(new Date(), terms.resolveDays).toISOString()
  }
  if (!changed) return data
  if (status === 'resolved' && !String(data.finalAnswer ?? originalDoc?.finalAnswer ?? '').trim()) {
    throw new ValidationError({
      collection: 'complaints',
      errors: [{ path: 'finalAnswer', message: 'Write the final answer before marking the complaint resolved: the complainant is sent it.' }],
    })
  }
  const now = new Date().toISOString()
  const history: HistoryRow[] = [...((originalDoc?.history as HistoryRow[] | undefined) ?? [])]
  history.push({ status, at: now, by: req.user?.id ?? null })
  data.history = history
  data.status = status
  data.resolvedAt = status === 'resolved' ? now : null
  return data
}

/** The reference (RL-CMP-2026-000001) is made from the id the database has just handed out (src/lib/references.ts). */
const allocateReference: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.reference) return doc
  const reference = makeReference('complaint', doc.id, new Date(doc.createdAt))
  await req.payload.update({ collection: 'complaints', id: doc.id, data: { reference }, req, overrideAccess: true, depth: 0 })
  return { ...doc, reference }
}

/** Every new complaint and every change of status changes the figures published on /complaints. */
const expireRecord: CollectionAfterChangeHook = ({ doc, previousDoc, operation, req }) => {
  if (operation === 'create' || doc.status !== previousDoc?.status) expireTags([COMPLAINTS_RECORD_TAG], req.context)
  return doc
}

/**
 * Complaints made on the website (/complaints/new), the staff's queue. Customer service and
 * administrators work it; auditors read it. The public can neither read nor create complaints through
 * Payload's REST or GraphQL APIs; the site stores them through its own validated form and shows a
 * complainant only the first name, status, dates and final answer on the tracker. Nobody deletes one:
 * the register of complaints is a record the regulator may ask to see.
 */
export const Complaints: CollectionConfig = {
  slug: 'complaints',
  labels: { singular: 'Complaint', plural: 'Complaints' },
  admin: {
    group: 'Enquiries',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'about', 'status', 'dueAt', 'lastName', 'createdAt'],
    listSearchableFields: ['reference', 'lastName', 'phone', 'email', 'policyReference'],
    description:
      'Complaints made on the website, oldest answer due first. Move a complaint along by changing its status: each change is recorded with the time and your name, and the complainant is told by SMS and email. To resolve, write the final answer: it is sent to the complainant.',
    pagination: { defaultLimit: 50 },
  },
  access: { read: roles(...READERS), create: nobody, update: roles(...HANDLERS), delete: nobody },
  defaultSort: 'dueAt',
  hooks: { beforeChange: [recordStatusChange], afterChange: [allocateReference, notifyComplainant, expireRecord] },
  fields: [
    { name: 'reference', label: 'Reference', type: 'text', unique: true, index: true, ...fixed },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          label: 'Status',
          type: 'select',
          required: true,
          defaultValue: 'received',
          index: true,
          options: [...COMPLAINT_STATUSES],
          admin: { description: 'The complainant is told of every change by SMS and email. Escalated: passed to a senior manager.' },
        },
        {
          name: 'dueAt',
          label: 'Final answer due by',
          type: 'date',
          index: true,
          ...fixed,
          admin: { ...fixed.admin, date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' }, description: 'Set from the promise in Site settings when the complaint came in.' },
        },
      ],
    },
    {
      name: 'finalAnswer',
      label: 'Final answer',
      type: 'textarea',
      maxLength: 5000,
      admin: {
        description: 'Required to resolve. Sent to the complainant by email and shown on the tracking page, so write it plainly, as a letter to them.',
      },
    },
    {
      type: 'collapsible',
      label: 'The complaint',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'about', label: 'About', type: 'select', required: true, options: [...COMPLAINT_TOPICS], ...fixed },
            { name: 'policyReference', label: 'Policy or claim reference', type: 'text', ...fixed },
          ],
        },
        { name: 'details', label: 'What happened', type: 'textarea', required: true, ...fixed },
        { name: 'wantedOutcome', label: 'What they want us to do', type: 'textarea', required: true, ...fixed },
      ],
    },
    {
      type: 'collapsible',
      label: 'Complainant',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'firstName', label: 'First name', type: 'text', required: true, ...fixed },
            { name: 'lastName', label: 'Surname', type: 'text', required: true, ...fixed },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'phone', label: 'Mobile number', type: 'text', required: true, index: true, ...fixed },
            { name: 'email', label: 'Email', type: 'email', ...fixed },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'consentedAt', label: 'Consent given at', type: 'date', required: true, ...fixed, admin: { ...fixed.admin, date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'consentVersion', label: 'Consent wording version', type: 'text', required: true, ...fixed },
          ],
        },
      ],
    },
    {
      name: 'notes',
      label: 'Staff notes',
      type: 'textarea',
      access: { read: rolesField(...READERS), update: rolesField(...HANDLERS) },
      admin: { description: 'What you found out and who you spoke to. Not seen by the complainant.' },
    },
    {
      name: 'history',
      type: 'array',
      label: 'History',
      labels: { singular: 'Change', plural: 'Changes' },
      ...fixed,
      admin: {
        ...fixed.admin,
        description: 'Every change of status, with its time and the staff member (empty: the website).',
        components: { RowLabel: '@/collections/Complaints/HistoryRowLabel#HistoryRowLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'status', label: 'Status', type: 'select', required: true, options: [...COMPLAINT_STATUSES] },
            { name: 'at', label: 'When', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', label: 'By', type: 'relationship', relationTo: 'users' },
          ],
        },
      ],
    },
    { name: 'resolvedAt', label: 'Resolved at', type: 'date', ...fixed, admin: { ...fixed.admin, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    // Who sent it, as a keyed hash of their address (never the address itself), for the per-address limit.
    { name: 'senderKey', label: 'Sender', type: 'text', index: true, ...fixed, admin: { ...fixed.admin, hidden: true } },
  ],
}
