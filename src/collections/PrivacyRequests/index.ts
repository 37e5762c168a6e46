import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'
import { ValidationError } from 'payload'

import { nobody, roles } from '@/access'
import { sendStaffAnswer } from '@/lib/privacy/requests/service'
import { PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from '@/lib/privacy/requests/types'

const never: FieldAccess = () => false
const fixed = { access: { update: never }, admin: { readOnly: true } } as const
/** The code, the file and its download key: for the site only, never shown or sent to anyone through the API. */
const secret = { access: { read: never, update: never }, admin: { hidden: true } } as const
const when = { date: { pickerAppearance: 'dayAndTime' as const } }

/** Who works the queue; auditors read it and change nothing (as complaints, decision 036). */
const HANDLERS = ['customer_service', 'administrator'] as const
const READERS = [...HANDLERS, 'auditor'] as const

/** Closing a request needs the answer the person is sent. */
const answerRequired: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update') return data
  const status = data.status ?? originalDoc?.status
  if ((status === 'done' || status === 'refused') && status !== originalDoc?.status && !String(data.answer ?? originalDoc?.answer ?? '').trim() && !(data.outcome ?? originalDoc?.outcome)) {
    throw new ValidationError({ collection: 'privacy-requests', errors: [{ path: 'answer', message: 'Write the answer before closing the request: the person is sent it.' }] })
  }
  if (status !== originalDoc?.status && (status === 'done' || status === 'refused') && !data.answeredAt) data.answeredAt = new Date().toISOString()
  return data
}

const sendAnswer: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  if (operation === 'update' && doc.status !== previousDoc?.status && !doc.outcome) await sendStaffAnswer(req.payload, doc)
  return doc
}

/**
 * Requests to see, take away, correct or delete one's data, or to stop marketing, made online
 * (/privacy/request; decision 039). The website answers "see", "take away" and "delete" itself once the
 * person has proved the phone or email with a code; "correct" and "stop marketing" wait here for staff,
 * due within the privacy notice's number of days. Nobody creates or deletes a request through the API:
 * it is the record that we did what was asked.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: 'Data-protection request', plural: 'Data-protection requests' },
  admin: {
    group: 'Enquiries',
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'kind', 'status', 'dueAt', 'createdAt'],
    listSearchableFields: ['reference', 'contact'],
    description:
      'Requests people made online to use their data-protection rights, the oldest answer due first. The website answers requests to see, take away or delete data itself. Correct data or stop marketing as asked, then set the status to Done with your answer: the person is sent it.',
    pagination: { defaultLimit: 50 },
  },
  access: { read: roles(...READERS), create: nobody, update: roles(...HANDLERS), delete: nobody },
  defaultSort: 'dueAt',
  hooks: { beforeChange: [answerRequired], afterChange: [sendAnswer] },
  fields: [
    { name: 'reference', label: 'Reference', type: 'text', unique: true, index: true, ...fixed },
    {
      type: 'row',
      fields: [
        { name: 'kind', label: 'What they asked', type: 'select', required: true, options: PRIVACY_REQUEST_KINDS.map(({ value, short }) => ({ value, label: short })), ...fixed },
        { name: 'status', label: 'Status', type: 'select', required: true, defaultValue: 'awaiting-code', index: true, options: [...PRIVACY_REQUEST_STATUSES] },
        { name: 'dueAt', label: 'Answer due by', type: 'date', index: true, ...fixed, admin: { ...fixed.admin, date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } } },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'contact', label: 'Phone or email (proved with a code)', type: 'text', required: true, index: true, ...fixed },
        { name: 'contactKind', label: 'Proved by', type: 'select', required: true, options: [{ label: 'Phone', value: 'phone' }, { label: 'Email', value: 'email' }], ...fixed },
      ],
    },
    { name: 'details', label: 'What they told us', type: 'textarea', ...fixed },
    { name: 'answer', label: 'Your answer', type: 'textarea', maxLength: 3000, admin: { description: 'Required to close a request the website did not answer itself. Sent to the person by SMS or email.' } },
    { name: 'outcome', label: 'What the website did', type: 'textarea', ...fixed },
    {
      type: 'row',
      fields: [
        { name: 'verifiedAt', label: 'Code entered at', type: 'date', ...fixed, admin: { ...fixed.admin, ...when } },
        { name: 'answeredAt', label: 'Answered at', type: 'date', ...fixed, admin: { ...fixed.admin, ...when } },
        { name: 'exportExpiresAt', label: 'File downloadable until', type: 'date', ...fixed, admin: { ...fixed.admin, ...when } },
        { name: 'exportDownloadedAt', label: 'File downloaded at', type: 'date', ...fixed, admin: { ...fixed.admin, ...when } },
      ],
    },
    { name: 'senderKey', type: 'text', index: true, ...secret },
    { name: 'codeHash', type: 'text', ...secret },
    { name: 'codeExpiresAt', type: 'date', ...secret },
    { name: 'codeTries', type: 'number', defaultValue: 0, ...secret },
    { name: 'exportTokenHash', type: 'text', index: true, ...secret },
    { name: 'exportFile', type: 'textarea', ...secret },
  ],
}
