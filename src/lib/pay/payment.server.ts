/**
 * Paying a premium by policy number (decision 040): started at Paystack with the same module as an
 * application's first premium, stored first in `premium-payments`, marked paid once by Paystack's signed
 * webhook or the verify on the payer's return (whichever comes first), then the receipt (email and SMS,
 * through the outbox) and the record in the policy service (through the job queue), each keyed by the
 * payment reference, so any number of webhooks records one payment and sends one receipt.
 */
import { createHmac } from 'node:crypto'

import type { Payload } from 'payload'

import { getSiteSettings } from '@/lib/content/site'
import { paths } from '@/lib/paths'
import { env } from '@/lib/env'
import { sqlOf, toSql } from '@/lib/jobs/sql'
import { log } from '@/lib/log'
import { queueMessage } from '@/lib/outbox'
import { initializeTransaction, verifyTransaction, type PaystackConfig, type Transaction } from '@/lib/payments/paystack'
import { policyService } from '@/lib/policy-service'
import { queuePolicyCall } from '@/lib/policy-service/calls.server'
import { smsNumber } from '@/lib/sms'
import type { PremiumPayment } from '@/payload-types'
import { lagosToday } from '@/lib/text/lagos'

import { limitsOf, payOptions, withinMaximum } from './amounts'
import { payablePolicy } from './lookup.server'
import { composeReceiptMail, composeReceiptSms } from './receipt'
import type { PremiumPaymentStatus } from './statuses'
import { hashReceiptKey, newPaymentReference } from './token'

export const payPaths = paths.pay

/** The receipt link's key: derived from the reference with the server's secret, kept only as a hash. */
export function receiptKeyOf(reference: string): string {
  return createHmac('sha256', env.payloadSecret).update(`premium-receipt:${reference}`).digest('base64url')
}

export type StartProblem = 'gone' | 'lapsed' | 'no-premiums' | 'over-maximum' | 'choice' | 'unavailable' | 'not-set-up'
export type StartOutcome = { ok: true; url: string } | { ok: false; problem: StartProblem }

const DAY_MS = 86_400_000

export async function startPremiumPayment(payload: Payload, cfg: PaystackConfig | null, policyNumber: string, instalments: number, now = new Date()): Promise<StartOutcome> {
  const settings = await getSiteSettings()
  const pay = settings.premiumPayments
  if (!cfg || pay?.enabled === false) return { ok: false, problem: 'not-set-up' }
  const payable = await payablePolicy(policyNumber)
  if (payable.kind !== 'payable') return { ok: false, problem: payable.kind }
  const limits = limitsOf(pay)
  const option = payOptions(payable.policy, limits).find((o) => o.instalments === instalments)
  if (!option) return { ok: false, problem: 'choice' }
  if (!withinMaximum(option, limits)) return { ok: false, problem: 'over-maximum' }
  const contact = await policyService().getHolderContact(payable.policy.policyNumber)
  if (!contact.ok) return { ok: false, problem: contact.reason === 'unavailable' ? 'unavailable' : 'gone' }
  const reference = newPaymentReference()
  const receiptKey = receiptKeyOf(reference)
  // Stored first: a webhook that beats the payer back finds the payment.
  await payload.create({
    collection: 'premium-payments',
    data: {
      reference,
      policyNumber: payable.policy.policyNumber,
      product: payable.policy.product,
      firstName: payable.policy.holder.firstName,
      amountKobo: option.amountKobo,
      instalments: option.instalments,
      status: 'pending' satisfies PremiumPaymentStatus,
      email: contact.value.email,
      phone: contact.value.phone,
      receiptKeyHash: hashReceiptKey(receiptKey),
      receiptExpiresAt: new Date(now.getTime() + (pay?.receiptDays ?? 30) * DAY_MS).toISOString(),
    },
    depth: 0,
    overrideAccess: true,
  })
  const started = await initializeTransaction(cfg, {
    email: contact.value.email,
    amountKobo: option.amountKobo,
    reference,
    callbackUrl: `${env.serverUrl}${payPaths.receipt(receiptKey)}`,
    metadata: { kind: 'premium', reference },
  })
  if (!started.ok) {
    log.warn('Paystack would not start a premium payment', { reference, problem: started.message })
    await payload.update({ collection: 'premium-payments', where: { reference: { equals: reference } }, data: { status: 'failed' }, depth: 0, overrideAccess: true })
    return { ok: false, problem: 'unavailable' }
  }
  return { ok: true, url: started.authorizationUrl }
}

export type PremiumApplied = 'paid' | 'already-paid' | 'failed' | 'still-pending' | 'unknown-reference' | 'amount-mismatch'

async function findPayment(payload: Payload, reference: string): Promise<PremiumPayment | null> {
  const { docs } = await payload.find({ collection: 'premium-payments', where: { reference: { equals: reference } }, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0] as PremiumPayment | undefined) ?? null
}

/** The receipt (email and SMS) and the record in the policy service: queued under the reference's keys, so once. */
async function afterPaid(payload: Payload, payment: PremiumPayment): Promise<void> {
  const settings = await getSiteSettings()
  const receiptUrl = `${env.serverUrl}${payPaths.receipt(receiptKeyOf(payment.reference))}`
  const facts = { phone: settings.callCentrePhone || '0700 733 9663', receiptUrl }
  const related = `premium-payments:${payment.id}`
  if (payment.email) {
    const mail = composeReceiptMail(payment, facts)
    await queueMessage(payload, { channel: 'email', to: payment.email, subject: mail.subject, text: mail.text, key: `premium:${payment.reference}:receipt:email`, related })
  }
  if (payment.phone && smsNumber(payment.phone)) {
    await queueMessage(payload, { channel: 'sms', to: payment.phone, text: composeReceiptSms(payment, facts), key: `premium:${payment.reference}:receipt:sms`, related })
  }
  const paidOn = lagosToday(payment.paidAt ? new Date(payment.paidAt) : new Date())
  await queuePolicyCall(payload, {
    kind: 'record-premium',
    policyNumber: payment.policyNumber,
    request: { reference: payment.reference, amountKobo: payment.amountKobo, paidOn, channel: payment.channel ? `online ${payment.channel}`.slice(0, 40) : 'online' },
  })
}

/** Records what Paystack says about a premium payment started on /pay. */
export async function applyPremiumTransaction(payload: Payload, tx: Transaction, now = new Date()): Promise<{ outcome: PremiumApplied; payment: PremiumPayment | null }> {
  const payment = await findPayment(payload, tx.reference)
  if (!payment) return { outcome: 'unknown-reference', payment: null }
  if (payment.status === 'paid') {
    // Queued again under the same keys (nothing new is stored): completes a first attempt cut short.
    await afterPaid(payload, payment)
    return { outcome: 'already-paid', payment }
  }
  if (tx.status === 'success') {
    if (tx.amountKobo !== payment.amountKobo || tx.currency.toUpperCase() !== 'NGN') {
      log.warn('A Paystack payment does not match the premium asked for', { reference: tx.reference, expected: payment.amountKobo, got: tx.amountKobo })
      await payload.update({ collection: 'premium-payments', id: payment.id, data: { status: 'amount-mismatch' }, depth: 0, overrideAccess: true })
      return { outcome: 'amount-mismatch', payment }
    }
    const paidAt = tx.paidAt && !Number.isNaN(Date.parse(tx.paidAt)) ? new Date(tx.paidAt).toISOString() : now.toISOString()
    // One conditional UPDATE: of two webhooks at the same moment, one marks it paid.
    const { db, t, op } = await sqlOf(payload, 'premium_payments')
    const won = await db
      .update(t)
      .set({ status: 'paid', paidAt, channel: tx.channel ?? tx.authorization?.channel ?? null, updatedAt: now.toISOString() })
      .where(toSql({ and: [{ id: { equals: payment.id } }, { status: { in: ['pending', 'failed'] } }] }, t, op))
      .returning({ id: t.id })
    const updated = (await findPayment(payload, tx.reference)) ?? payment
    await afterPaid(payload, updated)
    return { outcome: won.length > 0 ? 'paid' : 'already-paid', payment: updated }
  }
  if (tx.status === 'failed' || tx.status === 'abandoned' || tx.status === 'reversed') {
    await payload.update({ collection: 'premium-payments', where: { and: [{ id: { equals: payment.id } }, { status: { equals: 'pending' } }] }, data: { status: 'failed' }, depth: 0, overrideAccess: true })
    return { outcome: 'failed', payment: (await findPayment(payload, tx.reference)) ?? payment }
  }
  return { outcome: 'still-pending', payment }
}

/** The payment a receipt key opens, or null (unknown, or its link has expired). */
export async function paymentForReceipt(payload: Payload, key: string, now = new Date()): Promise<{ payment: PremiumPayment | null; expired: boolean }> {
  const { docs } = await payload.find({ collection: 'premium-payments', where: { receiptKeyHash: { equals: hashReceiptKey(key) } }, limit: 1, depth: 0, overrideAccess: true })
  const payment = (docs[0] as PremiumPayment | undefined) ?? null
  if (!payment) return { payment: null, expired: false }
  const until = Date.parse(payment.receiptExpiresAt ?? '')
  if (Number.isFinite(until) && until < now.getTime()) return { payment: null, expired: true }
  return { payment, expired: false }
}

/** On the payer's return: asks Paystack about the reference we stored (never the query string's). */
export async function refreshPremiumPayment(payload: Payload, cfg: PaystackConfig | null, payment: PremiumPayment): Promise<PremiumPayment> {
  if (!cfg || payment.status !== 'pending') return payment
  const verified = await verifyTransaction(cfg, payment.reference)
  if (!verified.ok) {
    log.warn('Paystack verify failed for a premium payment', { reference: payment.reference, problem: verified.message })
    return payment
  }
  const { payment: updated } = await applyPremiumTransaction(payload, verified.transaction)
  return updated ?? payment
}
