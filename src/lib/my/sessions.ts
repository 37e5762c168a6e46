/**
 * Policyholders' sessions (decision 042): a random token in the browser's cookie, a keyed hash of it in
 * `policyholder-sessions`. A session ends SESSION_IDLE_MINUTES after its last page, and
 * SESSION_MAX_HOURS after the sign-in whatever happens; signing out ends every session of that phone or
 * email. The cookie glue is session.server.ts; this module is the rules and the rows.
 */
import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import { keyedHash } from '@/lib/one-time-code'
import { contactOf, type Contact } from '@/lib/privacy/requests/contact'

import { SESSION_IDLE_MINUTES, SESSION_MAX_HOURS } from './rules'

const COLLECTION = 'policyholder-sessions'
const IDLE_MS = SESSION_IDLE_MINUTES * 60_000
/** A page within this long of the last one does not write the time again (fewer writes, same rule within a minute). */
const TOUCH_MS = 60_000

export type MySession = { id: number; contact: Contact; startedAt: string }

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/
const tokenHash = (token: string) => keyedHash('my-session', token)

/** The stored contact ("2348031234567" or an email) as a Contact. */
export const storedContact = (stored: string): Contact | null => contactOf(/^234\d{10}$/.test(stored) ? `+${stored}` : stored)

/** Starts a session for a proved phone or email; returns the token for the cookie. */
export async function openSession(payload: Payload, contact: Contact, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await payload.create({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    data: {
      tokenHash: tokenHash(token),
      contact: contact.canonical,
      contactKind: contact.kind,
      lastSeenAt: now.toISOString(),
      expiresAt: new Date(now.getTime() + SESSION_MAX_HOURS * 3_600_000).toISOString(),
    },
  })
  return token
}

/** The live session behind a token (its last use moved to now), or null. An ended session's row is removed. */
export async function sessionFor(payload: Payload, token: string | null | undefined, now = new Date()): Promise<MySession | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null
  const found = await payload.find({ collection: COLLECTION, where: { tokenHash: { equals: tokenHash(token) } }, limit: 1, depth: 0, overrideAccess: true })
  const row = found.docs[0]
  if (!row) return null
  const lastSeen = Date.parse(row.lastSeenAt)
  const contact = storedContact(row.contact)
  if (!contact || !(Date.parse(row.expiresAt) > now.getTime()) || !(lastSeen + IDLE_MS > now.getTime())) {
    await payload.delete({ collection: COLLECTION, id: row.id, overrideAccess: true, depth: 0 })
    return null
  }
  if (now.getTime() - lastSeen >= TOUCH_MS) await payload.update({ collection: COLLECTION, id: row.id, overrideAccess: true, depth: 0, data: { lastSeenAt: now.toISOString() } })
  return { id: row.id, contact, startedAt: row.createdAt }
}

/** Ends every session of this phone or email (sign out everywhere). Returns how many ended. */
export async function endSessions(payload: Payload, contact: Contact): Promise<number> {
  const result = await payload.delete({ collection: COLLECTION, where: { contact: { equals: contact.canonical } }, overrideAccess: true, depth: 0 })
  return result.docs.length
}

/** Removes ended sessions and spent or dead codes (the upkeep job). */
export async function dropEndedSessions(payload: Payload, now = new Date()): Promise<void> {
  const idleSince = new Date(now.getTime() - IDLE_MS).toISOString()
  await payload.delete({
    collection: COLLECTION,
    where: { or: [{ expiresAt: { less_than_equal: now.toISOString() } }, { lastSeenAt: { less_than_equal: idleSince } }] },
    overrideAccess: true,
    depth: 0,
  })
  await payload.delete({ collection: 'policyholder-codes', where: { codeExpiresAt: { less_than_equal: new Date(now.getTime() - 24 * 3_600_000).toISOString() } }, overrideAccess: true, depth: 0 })
}
