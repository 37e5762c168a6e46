import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { createRateLimiter, type RateLimiter } from '@/lib/rate-limit'
import { CONSENT_VERSION, HONEYPOT_FIELD, validateEnquiry, type EnquiryErrors } from '@/lib/schemas/enquiry'

import type { MailStatus } from './index'
import { kickEnquiryOutbox } from './outbox'

export type SubmitOutcome =
  | { kind: 'stored'; id: number }
  /** The trap field was filled: answered like a success, stored nowhere. */
  | { kind: 'dropped' }
  | { kind: 'invalid'; errors: EnquiryErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** The database refused the write; the visitor should try again or call. */
  | { kind: 'failed' }

const KEY = Symbol.for('redwood.enquiry-rate-limit')

/** One limiter per process, shared by the form's server action and the JSON endpoint. */
export function enquiryRateLimiter(): RateLimiter {
  const g = globalThis as typeof globalThis & { [KEY]?: RateLimiter }
  g[KEY] ??= createRateLimiter({ limit: env.enquiry.rateLimit, windowMs: env.enquiry.rateWindowMs })
  return g[KEY]
}

function trapFilled(input: unknown): boolean {
  if (input === null || typeof input !== 'object') return false
  const value = (input as Record<string, unknown>)[HONEYPOT_FIELD]
  return value !== undefined && value !== null && value !== '' && value !== false
}

/**
 * The one way an enquiry enters the system: check the trap, validate with the shared schema, apply
 * the per-address limit, store it (mail status "pending"), then ask the outbox to mail it.
 * Only valid enquiries count towards the limit, so someone correcting a typo is never locked out.
 */
export async function submitEnquiry(
  payload: Payload,
  input: unknown,
  { clientKey, channel, limiter = enquiryRateLimiter(), now = new Date() }: {
    clientKey: string
    channel: 'form' | 'api'
    limiter?: RateLimiter
    now?: Date
  },
): Promise<SubmitOutcome> {
  if (trapFilled(input)) {
    payload.logger.info(`Enquiry dropped: the hidden trap field was filled (${channel}).`)
    return { kind: 'dropped' }
  }
  const result = validateEnquiry(input)
  if (!result.ok) return { kind: 'invalid', errors: result.errors }

  const allowed = limiter.hit(clientKey)
  if (!allowed.ok) return { kind: 'rate-limited', retryAfterSeconds: allowed.retryAfterSeconds }

  const v = result.data
  let id: number
  try {
    const doc = await payload.create({
      collection: 'enquiries',
      overrideAccess: true,
      data: {
        name: `${v.firstname} ${v.lastname}`,
        existingCustomer: v.customer,
        firstName: v.firstname,
        lastName: v.lastname,
        phone: v.mobile,
        email: v.email,
        message: v.message,
        consentedAt: now.toISOString(),
        consentVersion: CONSENT_VERSION,
        channel,
        handled: false,
        mailStatus: 'pending' satisfies MailStatus,
        mailAttempts: 0,
        nextAttemptAt: now.toISOString(),
      },
    })
    id = doc.id
  } catch (error) {
    payload.logger.error({ err: error }, 'An enquiry could not be stored.')
    return { kind: 'failed' }
  }
  kickEnquiryOutbox(payload)
  return { kind: 'stored', id }
}
