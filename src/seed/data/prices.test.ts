/**
 * No premium figure in the seeded product copy is typed by hand: prices come from the engine through
 * the {premium} tokens (src/lib/quote/copy.ts), and a product that uses a token has a plan to price it.
 */
import { describe, expect, it } from 'vitest'

import { planRulesFromDoc } from '@/lib/plan-service/plan-rules'
import { handTypedPremiums } from '@/lib/quote/copy'
import { birthDateForAge, lagosCalendarDate } from '@/lib/quote/dates'
import { quote } from '@/lib/quote/rules'

import { plans, productPlans } from './plans'
import { categories, corporatePage, products } from './products'

function strings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value)
  else if (value && typeof value === 'object') for (const v of Object.values(value)) strings(v, out)
  return out
}

describe('prices in the product copy', () => {
  it.each([...categories.map((c) => [`category ${c.slug}`, c] as const), ...products.map((p) => [`product ${p.slug}`, p] as const)])(
    '%s has no hand-typed premium',
    (_name, doc) => {
      const found = strings(doc).flatMap((text) => handTypedPremiums(text))
      expect(found).toEqual([])
    },
  )

  it('a product that quotes a price in its copy has a plan to price it', () => {
    for (const p of products) {
      const usesTokens = strings(p).some((text) => /\{(premium|price|sumAssured|age|term|example|terms|ages|endAge)\}/.test(text))
      if (usesTokens) expect(productPlans[p.slug]?.length ?? 0, p.slug).toBeGreaterThan(0)
    }
    expect(products.filter((p) => strings(p).some((t) => t.includes('{premium}') || t.includes('{example}'))).length).toBeGreaterThanOrEqual(3)
  })

  it('the Corporate page has no hand-typed premium either', () => {
    expect(strings(corporatePage).flatMap((t) => handTypedPremiums(t))).toEqual([])
  })
})

describe('the seeded plans’ worked examples', () => {
  it.each(plans.map((p) => [p.code, p] as const))('%s quotes its own example (the copy and cards show it)', (_code, plan) => {
    const built = planRulesFromDoc(plan)
    if (!built.ok) throw new Error(JSON.stringify(built.problems))
    const today = new Date()
    const result = quote(
      built.rules,
      { direction: 'premium', frequency: plan.exampleFrequency, term: plan.exampleTerm, birthDate: birthDateForAge(plan.exampleAge, lagosCalendarDate(today)), amount: plan.exampleSumAssured },
      today,
    )
    expect(result.ok ? [] : result.errors).toEqual([])
  })
})
