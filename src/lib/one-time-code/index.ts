/**
 * One-time codes sent to a phone or email to prove a person controls it: the data-protection requests
 * (/privacy/request) and the policyholders' sign-in and contact changes (/my) share this. A code is 6
 * digits; only a keyed hash of it is stored (tied to its record and purpose, so a hash is useless
 * anywhere else); it works until its expiry for a fixed number of tries, then it is dead. Pure apart
 * from the secret and the random source.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'

import { env } from '@/lib/env'

/** Wrong tries before a code is dead. */
export const CODE_TRIES = 5

/** A keyed hash (HMAC-SHA-256 under the site's secret) of `value`, for `purpose`. */
export const keyedHash = (purpose: string, value: string): string => createHmac('sha256', env.payloadSecret).update(`${purpose}:${value}`).digest('hex')

/** Compares two hex hashes in constant time. */
export const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** A new 6-digit code. */
export const newCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** The stored form of `code` for one record of one purpose ("privacy-code", "my-sign-in"...). */
export const codeHash = (purpose: string, id: number | string, code: string): string => keyedHash(`${purpose}:${id}`, code)

export { CODE_MESSAGES, readCode } from './read'

/** What a record holds about its code. */
export type StoredCode = { hash?: string | null; expiresAt?: string | null; tries?: number | null }

/**
 * Judges a typed code against the stored one: `right`; `wrong` with the tries left (the caller stores
 * `tries`); or `dead` (no code, run out, spent, or tried too often; a wrong try that uses the last one is
 * `dead` too, with `tries` to store).
 */
export function judgeCode(
  stored: StoredCode,
  typed: string,
  { purpose, id, now, maxTries = CODE_TRIES }: { purpose: string; id: number | string; now: Date; maxTries?: number },
): { kind: 'right' } | { kind: 'wrong'; tries: number; triesLeft: number } | { kind: 'dead'; tries?: number } {
  const tries = stored.tries ?? 0
  if (!stored.hash || !stored.expiresAt || !(Date.parse(stored.expiresAt) > now.getTime()) || tries >= maxTries) return { kind: 'dead' }
  if (sameHash(codeHash(purpose, id, typed), stored.hash)) return { kind: 'right' }
  const after = tries + 1
  return after >= maxTries ? { kind: 'dead', tries: after } : { kind: 'wrong', tries: after, triesLeft: maxTries - after }
}
