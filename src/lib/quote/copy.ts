/**
 * Prices in the site's copy. Editors write tokens such as {premium} in a product's text; the page
 * fills them in at render time from its first plan's worked example, priced by the plan service,
 * so no premium figure is ever typed by hand (docs/plan-service-basis.md, "Prices in the copy").
 */
import { asWritten, type Translate } from '@/lib/i18n/words'

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

/** "₦701 a month"; "₦12,000,000 once": in `t`'s language (the English by default). */
export function premiumPhrase(e: PriceExample, t: Translate = asWritten): string | null {
  if (e.premium === null) return null
  const amount = formatNaira(e.premium)
  switch (e.frequency) {
    case '01':
      return t('{amount} a month', { amount })
    case '03':
      return t('{amount} a quarter', { amount })
    case '06':
      return t('{amount} every six months', { amount })
    case '12':
      return t('{amount} a year', { amount })
    case 'OT':
      return t('{amount} once', { amount })
  }
}

const yearsIn = (t: Translate, n: number): string => (n === 1 ? t('1 year') : t('{n} years', { n }))

/** What the example buys, in the words of its kind of cover. */
export function coverPhrase(e: PriceExample, t: Translate = asWritten): string {
  const amount = formatNaira(e.sumAssured)
  const years = yearsIn(t, e.term)
  switch (e.kind) {
    case 'term':
      return t('{amount} of cover for {years}', { amount, years })
    case 'familyIncome':
      return t('an income of {amount} a month for your family, over {years}', { amount, years })
    case 'education':
      return t('a guaranteed fund of {amount} in {years}', { amount, years })
    case 'wholeLife':
      return t('{amount} of cover for life, paying for {years}', { amount, years })
    case 'annuity':
      return t('an income of {amount} a month for life, guaranteed for {years}', { amount, years })
    case 'health':
      return e.healthBenefit === 'hospitalCash'
        ? t('{amount} a night in hospital, for {years}', { amount, years })
        : e.healthBenefit === 'surgery'
          ? t('up to {amount} a year for operations, for {years}', { amount, years })
          : t('{amount} of critical illness cover for {years}', { amount, years })
    default:
      return t('{amount} paid at the end of {years}, or on earlier death', { amount, years })
  }
}

/** "starting at age 35", or "bought at age 60" for an annuity. */
export function startPhrase(e: PriceExample, t: Translate = asWritten): string {
  return e.kind === 'annuity' ? t('bought at age {age}', { age: e.age }) : t('starting at age {age}', { age: e.age })
}

/** The whole stated example: "Example: ₦701 a month for ₦10,000,000 of cover for 20 years, starting at age 35." */
export function exampleSentence(e: PriceExample, t: Translate = asWritten): string {
  const price = premiumPhrase(e, t)
  const values = { cover: coverPhrase(e, t), start: startPhrase(e, t) }
  return price === null
    ? t('Example: {cover}, {start}. Use the calculator for the price.', values)
    : t('Example: {price} for {cover}, {start}.', { ...values, price })
}

/**
 * Fill the price tokens in a piece of copy, in `t`'s language. Without an example (the product has no
 * plan), or without a price (the service could not be reached), the figures that are missing are
 * replaced by words that send the reader to the calculator rather than by a number.
 */
export function fillPriceTokens(text: string, e: PriceExample | null, t: Translate = asWritten): string {
  if (!text.includes('{')) return text
  return text.replace(TOKEN, (_, token: PriceToken) => {
    if (e === null) return token === 'example' ? '' : t('the figure shown in our quote')
    switch (token) {
      case 'premium':
        return premiumPhrase(e, t) ?? t('the premium our calculator shows')
      case 'price':
        return e.premium === null ? t('the premium our calculator shows') : formatNaira(e.premium)
      case 'sumAssured':
        return formatNaira(e.sumAssured)
      case 'age':
        return String(e.age)
      case 'term':
        return String(e.term)
      case 'example':
        return exampleSentence(e, t)
      case 'terms':
        return e.limits
          ? e.limits.minTerm === e.limits.maxTerm
            ? yearsIn(t, e.limits.minTerm)
            : t('{min} to {max} years', { min: e.limits.minTerm, max: e.limits.maxTerm })
          : t('the terms our calculator offers')
      case 'ages':
        return e.limits ? t('{min} to {max}', { min: e.limits.minAge, max: e.limits.maxAge }) : t('the ages our calculator accepts')
      case 'endAge':
        return e.limits ? String(e.limits.endAge) : t('the age our calculator shows')
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
