/**
 * What a caller may queue, checked before anything is stored. These are the site's own messages (a
 * feature composes them), so a bad one is a bug in the caller: it throws, and the caller's transaction
 * (the status change the message belongs to) rolls back with it instead of storing a message that can
 * never be delivered.
 */
import { z } from 'zod'

import type { MessageChannel } from '@/lib/outbox/statuses'
import { smsNumber } from '@/lib/sms'

export type QueuedMessage = {
  channel: MessageChannel
  /** An email address, or a Nigerian mobile number in any usual form (stored as 234XXXXXXXXXX). */
  to: string
  /** Email only, and required there. */
  subject?: string
  text: string
  /** Email only. */
  html?: string
  /** The caller's idempotency key, e.g. "claim:42:status:approved:sms": one message per key, ever. */
  key: string
  /** What the message is about, for staff, e.g. "claims:42". */
  related?: string
}

export type PreparedMessage = {
  channel: MessageChannel
  to: string
  subject: string | null
  text: string
  html: string | null
  key: string
  related: string | null
}

export const KEY_MAX = 200
export const SUBJECT_MAX = 300
export const EMAIL_TEXT_MAX = 100_000
export const EMAIL_HTML_MAX = 500_000
/** Four joined SMS parts (153 characters each): longer texts are split too often to arrive in one piece. */
export const SMS_TEXT_MAX = 612

export class MessageError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'MessageError'
  }
}

const emailFormat = z.email()

function text(value: unknown, what: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') throw new MessageError(`The message needs ${what}.`)
  if (value.length > max) throw new MessageError(`The message's ${what} is longer than ${max} characters.`)
  return value
}

function optional(value: unknown, what: string, max: number): string | null {
  return value === undefined || value === null || value === '' ? null : text(value, what, max)
}

/** Checks a message and puts it in the form it is stored in; throws a MessageError naming the problem. */
export function prepareMessage(input: QueuedMessage): PreparedMessage {
  const key = text(input.key, 'a key', KEY_MAX)
  // Keys are compared exactly: no spaces or control characters that would make two look alike.
  if (!/^[\x21-\x7e]+$/.test(key)) throw new MessageError('The message key may hold only visible ASCII characters, no spaces.')
  const related = optional(input.related, 'related note', KEY_MAX)
  if (input.channel === 'email') {
    const to = text(input.to, 'an address', 254).trim()
    if (!emailFormat.safeParse(to).success) throw new MessageError('The email address is not in a valid format.')
    return {
      channel: 'email',
      to,
      // A subject is one line: a line break cannot add a mail header.
      subject: text(input.subject, 'a subject', SUBJECT_MAX).replace(/[\r\n]+/g, ' ').trim(),
      text: text(input.text, 'a text', EMAIL_TEXT_MAX),
      html: optional(input.html, 'HTML', EMAIL_HTML_MAX),
      key,
      related,
    }
  }
  if (input.channel === 'sms') {
    if (input.subject !== undefined || input.html !== undefined) throw new MessageError('An SMS has no subject and no HTML.')
    const to = smsNumber(text(input.to, 'a number', 40))
    if (!to) throw new MessageError('The SMS number is not a Nigerian mobile number.')
    return { channel: 'sms', to, subject: null, text: text(input.text, 'a text', SMS_TEXT_MAX), html: null, key, related }
  }
  throw new MessageError('The channel must be "email" or "sms".')
}
