/**
 * The complaint form's fields, words and limits (/complaints/new): the parts the browser needs. No zod
 * here, so the page's JavaScript stays small; the checks (complaint.ts) run on the server.
 */
import { COMPLAINT_TOPICS } from '@/lib/complaints/types'

export const COMPLAINT_FIELDS = ['about', 'reference', 'details', 'outcome', 'firstName', 'lastName', 'phone', 'email', 'consent'] as const
export type ComplaintField = (typeof COMPLAINT_FIELDS)[number]
export type ComplaintErrors = Partial<Record<ComplaintField, string>>

export const DETAILS_MAX = 2000
export const OUTCOME_MAX = 1000
export const REFERENCE_MAX = 40
export const COMPLAINT_NAME_MAX = 100

export { COMPLAINT_TOPICS }

/** The consent sentence beside the box; its version is stored with each complaint. Change both together. */
export const COMPLAINT_CONSENT_VERSION = '2026-11-26'
export const COMPLAINT_CONSENT_TEXT =
  'I agree that Redwood Life may use the details in this form to look into my complaint and reply to me, as explained in the privacy notice.'

export const COMPLAINT_MESSAGES = {
  about: { required: 'Choose what your complaint is about' },
  reference: { tooLong: `Enter the policy or claim reference in ${REFERENCE_MAX} characters or fewer`, invalid: 'Enter the reference using letters, numbers, slashes and dashes only, like RL/FEP/00031337' },
  details: { required: 'Tell us what happened', tooLong: `Tell us what happened in ${DETAILS_MAX} characters or fewer` },
  outcome: { required: 'Tell us what you would like us to do', tooLong: `Tell us what you would like us to do in ${OUTCOME_MAX} characters or fewer` },
  firstName: { required: 'Enter your first name', tooLong: `Enter your first name in ${COMPLAINT_NAME_MAX} characters or fewer` },
  lastName: { required: 'Enter your surname', tooLong: `Enter your surname in ${COMPLAINT_NAME_MAX} characters or fewer` },
  phone: {
    required: 'Enter your mobile number',
    invalid: 'Enter a Nigerian mobile number, like 0803 123 4567',
    notMobile: 'Enter a mobile number we can text, like 0803 123 4567: we send your reference by SMS',
  },
  email: { invalid: 'Enter an email address in the correct format, like name@example.com', tooLong: 'Enter an email address of 254 characters or fewer' },
  consent: { required: 'Tick the box to agree that we may use your details to look into your complaint' },
} as const

export type ComplaintValues = {
  about: string
  reference: string
  details: string
  outcome: string
  firstName: string
  lastName: string
  phone: string
  email: string
  consent: boolean
}

export const EMPTY_COMPLAINT: ComplaintValues = {
  about: '',
  reference: '',
  details: '',
  outcome: '',
  firstName: '',
  lastName: '',
  phone: '',
  email: '',
  consent: false,
}

/** Reads the form's fields into plain values (at most 5,000 characters each: anything longer is refused anyway). */
export function complaintValuesFromFormData(form: FormData): ComplaintValues {
  const get = (key: ComplaintField) => {
    const v = form.get(key)
    return typeof v === 'string' ? v.slice(0, 5000) : ''
  }
  return {
    about: get('about'),
    reference: get('reference'),
    details: get('details'),
    outcome: get('outcome'),
    firstName: get('firstName'),
    lastName: get('lastName'),
    phone: get('phone'),
    email: get('email'),
    consent: form.get('consent') !== null,
  }
}
