/**
 * The look-up of /pay: a policy number and the holder's date of birth, answered by the policy service.
 * Limited per client address (every look-up counts) and per policy number (wrong answers count, from
 * every address together), in the database like the claim tracker's limits, so neither one address nor
 * many can guess a date of birth. A wrong number and a wrong date of birth get the same answer.
 */
import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { policyService, type PolicySummary } from '@/lib/policy-service'
import { lookupErrors, payLookupSchema, type PayLookupErrors } from '@/lib/schemas/pay'

import { sealLookup } from './token'

/** Look-ups one connection may make in the window (PAY_LOOKUP_RATE_LIMIT, 10): enough for typos, too few to guess. */
export const PAY_CLIENT_LIMIT = { limit: env.payLookupRateLimit, windowMs: 15 * 60 * 1000 }
/** Wrong answers one policy number may get in the window, from every connection together. */
export const PAY_POLICY_LIMIT = { limit: 5, windowMs: 60 * 60 * 1000 }
const ROWS_KEPT_MS = Math.max(PAY_CLIENT_LIMIT.windowMs, PAY_POLICY_LIMIT.windowMs)

export type PayLookupOutcome =
  | { kind: 'found'; token: string }
  | { kind: 'invalid'; errors: PayLookupErrors }
  | { kind: 'not-found' }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'unavailable' }

function keyed(value: string): string {
  return createHmac('sha256', env.payloadSecret).update(`pay-lookup:${value}`).digest('hex').slice(0, 32)
}

async function waitFor(payload: Payload, key: string, now: number, { limit, windowMs }: { limit: number; windowMs: number }): Promise<number | null> {
  const recent = await payload.find({
    collection: 'pay-lookups',
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

const count = (payload: Payload, key: string) => payload.create({ collection: 'pay-lookups', data: { clientKey: key }, overrideAccess: true, depth: 0 })

export async function lookupForPayment(payload: Payload, form: { policyNumber: unknown; dateOfBirth: unknown }, { clientKey, now = Date.now() }: { clientKey: string; now?: number }): Promise<PayLookupOutcome> {
  const parsed = payLookupSchema.safeParse(form)
  if (!parsed.success) return { kind: 'invalid', errors: lookupErrors(parsed.error) }
  const { policyNumber, dateOfBirth } = parsed.data
  const clientRow = keyed(`client:${clientKey}`)
  const policyRow = keyed(`policy:${policyNumber}`)
  const clientWait = await waitFor(payload, clientRow, now, PAY_CLIENT_LIMIT)
  if (clientWait !== null) return { kind: 'rate-limited', retryAfterSeconds: clientWait }
  await count(payload, clientRow)
  const policyWait = await waitFor(payload, policyRow, now, PAY_POLICY_LIMIT)
  if (policyWait !== null) return { kind: 'rate-limited', retryAfterSeconds: policyWait }
  // Old rows count for nothing: removed as we go, a few at a time.
  await payload.delete({ collection: 'pay-lookups', where: { createdAt: { less_than: new Date(now - ROWS_KEPT_MS).toISOString() } }, overrideAccess: true, depth: 0 }).catch(() => undefined)
  const found = await policyService().findPolicy({ policyNumber, dateOfBirth })
  if (found.ok) return { kind: 'found', token: sealLookup(env.payloadSecret, found.value.policyNumber, now) }
  if (found.reason === 'not-found' || found.reason === 'rejected') {
    await count(payload, policyRow)
    return { kind: 'not-found' }
  }
  log.warn('The policy service could not answer a look-up for /pay', { reason: found.reason })
  return { kind: 'unavailable' }
}

/** What /pay/<token> shows: the policy as the service has it now, and whether it can take a payment. */
export type PayablePolicy =
  | { kind: 'payable'; policy: PolicySummary }
  | { kind: 'lapsed'; policy: PolicySummary }
  | { kind: 'no-premiums'; policy: PolicySummary }
  | { kind: 'unavailable' }
  | { kind: 'gone' }

export async function payablePolicy(policyNumber: string): Promise<PayablePolicy> {
  const got = await policyService().getPolicy(policyNumber)
  if (!got.ok) return got.reason === 'unavailable' ? { kind: 'unavailable' } : { kind: 'gone' }
  const policy = got.value
  if (policy.status === 'paid-up' || policy.status === 'matured' || policy.status === 'claimed' || policy.premiumKobo <= 0) return { kind: 'no-premiums', policy }
  if (policy.status === 'lapsed' && !policy.reinstatement.possible) return { kind: 'lapsed', policy }
  return { kind: 'payable', policy }
}
