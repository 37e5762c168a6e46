/**
 * The comparison's inputs, read from the page's query string (a GET form, so the address can be
 * shared). Pure and bounded: every value is checked here, on the server, and each problem is
 * reported against its field by name.
 */
import { paths } from '../paths'
import type { FrequencyCode } from '../quote/frequency'

/** At most this many plans side by side (and at least MIN_PLANS). */
export const MAX_PLANS = 3
export const MIN_PLANS = 2

/** Bounds of the inputs; each plan's own rules are checked by the plan service afterwards. */
export const LIMITS = {
  minAge: 1,
  maxAge: 100,
  minTerm: 1,
  maxTerm: 60,
  /** ₦1 trillion: far beyond any plan, small enough to stay exact as a number. */
  maxAmount: 1_000_000_000_000,
} as const

/** The frequencies as they read in the address, and the plan service's codes for them. */
export const FREQUENCIES = [
  { value: 'monthly', code: '01', label: 'Monthly' },
  { value: 'quarterly', code: '03', label: 'Quarterly' },
  { value: 'half-yearly', code: '06', label: 'Every six months' },
  { value: 'yearly', code: '12', label: 'Yearly' },
  { value: 'single', code: 'OT', label: 'One payment at the start' },
] as const satisfies readonly { value: string; code: FrequencyCode; label: string }[]

export type FrequencyValue = (typeof FREQUENCIES)[number]['value']

/** What the visitor gives: the cover they want (we work out premiums) or the premium they can pay. */
export type AmountBasis = 'cover' | 'premium'

export type CompareField = 'plan' | 'age' | 'by' | 'amount' | 'term' | 'frequency'

export interface CompareInput {
  plans: string[]
  age: number
  by: AmountBasis
  amount: number
  term: number
  frequency: FrequencyValue
}

/** The form as the visitor left it (for refilling the form), whatever its state. */
export interface CompareForm {
  plans: string[]
  age: string
  by: string
  amount: string
  term: string
  frequency: string
}

export type CompareQuery =
  /** No inputs yet (plans may be chosen in advance, e.g. from a product page). */
  | { state: 'empty'; form: CompareForm }
  | { state: 'invalid'; form: CompareForm; errors: Partial<Record<CompareField, string>> }
  | { state: 'valid'; form: CompareForm; input: CompareInput }

export type SearchParams = Record<string, string | string[] | undefined>

/** Longest value read from any parameter; longer ones are refused, not trimmed. */
const MAX_VALUE = 40
const CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/

function one(params: SearchParams, name: string): { value: string; many: boolean } {
  const raw = params[name]
  if (Array.isArray(raw)) return { value: raw[0] ?? '', many: raw.length > 1 }
  return { value: raw ?? '', many: false }
}

function wholeNumber(text: string): number | null {
  const t = text.trim()
  return /^\d{1,15}$/.test(t) ? Number(t) : null
}

/** "₦10,000,000", "10 000 000" and "10000000" are the same amount; kobo are refused. */
function naira(text: string): number | null {
  const t = text.trim().replace(/^₦/, '').replace(/[,\s]/g, '')
  return /^\d{1,13}$/.test(t) ? Number(t) : null
}

/**
 * Reads the query. `known` lists the plan codes that can be compared, and `why` explains a code
 * that exists but can't be (an annuity, health cover): both come from the CMS.
 */
export function parseCompareQuery(
  params: SearchParams,
  known: ReadonlySet<string>,
  why: (code: string) => string | null = () => null,
): CompareQuery {
  const rawPlans = params.plan === undefined ? [] : Array.isArray(params.plan) ? params.plan : [params.plan]
  const age = one(params, 'age')
  const by = one(params, 'by')
  const amount = one(params, 'amount')
  const term = one(params, 'term')
  const frequency = one(params, 'frequency')
  const clip = (s: string) => s.slice(0, MAX_VALUE)
  // Only as many codes as could be valid are read back into the form; the rest are refused below.
  const plans = [...new Set(rawPlans.slice(0, 10).map((p) => p.trim().toUpperCase()).filter((p) => CODE.test(p)))]
  const form: CompareForm = {
    plans: plans.filter((p) => known.has(p)),
    age: clip(age.value),
    by: clip(by.value),
    amount: clip(amount.value),
    term: clip(term.value),
    frequency: clip(frequency.value),
  }

  const submitted = [age, by, amount, term, frequency].some((p) => p.value !== '')
  if (!submitted) {
    // Plans chosen ahead (a product page's link) but nothing else yet: an empty form, no errors.
    const unknown = rawPlans.length > MAX_PLANS || plans.some((p) => !known.has(p))
    return unknown ? { state: 'invalid', form, errors: { plan: planProblem(rawPlans, plans, known, why) } } : { state: 'empty', form }
  }

  const errors: Partial<Record<CompareField, string>> = {}
  const planError = planProblem(rawPlans, plans, known, why)
  if (planError) errors.plan = planError
  else if (plans.length < MIN_PLANS) errors.plan = `Choose ${MIN_PLANS} or ${MAX_PLANS} plans to compare.`

  const tooLong = (p: { value: string }) => p.value.length > MAX_VALUE

  const ageN = wholeNumber(age.value)
  if (age.value.trim() === '') errors.age = 'Enter your age.'
  else if (age.many || tooLong(age) || ageN === null) errors.age = 'Enter your age in whole years, for example 35.'
  else if (ageN < LIMITS.minAge || ageN > LIMITS.maxAge) errors.age = `Enter an age from ${LIMITS.minAge} to ${LIMITS.maxAge}.`

  const basis = by.value === 'cover' || by.value === 'premium' ? by.value : null
  if (by.many || basis === null) errors.by = 'Choose whether you are giving the cover you want or the premium you can pay.'

  const amountN = naira(amount.value)
  const amountName = basis === 'premium' ? 'premium' : 'cover'
  if (amount.value.trim() === '') errors.amount = `Enter the ${amountName} in naira.`
  else if (amount.many || tooLong(amount) || amountN === null) errors.amount = `Enter the ${amountName} in whole naira, for example 10,000,000.`
  else if (amountN < 1) errors.amount = `Enter a ${amountName} greater than zero.`
  else if (amountN > LIMITS.maxAmount) errors.amount = `Enter a ${amountName} of at most ₦1,000,000,000,000.`

  const termN = wholeNumber(term.value)
  if (term.value.trim() === '') errors.term = 'Enter the term: how many years you pay premiums.'
  else if (term.many || tooLong(term) || termN === null) errors.term = 'Enter the term in whole years, for example 20.'
  else if (termN < LIMITS.minTerm || termN > LIMITS.maxTerm) errors.term = `Enter a term from ${LIMITS.minTerm} to ${LIMITS.maxTerm} years.`

  const freq = FREQUENCIES.find((f) => f.value === frequency.value)
  if (frequency.many || !freq) errors.frequency = 'Choose how often you would pay.'

  if (Object.keys(errors).length > 0 || ageN === null || basis === null || amountN === null || termN === null || !freq) {
    return { state: 'invalid', form, errors }
  }
  return { state: 'valid', form, input: { plans, age: ageN, by: basis, amount: amountN, term: termN, frequency: freq.value } }
}

function planProblem(raw: string[], plans: string[], known: ReadonlySet<string>, why: (code: string) => string | null): string | undefined {
  if (raw.length > MAX_PLANS || plans.length > MAX_PLANS) return `Choose at most ${MAX_PLANS} plans.`
  if (raw.some((p) => !CODE.test(p.trim()))) return 'Choose the plans from the list.'
  const unknown = plans.find((p) => !known.has(p))
  if (unknown) return why(unknown) ?? `We have no plan "${unknown}" to compare. Choose the plans from the list.`
  return undefined
}

/** The address of a comparison, e.g. for a product page's link or a shared result. */
export function compareHref(plans: string[], input?: Omit<CompareInput, 'plans'>): string {
  const q = new URLSearchParams()
  for (const p of plans) q.append('plan', p)
  if (input) {
    q.set('age', String(input.age))
    q.set('by', input.by)
    q.set('amount', String(input.amount))
    q.set('term', String(input.term))
    q.set('frequency', input.frequency)
  }
  const s = q.toString()
  return s ? `${paths.compare()}?${s}` : paths.compare()
}

export function frequencyCode(value: FrequencyValue): FrequencyCode {
  return FREQUENCIES.find((f) => f.value === value)?.code ?? '01'
}
