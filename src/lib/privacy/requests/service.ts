/**
 * Data-protection requests made online (/privacy/request; decision 039): the one way in, stored first.
 * 1. start: the form is checked, limited per connection and per phone or email, stored with a one-time
 *    code (kept only as a keyed hash), and the code is queued to that phone or email through the outbox.
 *    The answer is the same whether or not we hold anything under it.
 * 2. confirm: the right code, within CODE_MINUTES and CODE_TRIES, proves the person controls it. Then
 *    "see" and "take away" make the file of everything held (downloadable once, for DOWNLOAD_HOURS);
 *    "delete" removes what the law lets us remove and says what is kept and why; "correct" and "stop
 *    marketing" go to the staff queue, due within the notice's number of days.
 */
import { randomBytes } from 'node:crypto'

import type { Payload, Where } from 'payload'

import { env } from '@/lib/env'
import { checkSenderLimit } from '@/lib/http/sender-limit'
import { queueMessage } from '@/lib/outbox'
import { codeHash as oneTimeCodeHash, judgeCode, keyedHash as keyed, newCode } from '@/lib/one-time-code'
import { makeReference } from '@/lib/references'
import { lagosDayText, lagosLongTime } from '@/lib/text/lagos'

import { contactOf, maskedContact, type Contact } from './contact'
import { exportHtml } from './export-file'
import { eraseHoldings, erasureWords, findHoldings } from './holdings'
import { CODE_MINUTES, CODE_TRIES, CODES_PER_CONTACT, DOWNLOAD_HOURS, type PrivacyRequestKind } from './types'
import { checkCode, validatePrivacyRequest, type PrivacyRequestErrors, type PrivacyRequestValues } from './validate'

const COLLECTION = 'privacy-requests'


/** A connection's address, kept only as this keyed hash: enough to count, useless to read. */
export const privacySenderKey = (clientKey: string) => keyed('privacy-sender', clientKey).slice(0, 32)
const CODE_PURPOSE = 'privacy-code'
const codeHash = (id: number, code: string) => oneTimeCodeHash(CODE_PURPOSE, id, code)
const tokenHash = (token: string) => keyed('privacy-download', token)

/** The notice's "days we take to answer a request" (Pages → Privacy notice), 30 when unset. */
export async function responseDays(payload: Payload): Promise<number> {
  const notice = await payload.findGlobal({ slug: 'privacy-notice', depth: 0, select: { responseDays: true } })
  const days = notice.responseDays
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= 30 ? days : 30
}

async function brandName(payload: Payload): Promise<string> {
  return (await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { shortName: true } })).shortName || 'Redwood Life'
}

/** Codes sent to one phone or email within the window. */
async function tooManyCodes(payload: Payload, contact: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - CODES_PER_CONTACT.windowMs).toISOString()
  const { totalDocs } = await payload.count({ collection: COLLECTION, where: { and: [{ contact: { equals: contact } }, { createdAt: { greater_than: since } }] }, overrideAccess: true })
  return totalDocs >= CODES_PER_CONTACT.limit
}

async function send(payload: Payload, contact: Contact, id: number, key: string, subject: string, text: string): Promise<void> {
  await queueMessage(payload, {
    channel: contact.kind === 'phone' ? 'sms' : 'email',
    to: contact.canonical,
    ...(contact.kind === 'email' ? { subject } : {}),
    text,
    key: `privacy-request:${id}:${key}`,
    related: `${COLLECTION}:${id}`,
  })
}

export type StartOutcome =
  | { kind: 'sent'; reference: string }
  | { kind: 'invalid'; errors: PrivacyRequestErrors }
  | { kind: 'rate-limited' }

/** Step 1: store the request and send its code. */
export async function startPrivacyRequest(payload: Payload, input: PrivacyRequestValues, { clientKey, now = new Date() }: { clientKey: string; now?: Date }): Promise<StartOutcome> {
  const checked = validatePrivacyRequest(input)
  if (!checked.ok) return { kind: 'invalid', errors: checked.errors }
  const { kind, contact, details } = checked.data
  const senderKey = privacySenderKey(clientKey)
  // Per connection, the contact form's limit (ENQUIRY_RATE_LIMIT per ENQUIRY_RATE_WINDOW_SECONDS), counted apart.
  const perConnection = { limit: env.enquiry.rateLimit, windowMs: env.enquiry.rateWindowMs }
  if (!(await checkSenderLimit(payload, COLLECTION, senderKey, now.getTime(), perConnection)).ok || (await tooManyCodes(payload, contact.canonical, now))) {
    return { kind: 'rate-limited' }
  }
  const doc = await payload.create({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    data: { kind, contact: contact.canonical, contactKind: contact.kind, details: details || null, status: 'awaiting-code', senderKey, codeTries: 0 },
  })
  const code = newCode()
  const reference = makeReference('privacyRequest', doc.id, new Date(doc.createdAt))
  await payload.update({
    collection: COLLECTION,
    id: doc.id,
    overrideAccess: true,
    depth: 0,
    data: { reference, codeHash: codeHash(doc.id, code), codeExpiresAt: new Date(now.getTime() + CODE_MINUTES * 60_000).toISOString() },
  })
  const brand = await brandName(payload)
  await send(
    payload,
    contact,
    doc.id,
    'code',
    `Your ${brand} code`,
    `Your ${brand} code is ${code}. Enter it on our website within ${CODE_MINUTES} minutes to confirm your data request ${reference}. If you did not ask, ignore this message.`,
  )
  return { kind: 'sent', reference }
}

export type ConfirmOutcome =
  | { kind: 'invalid'; error: string }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'expired' }
  | { kind: 'download'; reference: string; token: string; expiresAt: string }
  | { kind: 'deleted'; reference: string; words: string[] }
  | { kind: 'queued'; reference: string; requestKind: PrivacyRequestKind; dueAt: string }

type RequestDoc = {
  id: number
  reference?: string | null
  kind: PrivacyRequestKind
  contact: string
  status: string
  codeHash?: string | null
  codeExpiresAt?: string | null
  codeTries?: number | null
}

async function awaiting(payload: Payload, reference: string): Promise<RequestDoc | null> {
  const found = await payload.find({ collection: COLLECTION, where: { and: [{ reference: { equals: reference } }, { status: { equals: 'awaiting-code' } }] }, limit: 1, depth: 0, overrideAccess: true, showHiddenFields: true })
  return (found.docs[0] as unknown as RequestDoc | undefined) ?? null
}

/** Step 2: check the code and do what was asked. */
export async function confirmPrivacyCode(payload: Payload, input: { reference: string; code: string }, { now = new Date() }: { now?: Date } = {}): Promise<ConfirmOutcome> {
  const checked = checkCode(input.code)
  if (!checked.ok) return { kind: 'invalid', error: checked.error }
  const reference = input.reference.trim().toUpperCase()
  if (!/^RL-DPR-\d{4}-\d{6}$/.test(reference)) return { kind: 'expired' }
  const doc = await awaiting(payload, reference)
  const contact = doc ? contactOf(doc.contact.startsWith('234') ? `+${doc.contact}` : doc.contact) : null
  if (!doc || !contact) return { kind: 'expired' }
  const verdict = judgeCode({ hash: doc.codeHash, expiresAt: doc.codeExpiresAt, tries: doc.codeTries }, checked.code, { purpose: CODE_PURPOSE, id: doc.id, now, maxTries: CODE_TRIES })
  if (verdict.kind !== 'right') {
    if (verdict.tries !== undefined) await payload.update({ collection: COLLECTION, id: doc.id, overrideAccess: true, depth: 0, data: { codeTries: verdict.tries } })
    return verdict.kind === 'wrong' ? { kind: 'wrong', triesLeft: verdict.triesLeft } : { kind: 'expired' }
  }
  const verifiedAt = now.toISOString()
  const dueAt = new Date(now.getTime() + (await responseDays(payload)) * 24 * 60 * 60 * 1000).toISOString()
  // The code is spent whatever follows: it cannot be used twice.
  const spent = { codeHash: null, codeExpiresAt: null, verifiedAt, dueAt }
  const brand = await brandName(payload)

  if (doc.kind === 'see' || doc.kind === 'takeaway') {
    const sections = await findHoldings(payload, contact)
    const madeAt = lagosLongTime(now)
    const file = exportHtml(sections, { brandName: brand, reference, contactShown: maskedContact(contact), madeAt })
    const token = randomBytes(24).toString('base64url')
    const expiresAt = new Date(now.getTime() + DOWNLOAD_HOURS * 60 * 60 * 1000).toISOString()
    await payload.update({
      collection: COLLECTION,
      id: doc.id,
      overrideAccess: true,
      depth: 0,
      data: { ...spent, status: 'done', answeredAt: verifiedAt, exportFile: file, exportTokenHash: tokenHash(token), exportExpiresAt: expiresAt, outcome: `File of ${sections.reduce((n, s) => n + s.records.length, 0)} records made; downloadable once until ${expiresAt}.` },
    })
    return { kind: 'download', reference, token, expiresAt }
  }
  if (doc.kind === 'delete') {
    const words = erasureWords(await eraseHoldings(payload, contact))
    await payload.update({ collection: COLLECTION, id: doc.id, overrideAccess: true, depth: 0, data: { ...spent, status: 'done', answeredAt: verifiedAt, outcome: words.join('\n') } })
    await send(payload, contact, doc.id, 'deleted', `${brand}: your data request ${reference}`, `${brand}, request ${reference}: ${words.join(' ')}`)
    return { kind: 'deleted', reference, words }
  }
  await payload.update({ collection: COLLECTION, id: doc.id, overrideAccess: true, depth: 0, data: { ...spent, status: 'received' } })
  const day = lagosDayText(dueAt)
  await send(payload, contact, doc.id, 'received', `${brand}: your data request ${reference}`, `${brand} has your data request ${reference}. We will reply by ${day}.`)
  return { kind: 'queued', reference, requestKind: doc.kind, dueAt }
}

export type DownloadOutcome = { kind: 'file'; html: string; filename: string } | { kind: 'gone' }

/** The file, once: the first download takes it (and removes it from the database); any other gets nothing. */
export async function takePrivacyExport(payload: Payload, input: { reference: string; token: string }, { now = new Date() }: { now?: Date } = {}): Promise<DownloadOutcome> {
  const reference = input.reference.trim().toUpperCase()
  if (!/^RL-DPR-\d{4}-\d{6}$/.test(reference) || !/^[A-Za-z0-9_-]{20,64}$/.test(input.token)) return { kind: 'gone' }
  const found = await payload.find({
    collection: COLLECTION,
    where: { and: [{ reference: { equals: reference } }, { exportTokenHash: { equals: tokenHash(input.token) } }, { exportDownloadedAt: { exists: false } }, { exportExpiresAt: { greater_than: now.toISOString() } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    showHiddenFields: true,
  })
  const doc = found.docs[0] as unknown as { id: number; exportFile?: string | null } | undefined
  if (!doc?.exportFile) return { kind: 'gone' }
  // Only the download that marks the file taken serves it: two at once cannot both get it.
  const taken = await payload.update({
    collection: COLLECTION,
    where: { and: [{ id: { equals: doc.id } }, { exportDownloadedAt: { exists: false } }] },
    overrideAccess: true,
    depth: 0,
    data: { exportDownloadedAt: now.toISOString(), exportFile: null, exportTokenHash: null },
  })
  if (taken.docs.length !== 1) return { kind: 'gone' }
  return { kind: 'file', html: doc.exportFile, filename: `${reference.toLowerCase()}-your-data.html` }
}

/**
 * Staff answered a request from the queue (Done or Refused, with their answer): the person is sent the
 * answer, once, by the channel they used.
 */
export async function sendStaffAnswer(payload: Payload, doc: { id: number; reference?: string | null; contact: string; status: string; answer?: string | null }): Promise<void> {
  if ((doc.status !== 'done' && doc.status !== 'refused') || !doc.answer?.trim()) return
  const contact = contactOf(doc.contact.startsWith('234') ? `+${doc.contact}` : doc.contact)
  if (!contact) return
  const brand = await brandName(payload)
  const reference = doc.reference ?? ''
  await send(payload, contact, doc.id, `answer:${doc.status}`, `${brand}: our answer to your data request ${reference}`, `${brand}, request ${reference}: ${doc.answer.trim()}`)
}

/**
 * A file nobody took within its time is removed from the database (the daily personal-data retention job
 * calls this): everything held about a person must not wait there for ever. Returns how many went.
 */
export async function dropUntakenExports(payload: Payload, now = new Date()): Promise<number> {
  const where: Where = { and: [{ exportExpiresAt: { less_than: now.toISOString() } }, { exportFile: { exists: true } }] }
  if ((await payload.count({ collection: COLLECTION, where, overrideAccess: true })).totalDocs === 0) return 0
  const result = await payload.update({ collection: COLLECTION, where, overrideAccess: true, depth: 0, data: { exportFile: null, exportTokenHash: null } })
  return result.docs.length
}
