import type { Payload } from 'payload'

import { senderKey } from '@/lib/enquiries/submit'
import { env } from '@/lib/env'
import { checkSlot, slotWords, type Schedule } from '@/lib/hours/hours'
import { scheduleFromSettings } from '@/lib/hours/settings'
import { errorSummary } from '@/lib/log'
import { queueMessage } from '@/lib/outbox'
import { CALL_BACK_MESSAGES, validateCallBack, type CallBackErrors } from '@/lib/schemas/call-back'
import { checkSenderLimit } from '@/lib/http/sender-limit'

export type CallBackOutcome =
  | { kind: 'stored'; reference: string; slot: string }
  | { kind: 'invalid'; errors: CallBackErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' }

export type CallBackLimit = { limit: number; windowMs: number }

/** The SMS that confirms a booking: the time in Lagos, the reference and how to change it. */
export function confirmationSms({ reference, slot, phone }: { reference: string; slot: string; phone: string }): string {
  return `Redwood Life: we will call you on ${slot} (Lagos time). Your reference is ${reference}. To change the time, call ${phone}.`
}

/**
 * The one way a call-back enters the system: validate the form, check the chosen time against the
 * office hours and holidays (Site settings) and the time now, apply the per-address limit, store it,
 * then queue the visitor's SMS confirmation in the outbox.
 */
export async function submitCallBack(
  payload: Payload,
  input: unknown,
  {
    clientKey,
    now = new Date(),
    limit = { limit: env.enquiry.rateLimit, windowMs: env.enquiry.rateWindowMs },
  }: { clientKey: string; now?: Date; limit?: CallBackLimit },
): Promise<CallBackOutcome> {
  const result = validateCallBack(input)
  let schedule: Schedule
  let phone: string
  try {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    schedule = scheduleFromSettings(settings)
    phone = settings.callCentrePhone
  } catch (error) {
    payload.logger.error({ err: errorSummary(error) }, 'The office hours could not be read for a call-back.')
    return { kind: 'failed' }
  }
  // Every field is answered at once: a time outside the hours is reported beside a missing name.
  const errors: CallBackErrors = result.ok ? {} : { ...result.errors }
  const raw = input !== null && typeof input === 'object' ? (input as Record<string, unknown>).slot : undefined
  let start: Date | null = null
  if (!errors.slot && typeof raw === 'string') {
    const check = checkSlot(raw.trim(), now, schedule)
    if (check.ok) start = check.start
    else errors.slot = CALL_BACK_MESSAGES.slot[check.reason]
  }
  if (!result.ok || !start) return { kind: 'invalid', errors: { ...errors, slot: errors.slot ?? CALL_BACK_MESSAGES.slot.format } }

  const key = senderKey(clientKey)
  try {
    const allowed = await checkSenderLimit(payload, 'call-backs', key, Date.now(), limit)
    if (!allowed.ok) return { kind: 'rate-limited', retryAfterSeconds: allowed.retryAfterSeconds }
  } catch (error) {
    payload.logger.error({ err: errorSummary(error) }, 'The call-back limit could not be checked.')
    return { kind: 'failed' }
  }

  const v = result.data
  let reference: string
  try {
    const doc = await payload.create({
      collection: 'call-backs',
      overrideAccess: true,
      data: { name: v.name, phone: v.mobile, topic: v.topic || null, slotStart: start.toISOString(), done: false, senderKey: key },
    })
    if (!doc.reference) throw new Error('The call-back was stored without a reference')
    reference = doc.reference
  } catch (error) {
    payload.logger.error({ err: errorSummary(error) }, 'A call-back could not be stored.')
    return { kind: 'failed' }
  }
  const slot = slotWords(start)
  try {
    await queueMessage(payload, {
      channel: 'sms',
      to: v.mobile,
      text: confirmationSms({ reference, slot, phone }),
      key: `call-back:${reference}:confirmation`,
      related: `call-backs:${reference}`,
    })
  } catch (error) {
    // The booking stands and is in the team's queue; only the SMS is missing.
    payload.logger.error({ err: errorSummary(error) }, 'A call-back confirmation SMS could not be queued.')
  }
  return { kind: 'stored', reference, slot }
}
