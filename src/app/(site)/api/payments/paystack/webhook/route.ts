/**
 * POST /api/payments/paystack/webhook: Paystack's events. The x-paystack-signature header must be the
 * HMAC-SHA512 of the raw body with our secret key; anything else is refused (401) and changes
 * nothing. charge.success marks the payment paid: an application's first premium, or a premium paid by
 * policy number on /pay (references starting RL-PAY-); the same event twice changes nothing more.
 */
import { applyTransaction } from '@/lib/application/payment.server'
import { payloadInstance } from '@/lib/payload-instance'
import { BodyTooLarge, readBodyBytes } from '@/lib/http/body'
import { log } from '@/lib/log'
import { parseTransaction, paystackConfig, verifySignature } from '@/lib/payments/paystack'
import { applyPremiumTransaction } from '@/lib/pay/payment.server'
import { PAYMENT_REFERENCE_PREFIX } from '@/lib/pay/token'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 64 * 1024

const json = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

export async function POST(request: Request): Promise<Response> {
  const cfg = paystackConfig()
  if (!cfg) return json(404, { error: 'Online payment is not set up on this site.' })
  let raw: Uint8Array
  try {
    raw = await readBodyBytes(request, MAX_BODY_BYTES)
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { error: `The event is too large: at most ${MAX_BODY_BYTES / 1024} KB.` })
    return json(400, { error: 'The request body could not be read.' })
  }
  if (!verifySignature(cfg.secretKey, raw, request.headers.get('x-paystack-signature'))) {
    log.warn('A Paystack webhook with a wrong or missing signature was refused')
    return json(401, { error: 'The signature does not match.' })
  }
  let event: { event?: unknown; data?: unknown }
  try {
    event = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw)) as { event?: unknown; data?: unknown }
  } catch {
    return json(400, { error: 'The body is not valid JSON.' })
  }
  if (event === null || typeof event !== 'object') return json(400, { error: 'The body is not a Paystack event.' })
  // Other events (transfers, subscriptions) are not ours: acknowledged so Paystack stops sending them.
  if (event.event !== 'charge.success' && event.event !== 'charge.failed') return json(200, { received: true, handled: false })
  const tx = parseTransaction(event.data)
  if (!tx) return json(400, { error: 'The event carries no transaction we can read.' })
  try {
    const payload = await payloadInstance()
    // Dispatched by the reference we chose when starting the payment: /pay's premiums, else applications.
    const { outcome } = tx.reference.startsWith(PAYMENT_REFERENCE_PREFIX) ? await applyPremiumTransaction(payload, tx) : await applyTransaction(payload, tx)
    return json(200, { received: true, outcome })
  } catch (error) {
    log.error('A Paystack webhook could not be recorded', { err: error })
    // 500 makes Paystack send it again later, which is what we want when our database is down.
    return json(500, { error: 'The event could not be recorded; send it again later.' })
  }
}
