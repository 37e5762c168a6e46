/**
 * What the calculator card needs to know about a plan, read from the plan lookup's data the way
 * spec section 4 describes (rule names decide the amount field; tenures run minTenor2..+tenor).
 * Pure, so the browser can use it too.
 */
import { asWritten, type Values } from '../i18n/words'
import { FREQUENCY_CODES, frequencyName, isFrequencyCode, normalizeFrequency } from '../quote/frequency'
import type { PlanBasis, PlanData, PlanEligibility, QuoteEndpoint } from './contract'

export type AmountField = 'premium' | 'sumAssured'

export interface FrequencyOption {
  /** The code as the service sent it (known codes normalised, e.g. '1' → '01'). */
  value: string
  /** 'Monthly', in words (spec section 9's names); an unknown code is shown raw. */
  label: string
  known: boolean
}

export interface CalculatorPlan {
  code: string
  name: string
  description: string
  /** Which amount the visitor enters. */
  amountField: AmountField
  frequencies: FrequencyOption[]
  tenures: number[]
  eligibility: PlanEligibility | null
  basis: PlanBasis | null
}

/**
 * Read `paymentGap` leniently for display: codes separated by commas, spaces or semicolons, or run
 * together two characters at a time. Known codes come first in the usual order; anything else is
 * kept as sent.
 */
export function splitPaymentGap(input: string): string[] {
  const text = input.trim()
  if (text === '') return []
  const parts = /[\s,;]/.test(text)
    ? text.split(/[\s,;]+/).filter(Boolean)
    : text.length % 2 === 0
      ? (text.match(/.{2}/g) ?? [])
      : [text]
  const known = new Set<string>()
  const unknown: string[] = []
  for (const part of parts) {
    const code = normalizeFrequency(part)
    if (code) known.add(code)
    else if (!unknown.includes(part)) unknown.push(part)
  }
  return [...FREQUENCY_CODES.filter((c) => known.has(c)), ...unknown]
}

/** Whole-year terms from minTenor2 to minTenor2 + tenor (a term of 0 years is left out). */
export function tenureRange(minTenor2: number, tenor: number): number[] {
  const from = Math.max(0, Math.trunc(minTenor2))
  const to = from + Math.max(0, Math.trunc(tenor))
  const out: number[] = []
  for (let n = from; n <= to && out.length < 101; n++) if (n >= 1) out.push(n)
  return out
}

/** Spec section 4: no premium-to-pay rule name → the visitor enters a premium. */
export function amountFieldOf(data: Pick<PlanData, 'premium2PaySpName' | 'sumAssuredSpName'>): AmountField {
  return data.premium2PaySpName.trim() === '' ? 'premium' : 'sumAssured'
}

/** The visitor gives a sum assured → ask regular-premium; gives a premium → ask sumassured. */
export function endpointFor(amountField: AmountField): QuoteEndpoint {
  return amountField === 'sumAssured' ? 'regular-premium' : 'sumassured'
}

export function calculatorPlan(code: string, data: PlanData): CalculatorPlan {
  return {
    code: data.planId ?? code,
    name: data.name?.trim() || data.description.trim() || code,
    description: data.description,
    amountField: amountFieldOf(data),
    frequencies: splitPaymentGap(data.paymentGap).map((value) => ({
      value,
      label: frequencyName(value),
      known: isFrequencyCode(value),
    })),
    tenures: tenureRange(data.minTenor2, data.tenor),
    eligibility: data.eligibility ?? null,
    basis: data.basis ?? null,
  }
}

/** 'N years' (spec section 9); '1 year' for one: in `t`'s language (the English as written by default). */
export function yearsLabel(n: number, t: (english: YearsText, values?: Values) => string = asWritten): string {
  return n === 1 ? t('1 year') : t('{n} years', { n })
}

export type YearsText = '1 year' | '{n} years'

/** The frequencies' names (spec section 9's, as FREQUENCY_LABELS has them), as texts to translate. */
export type FrequencyText = 'Monthly' | 'Quarterly' | 'Semi-Annual' | 'Annual' | 'One Time'

/**
 * A frequency's name in `t`'s language: 'Monthly' for '01' in English (FREQUENCY_LABELS); an unknown code
 * is shown as sent, as `frequencyName` does.
 */
export function frequencyWord(code: string, t: (english: FrequencyText, values?: Values) => string = asWritten): string {
  switch (code) {
    case '01':
      return t('Monthly')
    case '03':
      return t('Quarterly')
    case '06':
      return t('Semi-Annual')
    case '12':
      return t('Annual')
    case 'OT':
      return t('One Time')
    default:
      return frequencyName(code)
  }
}
