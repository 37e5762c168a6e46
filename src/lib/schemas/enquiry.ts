/**
 * The contact enquiry: one schema for the server action (no-JS and JS form posts) and the JSON
 * endpoint POST /api/contact; the browser shares its fields and words (enquiry-fields.ts).
 *
 * Field names follow the spec's mail-service body: customer, message, firstname, lastname, mobile,
 * email, plus consent. Inputs are `unknown` so that a JSON body of the wrong shape gets a plain
 * message per field instead of zod's generic type errors.
 */
import {
  characterCount,
  EMAIL_MAX,
  ENQUIRY_FIELDS,
  ENQUIRY_MESSAGES,
  MESSAGE_MAX,
  NAME_MAX,
  normaliseNewlines,
  type EnquiryErrors,
  type EnquiryField,
} from './enquiry-fields'
import { z } from './zod'

export * from './enquiry-fields'

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
}

type Issue = { addIssue: (issue: { code: 'custom'; message: string }) => void }

function fail(ctx: Issue, message: string): never {
  ctx.addIssue({ code: 'custom', message })
  return z.NEVER as never
}

function name(messages: { required: string; wrongType: string; tooLong: string }) {
  return z.unknown().transform((v, ctx): string => {
    if (isBlank(v)) return fail(ctx, messages.required)
    if (typeof v !== 'string') return fail(ctx, messages.wrongType)
    // Names are one line: line breaks and runs of spaces become one space.
    const value = v.replace(/\s+/g, ' ').trim()
    if (characterCount(value) > NAME_MAX) return fail(ctx, messages.tooLong)
    return value
  })
}

export const NIGERIAN_PHONE = /^(?:0[1-9]\d{9}|\+234[1-9]\d{9})$/

/** "0803 123 4567" / "+234 803 123 4567": one layout for every stored number, easy to read back. */
export function formatNigerianPhone(compact: string): string {
  if (compact.startsWith('+234')) {
    const n = compact.slice(4)
    return `+234 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`
  }
  return `${compact.slice(0, 4)} ${compact.slice(4, 7)} ${compact.slice(7)}`
}

const emailFormat = z.email()

export const enquirySchema = z.object({
  customer: z.unknown().transform((v, ctx): 'yes' | 'no' => {
    if (isBlank(v)) return fail(ctx, ENQUIRY_MESSAGES.customer.required)
    const answer = typeof v === 'string' ? v.trim().toLowerCase() : null
    if (answer !== 'yes' && answer !== 'no') return fail(ctx, ENQUIRY_MESSAGES.customer.invalid)
    return answer
  }),
  firstname: name(ENQUIRY_MESSAGES.firstname),
  lastname: name(ENQUIRY_MESSAGES.lastname),
  mobile: z.unknown().transform((v, ctx): string => {
    const m = ENQUIRY_MESSAGES.mobile
    if (isBlank(v)) return fail(ctx, m.required)
    if (typeof v !== 'string') return fail(ctx, m.wrongType)
    // Spaces (and the dashes people often type) are allowed between digits.
    const compact = v.trim().replace(/[\s-]/g, '')
    if (!NIGERIAN_PHONE.test(compact)) return fail(ctx, m.invalid)
    return formatNigerianPhone(compact)
  }),
  email: z.unknown().transform((v, ctx): string => {
    const m = ENQUIRY_MESSAGES.email
    if (isBlank(v)) return fail(ctx, m.required)
    if (typeof v !== 'string') return fail(ctx, m.wrongType)
    const value = v.trim()
    if (value.length > EMAIL_MAX) return fail(ctx, m.tooLong)
    if (!emailFormat.safeParse(value).success) return fail(ctx, m.invalid)
    return value
  }),
  message: z.unknown().transform((v, ctx): string => {
    const m = ENQUIRY_MESSAGES.message
    if (isBlank(v)) return fail(ctx, m.required)
    if (typeof v !== 'string') return fail(ctx, m.wrongType)
    const value = normaliseNewlines(v).trim()
    if (characterCount(value) > MESSAGE_MAX) return fail(ctx, m.tooLong)
    return value
  }),
  consent: z.unknown().transform((v, ctx): true => {
    const agreed = v === true || (typeof v === 'string' && ['on', 'yes', 'true'].includes(v.trim().toLowerCase()))
    if (!agreed) return fail(ctx, ENQUIRY_MESSAGES.consent.required)
    return true
  }),
})

export type EnquiryInput = z.output<typeof enquirySchema>
export type EnquiryResult = { ok: true; data: EnquiryInput } | { ok: false; errors: EnquiryErrors }

/** Validates anything (a JSON body, the form's values); anything but an object counts as empty. */
export function validateEnquiry(input: unknown): EnquiryResult {
  const source = input !== null && typeof input === 'object' && !Array.isArray(input) ? input : {}
  const parsed = enquirySchema.safeParse(source)
  if (parsed.success) return { ok: true, data: parsed.data }
  const errors: EnquiryErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && (ENQUIRY_FIELDS as readonly string[]).includes(field)) {
      errors[field as EnquiryField] ??= issue.message
    }
  }
  return { ok: false, errors }
}

