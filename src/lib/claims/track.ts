import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import type { ChecklistStatus } from '@/lib/claims/documents'
import { loadChecklistStatus } from '@/lib/claims/documents.server'
import { claimsPromiseDays } from '@/lib/claims/promise'
import { buildTimeline, promiseDate, type TimelineStep } from '@/lib/claims/timeline'
import { normaliseReference } from '@/lib/claims/reference'
import { isClaimStatus, isStatusEvent, type ClaimStatus } from '@/lib/claims/types'
import { env } from '@/lib/env'
import { errorSummary } from '@/lib/log'
import { paths } from '@/lib/paths'
import { EMAIL_MAX, formatNigerianPhone, NIGERIAN_PHONE } from '@/lib/schemas/enquiry'

import { receiptKey } from './submit'
import { TRACK_LIMIT, TRACK_PASS_SECONDS, TRACK_REFERENCE_LIMIT } from './track-limits'

export { TRACK_COOKIE, TRACK_LIMIT, TRACK_PASS_SECONDS, TRACK_REFERENCE_LIMIT, TRACK_ROWS_KEPT_MS } from './track-limits'

export type TrackErrors = Partial<Record<'reference' | 'contact', string>>

export type TrackedClaim = {
  reference: string
  firstName: string
  status: ClaimStatus
  timeline: TimelineStep[]
  /** Each document asked for, received (with its date) or still needed; null once the claim is decided or past assessment. */
  documents: ChecklistStatus | null
  /** The receipt page (its key included), where the claimant sends documents; null when none are asked for any more. */
  sendDocumentsHref: string | null
  declineReason: string | null
  /** The claims promise in days (the CMS setting). */
  promiseDays: number
  /** The date the promise falls on, once the documents are complete. */
  promiseDate: string | null
}

/** While a claim is in these steps the claimant may still be asked for documents. */
const DOCUMENT_STEPS: ClaimStatus[] = ['received', 'documents-complete', 'assessing']

export type LookupOutcome =
  | { kind: 'found'; reference: string }
  | { kind: 'invalid'; errors: TrackErrors }
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' }

export const TRACK_MESSAGES = {
  reference: { required: 'Enter your claim reference', invalid: 'Enter the reference as we gave it, like RL-CLM-2026-000123' },
  contact: {
    required: 'Enter the phone number or email address you gave with the claim',
    invalid: 'Enter a Nigerian phone number, like 0803 123 4567, or an email address',
  },
  notFound:
    'We could not find a claim with that reference and that phone number or email. Check both, exactly as you gave them with the claim.',
} as const

function lookupKey(clientKey: string): string {
  return createHmac('sha256', env.payloadSecret).update(`claim-lookup:${clientKey}`).digest('hex').slice(0, 32)
}

/** The contact detail as it is stored: a phone in its one layout, an email in lower case. */
export function normaliseContact(value: string): { kind: 'phone' | 'email'; value: string } | null {
  const trimmed = value.trim()
  if (trimmed.includes('@')) return trimmed.length <= EMAIL_MAX ? { kind: 'email', value: trimmed.toLowerCase() } : null
  const compact = trimmed.replace(/[\s()-]/g, '')
  return NIGERIAN_PHONE.test(compact) ? { kind: 'phone', value: formatNigerianPhone(compact) } : null
}

/** Two phone layouts name one number: +234 803… and 0803…. */
function samePhone(a: string, b: string): boolean {
  const local = (p: string) => p.replace(/\s/g, '').replace(/^\+234/, '0')
  return local(a) === local(b)
}

async function recentLookups(payload: Payload, key: string, now: number, { limit, windowMs }: { limit: number; windowMs: number }) {
  const since = new Date(now - windowMs).toISOString()
  const recent = await payload.find({
    collection: 'claim-lookups',
    where: { and: [{ clientKey: { equals: key } }, { createdAt: { greater_than: since } }] },
    sort: '-createdAt',
    limit,
    depth: 0,
    select: { createdAt: true },
    overrideAccess: true,
  })
  if (recent.totalDocs < limit) return null
  const oldest = Date.parse(recent.docs.at(-1)?.createdAt ?? '') || now
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000))
}

async function checkAndCount(payload: Payload, key: string, now: number) {
  const wait = await recentLookups(payload, key, now, TRACK_LIMIT)
  if (wait !== null) return { ok: false as const, retryAfterSeconds: wait }
  // Lookups older than the window count for nothing; the hourly cleanup deletes them (src/lib/claims/cleanup.server.ts).
  await payload.create({ collection: 'claim-lookups', data: { clientKey: key }, overrideAccess: true, depth: 0 })
  return { ok: true as const }
}

/**
 * Finds a claim by its reference and the phone or email given with it. Every well-formed attempt
 * counts towards the client's limit, found or not, so references cannot be guessed at speed.
 */
export async function lookupClaim(
  payload: Payload,
  input: { reference: string; contact: string },
  { clientKey, now = Date.now() }: { clientKey: string; now?: number },
): Promise<LookupOutcome> {
  const errors: TrackErrors = {}
  const reference = normaliseReference(input.reference.slice(0, 64))
  if (!input.reference.trim()) errors.reference = TRACK_MESSAGES.reference.required
  else if (!reference) errors.reference = TRACK_MESSAGES.reference.invalid
  const contact = normaliseContact(input.contact.slice(0, 300))
  if (!input.contact.trim()) errors.contact = TRACK_MESSAGES.contact.required
  else if (!contact) errors.contact = TRACK_MESSAGES.contact.invalid
  if (!reference || !contact) return { kind: 'invalid', errors }
  try {
    const allowed = await checkAndCount(payload, lookupKey(clientKey), now)
    if (!allowed.ok) return { kind: 'rate-limited', retryAfterSeconds: allowed.retryAfterSeconds }
    // The reference's own count of wrong answers, kept under a key of its own in the same table.
    const referenceKey = lookupKey(`reference:${reference}`)
    const wait = await recentLookups(payload, referenceKey, now, TRACK_REFERENCE_LIMIT)
    if (wait !== null) return { kind: 'rate-limited', retryAfterSeconds: wait }
    const miss = async (): Promise<LookupOutcome> => {
      await payload.create({ collection: 'claim-lookups', data: { clientKey: referenceKey }, overrideAccess: true, depth: 0 })
      return { kind: 'not-found' }
    }
    const found = await payload.find({
      collection: 'online-claims',
      where: { reference: { equals: reference } },
      limit: 1,
      depth: 0,
      select: { reference: true, phone: true, email: true },
      overrideAccess: true,
    })
    const claim = found.docs[0]
    if (!claim) return await miss()
    const matches =
      contact.kind === 'phone' ? samePhone(claim.phone, contact.value) : (claim.email ?? '').toLowerCase() === contact.value
    return matches ? { kind: 'found', reference } : await miss()
  } catch (error) {
    payload.logger.error({ err: errorSummary(error) }, 'A claim lookup failed.')
    return { kind: 'failed' }
  }
}

/** What the tracking page shows: the first name, the status and its steps, nothing else personal. */
export async function trackedClaim(payload: Payload, reference: string): Promise<TrackedClaim | null> {
  const found = await payload.find({
    collection: 'online-claims',
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    select: { reference: true, firstName: true, status: true, history: true, missingDocuments: true, declineReason: true, documentsCompleteAt: true },
    overrideAccess: true,
  })
  const claim = found.docs[0]
  if (!claim?.reference || !isClaimStatus(claim.status)) return null
  const history = (claim.history ?? []).filter(isStatusEvent).map((h) => ({ status: h.status, at: h.at }))
  const promiseDays = await claimsPromiseDays(payload)
  const promise = promiseDate(claim.documentsCompleteAt, promiseDays)
  const documents = DOCUMENT_STEPS.includes(claim.status) ? await loadChecklistStatus(payload, claim) : null
  return {
    reference: claim.reference,
    firstName: claim.firstName,
    status: claim.status,
    timeline: buildTimeline(claim.status, history),
    documents,
    sendDocumentsHref: documents ? `${paths.claimReceived()}?${new URLSearchParams({ ref: claim.reference, key: receiptKey(claim.reference) })}` : null,
    declineReason: claim.status === 'declined' ? (claim.declineReason ?? null) : null,
    promiseDays,
    promiseDate: promise && claim.status !== 'paid' && claim.status !== 'declined' ? promise.toISOString() : null,
  }
}

/** The signed pass a matching lookup leaves in the browser: reference and expiry, nothing personal. */
export function trackPass(reference: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + TRACK_PASS_SECONDS
  const body = `${reference}.${expires}`
  return `${body}.${createHmac('sha256', env.payloadSecret).update(`claim-track:${body}`).digest('base64url')}`
}

/** The reference a pass opens, or null when it is forged, for another claim or out of date. */
export function readTrackPass(pass: string | undefined, now = Date.now()): string | null {
  if (!pass || pass.length > 200) return null
  const parts = pass.split('.')
  if (parts.length !== 3) return null
  const [reference, expires, mac] = parts as [string, string, string]
  const expected = createHmac('sha256', env.payloadSecret).update(`claim-track:${reference}.${expires}`).digest('base64url')
  const a = Buffer.from(mac)
  const b = Buffer.from(expected)
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null
  if (!(Number(expires) * 1000 > now)) return null
  return normaliseReference(reference)
}
