/**
 * "How much cover do I need?": the needs calculator's rules (docs/needs-calculator.md). Pure: no I/O,
 * no React, so the page, its tests and any other caller work it out the same way.
 */
import { formatNaira } from '@/lib/quote/money'

/** The questions, in the order they are asked (and errors are listed). */
export const NEEDS_FIELDS = ['income', 'years', 'debts', 'schoolFees', 'existingCover', 'savings'] as const
export type NeedsField = (typeof NEEDS_FIELDS)[number]

export type NeedsValues = Partial<Record<NeedsField, string>>
export type NeedsErrors = Partial<Record<NeedsField, string>>

export interface NeedsInput {
  income: number
  years: number
  debts: number
  schoolFees: number
  existingCover: number
  savings: number
}

/** The largest amount any one answer may be: ₦100 billion, far above any household's figures. */
export const MAX_ANSWER = 100_000_000_000
export const MIN_YEARS = 1
export const MAX_YEARS = 40
/** Suggestions are rounded up to this many naira: more precision would only pretend to accuracy. */
export const ROUND_TO = 100_000
/** Longest text kept from one answer; longer is not a number we would accept anyway. */
const MAX_TEXT = 40

/** What each amount is called in messages, and whether it may be left blank (meaning none). */
const AMOUNTS: Record<Exclude<NeedsField, 'years'>, { label: string; optional: boolean }> = {
  income: { label: 'annual income', optional: false },
  debts: { label: 'debts', optional: true },
  schoolFees: { label: 'school fees', optional: true },
  existingCover: { label: 'existing life cover', optional: true },
  savings: { label: 'savings and investments', optional: true },
}

/** The answers from a query string (or form): strings only, the first of repeated names, cut short. */
export function needsValues(params: Record<string, string | string[] | undefined>): NeedsValues {
  const values: NeedsValues = {}
  for (const name of NEEDS_FIELDS) {
    const raw = params[name]
    const v = Array.isArray(raw) ? raw[0] : raw
    if (typeof v === 'string') values[name] = v.slice(0, MAX_TEXT)
  }
  return values
}

/** True when the visitor has sent the form (any question is in the address), so it should be checked. */
export function isAnswered(values: NeedsValues): boolean {
  return NEEDS_FIELDS.some((name) => values[name] !== undefined)
}

/** "₦10,000,000", "10 000 000" or "10000000" → 10000000; anything else → NaN. Kobo are not accepted. */
function wholeNaira(text: string): number {
  const cleaned = text.replace(/^\s*(?:₦|NGN)/i, '').replace(/[,\s]/g, '')
  return /^\d{1,15}$/.test(cleaned) ? Number(cleaned) : Number.NaN
}

function checkAmount(name: Exclude<NeedsField, 'years'>, text: string | undefined): { value: number } | { error: string } {
  const { label, optional } = AMOUNTS[name]
  const trimmed = (text ?? '').trim()
  if (trimmed === '') return optional ? { value: 0 } : { error: `Enter your ${label}, for example 3,600,000` }
  if (/^-/.test(trimmed)) return { error: `Your ${label} can't be less than zero` }
  if (/[.]\d*$/.test(trimmed.replace(/[,\s]/g, ''))) return { error: `Enter your ${label} in whole naira, without kobo` }
  const n = wholeNaira(trimmed)
  if (Number.isNaN(n)) return { error: `Enter your ${label} as a number of naira, for example 3,600,000` }
  if (n > MAX_ANSWER) return { error: `Your ${label} must be ${formatNaira(MAX_ANSWER)} or less` }
  return { value: n }
}

function checkYears(text: string | undefined): { value: number } | { error: string } {
  const trimmed = (text ?? '').trim()
  if (trimmed === '') return { error: 'Enter how many years your family would need support, for example 10' }
  if (!/^\d{1,3}$/.test(trimmed)) return { error: `Enter the years of support as a whole number from ${MIN_YEARS} to ${MAX_YEARS}` }
  const n = Number(trimmed)
  if (n < MIN_YEARS || n > MAX_YEARS) return { error: `Enter the years of support as a whole number from ${MIN_YEARS} to ${MAX_YEARS}` }
  return { value: n }
}

/** Every answer checked; a plain message for each one that is wrong. */
export function parseNeeds(values: NeedsValues): { ok: true; value: NeedsInput } | { ok: false; errors: NeedsErrors } {
  const errors: NeedsErrors = {}
  const out: Partial<NeedsInput> = {}
  for (const name of NEEDS_FIELDS) {
    const checked = name === 'years' ? checkYears(values.years) : checkAmount(name, values[name])
    if ('error' in checked) errors[name] = checked.error
    else out[name] = checked.value
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, value: out as NeedsInput }
}

/** The smallest and largest sum assured the term plan offers online. */
export interface CoverLimits {
  min: number
  max: number
}

export interface NeedsStep {
  /** The line in plain English. */
  text: string
  /** The running figure after this line. */
  amount: number
}

export interface NeedsSuggestion {
  /** Income for the years of support, debts and school fees. */
  need: number
  /** Existing cover and savings. */
  have: number
  /** need − have, which may be zero or less. */
  shortfall: number
  /** The shortfall rounded up to ROUND_TO (0 when there is none). */
  rounded: number
  /** The figure to quote: `rounded` kept within the plan's limits. */
  suggested: number
  /** Why `suggested` differs from `rounded`, if it does. */
  limited: 'minimum' | 'maximum' | null
  steps: NeedsStep[]
}

/** Rounds up to the next multiple of ROUND_TO (exact multiples stay). */
export function roundUpCover(amount: number): number {
  if (amount <= 0) return 0
  return Math.ceil(amount / ROUND_TO) * ROUND_TO
}

/**
 * The suggested sum assured: income × years of support + debts + school fees − existing cover −
 * savings, rounded up to the nearest ₦100,000 and kept within the plan's limits. Each step is a
 * sentence the page shows, so the visitor can follow (and question) the arithmetic.
 */
export function suggestCover(input: NeedsInput, limits: CoverLimits): NeedsSuggestion {
  const { income, years, debts, schoolFees, existingCover, savings } = input
  const incomeNeed = income * years
  const need = incomeNeed + debts + schoolFees
  const have = existingCover + savings
  const shortfall = need - have
  const rounded = roundUpCover(shortfall)
  const suggested = Math.min(Math.max(rounded, limits.min), limits.max)
  const limited = rounded < limits.min ? 'minimum' : rounded > limits.max ? 'maximum' : null

  const yearWord = years === 1 ? 'year' : 'years'
  const steps: NeedsStep[] = [
    { text: `Your income replaced for ${years} ${yearWord}: ${formatNaira(income)} × ${years} = ${formatNaira(incomeNeed)}`, amount: incomeNeed },
    { text: `Plus debts to pay off: ${formatNaira(debts)}`, amount: incomeNeed + debts },
    { text: `Plus school fees still to pay: ${formatNaira(schoolFees)}`, amount: need },
    { text: `What your family would need: ${formatNaira(need)}`, amount: need },
    { text: `Minus the life cover you already have: ${formatNaira(existingCover)}`, amount: need - existingCover },
    { text: `Minus your savings and investments: ${formatNaira(savings)}`, amount: shortfall },
  ]
  if (shortfall <= 0) {
    steps.push({ text: 'What you already have covers that need: the shortfall is ₦0', amount: 0 })
  } else {
    steps.push({ text: `The shortfall: ${formatNaira(shortfall)}`, amount: shortfall })
    if (rounded !== shortfall) steps.push({ text: `Rounded up to the nearest ${formatNaira(ROUND_TO)}: ${formatNaira(rounded)}`, amount: rounded })
  }
  if (limited === 'minimum') {
    steps.push({
      text: `The smallest term life cover we offer is ${formatNaira(limits.min)}, so we suggest ${formatNaira(suggested)}`,
      amount: suggested,
    })
  } else if (limited === 'maximum') {
    steps.push({
      text: `The most term life cover we can quote online is ${formatNaira(limits.max)}, so we suggest ${formatNaira(suggested)}; an adviser can talk you through more`,
      amount: suggested,
    })
  }
  return { need, have, shortfall, rounded, suggested, limited, steps }
}

/**
 * The `cover` query parameter a product page reads to prefill the quote's sum assured (the needs
 * calculator links with it). Whole naira from 1 to `max`; anything else is ignored (null).
 */
export function coverParam(raw: string | string[] | undefined, max: number): number | null {
  const v = Array.isArray(raw) ? raw[0] : raw
  if (typeof v !== 'string' || !/^\d{1,13}$/.test(v)) return null
  const n = Number(v)
  return n >= 1 && n <= max ? n : null
}
