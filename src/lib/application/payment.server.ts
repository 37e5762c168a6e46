/**
 * The first premium: started at Paystack when the applicant asks, marked paid by Paystack's signed
 * webhook or by verifying on their return, whichever comes first. Marking paid is idempotent: a
 * second webhook or a verify after the webhook changes nothing.
 */
import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { initializeTransaction, verifyTransaction, type PaystackConfig, type Transaction } from '@/lib/payments/paystack'
import type { Application } from '@/payload-types'

import { queuePaidMessages } from './notify.server'
import { queuePolicyIssue } from './policy.server'
import { applyPaths } from './steps'
import { updateApplication } from './store.server'

export function firstPremiumKobo(app: Pick<Application, 'cover'>): number | null {
  const premium = app.cover?.premium
  return typeof premium === 'number' && premium > 0 ? Math.round(premium * 100) : null
}

export type Started = { ok: true; url: string } | { ok: false; message: string }

export async function startPayment(payload: Payload, cfg: PaystackConfig, app: Application): Promise<Started> {
  if (app.status !== 'accepted') return { ok: false, message: 'This application is not ready for payment.' }
  if (app.paymentStatus === 'paid') return { ok: false, message: 'The first premium is already paid.' }
  const amountKobo = firstPremiumKobo(app)
  if (!amountKobo || !app.email) return { ok: false, message: 'We could not work out the first premium. Please call us.' }
  // A new reference for every attempt: Paystack refuses to reuse one.
  const reference = `${app.reference}-${crypto.randomBytes(4).toString('hex')}`
  const started = await initializeTransaction(cfg, {
    email: app.email,
    amountKobo,
    reference,
    callbackUrl: `${env.serverUrl}${applyPaths.paymentReturn()}`,
    metadata: { application: app.reference, plan: app.planCode },
  })
  if (!started.ok) {
    payload.logger.warn({ reference, problem: started.message }, 'Paystack would not start a transaction')
    return { ok: false, message: 'We could not start the payment just now. Please try again in a few minutes.' }
  }
  await updateApplication(payload, app.id, { paymentStatus: 'pending', paymentReference: reference, paymentAmountKobo: amountKobo })
  return { ok: true, url: started.authorizationUrl }
}

export type Applied = 'paid' | 'already-paid' | 'failed' | 'still-pending' | 'unknown-reference' | 'amount-mismatch'

/** Records what Paystack says about a transaction on the application it belongs to. */
export async function applyTransaction(payload: Payload, tx: Transaction, now = new Date()): Promise<{ outcome: Applied; app: Application | null }> {
  const found = await payload.find({ collection: 'applications', where: { paymentReference: { equals: tx.reference } }, limit: 1, depth: 0, overrideAccess: true })
  const app = found.docs[0] as Application | undefined
  if (!app) return { outcome: 'unknown-reference', app: null }
  if (app.paymentStatus === 'paid') {
    // Queued again under the same keys (nothing new is stored): if the first attempt recorded the
    // payment but not its messages (SQLite has no transactions), a resent webhook completes it.
    await queuePaidMessages(payload, app)
    await queuePolicyIssue(payload, app)
    return { outcome: 'already-paid', app }
  }
  if (tx.status === 'success') {
    if (tx.amountKobo !== app.paymentAmountKobo || tx.currency.toUpperCase() !== 'NGN') {
      payload.logger.warn({ reference: tx.reference, expected: app.paymentAmountKobo, got: tx.amountKobo, currency: tx.currency }, 'A Paystack payment does not match the first premium')
      return { outcome: 'amount-mismatch', app }
    }
    const a = tx.authorization
    // The payment and its confirmation messages are stored together (Postgres) or not at all.
    const transactionID = await payload.db.beginTransaction()
    const req: Partial<PayloadRequest> | undefined = transactionID !== null ? { transactionID, payload } : undefined
    try {
      const updated = (await payload.update({
        collection: 'applications',
        id: app.id,
        overrideAccess: true,
        depth: 0,
        req,
        data: {
          paymentStatus: 'paid',
          paidAt: tx.paidAt && !Number.isNaN(Date.parse(tx.paidAt)) ? new Date(tx.paidAt).toISOString() : now.toISOString(),
          mandate: {
            authorizationCode: a?.authorizationCode ?? null,
            channel: a?.channel ?? tx.channel,
            cardType: a?.cardType ?? null,
            last4: a?.last4 ?? null,
            bank: a?.bank ?? null,
            reusable: a?.reusable ?? false,
            customerCode: tx.customerCode,
          },
        },
      })) as Application
      await queuePaidMessages(payload, updated, { req })
      if (transactionID !== null) await payload.db.commitTransaction(transactionID)
      // Once the payment is stored: the policy is issued by the job queue (keyed by the application).
      await queuePolicyIssue(payload, updated)
      return { outcome: 'paid', app: updated }
    } catch (error) {
      if (transactionID !== null) await payload.db.rollbackTransaction(transactionID).catch(() => undefined)
      throw error
    }
  }
  if (tx.status === 'failed' || tx.status === 'abandoned' || tx.status === 'reversed') {
    const updated = await updateApplication(payload, app.id, { paymentStatus: 'failed' })
    return { outcome: 'failed', app: updated }
  }
  return { outcome: 'still-pending', app }
}

/** On the applicant's return: asks Paystack about the reference we stored (never the query string's). */
export async function refreshPayment(payload: Payload, cfg: PaystackConfig, app: Application): Promise<Application> {
  if (app.paymentStatus !== 'pending' || !app.paymentReference) return app
  const verified = await verifyTransaction(cfg, app.paymentReference)
  if (!verified.ok) {
    payload.logger.warn({ reference: app.paymentReference, problem: verified.message }, 'Paystack verify failed')
    return app
  }
  const { app: updated } = await applyTransaction(payload, verified.transaction)
  return updated ?? app
}
