/**
 * Request schemas for quotes (zod 4).
 *
 * 1. `quoteBodySchema` / `parseQuoteBody`: the plan service's JSON body
 *    { premiumFrequency, planDuration, planId, birthDate: 'dd/mm/yyyy',
 *      regularPremium?, sumAssured? }.
 *    The amount may arrive under either name on either endpoint; numeric
 *    strings are accepted. The parsed value carries a single `amount`.
 * 2. `quoteFormSchema(options)` / `parseQuoteForm`: the calculator card.
 */
import { asWritten, type Translate } from '../i18n/words'
import { z } from './zod'
import { DOB_FORMAT_MESSAGE, compareCalendarDates, lagosCalendarDate, parseDdMmYyyy, parseIsoDate } from '../quote/dates'
import { FREQUENCY_CODES, normalizeFrequency, type FrequencyCode } from '../quote/frequency'

export const MAX_AMOUNT = 1e12

// ---------------------------------------------------------------------------
// Shared pieces

function isBlank(v: unknown): boolean {
  return v === undefined || v === null || (typeof v === 'string' && v.trim() === '')
}

/** Turn a JSON number or a plain numeric string into a number; anything else → NaN. */
function toNumber(v: unknown): number {
  if (typeof v === 'number') return v
  if (typeof v === 'string' && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(v)) return Number(v)
  return Number.NaN
}

/** A whole number of naira, 0..1e12, from a number or numeric string. */
function amountField(name: string) {
  return z.unknown().transform((v, ctx): number | undefined => {
    if (isBlank(v)) return undefined
    const n = toNumber(v)
    let message: string | null = null
    if (Number.isNaN(n)) message = `${name} must be a whole number of naira, for example 250000.`
    else if (!Number.isFinite(n) || n > MAX_AMOUNT) message = `${name} is too large; the most we accept is 1,000,000,000,000.`
    else if (n < 0) message = `${name} can't be negative.`
    else if (!Number.isInteger(n)) message = `${name} must be a whole number of naira, without kobo.`
    if (message !== null) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return n
  })
}

// ---------------------------------------------------------------------------
// 1. HTTP body

export const quoteBodySchema = z
  .object({
    premiumFrequency: z.unknown().transform((v, ctx): FrequencyCode => {
      const code = normalizeFrequency(v)
      if (code === null) {
        ctx.addIssue({
          code: 'custom',
          message: isBlank(v)
            ? 'premiumFrequency is required.'
            : `premiumFrequency must be one of ${FREQUENCY_CODES.join(', ')}.`,
        })
        return z.NEVER
      }
      return code
    }),
    planDuration: z.unknown().transform((v, ctx): number => {
      const n = isBlank(v) ? Number.NaN : toNumber(v)
      if (!Number.isInteger(n) || n < 1 || n > 100) {
        ctx.addIssue({
          code: 'custom',
          message: isBlank(v) ? 'planDuration is required.' : 'planDuration must be a whole number of years, for example 10.',
        })
        return z.NEVER
      }
      return n
    }),
    planId: z.unknown().transform((v, ctx): string => {
      const s = typeof v === 'number' && Number.isInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : ''
      if (s === '' || s.length > 100) {
        ctx.addIssue({ code: 'custom', message: isBlank(v) ? 'planId is required.' : 'planId must be a plan code such as "RL-EDU".' })
        return z.NEVER
      }
      return s
    }),
    birthDate: z.unknown().transform((v, ctx): string => {
      const s = typeof v === 'string' ? v.trim() : ''
      const parsed = parseDdMmYyyy(s)
      if (!parsed.ok) {
        ctx.addIssue({
          code: 'custom',
          message: isBlank(v)
            ? 'birthDate is required. ' + DOB_FORMAT_MESSAGE
            : parsed.reason === 'impossible'
              ? `birthDate ${s} is not a real date. Check the day and month.`
              : DOB_FORMAT_MESSAGE,
        })
        return z.NEVER
      }
      return s
    }),
    regularPremium: amountField('regularPremium').optional(),
    sumAssured: amountField('sumAssured').optional(),
  })
  .transform((body, ctx) => {
    const { regularPremium, sumAssured, ...rest } = body
    const given = [regularPremium, sumAssured].filter((n): n is number => n !== undefined && n > 0)
    const [first, second] = given
    if (first === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message:
          regularPremium === 0 || sumAssured === 0
            ? 'The amount must be more than 0.'
            : 'Send the amount as regularPremium or sumAssured.',
      })
      return z.NEVER
    }
    if (second !== undefined && second !== first) {
      ctx.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Send the amount once, as regularPremium or sumAssured, not two different amounts.',
      })
      return z.NEVER
    }
    return { ...rest, amount: first }
  })

export type QuoteBody = z.output<typeof quoteBodySchema>

export type FieldErrors = Record<string, string>

function firstErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_'
    if (!(key in out)) out[key] = issue.message
  }
  return out
}

/**
 * Parse a quote request body. Field errors are keyed by body field name;
 * a missing/conflicting amount is reported under `amount`, a body that isn't
 * an object under `_`.
 */
export function parseQuoteBody(input: unknown): { ok: true; value: QuoteBody } | { ok: false; errors: FieldErrors } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, errors: { _: 'The request body must be a JSON object.' } }
  }
  const r = quoteBodySchema.safeParse(input)
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: firstErrors(r.error) }
}

// ---------------------------------------------------------------------------
// 2. Calculator form

/** The spec's required-field messages, in `t`'s language (the English as written by default). */
export function formMessages(t: Translate = asWritten) {
  return {
    firstName: t('Firstname is required'),
    lastName: t('Lastname is required'),
    dateOfBirth: t('Date of birth is required'),
    frequency: t('Frequency is required'),
    tenure: t('Tenure is required'),
    premium: t('Premium is required'),
    sumAssured: t('Sum Assured is required'),
    plan: t('Please choose a plan'),
  }
}

/** The spec's required-field messages, in English. */
export const FORM_MESSAGES: Readonly<ReturnType<typeof formMessages>> = formMessages()

export type FormAmountField = 'premium' | 'sumAssured'

export interface QuoteFormOptions {
  /** Which amount box is shown (only that one is required). */
  amountField: FormAmountField
  /** Whether the card has a plan picker. */
  withPlan?: boolean
  /** Quote date for the "not in the future" check; defaults to now (Lagos calendar date). */
  today?: Date
  /** The messages' language: the page's `i18n.translate(code)`; the English as written by default. */
  t?: Translate
}

function required(message: string) {
  return z.unknown().transform((v, ctx): string => {
    if (typeof v !== 'string' && typeof v !== 'number') {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    const s = String(v).trim()
    if (s === '') {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return s
  })
}

/** What a money box says when its amount won't do, by box (whole sentences, to translate). */
function moneyMessages(field: FormAmountField, t: Translate): { notANumber: string; notPositive: string; tooLarge: string } {
  return field === 'premium'
    ? {
        notANumber: t('Enter the premium as a number, for example 50000.'),
        notPositive: t('Enter a premium greater than zero.'),
        tooLarge: t('That premium is too large.'),
      }
    : {
        notANumber: t('Enter the sum assured as a number, for example 50000.'),
        notPositive: t('Enter a sum assured greater than zero.'),
        tooLarge: t('That sum assured is too large.'),
      }
}

/** Money typed in a form: "50000", "50,000", "₦50,000.50". */
function formMoney(requiredMessage: string, messages: ReturnType<typeof moneyMessages>) {
  return required(requiredMessage).transform((s, ctx): number => {
    const cleaned = s.replace(/[₦,\s]/g, '').replace(/^NGN/i, '')
    const n = /^\d+(\.\d{1,2})?$/.test(cleaned) ? Number(cleaned) : Number.NaN
    if (Number.isNaN(n)) {
      ctx.addIssue({ code: 'custom', message: messages.notANumber })
      return z.NEVER
    }
    if (n <= 0) {
      ctx.addIssue({ code: 'custom', message: messages.notPositive })
      return z.NEVER
    }
    if (n > MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: messages.tooLarge })
      return z.NEVER
    }
    return n
  })
}

export interface QuoteFormValue {
  firstName: string
  lastName: string
  /** yyyy-mm-dd as submitted */
  dateOfBirth: string
  /** The same date as dd/mm/yyyy, ready for the plan service. */
  birthDate: string
  frequency: FrequencyCode
  tenure: number
  premium?: number
  sumAssured?: number
  plan?: string
}

const ignored = () => z.unknown().transform((): undefined => undefined).optional()

export function quoteFormSchema(options: QuoteFormOptions) {
  const today = lagosCalendarDate(options.today ?? new Date())
  const t = options.t ?? asWritten
  const messages = formMessages(t)
  return z
    .object({
      firstName: required(messages.firstName),
      lastName: required(messages.lastName),
      dateOfBirth: required(messages.dateOfBirth).transform((s, ctx): string => {
        const r = parseIsoDate(s)
        if (!r.ok) {
          ctx.addIssue({ code: 'custom', message: t('Enter a real date of birth.') })
          return z.NEVER
        }
        if (compareCalendarDates(r.date, today) > 0) {
          ctx.addIssue({ code: 'custom', message: t('The date of birth can\'t be in the future.') })
          return z.NEVER
        }
        return s
      }),
      frequency: required(messages.frequency).transform((s, ctx): FrequencyCode => {
        const code = normalizeFrequency(s)
        if (code === null) {
          ctx.addIssue({ code: 'custom', message: t('Choose a payment frequency from the list.') })
          return z.NEVER
        }
        return code
      }),
      tenure: required(messages.tenure).transform((s, ctx): number => {
        const n = /^\d+$/.test(s) ? Number(s) : Number.NaN
        if (!Number.isInteger(n) || n < 1) {
          ctx.addIssue({ code: 'custom', message: t('Choose a tenure from the list.') })
          return z.NEVER
        }
        return n
      }),
      premium: options.amountField === 'premium' ? formMoney(messages.premium, moneyMessages('premium', t)) : ignored(),
      sumAssured:
        options.amountField === 'sumAssured' ? formMoney(messages.sumAssured, moneyMessages('sumAssured', t)) : ignored(),
      plan: options.withPlan ? required(messages.plan) : ignored(),
    })
    .transform((v): QuoteFormValue => {
      const [y = '', m = '', d = ''] = v.dateOfBirth.split('-')
      const out: QuoteFormValue = {
        firstName: v.firstName,
        lastName: v.lastName,
        dateOfBirth: v.dateOfBirth,
        birthDate: `${d}/${m}/${y}`,
        frequency: v.frequency,
        tenure: v.tenure,
      }
      if (v.premium !== undefined) out.premium = v.premium
      if (v.sumAssured !== undefined) out.sumAssured = v.sumAssured
      if (v.plan !== undefined) out.plan = v.plan
      return out
    })
}

/** Parse the calculator card; errors keyed by form field, first message each. */
export function parseQuoteForm(
  input: unknown,
  options: QuoteFormOptions,
): { ok: true; value: QuoteFormValue } | { ok: false; errors: FieldErrors } {
  const r = quoteFormSchema(options).safeParse(input ?? {})
  return r.success ? { ok: true, value: r.data } : { ok: false, errors: firstErrors(r.error) }
}
