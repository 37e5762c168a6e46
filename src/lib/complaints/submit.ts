import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { errorSummary } from '@/lib/log'
import { COMPLAINT_CONSENT_VERSION, validateComplaint, type ComplaintErrors, type ComplaintValues } from '@/lib/schemas/complaint'
import { checkSenderLimit } from '@/lib/http/sender-limit'

export type ComplaintOutcome =
  | { kind: 'stored'; id: number; reference: string }
  | { kind: 'invalid'; errors: ComplaintErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' }

/**
 * Complaints one connection may make within the window: the contact form's limit (ENQUIRY_RATE_LIMIT
 * per ENQUIRY_RATE_WINDOW_SECONDS), counted apart, so a flood is stopped and a person is not.
 */
export function complaintLimit(): { limit: number; windowMs: number } {
  return { limit: env.enquiry.rateLimit, windowMs: env.enquiry.rateWindowMs }
}

/** Each sender's address is kept only as this keyed hash: enough to count, useless to read. */
export function complaintSenderKey(clientKey: string): string {
  return createHmac('sha256', env.payloadSecret).update(`complaint-sender:${clientKey}`).digest('hex').slice(0, 32)
}

/**
 * The one way a complaint enters the system: validate, apply the per-connection limit, store it. The
 * collection's hooks give it its reference and due date and queue the acknowledgement (SMS, and email
 * when one was given) in the same transaction, so a stored complaint is always acknowledged.
 */
export async function submitComplaint(
  payload: Payload,
  values: ComplaintValues,
  { clientKey, now = new Date() }: { clientKey: string; now?: Date },
): Promise<ComplaintOutcome> {
  const result = validateComplaint(values)
  if (!result.ok) return { kind: 'invalid', errors: result.errors }
  const key = complaintSenderKey(clientKey)
  try {
    const allowed = await checkSenderLimit(payload, 'complaints', key, now.getTime(), complaintLimit())
    if (!allowed.ok) return { kind: 'rate-limited', retryAfterSeconds: allowed.retryAfterSeconds }
    const v = result.data
    const doc = await payload.create({
      collection: 'complaints',
      overrideAccess: true,
      depth: 0,
      data: {
        status: 'received',
        about: v.about,
        policyReference: v.reference,
        details: v.details,
        wantedOutcome: v.outcome,
        firstName: v.firstName,
        lastName: v.lastName,
        phone: v.phone,
        email: v.email,
        consentedAt: now.toISOString(),
        consentVersion: COMPLAINT_CONSENT_VERSION,
        senderKey: key,
      },
    })
    if (!doc.reference) throw new Error('The complaint was stored without a reference')
    return { kind: 'stored', id: doc.id, reference: doc.reference }
  } catch (error) {
    // The summary leaves out the query's values (what the complainant typed).
    payload.logger.error({ err: errorSummary(error) }, 'A complaint could not be stored.')
    return { kind: 'failed' }
  }
}
