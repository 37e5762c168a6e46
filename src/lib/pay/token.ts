/**
 * The two secrets of /pay. The look-up token: after a matching policy number and date of birth, the
 * payer's next page is /pay/<token>, a sealed (AES-256-GCM) note of the policy number and an expiry, so
 * the address holds no personal data and nobody can make one. The receipt key: a random 32-byte key in
 * the receipt's address; the database keeps only its hash.
 */
import crypto from 'node:crypto'

/** How long the page after a look-up stays open. */
export const LOOKUP_TOKEN_MS = 30 * 60 * 1000

function keyOf(secret: string): Buffer {
  return crypto.createHmac('sha256', secret).update('redwood-pay-lookup-token').digest()
}

export function sealLookup(secret: string, policyNumber: string, now = Date.now()): string {
  const iv = crypto.randomBytes(12)
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify({ n: policyNumber, e: now + LOOKUP_TOKEN_MS }), 'utf8'), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')
}

/** The policy number a token was sealed for, or null when it is malformed, forged or expired. */
export function openLookup(secret: string, token: unknown, now = Date.now()): string | null {
  if (typeof token !== 'string' || token.length < 40 || token.length > 300 || !/^[A-Za-z0-9_-]+$/.test(token)) return null
  const raw = Buffer.from(token, 'base64url')
  if (raw.length < 29) return null
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(secret), raw.subarray(0, 12))
    decipher.setAuthTag(raw.subarray(12, 28))
    const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    const note = JSON.parse(text) as { n?: unknown; e?: unknown }
    if (typeof note.n !== 'string' || typeof note.e !== 'number' || note.e < now) return null
    return note.n
  } catch {
    return null
  }
}

export function newReceiptKey(): string {
  return crypto.randomBytes(32).toString('base64url')
}

export function looksLikeReceiptKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

export function hashReceiptKey(key: string): string {
  return crypto.createHash('sha256').update(`premium-receipt:${key}`).digest('hex')
}

/** A payment reference Paystack has not seen: RL-PAY- and 16 random hex digits. */
export function newPaymentReference(): string {
  return `${PAYMENT_REFERENCE_PREFIX}${crypto.randomBytes(8).toString('hex').toUpperCase()}`
}

/** How the webhook tells a premium paid on /pay from an application's first premium. */
export const PAYMENT_REFERENCE_PREFIX = 'RL-PAY-'
