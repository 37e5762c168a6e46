/**
 * Queues an application's mails in the message outbox (docs/decisions/017-message-outbox.md): stored
 * first, retried, sent once per key. A mail that cannot be queued is logged; it never undoes the step.
 */
import type { Payload, PayloadRequest } from 'payload'

import { getSiteSettings } from '@/lib/content/site'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { getPromises } from '@/lib/promises'
import { queueMessage } from '@/lib/outbox'
import { smsNumber } from '@/lib/sms'
import type { Application } from '@/payload-types'

import { composeConfirmationMail, composeNewBusinessMail, composePaidMail, composePaidSms, composeResumeMail, type MailApplication } from './mail'

const FALLBACK_PHONE = '0700 733 9663'

async function callCentre(): Promise<string> {
  try {
    return (await getSiteSettings()).callCentrePhone || FALLBACK_PHONE
  } catch {
    return FALLBACK_PHONE
  }
}

function forMail(a: Application): MailApplication {
  return { ...a, beneficiaries: a.beneficiaries ?? [], cover: a.cover ?? null }
}

// Keys use the reference, not the id: SQLite may give a deleted application's id to a new one.
async function queue(payload: Payload, key: string, to: string | null | undefined, mail: { subject: string; text: string }, id: number): Promise<void> {
  if (!to) return
  try {
    await queueMessage(payload, { channel: 'email', to, subject: mail.subject, text: mail.text, key, related: `applications:${id}` })
  } catch (error) {
    log.warn('An application mail could not be queued', { key, err: error })
  }
}

/** The resume link, to the applicant, when the application is started. */
export async function queueResumeMail(payload: Payload, app: Application, resumeUrl: string): Promise<void> {
  await queue(payload, `application:${app.reference}:resume`, app.email, composeResumeMail(app, { url: resumeUrl }), app.id)
}

/** On submission: the new-business inbox, and the applicant's confirmation (never a health answer). */
export async function queueSubmissionMails(payload: Payload, app: Application, inbox: string | null): Promise<void> {
  await queue(payload, `application:${app.reference}:new-business`, inbox || env.enquiryInbox, composeNewBusinessMail(forMail(app), { adminUrl: env.serverUrl }), app.id)
  const confirmation = composeConfirmationMail(forMail(app), { phone: await callCentre(), paymentByStaff: app.paymentStatus === 'staff', promises: await getPromises() })
  await queue(payload, `application:${app.reference}:confirmation`, app.email, confirmation, app.id)
}

/**
 * Once the first premium is paid: a confirmation mail, and an SMS when the applicant's phone is a
 * mobile. Queued inside the caller's transaction (`req`), keyed by the reference, so a repeated
 * webhook or a verify after it never sends either twice. A failure throws: the payment is then
 * recorded again (and the messages queued) when Paystack resends the webhook.
 */
export async function queuePaidMessages(payload: Payload, app: Application, { req }: { req?: Partial<PayloadRequest> } = {}): Promise<void> {
  const phone = await callCentre()
  const promises = await getPromises()
  const related = `applications:${app.id}`
  if (app.email) {
    const mail = composePaidMail(forMail(app), { phone, paidAt: app.paidAt ?? null, amountKobo: app.paymentAmountKobo ?? null, promises })
    await queueMessage(payload, { channel: 'email', to: app.email, subject: mail.subject, text: mail.text, key: `application:${app.reference}:paid:email`, related }, { req })
  }
  if (app.phone && smsNumber(app.phone)) {
    await queueMessage(payload, { channel: 'sms', to: app.phone, text: composePaidSms(app, { phone, promises }), key: `application:${app.reference}:paid:sms`, related }, { req })
  }
}
