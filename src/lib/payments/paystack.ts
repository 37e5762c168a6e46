/**
 * Paystack, behind one module: start a transaction, verify one, and check a webhook's signature.
 * PAYSTACK_SECRET_KEY turns it on; PAYSTACK_BASE_URL (default https://api.paystack.co) lets tests
 * point it at a local fake. Callers get plain outcomes and never see a thrown error.
 */
import crypto from 'node:crypto'

import { z } from 'zod'

import { env } from '@/lib/env'

/** checkoutOrigin: the only origin the visitor is ever sent to (see checkout-origin.mjs). */
export type PaystackConfig = { secretKey: string; baseUrl: string; checkoutOrigin: string }

export function paystackConfig(): PaystackConfig | null {
  return env.paystack
}

const TIMEOUT_MS = 15_000
const MAX_ANSWER_BYTES = 256 * 1024

/** What we keep of a transaction: its state, what was paid, and the authorisation for later premiums. */
export type Transaction = {
  reference: string
  status: string
  amountKobo: number
  currency: string
  paidAt: string | null
  channel: string | null
  authorization: {
    authorizationCode: string | null
    cardType: string | null
    last4: string | null
    bank: string | null
    channel: string | null
    reusable: boolean
  } | null
  customerCode: string | null
}

const optionalText = z.string().nullish().catch(null)

const transactionSchema = z.object({
  // Paystack's references are letters, digits and - . = (ours: RL-…-hex). Anything else is no
  // transaction of ours, and never reaches a query (a NUL byte is an error in Postgres).
  reference: z.string().min(1).max(200).regex(/^[A-Za-z0-9._=-]+$/),
  status: z.string().max(50),
  amount: z.coerce.number().int().nonnegative(),
  currency: z.string().max(10).catch('NGN'),
  paid_at: optionalText,
  paidAt: optionalText,
  channel: optionalText,
  authorization: z
    .object({
      authorization_code: optionalText,
      card_type: optionalText,
      last4: optionalText,
      bank: optionalText,
      channel: optionalText,
      reusable: z.boolean().nullish().catch(null),
    })
    .nullish()
    .catch(null),
  customer: z.object({ customer_code: optionalText }).nullish().catch(null),
})

/** A transaction as Paystack sends it (in verify's `data` or a webhook's), or null when it is not one. */
export function parseTransaction(data: unknown): Transaction | null {
  const parsed = transactionSchema.safeParse(data)
  if (!parsed.success) return null
  const t = parsed.data
  const a = t.authorization
  return {
    reference: t.reference,
    status: t.status,
    amountKobo: t.amount,
    currency: t.currency,
    paidAt: t.paid_at ?? t.paidAt ?? null,
    channel: t.channel ?? null,
    authorization: a
      ? {
          authorizationCode: a.authorization_code ?? null,
          cardType: a.card_type?.trim() ?? null,
          last4: a.last4 ?? null,
          bank: a.bank ?? null,
          channel: a.channel ?? null,
          reusable: a.reusable === true,
        }
      : null,
    customerCode: t.customer?.customer_code ?? null,
  }
}

async function call(cfg: PaystackConfig, path: string, init: { method: 'GET' | 'POST'; body?: unknown }): Promise<{ ok: true; data: unknown } | { ok: false; message: string }> {
  try {
    const response = await fetch(`${cfg.baseUrl}${path}`, {
      method: init.method,
      headers: { Authorization: `Bearer ${cfg.secretKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
      cache: 'no-store',
    })
    const text = await response.text()
    if (text.length > MAX_ANSWER_BYTES) return { ok: false, message: 'Paystack sent an answer too large to read.' }
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return { ok: false, message: `Paystack answered ${response.status} with something other than JSON.` }
    }
    const b = body as { status?: unknown; message?: unknown; data?: unknown }
    if (!response.ok || b.status !== true) {
      return { ok: false, message: typeof b.message === 'string' ? b.message.slice(0, 300) : `Paystack answered ${response.status}.` }
    }
    return { ok: true, data: b.data }
  } catch (error) {
    return { ok: false, message: `Paystack could not be reached (${(error as Error).name}).` }
  }
}

export type Initialized = { ok: true; authorizationUrl: string; reference: string } | { ok: false; message: string }

/** Starts a transaction; the visitor is then sent to the authorization_url Paystack returned (and only to it). */
export async function initializeTransaction(
  cfg: PaystackConfig,
  t: { email: string; amountKobo: number; reference: string; callbackUrl: string; metadata?: Record<string, string | number> },
): Promise<Initialized> {
  if (!Number.isSafeInteger(t.amountKobo) || t.amountKobo <= 0) return { ok: false, message: 'The amount must be a whole number of kobo above zero.' }
  const answer = await call(cfg, '/transaction/initialize', {
    method: 'POST',
    body: {
      email: t.email,
      amount: String(t.amountKobo),
      currency: 'NGN',
      reference: t.reference,
      callback_url: t.callbackUrl,
      channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      metadata: t.metadata ?? {},
    },
  })
  if (!answer.ok) return answer
  const data = answer.data as { authorization_url?: unknown; reference?: unknown } | null
  const url = typeof data?.authorization_url === 'string' ? data.authorization_url : ''
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { ok: false, message: 'Paystack did not send a payment page address.' }
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return { ok: false, message: 'Paystack sent a payment page address we cannot open.' }
  // The pay pages' CSP allows form posts to end up at this origin only; a redirect elsewhere would be blocked (or off-site).
  if (parsed.origin !== cfg.checkoutOrigin) return { ok: false, message: `Paystack sent a payment page outside ${cfg.checkoutOrigin}.` }
  return { ok: true, authorizationUrl: parsed.toString(), reference: typeof data?.reference === 'string' ? data.reference : t.reference }
}

export type Verified = { ok: true; transaction: Transaction } | { ok: false; message: string }

/** Asks Paystack for the state of a transaction we started (never trusting the visitor's query string). */
export async function verifyTransaction(cfg: PaystackConfig, reference: string): Promise<Verified> {
  const answer = await call(cfg, `/transaction/verify/${encodeURIComponent(reference)}`, { method: 'GET' })
  if (!answer.ok) return answer
  const transaction = parseTransaction(answer.data)
  return transaction ? { ok: true, transaction } : { ok: false, message: 'Paystack sent a transaction we could not read.' }
}

/** x-paystack-signature: the HMAC-SHA512 of the raw body with the secret key, in hex. */
export function signatureOf(secretKey: string, rawBody: Uint8Array | string): string {
  return crypto.createHmac('sha512', secretKey).update(rawBody).digest('hex')
}

export function verifySignature(secretKey: string, rawBody: Uint8Array | string, signature: string | null): boolean {
  if (!signature || !/^[0-9a-f]{128}$/i.test(signature)) return false
  const expected = Buffer.from(signatureOf(secretKey, rawBody), 'hex')
  const given = Buffer.from(signature, 'hex')
  return given.length === expected.length && crypto.timingSafeEqual(given, expected)
}
