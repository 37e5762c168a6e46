/**
 * The message outbox: features queue an email or SMS here and return; a background job (src/lib/jobs)
 * sends it, at least once and with the same Message-ID on every attempt (docs/decisions/017-message-outbox.md).
 *
 *   await queueMessage(payload, { channel: 'sms', to: claim.phone, text, key: `claim:${id}:status:${s}:sms`, related: `claims:${id}` }, { req })
 *
 * With `req`, the message is stored inside that request's transaction: the change it reports and the
 * message commit (or roll back) together. Queueing a key that is already stored stores nothing and
 * returns the stored message's id, so a retried request never sends a message twice.
 */
import type { Payload, PayloadRequest } from 'payload'

import type { MessageStatus } from '@/lib/outbox/statuses'

import { prepareMessage, type QueuedMessage } from './message'
import { sqlOf, transactionOpen } from '@/lib/jobs/sql'
import { kickOutbox, outboxRunsItself } from './worker'

export { MessageError, type QueuedMessage } from './message'
export { configureOutbox, processOutbox, stopOutbox, type OutboxOptions, type OutboxReport } from './worker'

export type QueueResult = {
  /** The stored message's id (the earlier one, when the key was queued before). */
  id: number
  /** False when a message with this key already existed: nothing new was stored. */
  queued: boolean
}

/** Runs `then` once `isOpen` says the transaction has ended (polled; gives up waiting after a minute). */
function whenClosed(isOpen: () => boolean, then: () => void): void {
  const started = Date.now()
  const timer = setInterval(() => {
    if (isOpen() && Date.now() - started < 60_000) return
    clearInterval(timer)
    // Payload drops the session just before the commit finishes: give the commit a moment.
    setTimeout(then, 50).unref?.()
  }, 100)
  timer.unref?.()
}

/**
 * Stores a message for the worker to send. Throws a MessageError for a message that could never be
 * sent (no subject on an email, a number that is not a Nigerian mobile, …).
 */
export async function queueMessage(payload: Payload, message: QueuedMessage, { req }: { req?: Partial<PayloadRequest> } = {}): Promise<QueueResult> {
  const m = prepareMessage(message)
  const { db, t } = await sqlOf(payload, 'outbox_messages', req)
  const now = new Date().toISOString()
  // One statement, so two requests queueing one key at the same moment still store one message, and a
  // repeat does not fail (a failed statement would abort the caller's Postgres transaction).
  const inserted = await db
    .insert(t)
    .values({
      channel: m.channel,
      to: m.to,
      subject: m.subject,
      text: m.text,
      html: m.html,
      key: m.key,
      related: m.related,
      status: 'waiting' satisfies MessageStatus,
      attempts: 0,
      nextAttemptAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: t.key })
    .returning({ id: t.id })
  const id = inserted[0]?.id
  if (id === undefined) {
    const existing = await payload.find({
      collection: 'outbox-messages',
      where: { key: { equals: m.key } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
      select: { key: true },
      req,
    })
    const found = existing.docs[0]
    if (!found) throw new Error(`The outbox message with key ${m.key} could not be stored or found.`)
    return { id: found.id, queued: false }
  }
  if (outboxRunsItself()) {
    const isOpen = await transactionOpen(payload, req)
    if (isOpen()) whenClosed(isOpen, () => kickOutbox(payload))
    else kickOutbox(payload)
  }
  return { id, queued: true }
}
