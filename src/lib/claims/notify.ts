import type { CollectionAfterChangeHook } from 'payload'

import { composeClaimMessages } from '@/lib/claims/messages'
import { claimsPromiseDays } from '@/lib/claims/promise'
import { isClaimStatus, isStatusEvent } from '@/lib/claims/types'
import { env } from '@/lib/env'
import { queueMessage } from '@/lib/outbox'
import { paths } from '@/lib/paths'
import type { OnlineClaim } from '@/payload-types'

/**
 * Tells the claimant of the new claim and of every status change: an SMS, and an email when one was
 * given, queued in the outbox inside the change's own transaction (docs/decisions/017-message-outbox.md).
 * Each message's key names the claim, the status, how many times the claim has reached it and the
 * channel, so a retried save never sends a message twice.
 */
export const notifyClaimant: CollectionAfterChangeHook<OnlineClaim> = async ({ doc, previousDoc, operation, req }) => {
  const changed = operation === 'create' || doc.status !== previousDoc?.status
  if (!changed || !doc.reference || !isClaimStatus(doc.status)) return doc
  const status = doc.status
  const occurrence = Math.max(1, (doc.history ?? []).filter((h) => isStatusEvent(h) && h.status === status).length)
  const messages = composeClaimMessages(
    {
      id: doc.id,
      reference: doc.reference,
      firstName: doc.firstName,
      claimType: doc.claimType,
      phone: doc.phone,
      email: doc.email,
      declineReason: doc.declineReason,
      documentsCompleteAt: doc.documentsCompleteAt,
      missing: (doc.missingDocuments ?? []).map((m) => m.document),
    },
    status,
    { occurrence, trackUrl: `${env.serverUrl}${paths.claimTrack()}`, promiseDays: await claimsPromiseDays(req.payload, req) },
  )
  for (const message of messages) {
    await queueMessage(req.payload, { ...message, related: `online-claims:${doc.id}` }, { req })
  }
  return doc
}
