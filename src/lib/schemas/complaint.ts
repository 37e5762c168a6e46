/**
 * The complaint form's checks (/complaints/new), for its server action (the plain post and the enhanced
 * post alike): every wrong field with its own plain message. Server only: the browser shares the fields
 * and words (complaint-fields.ts), not these checks.
 */
import { isComplaintTopic, type ComplaintTopic } from '@/lib/complaints/types'

import {
  COMPLAINT_MESSAGES,
  COMPLAINT_NAME_MAX,
  DETAILS_MAX,
  OUTCOME_MAX,
  REFERENCE_MAX,
  type ComplaintErrors,
  type ComplaintValues,
} from './complaint-fields'
import { characterCount, EMAIL_MAX, formatNigerianPhone, NIGERIAN_PHONE, normaliseNewlines } from './enquiry'
import { z } from './zod'

export * from './complaint-fields'

/** Nigerian mobile numbers start 070, 080, 081, 090, 091 (after the 0 or +234): the acknowledgement goes there by SMS. */
const MOBILE = /^(?:0|\+234)[789][01]\d{8}$/
const POLICY_OR_CLAIM = /^[A-Z0-9][A-Z0-9/ -]*$/
const emailFormat = z.email()

export type ComplaintInput = {
  about: ComplaintTopic
  reference: string | null
  details: string
  outcome: string
  firstName: string
  lastName: string
  phone: string
  email: string | null
}

export type ComplaintResult = { ok: true; data: ComplaintInput } | { ok: false; errors: ComplaintErrors }

const text = (v: unknown) => (typeof v === 'string' ? v : '')
const oneLine = (v: unknown) => text(v).replace(/\s+/g, ' ').trim()
const paragraph = (v: unknown) => normaliseNewlines(text(v)).trim()

export function validateComplaint(values: ComplaintValues): ComplaintResult {
  const errors: ComplaintErrors = {}
  const m = COMPLAINT_MESSAGES

  const about = oneLine(values.about)
  if (!isComplaintTopic(about)) errors.about = m.about.required

  const reference = oneLine(values.reference).toUpperCase()
  if (characterCount(reference) > REFERENCE_MAX) errors.reference = m.reference.tooLong
  else if (reference && !POLICY_OR_CLAIM.test(reference)) errors.reference = m.reference.invalid

  const details = paragraph(values.details)
  if (!details) errors.details = m.details.required
  else if (characterCount(details) > DETAILS_MAX) errors.details = m.details.tooLong

  const outcome = paragraph(values.outcome)
  if (!outcome) errors.outcome = m.outcome.required
  else if (characterCount(outcome) > OUTCOME_MAX) errors.outcome = m.outcome.tooLong

  const firstName = oneLine(values.firstName)
  if (!firstName) errors.firstName = m.firstName.required
  else if (characterCount(firstName) > COMPLAINT_NAME_MAX) errors.firstName = m.firstName.tooLong
  const lastName = oneLine(values.lastName)
  if (!lastName) errors.lastName = m.lastName.required
  else if (characterCount(lastName) > COMPLAINT_NAME_MAX) errors.lastName = m.lastName.tooLong

  const phone = text(values.phone).trim().replace(/[\s()-]/g, '')
  if (!phone) errors.phone = m.phone.required
  else if (!NIGERIAN_PHONE.test(phone)) errors.phone = m.phone.invalid
  else if (!MOBILE.test(phone)) errors.phone = m.phone.notMobile

  const email = text(values.email).trim()
  if (email.length > EMAIL_MAX) errors.email = m.email.tooLong
  else if (email && !emailFormat.safeParse(email).success) errors.email = m.email.invalid

  if (values.consent !== true) errors.consent = m.consent.required

  if (Object.keys(errors).length > 0 || !isComplaintTopic(about)) return { ok: false, errors }
  return {
    ok: true,
    data: {
      about,
      reference: reference || null,
      details,
      outcome,
      firstName,
      lastName,
      phone: formatNigerianPhone(phone),
      email: email ? email.toLowerCase() : null,
    },
  }
}
