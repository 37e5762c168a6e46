/**
 * Signing in to "My policies" with a one-time code (decision 042).
 * 1. start: a phone or email; limited per connection and per phone or email; a code row is stored
 *    whatever happens, and the code sent only when a policy holds that phone or email. The answer is
 *    the same either way (SENT_WORDS), with an attempt key for the code step.
 * 2. confirm: the right code within MY_CODE_MINUTES and CODE_TRIES opens a session.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { checkSenderLimit } from '@/lib/http/sender-limit'
import { codeHash, judgeCode, keyedHash, newCode } from '@/lib/one-time-code'
import { queueMessage } from '@/lib/outbox'
import type { Contact } from '@/lib/privacy/requests/contact'

import { policyBook } from './policies'
import { CODES_PER_CONTACT, MY_CODE_MINUTES } from './rules'
import { openSession, storedContact } from './sessions'

const COLLECTION = 'policyholder-codes'
export const CODE_PURPOSE = 'my-code'
export const ATTEMPT_PATTERN = /^[A-Za-z0-9_-]{24}$/

export const attemptHash = (attempt: string) => keyedHash('my-attempt', attempt)
/** A connection's address as a keyed hash: enough to count, useless to read. */
export const mySenderKey = (clientKey: string) => keyedHash('my-sender', clientKey).slice(0, 32)

async function brandName(payload: Payload): Promise<string> {
  return (await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { shortName: true } })).shortName || 'Redwood Life'
}

export type CodeRowInput = { purpose: 'sign-in' | 'new-contact'; contact: Contact; clientKey: string; send: boolean; text: (code: string, brand: string) => string; session?: number; pending?: unknown }
export type CodeRowOutcome = { kind: 'sent'; attempt: string } | { kind: 'rate-limited' }

/**
 * Stores a code row and (when `send`) sends its code; refuses when the connection or the phone or email
 * has had too many. A row with nothing sent holds a hash no code can match.
 */
export async function storeCode(payload: Payload, input: CodeRowInput, now = new Date()): Promise<CodeRowOutcome> {
  const senderKey = mySenderKey(input.clientKey)
  const perConnection = { limit: env.enquiry.rateLimit, windowMs: env.enquiry.rateWindowMs }
  if (!(await checkSenderLimit(payload, COLLECTION, senderKey, now.getTime(), perConnection)).ok) return { kind: 'rate-limited' }
  const since = new Date(now.getTime() - CODES_PER_CONTACT.windowMs).toISOString()
  const sent = await payload.count({ collection: COLLECTION, where: { and: [{ contact: { equals: input.contact.canonical } }, { createdAt: { greater_than: since } }] }, overrideAccess: true })
  if (sent.totalDocs >= CODES_PER_CONTACT.limit) return { kind: 'rate-limited' }
  const attempt = randomBytes(18).toString('base64url')
  const doc = await payload.create({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    data: {
      purpose: input.purpose,
      attemptHash: attemptHash(attempt),
      contact: input.contact.canonical,
      contactKind: input.contact.kind,
      senderKey,
      codeTries: 0,
      codeExpiresAt: new Date(now.getTime() + MY_CODE_MINUTES * 60_000).toISOString(),
      ...(input.session ? { session: input.session } : {}),
      ...(input.pending === undefined ? {} : { pending: input.pending as Record<string, unknown> }),
    },
  })
  const code = newCode()
  // Nothing sent: a hash of a secret nobody holds, so no code can match it.
  const stored = input.send ? codeHash(CODE_PURPOSE, doc.id, code) : keyedHash('my-unsent', randomBytes(32).toString('hex'))
  await payload.update({ collection: COLLECTION, id: doc.id, overrideAccess: true, depth: 0, data: { codeHash: stored } })
  if (input.send) {
    const brand = await brandName(payload)
    await queueMessage(payload, {
      channel: input.contact.kind === 'phone' ? 'sms' : 'email',
      to: input.contact.canonical,
      ...(input.contact.kind === 'email' ? { subject: `Your ${brand} code` } : {}),
      text: input.text(code, brand),
      key: `${COLLECTION}:${doc.id}:code`,
      related: `${COLLECTION}:${doc.id}`,
    })
  }
  return { kind: 'sent', attempt }
}

/** Step 1 of the sign-in. */
export async function startSignIn(payload: Payload, contact: Contact, { clientKey, now = new Date() }: { clientKey: string; now?: Date }): Promise<CodeRowOutcome> {
  const held = (await policyBook().heldBy(contact)).length > 0
  return storeCode(
    payload,
    {
      purpose: 'sign-in',
      contact,
      clientKey,
      send: held,
      text: (code, brand) => `Your ${brand} code is ${code}. Enter it on our website within ${MY_CODE_MINUTES} minutes to see your policies. If you did not ask, ignore this message.`,
    },
    now,
  )
}

export type CodeRow = { id: number; contact: string; contactKind: 'phone' | 'email'; session?: number | null; pending?: unknown }
export type CheckOutcome = { kind: 'right'; row: CodeRow } | { kind: 'wrong'; triesLeft: number } | { kind: 'expired' }

/** Checks a code against an attempt's row; a right code is spent at once. */
export async function checkCodeRow(payload: Payload, purpose: 'sign-in' | 'new-contact', attempt: string, code: string, now = new Date()): Promise<CheckOutcome> {
  if (!ATTEMPT_PATTERN.test(attempt)) return { kind: 'expired' }
  const found = await payload.find({
    collection: COLLECTION,
    where: { and: [{ attemptHash: { equals: attemptHash(attempt) } }, { purpose: { equals: purpose } }, { usedAt: { exists: false } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = found.docs[0]
  if (!row) return { kind: 'expired' }
  const verdict = judgeCode({ hash: row.codeHash, expiresAt: row.codeExpiresAt, tries: row.codeTries }, code, { purpose: CODE_PURPOSE, id: row.id, now })
  if (verdict.kind === 'right') {
    // Spent only by the request that marks it: two at once cannot both use it.
    const spent = await payload.update({
      collection: COLLECTION,
      where: { and: [{ id: { equals: row.id } }, { usedAt: { exists: false } }] },
      overrideAccess: true,
      depth: 0,
      data: { usedAt: now.toISOString(), codeHash: null },
    })
    if (spent.docs.length !== 1) return { kind: 'expired' }
    return { kind: 'right', row: { id: row.id, contact: row.contact, contactKind: row.contactKind, session: row.session, pending: row.pending } }
  }
  if (verdict.tries !== undefined) await payload.update({ collection: COLLECTION, id: row.id, overrideAccess: true, depth: 0, data: { codeTries: verdict.tries } })
  return verdict.kind === 'wrong' ? { kind: 'wrong', triesLeft: verdict.triesLeft } : { kind: 'expired' }
}

export type ConfirmOutcome = { kind: 'signed-in'; token: string } | { kind: 'wrong'; triesLeft: number } | { kind: 'expired' }

/** Step 2 of the sign-in: the right code opens a session. */
export async function confirmSignIn(payload: Payload, input: { attempt: string; code: string }, { now = new Date() }: { now?: Date } = {}): Promise<ConfirmOutcome> {
  const checked = await checkCodeRow(payload, 'sign-in', input.attempt, input.code, now)
  if (checked.kind !== 'right') return checked
  const contact = storedContact(checked.row.contact)
  if (!contact) return { kind: 'expired' }
  return { kind: 'signed-in', token: await openSession(payload, contact, now) }
}
