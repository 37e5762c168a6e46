/**
 * The resume link's token and the cookie that says this browser has confirmed the date of birth.
 * The database keeps only a hash of the token, so a copy of the database does not open applications.
 */
import crypto from 'node:crypto'

import { APPLICATION_LIFETIME_DAYS } from './lifetime'

export const RESUME_TOKEN_BYTES = 32
export const SESSION_COOKIE = 'redwood_application'
/** A link lives this long from the start of the application; unfinished applications are then deleted. */
export const APPLICATION_LIFETIME_MS = APPLICATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000
export const MAX_RESUME_FAILURES = 5
export const RESUME_LOCK_MS = 15 * 60 * 1000

export function newResumeToken(): string {
  return crypto.randomBytes(RESUME_TOKEN_BYTES).toString('base64url')
}

export function looksLikeToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex')
}

function mac(secret: string, token: string): string {
  return crypto.createHmac('sha256', secret).update(`application-session:${token}`).digest('base64url')
}

/** The cookie's value: the token with a signature only this server can make. */
export function sessionValue(secret: string, token: string): string {
  return `${token}.${mac(secret, token)}`
}

/** The token a session cookie vouches for, or null when it is missing, malformed or forged. */
export function tokenFromSession(secret: string, value: string | undefined): string | null {
  if (!value) return null
  const dot = value.indexOf('.')
  if (dot < 0) return null
  const token = value.slice(0, dot)
  if (!looksLikeToken(token)) return null
  const given = Buffer.from(value.slice(dot + 1))
  const expected = Buffer.from(mac(secret, token))
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? token : null
}

/** "RL-7K3Q9M2X": short enough to read over the phone, with no 0/O or 1/I to confuse. */
export function newReference(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  const bytes = crypto.randomBytes(8)
  let out = ''
  for (const b of bytes) out += alphabet[b % alphabet.length]
  return `RL-${out}`
}
