/**
 * The contact enquiry: one schema for the browser (before it submits), the server action (no-JS and
 * JS form posts) and the JSON endpoint POST /api/contact.
 *
 * Field names follow the spec's mail-service body: customer, message, firstname, lastname, mobile,
 * email, plus consent. Inputs are `unknown` so that a JSON body of the wrong shape gets a plain
 * message per field instead of zod's generic type errors.
 */
import { z } from './zod'

export const ENQUIRY_FIELDS = ['customer', 'firstname', 'lastname', 'mobile', 'email', 'message', 'consent'] as const
export type EnquiryField = (typeof ENQUIRY_FIELDS)[number]
export type EnquiryErrors = Partial<Record<EnquiryField, string>>

export const MESSAGE_MAX = 500
export const NAME_MAX = 100
export const EMAIL_MAX = 254

/** The form's hidden trap field: people never see it, so anything in it came from a bot. */
export const HONEYPOT_FIELD = 'website'

/**
 * The consent wording shown beside the checkbox. Its version is stored with every enquiry, so we can
 * show which words a visitor agreed to. Change the version whenever the wording changes.
 */
export const CONSENT_VERSION = '2026-11-21'
export const CONSENT_TEXT =
  'I agree that Redwood Life may use the details in this form to reply to my enquiry, as explained in the privacy notice.'

export const ENQUIRY_MESSAGES = {
  customer: { required: 'Please select one', invalid: 'Select Yes or No' },
  message: {
    required: 'Message is required',
    wrongType: 'Message must be text',
    tooLong: `Message must be ${MESSAGE_MAX} characters or fewer`,
  },
  firstname: {
    required: 'Firstname is required',
    wrongType: 'First name must be text',
    tooLong: `First name must be ${NAME_MAX} characters or fewer`,
  },
  lastname: {
    required: 'Lastname is required',
    wrongType: 'Surname must be text',
    tooLong: `Surname must be ${NAME_MAX} characters or fewer`,
  },
  mobile: {
    required: 'Phone number is required',
    wrongType: 'Phone number must be text, like "0803 123 4567"',
    invalid: 'Enter a Nigerian phone number, like 0803 123 4567 or +234 803 123 4567',
  },
  email: {
    required: 'Email is required',
    wrongType: 'Email must be text',
    invalid: 'Enter an email address in the correct format, like name@example.com',
    tooLong: `Email must be ${EMAIL_MAX} characters or fewer`,
  },
  consent: { required: 'Tick the box to agree that we may use your details to reply to you' },
} as const

/** The notice shown while any field is still empty. */
export const FILL_ALL_NOTICE = '*Please fill in all fields'

/** Browsers send line breaks as CR LF; count each as one character, as the visitor sees it. */
function normaliseNewlines(value: string): string {
  return value.replace(/\r\n?/g, '\n')
}

/** Characters as a person counts them (an emoji is one), used by the live counter and the server. */
export function characterCount(value: string): number {
  return [...normaliseNewlines(value)].length
}

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

/** The values a visitor typed, as strings, so a form can show them again after an error. */
export type EnquiryValues = {
  customer: string
  firstname: string
  lastname: string
  mobile: string
  email: string
  message: string
  consent: boolean
}

export const EMPTY_VALUES: EnquiryValues = {
  customer: '',
  firstname: '',
  lastname: '',
  mobile: '',
  email: '',
  message: '',
  consent: false,
}

/** Reads the form's fields (the browser's FormData or a server action's) into plain values. */
export function valuesFromFormData(form: FormData): EnquiryValues {
  const get = (key: string) => {
    const v = form.get(key)
    return typeof v === 'string' ? v : ''
  }
  return {
    customer: get('customer'),
    firstname: get('firstname'),
    lastname: get('lastname'),
    mobile: get('mobile'),
    email: get('email'),
    message: get('message'),
    consent: form.get('consent') !== null,
  }
}

/** True while any field the visitor must fill is still empty (drives the "fill in all fields" notice). */
export function hasMissingField(values: EnquiryValues): boolean {
  return (
    !values.consent ||
    [values.customer, values.firstname, values.lastname, values.mobile, values.email, values.message].some(
      (v) => v.trim() === '',
    )
  )
}
