/**
 * The promises the site makes about time ("within 5 working days"), one number each, kept in Site
 * settings → Promises. Pure: the page, the email and the SMS turn the same numbers into words here,
 * so they can never say different things (docs/decisions/027-amounts-and-promises.md).
 */
import { asWritten, type Translate } from '@/lib/i18n/words'

export const PROMISE_FIELDS = {
  policyDocumentDays: { label: 'Policy document after payment', min: 1, max: 30, fallback: 5 },
  referralDays: { label: 'Underwriter’s answer to a referred application', min: 1, max: 30, fallback: 3 },
  paymentCallDays: { label: 'Call to take a first premium', min: 1, max: 10, fallback: 1 },
  groupQuoteDays: { label: 'Group quote or corporate proposal', min: 1, max: 30, fallback: 2 },
  emailReplyDays: { label: 'Reply to an email', min: 1, max: 10, fallback: 1 },
} as const

export type PromiseName = keyof typeof PROMISE_FIELDS
export type Promises = Record<PromiseName, number>

export const DEFAULT_PROMISES: Promises = {
  policyDocumentDays: PROMISE_FIELDS.policyDocumentDays.fallback,
  referralDays: PROMISE_FIELDS.referralDays.fallback,
  paymentCallDays: PROMISE_FIELDS.paymentCallDays.fallback,
  groupQuoteDays: PROMISE_FIELDS.groupQuoteDays.fallback,
  emailReplyDays: PROMISE_FIELDS.emailReplyDays.fallback,
}

/** The message for a number of days outside a promise's range (the CMS shows it at the field). */
export function checkPromiseDays(name: PromiseName, value: unknown): true | string {
  const { min, max } = PROMISE_FIELDS[name]
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? true
    : `Enter a whole number of working days from ${min} to ${max}.`
}

/** The settings as stored (any field may be missing on an old database) → every promise, in range. */
export function promisesFrom(stored: Partial<Record<PromiseName, number | null>> | null | undefined): Promises {
  const out = { ...DEFAULT_PROMISES }
  for (const name of Object.keys(PROMISE_FIELDS) as PromiseName[]) {
    const v = stored?.[name]
    if (checkPromiseDays(name, v) === true) out[name] = v as number
  }
  return out
}

/** "1 working day", "5 working days": figures, as a reader scanning for the time wants them; in `t`'s language (English by default). */
export function workingDays(n: number, t: Translate = asWritten): string {
  return n === 1 ? t('1 working day') : t('{n} working days', { n })
}
