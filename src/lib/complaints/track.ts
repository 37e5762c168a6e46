import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { errorSummary } from '@/lib/log'
import { formatNigerianPhone, NIGERIAN_PHONE } from '@/lib/schemas/enquiry'

import { normaliseComplaintReference } from './reference'
import { COMPLAINT_PASS_SECONDS, COMPLAINT_REFERENCE_LIMIT, COMPLAINT_TRACK_LIMIT } from './track-limits'
import { complaintTermsFor } from './terms.server'
import type { Bureau } from './terms'
import { COMPLAINT_STATUSES, isComplaintStatus, type ComplaintStatus } from './types'

/**
 * Following a complaint (/complaints/track), built as the claims tracker is (src/lib/claims/track.ts):
 * the same limits, counted in the same table of lookups (claim-lookups) under keys of their own, and a
 * signed pass cookie for this path only. Nothing says whether a reference exists unless the phone matches.
 */
export { COMPLAINT_PASS_SECONDS, COMPLAINT_REFERENCE_LIMIT, COMPLAINT_TRACK_COOKIE, COMPLAINT_TRACK_LIMIT } from './track-limits'

export type ComplaintTrackErrors = Partial<Record<'reference' | 'phone', string>>

export type ComplaintLookup =
  | { kind: 'found'; reference: string }
  | { kind: 'invalid'; errors: ComplaintTrackErrors }
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' }

export const COMPLAINT_TRACK_MESSAGES = {
  reference: { required: 'Enter your complaint reference', invalid: 'Enter the reference as we gave it, like RL-CMP-2026-000001' },
  phone: { required: 'Enter the mobile number you gave with the complaint', invalid: 'Enter a Nigerian phone number, like 0803 123 4567' },
  notFound:
    'We could not find a complaint with that reference and that phone number. Check both, exactly as you gave them with the complaint.',
} as const

export type TrackedStep = { status: ComplaintStatus; label: string; at: string }

export type TrackedComplaint = {
  reference: string
  firstName: string
  status: ComplaintStatus
  receivedAt: string
  dueAt: string | null
  /** Each status the complaint has reached, oldest first. */
  steps: TrackedStep[]
  /** Our final answer, once the complaint is resolved. */
  finalAnswer: string | null
  bureau: Bureau
}

function lookupKey(what: string): string {
  return createHmac('sha256', env.payloadSecret).update(`complaint-lookup:${what}`).digest('hex').slice(0, 32)
}

function normalisePhone(value: string): string | null {
  const compact = value.trim().replace(/[\s()-]/g, '')
  return NIGERIAN_PHONE.test(compact) ? formatNigerianPhone(compact) : null
}

/** Two layouts name one number: +234 803… and 0803…. */
function samePhone(a: string, b: string): boolean {
  const local = (p: string) => p.replace(/\s/g, '').replace(/^\+234/, '0')
  return local(a) === local(b)
}

async function waitFor(payload: Payload, key: string, now: number, { limit, windowMs }: { limit: number; windowMs: number }): Promise<number | null> {
  const recent = await payload.find({
    collection: 'claim-lookups',
    where: { and: [{ clientKey: { equals: key } }, { createdAt: { greater_than: new Date(now - windowMs).toISOString() } }] },
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

const count = (payload: Payload, key: string) => payload.create({ collection: 'claim-lookups', data: { clientKey: key }, overrideAccess: true, depth: 0 })

/** Finds a complaint by its reference and the phone given with it; every well-formed try counts. */
export async function lookupComplaint(
  payload: Payload,
  input: { reference: string; phone: string },
  { clientKey, now = Date.now() }: { clientKey: string; now?: number },
): Promise<ComplaintLookup> {
  const errors: ComplaintTrackErrors = {}
  const reference = normaliseComplaintReference(input.reference.slice(0, 64))
  if (!input.reference.trim()) errors.reference = COMPLAINT_TRACK_MESSAGES.reference.required
  else if (!reference) errors.reference = COMPLAINT_TRACK_MESSAGES.reference.invalid
  const phone = normalisePhone(input.phone.slice(0, 64))
  if (!input.phone.trim()) errors.phone = COMPLAINT_TRACK_MESSAGES.phone.required
  else if (!phone) errors.phone = COMPLAINT_TRACK_MESSAGES.phone.invalid
  if (!reference || !phone) return { kind: 'invalid', errors }
  try {
    const clientWait = await waitFor(payload, lookupKey(clientKey), now, COMPLAINT_TRACK_LIMIT)
    if (clientWait !== null) return { kind: 'rate-limited', retryAfterSeconds: clientWait }
    await count(payload, lookupKey(clientKey))
    const referenceKey = lookupKey(`reference:${reference}`)
    const referenceWait = await waitFor(payload, referenceKey, now, COMPLAINT_REFERENCE_LIMIT)
    if (referenceWait !== null) return { kind: 'rate-limited', retryAfterSeconds: referenceWait }
    const found = await payload.find({
      collection: 'complaints',
      where: { reference: { equals: reference } },
      limit: 1,
      depth: 0,
      select: { reference: true, phone: true },
      overrideAccess: true,
    })
    const complaint = found.docs[0]
    if (complaint && samePhone(complaint.phone, phone)) return { kind: 'found', reference }
    // A wrong phone and a reference with no complaint count, and answer, alike.
    await count(payload, referenceKey)
    return { kind: 'not-found' }
  } catch (error) {
    payload.logger.error({ err: errorSummary(error) }, 'A complaint lookup failed.')
    return { kind: 'failed' }
  }
}

/** What the tracker shows: the first name, the status, its dates and our final answer; nothing else personal. */
export async function trackedComplaint(payload: Payload, reference: string): Promise<TrackedComplaint | null> {
  const found = await payload.find({
    collection: 'complaints',
    where: { reference: { equals: reference } },
    limit: 1,
    depth: 0,
    select: { reference: true, firstName: true, status: true, history: true, finalAnswer: true, dueAt: true, createdAt: true },
    overrideAccess: true,
  })
  const c = found.docs[0]
  if (!c?.reference || !isComplaintStatus(c.status)) return null
  const terms = await complaintTermsFor(payload)
  const steps = (c.history ?? []).flatMap((h) =>
    isComplaintStatus(h.status) ? [{ status: h.status, label: COMPLAINT_STATUSES.find((s) => s.value === h.status)?.label ?? h.status, at: h.at }] : [],
  )
  return {
    reference: c.reference,
    firstName: c.firstName,
    status: c.status,
    receivedAt: c.createdAt,
    dueAt: c.dueAt ?? null,
    steps,
    finalAnswer: c.status === 'resolved' ? (c.finalAnswer ?? null) : null,
    bureau: terms.bureau,
  }
}

/** The signed pass a matching lookup leaves in the browser: reference and expiry, nothing personal. */
export function complaintPass(reference: string, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + COMPLAINT_PASS_SECONDS
  const body = `${reference}.${expires}`
  return `${body}.${createHmac('sha256', env.payloadSecret).update(`complaint-track:${body}`).digest('base64url')}`
}

/** The reference a pass opens, or null when it is forged, for another complaint or out of date. */
export function readComplaintPass(pass: string | undefined, now = Date.now()): string | null {
  if (!pass || pass.length > 200) return null
  const parts = pass.split('.')
  if (parts.length !== 3) return null
  const [reference, expires, mac] = parts as [string, string, string]
  const expected = createHmac('sha256', env.payloadSecret).update(`complaint-track:${reference}.${expires}`).digest('base64url')
  const a = Buffer.from(mac)
  const b = Buffer.from(expected)
  if (a.length !== b.length || !timingSafeEqual(a, b)) return null
  if (!(Number(expires) * 1000 > now)) return null
  return normaliseComplaintReference(reference)
}
