/**
 * Deleting personal data the website no longer needs (NDPA storage limitation): a daily background job
 * of src/lib/jobs, beside the unfinished-application purge, the claim clean-up and the audit-log
 * retention. It deletes enquiries and group quote requests ENQUIRY_KEEP_MONTHS after they last changed,
 * resolved complaints COMPLAINT_KEEP_YEARS after they were resolved, call-back requests CALL_BACK_KEEP_DAYS
 * after the chosen time, our copies of sent messages MESSAGE_KEEP_DAYS after sending, and premium
 * payments never paid UNPAID_PAYMENT_KEEP_DAYS after they last changed (periods.ts; the privacy notice states
 * the same numbers). Each run deletes at most BATCH rows per kind, oldest first, so a run stays short
 * and the rest go on the next run.
 */
import type { CollectionSlug, Payload, Where } from 'payload'

import type { Job } from '@/lib/jobs/runner'

import { CALL_BACK_KEEP_DAYS, COMPLAINT_KEEP_YEARS, daysBefore, ENQUIRY_KEEP_MONTHS, MESSAGE_KEEP_DAYS, monthsBefore, UNPAID_PAYMENT_KEEP_DAYS, yearsBefore } from './periods'

const BATCH = 500

async function deleteOldest(payload: Payload, collection: CollectionSlug, where: Where, sort: string): Promise<number> {
  // Look before deleting: a delete takes the database's write lock even when nothing matches.
  const found = await payload.find({ collection, where, sort, limit: BATCH, depth: 0, pagination: false, overrideAccess: true, select: {} })
  const ids = found.docs.map((doc) => doc.id)
  if (ids.length === 0) return 0
  const result = await payload.delete({ collection, where: { id: { in: ids } }, overrideAccess: true, depth: 0 })
  return result.docs.length
}

export type RetentionResult = { enquiries: number; groupQuoteRequests: number; complaints: number; callBacks: number; messages: number; unpaidPayments: number }

/** Deletes what is past its time. Returns how many of each went. */
export async function purgeExpiredPersonalData(payload: Payload, now = new Date()): Promise<RetentionResult> {
  const enquiryCutoff = monthsBefore(now, ENQUIRY_KEEP_MONTHS).toISOString()
  const messageCutoff = daysBefore(now, MESSAGE_KEEP_DAYS).toISOString()
  const enquiries = await deleteOldest(payload, 'enquiries', { updatedAt: { less_than: enquiryCutoff } }, 'updatedAt')
  const groupQuoteRequests = await deleteOldest(payload, 'group-quote-requests', { updatedAt: { less_than: enquiryCutoff } }, 'updatedAt')
  // Only resolved complaints: an open one is kept however old it is.
  const complaintCutoff = yearsBefore(now, COMPLAINT_KEEP_YEARS).toISOString()
  const complaints = await deleteOldest(payload, 'complaints', { and: [{ status: { equals: 'resolved' } }, { resolvedAt: { less_than: complaintCutoff } }] }, 'resolvedAt')
  const callBacks = await deleteOldest(payload, 'call-backs', { slotStart: { less_than: daysBefore(now, CALL_BACK_KEEP_DAYS).toISOString() } }, 'slotStart')
  // Only messages that went (or were never to go): one still waiting or retrying is kept until it is sent.
  const messages = await deleteOldest(
    payload,
    'outbox-messages',
    { and: [{ status: { in: ['sent', 'not-configured'] } }, { updatedAt: { less_than: messageCutoff } }] },
    'updatedAt',
  )
  // Premium payments started on /pay and never paid; a paid one is a payment record and stays.
  const unpaidPayments = await deleteOldest(
    payload,
    'premium-payments',
    { and: [{ status: { not_equals: 'paid' } }, { updatedAt: { less_than: daysBefore(now, UNPAID_PAYMENT_KEEP_DAYS).toISOString() } }] },
    'updatedAt',
  )
  return { enquiries, groupQuoteRequests, complaints, callBacks, messages, unpaidPayments }
}

/** A background job (src/lib/jobs): daily, first a minute after the server starts. */
export const personalDataRetentionJob: Job = {
  name: 'personal-data retention',
  everyMs: () => 24 * 60 * 60 * 1000,
  firstAfterMs: 60_000,
  run: async (payload) => {
    const deleted = await purgeExpiredPersonalData(payload)
    // The file of a person's data made for a request, once its download time is over (decision 039).
    const { dropUntakenExports } = await import('./requests/service')
    const files = await dropUntakenExports(payload)
    if (files > 0) payload.logger.info({ files }, 'Removed data-protection files nobody downloaded in time')
    if (Object.values(deleted).some((n) => n > 0)) {
      payload.logger.info({ ...deleted }, 'Deleted personal data past the time the privacy notice says we keep it')
    }
  },
}
