import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { errorSummary } from '@/lib/log'
import { CONSENT_VERSION, HONEYPOT_FIELD, validateEnquiry, type EnquiryErrors } from '@/lib/schemas/enquiry'
import { checkSenderLimit } from '@/lib/http/sender-limit'

import type { MailStatus } from './status'
import { kickEnquiryOutbox } from './outbox'

export type SubmitOutcome =
  | { kind: 'stored'; id: number; reference: string }
  /** The trap field was filled: answered like a success, stored nowhere. */
  | { kind: 'dropped' }
  | { kind: 'invalid'; errors: EnquiryErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  /** The database refused the write; the visitor should try again or call. */
  | { kind: 'failed' }

export type EnquiryLimit = { limit: number; windowMs: number }

/** Each sender's address is kept only as this keyed hash: enough to count, useless to read. */
export function senderKey(address: string): string {
  return createHmac('sha256', env.payloadSecret).update(`enquiry-sender:${address}`).digest('hex').slice(0, 32)
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
  {
    clientKey,
    channel,
    limit = { limit: env.enquiry.rateLimit, windowMs: env.enquiry.rateWindowMs },
    now = new Date(),
  }: {
    /** The sender's key (clientKey in src/lib/http/client-address.ts); stored only as senderKey(clientKey). */
    clientKey: string
    channel: 'form' | 'api'
    limit?: EnquiryLimit
    now?: Date
  },
): Promise<SubmitOutcome> {
  if (trapFilled(input)) {
    payload.logger.info(`Enquiry dropped: the hidden trap field was filled (${channel}).`)
    return { kind: 'dropped' }
  }
  const result = validateEnquiry(input)
  if (!result.ok) return { kind: 'invalid', errors: result.errors }

  const key = senderKey(clientKey)
  let allowed
  try {
    allowed = await checkSenderLimit(payload, 'enquiries', key, Date.now(), limit)
  } catch (error) {
    payload.logger.error({ err: errorSummary(error) }, 'The enquiry limit could not be checked.')
    return { kind: 'failed' }
  }
  if (!allowed.ok) return { kind: 'rate-limited', retryAfterSeconds: allowed.retryAfterSeconds }

  const v = result.data
  let stored: { id: number; reference: string }
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
        senderKey: key,
      },
    })
    if (!doc.reference) throw new Error('The enquiry was stored without a reference')
    stored = { id: doc.id, reference: doc.reference }
  } catch (error) {
    // The summary leaves out the query's values (what the visitor typed).
    payload.logger.error({ err: errorSummary(error) }, 'An enquiry could not be stored.')
    return { kind: 'failed' }
  }
  kickEnquiryOutbox(payload)
  return { kind: 'stored', ...stored }
}
