/**
 * The online claim (/claims/start): the checks for the server action (the form's plain post and its
 * enhanced post alike), every wrong field with its own plain message. Server only: the browser shares
 * the fields and words (claim-fields.ts), not these checks, so zod stays out of the page's JavaScript.
 */
import { bankByCode, isValidNuban, type BankCode } from '@/lib/claims/banks'
import { CLAIM_TYPES, RELATIONSHIPS, type ClaimType, type Relationship } from '@/lib/claims/types'
import { lagosToday } from '@/lib/text/lagos'

import { CLAIM_MESSAGES, DEATH_CAUSES, type ClaimErrors, type ClaimValues, type DeathCause } from './claim-fields'
import { EMAIL_MAX, formatNigerianPhone, NAME_MAX, NIGERIAN_PHONE } from './enquiry'
import { z } from './zod'

export * from './claim-fields'

/** Nigerian mobile numbers start 070, 080, 081, 090, 091 (after the 0 or +234): the SMS goes there. */
const MOBILE = /^(?:0|\+234)[789][01]\d{8}$/

/** "RL/EDU/00012345": the company's prefix, the plan's three-letter code and an eight-digit serial. */
const POLICY_NUMBER = /^RL\/[A-Z]{3}\/\d{8}$/

export type ClaimInput = {
  claimType: ClaimType
  policyNumber: string | null
  policyholderName: string | null
  policyholderBirthDate: string | null
  /** Only on a death claim: who died, when (YYYY-MM-DD) and of what, as far as the family knows yet. */
  death: { deceasedName: string; dateOfDeath: string; cause: DeathCause } | null
  firstName: string
  lastName: string
  relationship: Relationship
  bank: BankCode
  accountNumber: string
  phone: string
  email: string | null
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')
const oneLine = (v: unknown) => text(v).replace(/\s+/g, ' ').trim()

/** Upper-case, spaces dropped, dashes as slashes: people copy the number in many shapes. */
export function normalisePolicyNumber(value: string): string {
  return value.toUpperCase().replace(/\s+/g, '').replace(/[-\\]/g, '/')
}

export function isValidPolicyNumber(value: string): boolean {
  return POLICY_NUMBER.test(normalisePolicyNumber(value))
}

/** "1965-03-14" (a date field) or "14/03/1965" (typed) → "1965-03-14", if it is a real date from 1900 on. */
export function parseDate(value: string): string | null {
  const trimmed = value.trim()
  let y: number, m: number, d: number
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed)
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed)
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])]
  else return null
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return null
  return date.toISOString().slice(0, 10)
}

/** A real date of birth, not after today: "1965-03-14", or null. */
export function parseBirthDate(value: string, today: Date): string | null {
  const date = parseDate(value)
  return date && date <= lagosToday(today) ? date : null
}

const emailFormat = z.email()

/** Validates the form's values; every field that is wrong gets its own message. */
export function validateClaim(
  values: ClaimValues,
  today = new Date(),
): { ok: true; data: ClaimInput } | { ok: false; errors: ClaimErrors } {
  const errors: ClaimErrors = {}
  const claimType = CLAIM_TYPES.find((t) => t.value === values.claimType)?.value
  if (!claimType) errors.claimType = CLAIM_MESSAGES.claimType

  let policyNumber: string | null = null
  let policyholderName: string | null = null
  let policyholderBirthDate: string | null = null
  if (values.policyKnown === 'yes') {
    const raw = values.policyNumber.trim()
    if (!raw) errors.policyNumber = CLAIM_MESSAGES.policyNumber.required
    else if (!isValidPolicyNumber(raw)) errors.policyNumber = CLAIM_MESSAGES.policyNumber.invalid
    else policyNumber = normalisePolicyNumber(raw)
  } else if (values.policyKnown === 'no') {
    const name = oneLine(values.policyholderName)
    if (!name) errors.policyholderName = CLAIM_MESSAGES.policyholderName.required
    else if ([...name].length > NAME_MAX) errors.policyholderName = CLAIM_MESSAGES.policyholderName.tooLong
    else policyholderName = name
    const born = values.policyholderBirthDate.trim()
    if (!born) errors.policyholderBirthDate = CLAIM_MESSAGES.policyholderBirthDate.required
    else policyholderBirthDate = parseBirthDate(born, today)
    if (born && !policyholderBirthDate) errors.policyholderBirthDate = CLAIM_MESSAGES.policyholderBirthDate.invalid
  } else {
    errors.policyKnown = CLAIM_MESSAGES.policyKnown
  }

  let death: ClaimInput['death'] = null
  if (claimType === 'death') {
    const deceasedName = oneLine(values.deceasedName)
    if (!deceasedName) errors.deceasedName = CLAIM_MESSAGES.deceasedName.required
    else if ([...deceasedName].length > NAME_MAX) errors.deceasedName = CLAIM_MESSAGES.deceasedName.tooLong
    const rawDate = values.dateOfDeath.trim()
    const dateOfDeath = parseDate(rawDate)
    if (!rawDate) errors.dateOfDeath = CLAIM_MESSAGES.dateOfDeath.required
    else if (!dateOfDeath) errors.dateOfDeath = CLAIM_MESSAGES.dateOfDeath.invalid
    else if (dateOfDeath > lagosToday(today)) errors.dateOfDeath = CLAIM_MESSAGES.dateOfDeath.future
    // Only known when the claimant gave it (no policy number); with a number, staff check it against the policy.
    else if (policyholderBirthDate && dateOfDeath < policyholderBirthDate) errors.dateOfDeath = CLAIM_MESSAGES.dateOfDeath.beforeBirth
    const cause = DEATH_CAUSES.find((c) => c.value === values.causeOfDeath)?.value
    if (!cause) errors.causeOfDeath = CLAIM_MESSAGES.causeOfDeath
    if (deceasedName && dateOfDeath && cause) death = { deceasedName, dateOfDeath, cause }
  }

  const firstName = oneLine(values.firstName)
  if (!firstName) errors.firstName = CLAIM_MESSAGES.firstName.required
  else if ([...firstName].length > NAME_MAX) errors.firstName = CLAIM_MESSAGES.firstName.tooLong
  const lastName = oneLine(values.lastName)
  if (!lastName) errors.lastName = CLAIM_MESSAGES.lastName.required
  else if ([...lastName].length > NAME_MAX) errors.lastName = CLAIM_MESSAGES.lastName.tooLong

  const relationship = RELATIONSHIPS.find((r) => r.value === values.relationship)?.value
  if (!relationship) errors.relationship = CLAIM_MESSAGES.relationship

  const bank = bankByCode(values.bank)
  if (!bank) errors.bank = CLAIM_MESSAGES.bank
  const account = values.accountNumber.replace(/[\s-]/g, '')
  if (!account) errors.accountNumber = CLAIM_MESSAGES.accountNumber.required
  else if (!/^\d{10}$/.test(account)) errors.accountNumber = CLAIM_MESSAGES.accountNumber.length
  else if (bank && !isValidNuban(bank.code, account)) errors.accountNumber = CLAIM_MESSAGES.accountNumber.checkDigit

  const phoneRaw = values.phone.trim().replace(/[\s-]/g, '')
  let phone = ''
  if (!phoneRaw) errors.phone = CLAIM_MESSAGES.phone.required
  else if (!NIGERIAN_PHONE.test(phoneRaw)) errors.phone = CLAIM_MESSAGES.phone.invalid
  else if (!MOBILE.test(phoneRaw)) errors.phone = CLAIM_MESSAGES.phone.notMobile
  else phone = formatNigerianPhone(phoneRaw)

  const emailRaw = values.email.trim()
  let email: string | null = null
  if (emailRaw.length > EMAIL_MAX) errors.email = CLAIM_MESSAGES.email.tooLong
  else if (emailRaw && !emailFormat.safeParse(emailRaw).success) errors.email = CLAIM_MESSAGES.email.invalid
  else if (emailRaw) email = emailRaw

  if (!values.consent) errors.consent = CLAIM_MESSAGES.consent

  if (Object.keys(errors).length > 0 || !claimType || !relationship || !bank || (claimType === 'death' && !death)) return { ok: false, errors }
  return {
    ok: true,
    data: {
      claimType,
      policyNumber,
      policyholderName,
      policyholderBirthDate,
      death,
      firstName,
      lastName,
      relationship,
      bank: bank.code,
      accountNumber: account,
      phone,
      email,
    },
  }
}
