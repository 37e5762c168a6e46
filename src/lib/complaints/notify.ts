import type { CollectionAfterChangeHook } from 'payload'

import { env } from '@/lib/env'
import { queueMessage } from '@/lib/outbox'
import { paths } from '@/lib/paths'
import type { Complaint } from '@/payload-types'

import { composeComplaintMessages } from './messages'
import { complaintTermsFor } from './terms.server'
import { isComplaintStatus } from './types'

/**
 * Tells the complainant that the complaint arrived (the acknowledgement) and of every change of status,
 * the final answer included: an SMS, and an email when one was given, queued in the outbox inside the
 * change's own transaction (docs/decisions/017-message-outbox.md). Keyed by the complaint, the status,
 * how many times it has reached it and the channel, so a retried save never sends anything twice.
 */
export const notifyComplainant: CollectionAfterChangeHook<Complaint> = async ({ doc, previousDoc, operation, req }) => {
  const changed = operation === 'create' || doc.status !== previousDoc?.status
  if (!changed || !doc.reference || !isComplaintStatus(doc.status)) return doc
  const status = doc.status
  const occurrence = Math.max(1, (doc.history ?? []).filter((h) => h.status === status).length)
  const messages = composeComplaintMessages(
    { id: doc.id, reference: doc.reference, firstName: doc.firstName, phone: doc.phone, email: doc.email, dueAt: doc.dueAt, finalAnswer: doc.finalAnswer },
    status,
    { occurrence, trackUrl: `${env.serverUrl}${paths.complaintTrack()}`, terms: await complaintTermsFor(req.payload, req) },
  )
  for (const message of messages) {
    await queueMessage(req.payload, { ...message, related: `complaints:${doc.id}` }, { req })
  }
  return doc
}
