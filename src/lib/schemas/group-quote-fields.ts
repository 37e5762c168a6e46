/**
 * The group-quote request's fields, words and limits: what the browser needs. No zod here, so a
 * corporate product page's JavaScript stays small; the checks (group-quote.ts) run on the server.
 */
import { HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX } from './enquiry-fields'

export { HONEYPOT_FIELD }

export const GROUP_QUOTE_FIELDS = ['company', 'name', 'email', 'phone', 'staff', 'salary', 'multiple', 'message', 'consent'] as const
export type GroupQuoteField = (typeof GROUP_QUOTE_FIELDS)[number]
export type GroupQuoteErrors = Partial<Record<GroupQuoteField, string>>
export type GroupQuoteValues = Record<Exclude<GroupQuoteField, 'consent'>, string> & { consent: boolean }

export const EMPTY_GROUP_QUOTE: GroupQuoteValues = { company: '', name: '', email: '', phone: '', staff: '', salary: '', multiple: '', message: '', consent: false }

/** Nigeria's Pension Reform Act 2014 asks employers for group life of at least 3 times each employee's annual pay. */
export const COVER_MULTIPLES = [3, 4, 5] as const
export const MIN_STAFF = 3
export const MAX_STAFF = 1_000_000
export const MAX_SALARY = 1e13

export const GROUP_CONSENT_VERSION = '2026-11-22'
export const GROUP_CONSENT_TEXT = 'I agree that Redwood Life may use the details in this form to prepare a quote and contact me about it, as explained in the privacy notice.'

export const GROUP_QUOTE_MESSAGES = {
  company: { required: 'Enter your company’s name', tooLong: `The company name must be ${NAME_MAX * 2} characters or fewer` },
  name: { required: 'Enter your name', tooLong: `Your name must be ${NAME_MAX} characters or fewer` },
  email: { required: 'Enter your email address', invalid: 'Enter an email address in the correct format, like name@company.com' },
  phone: { required: 'Enter your phone number', invalid: 'Enter a Nigerian phone number, like 0803 123 4567 or 01 460 2200' },
  staff: { required: 'Enter how many staff the cover is for', invalid: `Enter a whole number of staff from ${MIN_STAFF} to 1,000,000` },
  salary: { required: 'Enter your staff’s total annual salary', invalid: 'Enter the total annual salary in whole naira, like 120,000,000' },
  multiple: { required: 'Choose how many times annual salary to cover', invalid: 'Choose 3, 4 or 5 times annual salary' },
  message: { tooLong: `The message must be ${MESSAGE_MAX} characters or fewer` },
  consent: { required: 'Tick the box to agree that we may use your details to prepare your quote' },
} as const

/** The form's fields as plain strings (bounded), to show again after an error. */
export function groupQuoteValues(form: FormData): GroupQuoteValues {
  const get = (key: string) => {
    const v = form.get(key)
    return typeof v === 'string' ? v.slice(0, 2000) : ''
  }
  return {
    company: get('company'),
    name: get('name'),
    email: get('email'),
    phone: get('phone'),
    staff: get('staff'),
    salary: get('salary'),
    multiple: get('multiple'),
    message: get('message'),
    consent: form.get('consent') !== null,
  }
}
