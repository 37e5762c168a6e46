import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'
import { ValidationError } from 'payload'

import { roles } from '@/access'
import { expireTags } from '@/hooks/revalidate'
import { BANKS } from '@/lib/claims/banks'
import { formatReference } from '@/lib/claims/reference'
import { stampChecklistTicks } from '@/lib/claims/checklist-ticks'
import { CLAIMS_RECORD_TAG } from '@/lib/claims/record'
import { CLAIM_STATUSES, CLAIM_TYPES, HISTORY_EVENTS, RELATIONSHIPS, type ClaimStatus } from '@/lib/claims/types'
import { DEATH_CAUSES } from '@/lib/schemas/claim-fields'

import { notifyClaimant } from '@/lib/claims/notify'

/** What the claimant sent and what the site records are facts: nobody edits them afterwards. */
const never: FieldAccess = () => false
const fixed = { access: { update: never }, admin: { readOnly: true } } as const
const fixedSide = { ...fixed, admin: { ...fixed.admin, position: 'sidebar' } } as const

type HistoryRow = { status: ClaimStatus; at: string; by?: number | null; event?: string | null; note?: string | null }

/**
 * Each status change is stored with its time and the staff member who made it; the first time a claim
 * is complete, paid or decided is kept beside it for the promise date and the published record.
 */
const recordStatusChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req }) => {
  const status = (data.status ?? originalDoc?.status ?? 'received') as ClaimStatus
  const changed = operation === 'create' || status !== originalDoc?.status
  if (!changed) return data
  if (status === 'declined' && !String(data.declineReason ?? originalDoc?.declineReason ?? '').trim()) {
    throw new ValidationError({
      collection: 'online-claims',
      errors: [{ path: 'declineReason', message: 'Give the reason for declining: the claimant will read it.' }],
    })
  }
  const now = new Date().toISOString()
  const history: HistoryRow[] = [...((data.history as HistoryRow[] | undefined) ?? (originalDoc?.history as HistoryRow[] | undefined) ?? [])]
  history.push({ status, at: now, by: req.user?.id ?? null, event: 'status' })
  data.history = history
  data.status = status
  if (status === 'documents-complete' && !originalDoc?.documentsCompleteAt) data.documentsCompleteAt = now
  if (status === 'paid') data.paidAt = now
  if (status === 'paid' || status === 'declined') data.decidedAt = now
  return data
}

/** A paid or declined claim changes the published record on /claims. */
const expireRecord: CollectionAfterChangeHook = ({ doc, previousDoc, req }) => {
  if (doc.status !== previousDoc?.status && (doc.status === 'paid' || doc.status === 'declined' || previousDoc?.status === 'paid' || previousDoc?.status === 'declined')) {
    expireTags([CLAIMS_RECORD_TAG], req.context)
  }
  return doc
}

/** The reference is made from the id the database has just handed out (see src/lib/claims/reference.ts). */
const allocateReference: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || doc.reference) return doc
  const reference = formatReference(doc.id, new Date(doc.createdAt))
  await req.payload.update({ collection: 'online-claims', id: doc.id, data: { reference }, req, overrideAccess: true, depth: 0 })
  return { ...doc, reference }
}

/**
 * Claims made on the website (/claims/start). Staff only: the public can neither read nor create them
 * through Payload's REST or GraphQL APIs; the site stores them through its own validated form, and
 * the tracking page shows a claimant only the first name, status and timeline.
 */
export const Claims: CollectionConfig = {
  slug: 'online-claims',
  labels: { singular: 'Claim', plural: 'Claims' },
  admin: {
    group: 'Claims',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'claimType', 'status', 'lastName', 'createdAt'],
    listSearchableFields: ['reference', 'lastName', 'phone', 'email', 'policyNumber', 'deceasedName'],
    description:
      'Claims made on the website. Move a claim along by changing its status: each change is recorded with the time and your name, and the claimant is told by email and SMS.',
    pagination: { defaultLimit: 50 },
  },
  access: { read: roles('claims_officer'), create: () => false, update: roles('claims_officer'), delete: roles('claims_officer') },
  defaultSort: '-createdAt',
  // Ticks first: ticking the last document off moves a received claim to "Documents complete".
  hooks: { beforeChange: [stampChecklistTicks, recordStatusChange], afterChange: [allocateReference, notifyClaimant, expireRecord] },
  fields: [
    { name: 'reference', label: 'Reference', type: 'text', unique: true, index: true, ...fixed },
    {
      type: 'row',
      fields: [
        { name: 'claimType', label: 'Claim type', type: 'select', required: true, options: [...CLAIM_TYPES], ...fixed },
        {
          name: 'status', label: 'Status',
          type: 'select',
          required: true,
          defaultValue: 'received',
          index: true,
          options: [...CLAIM_STATUSES],
          admin: { description: 'The claimant is told of every change by email and SMS.' },
        },
      ],
    },
    {
      name: 'declineReason',
      type: 'textarea',
      label: 'Reason for declining',
      admin: {
        description: 'Required when declining. The claimant reads it on the tracking page, so write it plainly.',
        condition: (data) => data?.status === 'declined',
      },
    },
    // Named when it was the list of what was still missing; it is now the list asked for, and what is
    // missing is worked out from the files sent (src/lib/claims/documents.ts).
    // What was asked for, what arrived, and the files themselves, in one table (src/lib/claims).
    {
      name: 'documentsPanel',
      type: 'ui',
      label: 'Documents',
      admin: { disableListColumn: true, components: { Field: '@/collections/Claims/admin/DocumentsPanel#DocumentsPanel' } },
    },
    // Named when it was the list of what was still missing; it is now the list asked for, and what is
    // missing is worked out from the files sent and the ticks here (src/lib/claims/documents.ts).
    {
      name: 'missingDocuments',
      type: 'array',
      label: 'Documents we ask for',
      labels: { singular: 'Document', plural: 'Documents' },
      admin: {
        description:
          'Filled from the checklist for the claim type. Tick a document off once you have it and can read it: when every one is ticked, the claim moves to "Documents complete" and the claimant is told. Add a line to ask for another document; remove one only if this claim does not need it.',
        components: { RowLabel: '@/collections/Claims/admin/ChecklistRowLabel#ChecklistRowLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'document', type: 'text', label: 'Document', required: true, admin: { width: '60%' } },
            {
              name: 'checked',
              type: 'checkbox',
              label: 'Received and checked',
              defaultValue: false,
              admin: { width: '40%', description: 'The claimant sees it ticked off on the tracking page.' },
            },
          ],
        },
        { name: 'checkedAt', type: 'date', label: 'Ticked off at', admin: { readOnly: true, hidden: true } },
        { name: 'checkedBy', type: 'relationship', relationTo: 'users', label: 'Ticked off by', admin: { readOnly: true, hidden: true } },
      ],
    },
    // The files as Payload's join (the REST and GraphQL answer keep it); staff see them in the table above.
    {
      name: 'files',
      type: 'join',
      collection: 'claim-files',
      on: 'claim',
      label: 'Documents sent',
      defaultSort: 'createdAt',
      defaultLimit: 50,
      admin: { allowCreate: false, hidden: true },
    },
    {
      type: 'collapsible',
      label: 'Policy',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'policyNumber', label: 'Policy number', type: 'text', ...fixed },
            { name: 'policyholderName', type: 'text', label: 'Policyholder (if the number was not known)', ...fixed },
            { name: 'policyholderBirthDate', type: 'text', label: 'Policyholder’s date of birth', ...fixed },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'The death',
      admin: { condition: (data) => data?.claimType === 'death' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'deceasedName', type: 'text', label: 'Name of the person who died', ...fixed },
            {
              name: 'dateOfDeath',
              type: 'date',
              label: 'Date of death',
              ...fixed,
              admin: { ...fixed.admin, date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
            },
            { name: 'causeOfDeath', type: 'select', label: 'Cause of death', options: [...DEATH_CAUSES], ...fixed },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: 'Claimant',
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'firstName', label: 'First name', type: 'text', required: true, ...fixed },
            { name: 'lastName', type: 'text', label: 'Surname', required: true, ...fixed },
            { name: 'relationship', label: 'Relationship', type: 'select', required: true, options: [...RELATIONSHIPS], ...fixed },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'phone', label: 'Phone', type: 'text', required: true, index: true, ...fixed },
            { name: 'email', label: 'Email', type: 'email', ...fixed },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'bank', label: 'Bank',
              type: 'select',
              required: true,
              options: BANKS.map((b) => ({ label: b.name, value: b.code })),
              ...fixed,
            },
            { name: 'accountNumber', type: 'text', label: 'Account number (NUBAN)', required: true, ...fixed },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'consentedAt', type: 'date', label: 'Consent given at', required: true, ...fixed },
            { name: 'consentVersion', type: 'text', label: 'Consent wording version', required: true, ...fixed },
          ],
        },
      ],
    },
    {
      name: 'history',
      type: 'array',
      label: 'History',
      ...fixed,
      admin: {
        ...fixed.admin,
        description:
          'Every status change, every document ticked off (or the tick taken off) and every file marked unreadable (or readable again), with its time and the staff member (empty: the website).',
        components: { RowLabel: '@/collections/Claims/admin/HistoryRowLabel#HistoryRowLabel' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'event', label: 'What happened', type: 'select', options: [...HISTORY_EVENTS], admin: { description: 'Empty on older rows: a status change.' } },
            { name: 'status', label: 'Status', type: 'select', required: true, options: [...CLAIM_STATUSES] },
            { name: 'at', label: 'When', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'by', label: 'Staff member', type: 'relationship', relationTo: 'users' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'file', label: 'File', type: 'relationship', relationTo: 'claim-files' },
            { name: 'note', label: 'Note', type: 'text' },
          ],
        },
      ],
    },
    // Who sent it, as a keyed hash of their address: the per-address limit on new claims counts by it.
    { name: 'senderKey', label: 'Sender', type: 'text', index: true, ...fixed, admin: { ...fixed.admin, hidden: true } },
    { name: 'documentsCompleteAt', type: 'date', label: 'Documents complete at', index: true, ...fixedSide },
    { name: 'paidAt', type: 'date', label: 'Paid at', ...fixedSide },
    { name: 'decidedAt', type: 'date', label: 'Decided at', ...fixedSide },
  ],
}

/**
 * Tracking-page lookups, counted per client (a keyed hash of the address, never the address) so every
 * server shares one limit through the database. Nobody reads these through the API.
 */
export const ClaimLookups: CollectionConfig = {
  slug: 'claim-lookups',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [{ name: 'clientKey', label: 'Client', type: 'text', required: true, index: true }],
}
