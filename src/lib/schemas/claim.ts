/**
 * The online claim (/claims/start): one schema for the server action (the form's plain post and its
 * enhanced post alike). Inputs are `unknown` so any body gets a plain message per field.
 */
import { bankByCode, isValidNuban, type BankCode } from '@/lib/claims/banks'
import { CLAIM_TYPES, RELATIONSHIPS, type ClaimType, type Relationship } from '@/lib/claims/types'

import { EMAIL_MAX, formatNigerianPhone, NAME_MAX, NIGERIAN_PHONE } from './enquiry'
import { z } from './zod'

export const CLAIM_FIELDS = [
  'claimType',
  'policyKnown',
  'policyNumber',
  'policyholderName',
  'policyholderBirthDate',
  'firstName',
  'lastName',
  'relationship',
  'bank',
  'accountNumber',
  'phone',
  'email',
  'consent',
] as const
export type ClaimField = (typeof CLAIM_FIELDS)[number]
export type ClaimErrors = Partial<Record<ClaimField, string>>
export type ClaimValues = Record<Exclude<ClaimField, 'consent'>, string> & { consent: boolean }

export const CLAIM_CONSENT_VERSION = '2026-11-22'
export const CLAIM_CONSENT_TEXT =
  'I agree that Redwood Life may use these details, and the documents I send, to assess and pay this claim, as explained in the privacy notice.'

/** Nigerian mobile numbers start 070, 080, 081, 090, 091 (after the 0 or +234): the SMS goes there. */
const MOBILE = /^(?:0|\+234)[789][01]\d{8}$/

/** "RL/EDU/00012345": the company's prefix, the plan's three-letter code and an eight-digit serial. */
const POLICY_NUMBER = /^RL\/[A-Z]{3}\/\d{8}$/

export const CLAIM_MESSAGES = {
  claimType: 'Select what you are claiming for',
  policyKnown: 'Say whether you know the policy number',
  policyNumber: {
    required: 'Enter the policy number, or choose “I don’t know the policy number”',
    invalid: 'Enter the policy number as it is printed on the policy, like RL/EDU/00012345',
  },
  policyholderName: { required: 'Enter the policyholder’s full name', tooLong: `Name must be ${NAME_MAX} characters or fewer` },
  policyholderBirthDate: {
    required: 'Enter the policyholder’s date of birth',
    invalid: 'Enter a real date of birth in the past, like 14/03/1965',
  },
  firstName: { required: 'Enter your first name', tooLong: `First name must be ${NAME_MAX} characters or fewer` },
  lastName: { required: 'Enter your surname', tooLong: `Surname must be ${NAME_MAX} characters or fewer` },
  relationship: 'Select your relationship to the policyholder',
  bank: 'Select the bank from the list',
  accountNumber: {
    required: 'Enter the 10-digit account number (NUBAN)',
    length: 'An account number (NUBAN) has exactly 10 digits',
    checkDigit: 'This account number does not match the bank chosen: check both',
  },
  phone: {
    required: 'Enter a phone number we can call or text',
    invalid: 'Enter a Nigerian phone number, like 0803 123 4567 or +234 803 123 4567',
    notMobile: 'Enter a mobile number we can text, like 0803 123 4567: we send each update by SMS',
  },
  email: {
    invalid: 'Enter an email address in the correct format, like name@example.com',
    tooLong: `Email must be ${EMAIL_MAX} characters or fewer`,
  },
  consent: 'Tick the box to agree that we may use your details for this claim',
} as const

export type ClaimInput = {
  claimType: ClaimType
  policyNumber: string | null
  policyholderName: string | null
  policyholderBirthDate: string | null
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

/** "1965-03-14" (a date field) or "14/03/1965" (typed) → "1965-03-14", if it is a real past date. */
export function parseBirthDate(value: string, today: Date): string | null {
  const trimmed = value.trim()
  let y: number, m: number, d: number
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(trimmed)
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed)
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])]
  else return null
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  if (y < 1900 || date.getTime() > today.getTime()) return null
  return date.toISOString().slice(0, 10)
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

  if (Object.keys(errors).length > 0 || !claimType || !relationship || !bank) return { ok: false, errors }
  return {
    ok: true,
    data: {
      claimType,
      policyNumber,
      policyholderName,
      policyholderBirthDate,
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

export const EMPTY_CLAIM_VALUES: ClaimValues = {
  claimType: '',
  policyKnown: '',
  policyNumber: '',
  policyholderName: '',
  policyholderBirthDate: '',
  firstName: '',
  lastName: '',
  relationship: '',
  bank: '',
  accountNumber: '',
  phone: '',
  email: '',
  consent: false,
}

/** Reads the form's fields into plain strings, each bounded, so a huge post costs nothing later. */
export function claimValuesFromFormData(form: FormData): ClaimValues {
  const get = (key: string) => {
    const v = form.get(key)
    return typeof v === 'string' ? v.slice(0, 400) : ''
  }
  return {
    claimType: get('claimType'),
    policyKnown: get('policyKnown'),
    policyNumber: get('policyNumber'),
    policyholderName: get('policyholderName'),
    policyholderBirthDate: get('policyholderBirthDate'),
    firstName: get('firstName'),
    lastName: get('lastName'),
    relationship: get('relationship'),
    bank: get('bank'),
    accountNumber: get('accountNumber'),
    phone: get('phone'),
    email: get('email'),
    consent: form.get('consent') !== null,
  }
}
