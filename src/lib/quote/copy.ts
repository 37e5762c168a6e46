/**
 * Prices in the site's copy. Editors write tokens such as {premium} in a product's text; the page
 * fills them in at render time from its first plan's worked example, priced by the plan service,
 * so no premium figure is ever typed by hand (docs/plan-service-basis.md, "Prices in the copy").
 */
import type { CoverKind, FrequencyCode, HealthBenefit } from './engine'
import { formatNaira } from './money'

/** A plan's worked example: who, how much cover, for how long, and what it costs. */
export interface PriceExample {
  planName: string
  kind: CoverKind
  healthBenefit: HealthBenefit | null
  age: number
  term: number
  frequency: FrequencyCode
  /** The plan's amount: cover, fund, monthly income or health benefit. */
  sumAssured: number
  /** Per instalment (the single payment for One Time), as the plan service quoted it; null when it could not. */
  premium: number | null
  /** The plan's rules, so the copy states the same terms and ages as the calculator. */
  limits?: PlanLimits | null
}

export interface PlanLimits {
  minTerm: number
  maxTerm: number
  minAge: number
  maxAge: number
  /** Oldest age at the end of the plan. */
  endAge: number
}

export const PRICE_TOKENS = ['premium', 'price', 'sumAssured', 'age', 'term', 'example', 'terms', 'ages', 'endAge'] as const
export type PriceToken = (typeof PRICE_TOKENS)[number]

const TOKEN = /\{(premium|price|sumAssured|age|term|example|terms|ages|endAge)\}/g

const PER: Record<FrequencyCode, string> = {
  '01': 'a month',
  '03': 'a quarter',
  '06': 'every six months',
  '12': 'a year',
  OT: 'once',
}

/** "₦701 a month"; "₦12,000,000 once". */
export function premiumPhrase(e: PriceExample): string | null {
  return e.premium === null ? null : `${formatNaira(e.premium)} ${PER[e.frequency]}`
}

const years = (n: number): string => (n === 1 ? '1 year' : `${n} years`)

/** What the example buys, in the words of its kind of cover. */
export function coverPhrase(e: PriceExample): string {
  const S = formatNaira(e.sumAssured)
  switch (e.kind) {
    case 'term':
      return `${S} of cover for ${years(e.term)}`
    case 'familyIncome':
      return `an income of ${S} a month for your family, over ${years(e.term)}`
    case 'education':
      return `a guaranteed fund of ${S} in ${years(e.term)}`
    case 'wholeLife':
      return `${S} of cover for life, paying for ${years(e.term)}`
    case 'annuity':
      return `an income of ${S} a month for life, guaranteed for ${years(e.term)}`
    case 'health':
      return e.healthBenefit === 'hospitalCash'
        ? `${S} a night in hospital, for ${years(e.term)}`
        : e.healthBenefit === 'surgery'
          ? `up to ${S} a year for operations, for ${years(e.term)}`
          : `${S} of critical illness cover for ${years(e.term)}`
    default:
      return `${S} paid at the end of ${years(e.term)}, or on earlier death`
  }
}

/** The whole stated example: "₦701 a month buys ₦10,000,000 of cover for 20 years, starting at age 35." */
export function exampleSentence(e: PriceExample): string {
  const price = premiumPhrase(e)
  const start = e.kind === 'annuity' ? `bought at age ${e.age}` : `starting at age ${e.age}`
  return price === null
    ? `Example: ${coverPhrase(e)}, ${start}. Use the calculator for the price.`
    : `Example: ${price} for ${coverPhrase(e)}, ${start}.`
}

/**
 * Fill the price tokens in a piece of copy. Without an example (the product has no plan), or
 * without a price (the service could not be reached), the figures that are missing are replaced by
 * words that send the reader to the calculator rather than by a number.
 */
export function fillPriceTokens(text: string, e: PriceExample | null): string {
  if (!text.includes('{')) return text
  return text.replace(TOKEN, (_, token: PriceToken) => {
    if (e === null) return token === 'example' ? '' : 'the figure shown in our quote'
    switch (token) {
      case 'premium':
        return premiumPhrase(e) ?? 'the premium our calculator shows'
      case 'price':
        return e.premium === null ? 'the premium our calculator shows' : formatNaira(e.premium)
      case 'sumAssured':
        return formatNaira(e.sumAssured)
      case 'age':
        return String(e.age)
      case 'term':
        return String(e.term)
      case 'example':
        return exampleSentence(e)
      case 'terms':
        return e.limits ? (e.limits.minTerm === e.limits.maxTerm ? years(e.limits.minTerm) : `${e.limits.minTerm} to ${e.limits.maxTerm} years`) : 'the terms our calculator offers'
      case 'ages':
        return e.limits ? `${e.limits.minAge} to ${e.limits.maxAge}` : 'the ages our calculator accepts'
      case 'endAge':
        return e.limits ? String(e.limits.endAge) : 'the age our calculator shows'
    }
  })
}

/**
 * Naira figures in copy that read as a price rather than a benefit or a cost of living: an amount
 * followed by "a month", "a year", "per …" or "monthly" (but not "up to", "more than", "income of"
 * or the top of a range), or introduced by "pays about", "costs from", "for about", "premium of".
 * A heuristic, used by a test over the seeded copy; tokens are never matched.
 */
export function handTypedPremiums(text: string): string[] {
  const found: string[] = []
  const amount = '₦\\s?\\d[\\d,]*(?:\\.\\d+)?(?:\\s?(?:k|m|million|billion)\\b)?'
  const skip = `(up to |more than |less than |over |income of |(?:from |of |between )?${amount} (?:to|and) )`
  const after = new RegExp(`${skip}?(${amount})\\s+(?:(?:a|per|each|every)\\s+(?:month|year|quarter|week|day)\\b|monthly\\b|yearly\\b|annually\\b)`, 'gi')
  for (const m of text.matchAll(after)) if (!m[1]) found.push(m[0])
  const before = new RegExp(
    `\\b(?:pays? (?:about|only|just|from)|costs? (?:about|from|only|just)|for (?:about|just|only)|premiums? (?:of|from)|from just|priced at)\\s+${amount}`,
    'gi',
  )
  for (const m of text.matchAll(before)) found.push(m[0])
  return found
}
