/**
 * The group-quote request (group life for an employer): one schema for the server action (with or
 * without JavaScript); the browser shares only its fields and words (group-quote-fields.ts). Inputs are `unknown` so a post of the wrong shape gets a plain message
 * per field. No price is shown: group cover is priced per employer, so the request goes to a person.
 */
import { characterCount, EMAIL_MAX, formatNigerianPhone, MESSAGE_MAX, NAME_MAX } from './enquiry'
import {
  COVER_MULTIPLES,
  GROUP_QUOTE_FIELDS,
  GROUP_QUOTE_MESSAGES,
  MAX_SALARY,
  MAX_STAFF,
  MIN_STAFF,
  type GroupQuoteErrors,
  type GroupQuoteField,
} from './group-quote-fields'
import { z } from './zod'

export * from './group-quote-fields'

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

