/**
 * The online claim's fields, words and limits: the parts of the schema the browser needs. No zod here,
 * so the claim page's JavaScript stays small; the checks (claim.ts) run on the server.
 */
import { EMAIL_MAX, NAME_MAX } from './enquiry-fields'

export const CLAIM_FIELDS = [
  'claimType',
  'policyKnown',
  'policyNumber',
  'policyholderName',
  'policyholderBirthDate',
  'deceasedName',
  'dateOfDeath',
  'causeOfDeath',
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
/** What the claimant typed or chose, as strings (the checkbox as a flag), shown again after an error. */
export type ClaimValues = Record<Exclude<ClaimField, 'consent'>, string> & { consent: boolean }

/** What a death claim asks about the death: the answer decides which reports we may ask for later. */
export const DEATH_CAUSES = [
  { value: 'natural', label: 'Natural causes (an illness or old age)' },
  { value: 'accident', label: 'An accident' },
  { value: 'not-known', label: 'Not known yet' },
] as const
export type DeathCause = (typeof DEATH_CAUSES)[number]['value']

export const deathCauseLabel = (value: string): string => DEATH_CAUSES.find((c) => c.value === value)?.label ?? value

export const CLAIM_CONSENT_VERSION = '2026-11-22'
export const CLAIM_CONSENT_TEXT =
  'I agree that Redwood Life may use these details, and the documents I send, to assess and pay this claim, as explained in the privacy notice.'

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
  deceasedName: {
    required: 'Enter the full name of the person who died',
    tooLong: `Name must be ${NAME_MAX} characters or fewer`,
  },
  dateOfDeath: {
    required: 'Enter the date of death',
    invalid: 'Enter the date of death as day, month and year, like 02/11/2026',
    future: 'The date of death must be today or in the past',
    beforeBirth: 'The date of death must be after the policyholder’s date of birth: check both',
  },
  causeOfDeath: 'Select the cause of death, or “Not known yet”',
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

export const EMPTY_CLAIM_VALUES: ClaimValues = {
  claimType: '',
  policyKnown: '',
  policyNumber: '',
  policyholderName: '',
  policyholderBirthDate: '',
  deceasedName: '',
  dateOfDeath: '',
  causeOfDeath: '',
  firstName: '',
  lastName: '',
  relationship: '',
  bank: '',
  accountNumber: '',
  phone: '',
  email: '',
  consent: false,
}

/** Each text field's longest value kept: a huge post costs nothing later, and is still shown back. */
export const CLAIM_VALUE_MAX = 400

/** Reads the form's fields into plain strings, each bounded (the browser's FormData or the action's). */
export function claimValuesFromFormData(form: FormData): ClaimValues {
  const get = (key: string) => {
    const v = form.get(key)
    return typeof v === 'string' ? v.slice(0, CLAIM_VALUE_MAX) : ''
  }
  return {
    claimType: get('claimType'),
    policyKnown: get('policyKnown'),
    policyNumber: get('policyNumber'),
    policyholderName: get('policyholderName'),
    policyholderBirthDate: get('policyholderBirthDate'),
    deceasedName: get('deceasedName'),
    dateOfDeath: get('dateOfDeath'),
    causeOfDeath: get('causeOfDeath'),
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
