import { CODE_MESSAGES, readCode } from '@/lib/one-time-code/read'

import { contactOf, type Contact } from './contact'
import { isPrivacyRequestKind, type PrivacyRequestKind } from './types'

/** What the request form sends, as typed. */
export type PrivacyRequestValues = { kind: string; contact: string; details: string }
export type PrivacyRequestErrors = Partial<Record<keyof PrivacyRequestValues, string>>
export const EMPTY_PRIVACY_REQUEST: PrivacyRequestValues = { kind: '', contact: '', details: '' }

export const DETAILS_MAX = 1000

export const PRIVACY_REQUEST_MESSAGES = {
  kind: 'Choose what you would like us to do',
  contact: {
    required: 'Enter the mobile number or email address you used with us',
    invalid: 'Enter a Nigerian mobile number, like 0803 123 4567, or an email address, like name@example.com',
  },
  details: {
    required: 'Tell us what is wrong and what it should say',
    tooLong: `Keep it to ${DETAILS_MAX} characters or fewer`,
  },
  code: CODE_MESSAGES,
} as const

export type CheckedPrivacyRequest = { kind: PrivacyRequestKind; contact: Contact; details: string }

/** Checks the form on the server: a message per field, or the request to store. */
export function validatePrivacyRequest(input: PrivacyRequestValues): { ok: true; data: CheckedPrivacyRequest } | { ok: false; errors: PrivacyRequestErrors } {
  const errors: PrivacyRequestErrors = {}
  const kind = input.kind.trim()
  if (!isPrivacyRequestKind(kind)) errors.kind = PRIVACY_REQUEST_MESSAGES.kind
  const contactText = input.contact.trim()
  const contact = contactText ? contactOf(contactText) : null
  if (!contactText) errors.contact = PRIVACY_REQUEST_MESSAGES.contact.required
  else if (!contact) errors.contact = PRIVACY_REQUEST_MESSAGES.contact.invalid
  const details = input.details.replace(/\r\n?/g, '\n').trim()
  if (details.length > DETAILS_MAX) errors.details = PRIVACY_REQUEST_MESSAGES.details.tooLong
  else if (kind === 'correct' && !details) errors.details = PRIVACY_REQUEST_MESSAGES.details.required
  if (Object.keys(errors).length > 0 || !isPrivacyRequestKind(kind) || !contact) return { ok: false, errors }
  return { ok: true, data: { kind, contact, details } }
}

/** A code as typed ("123 456", "123456") to its 6 digits, or a message (the one-time codes' rule). */
export const checkCode = readCode
