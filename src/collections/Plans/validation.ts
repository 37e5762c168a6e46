import { ValidationError, type CollectionBeforeChangeHook } from 'payload'

import { planRulesFromDoc, type PlanDocLike } from '@/lib/plan-service/plan-rules'
import { birthDateForAge, lagosCalendarDate } from '@/lib/quote/dates'
import { quote } from '@/lib/quote/rules'
import type { Plan } from '@/payload-types'
import { tryParseQxCsv } from '@/lib/quote/qx-csv'
import { tryParseRateCsv } from '@/lib/quote/rate-csv'

export const PLAN_CODE = /^[A-Z0-9][A-Z0-9_-]{1,19}$/

/** The ranges of the percentage fields, which their own validators check with the field's label. */
export const PERCENT_RANGES = {
  interestRatePercent: { min: 0, max: 50 },
  loadingPercent: { min: 0, max: 90 },
} as const

export function validateCode(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter the plan code, e.g. AEE.'
  return PLAN_CODE.test(value.trim().toUpperCase())
    ? true
    : 'Use 2 to 20 capital letters, digits, "-" or "_", starting with a letter or digit, e.g. AEE.'
}

/** The pasted qx table must parse (clear line-by-line messages from parseQxCsv). */
export function validateQxTable(value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }): true | string {
  if (siblingData?.source !== 'table') return true
  if (typeof value !== 'string' || value.trim() === '') {
    return 'Paste the table of death rates: a header "age,qx", then one row per age, e.g. "40,0.00120".'
  }
  const parsed = tryParseQxCsv(value)
  return parsed.ok ? true : `This table can't be used: ${parsed.errors.join(' ')}`
}

/** A health plan's rate table must parse (bands without gaps or overlaps, rates above 0). */
export function validateRateTable(value: unknown, { data }: { data?: Record<string, unknown> }): true | string {
  if (data?.kind !== 'health') return true
  if (typeof value !== 'string' || value.trim() === '') {
    return 'Paste the rate table: a header "fromAge,toAge,rate", then one row per age band, e.g. "18,29,4.20".'
  }
  const parsed = tryParseRateCsv(value)
  return parsed.ok ? true : `This table can't be used: ${parsed.errors.join(' ')}`
}

/**
 * Checks that need the whole plan (a table covering every age the plan can reach, entry ages in
 * order, …). Field validation runs after this hook, so only check data that looks complete and
 * leave missing or malformed single fields to their own validators.
 */
export const checkPlanBeforeSave: CollectionBeforeChangeHook = ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as PlanDocLike
  const numbers = [
    merged.minTenor2,
    merged.tenor,
    merged.minEntryAge,
    merged.maxEntryAge,
    merged.maxMaturityAge,
    merged.minPremium,
    merged.minSumAssured,
  ]
  if (numbers.some((n) => typeof n !== 'number' || !Number.isFinite(n))) return data
  // A percentage out of its field's range is the field's to report, in percent ("must be at least 0"),
  // not the pricing engine's, which speaks in fractions.
  for (const [field, range] of Object.entries(PERCENT_RANGES)) {
    const value = (merged as Record<string, unknown>)[field]
    if (typeof value !== 'number' || !Number.isFinite(value) || value < range.min || value > range.max) return data
  }
  if (merged.mortality?.source === 'table' && !tryParseQxCsv(merged.mortality.qxTable ?? '').ok) return data
  if (merged.kind === 'health' && (!merged.healthBenefit || !tryParseRateCsv(merged.rateTable ?? '').ok)) return data
  const result = planRulesFromDoc(merged)
  if (!result.ok) {
    throw new ValidationError({ collection: 'plans', errors: result.problems, req })
  }
  // The worked example is quoted on the product's pages, so it must be a quote the plan gives.
  const example = merged as PlanDocLike & Partial<Pick<Plan, 'exampleAge' | 'exampleTerm' | 'exampleSumAssured' | 'exampleFrequency'>>
  if (typeof example.exampleAge === 'number' && typeof example.exampleTerm === 'number' && typeof example.exampleSumAssured === 'number') {
    const today = new Date()
    const quoted = quote(
      result.rules,
      {
        direction: 'premium',
        frequency: example.exampleFrequency ?? '01',
        term: example.exampleTerm,
        birthDate: birthDateForAge(example.exampleAge, lagosCalendarDate(today)),
        amount: example.exampleSumAssured,
      },
      today,
    )
    if (!quoted.ok) {
      throw new ValidationError({
        collection: 'plans',
        errors: [{ path: 'exampleAge', message: `The example on the Example tab can't be quoted: ${quoted.errors.join(' ')}` }],
        req,
      })
    }
  }
  return data
}
