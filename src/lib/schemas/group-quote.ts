/**
 * The group-quote request (group life for an employer): one schema for the browser, the server action
 * and the no-JavaScript post. Inputs are `unknown` so a post of the wrong shape gets a plain message
 * per field. No price is shown: group cover is priced per employer, so the request goes to a person.
 */
import { characterCount, EMAIL_MAX, formatNigerianPhone, HONEYPOT_FIELD, MESSAGE_MAX, NAME_MAX } from './enquiry'
import { z } from './zod'

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

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
}

type Ctx = { addIssue: (issue: { code: 'custom'; message: string }) => void }
function fail(ctx: Ctx, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER as never
}

function line(messages: { required: string; tooLong: string }, max: number) {
  return z.unknown().transform((v, ctx): string => {
    if (isBlank(v) || typeof v !== 'string') return fail(ctx, messages.required)
    const value = v.replace(/\s+/g, ' ').trim()
    if (characterCount(value) > max) return fail(ctx, messages.tooLong)
    return value
  })
}

/** A whole number typed with or without grouping ("120,000,000"), within [min, max]; null otherwise. */
export function wholeNumber(v: unknown, min: number, max: number): number | null {
  if (typeof v === 'number') return Number.isInteger(v) && v >= min && v <= max ? v : null
  if (typeof v !== 'string') return null
  const digits = v.trim().replace(/^₦/, '').replace(/[,\s]/g, '')
  if (!/^\d{1,16}$/.test(digits)) return null
  const n = Number(digits)
  return n >= min && n <= max ? n : null
}

const PHONE = /^(?:0[1-9]\d{9}|\+234[1-9]\d{9}|0[1-9]\d{7,8})$/
const emailFormat = z.email()

export const groupQuoteSchema = z.object({
  company: line(GROUP_QUOTE_MESSAGES.company, NAME_MAX * 2),
  name: line(GROUP_QUOTE_MESSAGES.name, NAME_MAX),
  email: z.unknown().transform((v, ctx): string => {
    const m = GROUP_QUOTE_MESSAGES.email
    if (isBlank(v) || typeof v !== 'string') return fail(ctx, m.required)
    const value = v.trim()
    if (value.length > EMAIL_MAX || !emailFormat.safeParse(value).success) return fail(ctx, m.invalid)
    return value
  }),
  phone: z.unknown().transform((v, ctx): string => {
    const m = GROUP_QUOTE_MESSAGES.phone
    if (isBlank(v) || typeof v !== 'string') return fail(ctx, m.required)
    const compact = v.trim().replace(/[\s()-]/g, '')
    if (!PHONE.test(compact)) return fail(ctx, m.invalid)
    // Mobiles in the site's one layout; a Lagos landline (01 …) as typed, without the punctuation.
    return compact.length === 11 || compact.startsWith('+') ? formatNigerianPhone(compact) : compact
  }),
  staff: z.unknown().transform((v, ctx): number => {
    const m = GROUP_QUOTE_MESSAGES.staff
    if (isBlank(v)) return fail(ctx, m.required)
    return wholeNumber(v, MIN_STAFF, MAX_STAFF) ?? fail(ctx, m.invalid)
  }),
  salary: z.unknown().transform((v, ctx): number => {
    const m = GROUP_QUOTE_MESSAGES.salary
    if (isBlank(v)) return fail(ctx, m.required)
    return wholeNumber(v, 1, MAX_SALARY) ?? fail(ctx, m.invalid)
  }),
  multiple: z.unknown().transform((v, ctx): number => {
    const m = GROUP_QUOTE_MESSAGES.multiple
    if (isBlank(v)) return fail(ctx, m.required)
    const n = wholeNumber(v, 0, 100)
    return n !== null && (COVER_MULTIPLES as readonly number[]).includes(n) ? n : fail(ctx, m.invalid)
  }),
  message: z.unknown().transform((v, ctx): string => {
    if (isBlank(v) || typeof v !== 'string') return ''
    const value = v.replace(/\r\n?/g, '\n').trim()
    if (characterCount(value) > MESSAGE_MAX) return fail(ctx, GROUP_QUOTE_MESSAGES.message.tooLong)
    return value
  }),
  consent: z.unknown().transform((v, ctx): true => {
    const agreed = v === true || (typeof v === 'string' && ['on', 'yes', 'true'].includes(v.trim().toLowerCase()))
    return agreed ? true : fail(ctx, GROUP_QUOTE_MESSAGES.consent.required)
  }),
})

export type GroupQuoteInput = z.output<typeof groupQuoteSchema>

export function validateGroupQuote(input: unknown): { ok: true; data: GroupQuoteInput } | { ok: false; errors: GroupQuoteErrors } {
  const source = input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {}
  // The message is optional: an absent one is an empty one (zod would call a missing key an error).
  const parsed = groupQuoteSchema.safeParse({ message: '', ...source })
  if (parsed.success) return { ok: true, data: parsed.data }
  const errors: GroupQuoteErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (GROUP_QUOTE_FIELDS as readonly string[]).includes(field)) errors[field as GroupQuoteField] ??= issue.message
  }
  return { ok: false, errors }
}

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
