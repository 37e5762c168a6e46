/**
 * Demo plan variants for the quote calculator. Between them they quote both ways (premium from a
 * sum assured, and sum assured from a premium) and use every payment frequency code. Bases are
 * textbook defaults (docs/decisions/004-pricing-basis.md), not a filed actuarial basis.
 */
import { DEFAULT_MAKEHAM, deathProbability } from '@/lib/quote/engine'
import type { Plan } from '@/payload-types'

export type SeedPlan = Omit<Plan, 'id' | 'updatedAt' | 'createdAt'>

const defaultModal = { monthly: 0.0875, quarterly: 0.26, semiAnnual: 0.52, annual: 1 }
const susm = { source: 'makeham' as const, makehamA: DEFAULT_MAKEHAM.A, makehamB: DEFAULT_MAKEHAM.B, makehamC: DEFAULT_MAKEHAM.c }

/**
 * A qx table for the family plan: the Standard Ultimate Survival Model's rates with a 25% margin,
 * ages 15 to 100, as an editor would paste it.
 */
export function familyQxCsv(): string {
  const rows = ['age,qx']
  for (let age = 15; age <= 100; age++) {
    const q = Math.min(1, deathProbability(age, DEFAULT_MAKEHAM) * 1.25)
    rows.push(`${age},${q.toFixed(6)}`)
  }
  return rows.join('\n')
}

export const plans: SeedPlan[] = [
  {
    code: 'AEE',
    name: 'Endowment Assurance',
    description:
      'Choose the sum you want paid at the end of the term and we work out your premium. If you die before then, your family receives the full sum assured.',
    quotes: 'premium',
    ruleName: 'AEE_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '06', '12'],
    minTenor2: 5,
    tenor: 20,
    minEntryAge: 18,
    maxEntryAge: 60,
    maxMaturityAge: 70,
    minPremium: 2500,
    minSumAssured: 250000,
    interestRatePercent: 5,
    loadingPercent: 10,
    mortality: susm,
    modalFactors: defaultModal,
  },
  {
    code: 'ESP',
    name: 'Education Savings Target',
    description:
      'Tell us what you can save each month, quarter or year and we show the guaranteed sum your child’s education fund will receive.',
    quotes: 'sumAssured',
    ruleName: 'ESP_SUM_ASSURED',
    paymentFrequencies: ['01', '03', '12'],
    minTenor2: 3,
    tenor: 15,
    minEntryAge: 18,
    maxEntryAge: 55,
    maxMaturityAge: 70,
    minPremium: 5000,
    minSumAssured: 100000,
    interestRatePercent: 6,
    loadingPercent: 12,
    mortality: susm,
    modalFactors: defaultModal,
  },
  {
    code: 'SPE',
    name: 'Single Premium Endowment',
    description:
      'Pay once, at the start, and we show the guaranteed sum you receive at the end of the term, or your family receives if you die before then.',
    quotes: 'sumAssured',
    ruleName: null,
    paymentFrequencies: ['OT'],
    minTenor2: 5,
    tenor: 10,
    minEntryAge: 18,
    maxEntryAge: 65,
    maxMaturityAge: 80,
    minPremium: 250000,
    minSumAssured: 250000,
    interestRatePercent: 5.5,
    loadingPercent: 8,
    mortality: susm,
    modalFactors: defaultModal,
  },
  {
    code: 'FPE',
    name: 'Family Protector Endowment',
    description:
      'A savings plan with extra cover for parents: choose the sum assured, pay monthly, yearly or once, and your family is protected for the whole term.',
    quotes: 'premium',
    ruleName: 'FPE_PREMIUM',
    paymentFrequencies: ['01', '12', 'OT'],
    minTenor2: 10,
    tenor: 15,
    minEntryAge: 18,
    maxEntryAge: 55,
    maxMaturityAge: 75,
    minPremium: 3000,
    minSumAssured: 500000,
    interestRatePercent: 5,
    loadingPercent: 15,
    mortality: { source: 'table', makehamA: DEFAULT_MAKEHAM.A, makehamB: DEFAULT_MAKEHAM.B, makehamC: DEFAULT_MAKEHAM.c, qxTable: familyQxCsv() },
    modalFactors: defaultModal,
  },
]

/** Plan codes offered on each seeded product page, default first. Every product has at least one. */
export const productPlans: Record<string, string[]> = {
  'hospital-cash-plan': ['AEE'],
  'critical-illness-plan': ['AEE'],
  'surgery-support-plan': ['AEE'],
  'term-life-plan': ['AEE', 'FPE'],
  'endowment-savings-plan': ['AEE', 'ESP', 'SPE'],
  'whole-life-legacy-plan': ['SPE', 'AEE'],
  'family-protection-plan': ['FPE', 'AEE'],
  'funeral-expense-plan': ['FPE'],
  'family-income-plan': ['FPE', 'AEE'],
  'education-savings-plan': ['ESP', 'AEE'],
  'scholar-guard-plan': ['ESP'],
  'university-fund-plan': ['ESP', 'SPE'],
  'group-life-plan': ['AEE'],
  'credit-life-plan': ['SPE'],
  'employee-benefits-scheme': ['AEE'],
}

/** Products not listed above (added later by other seed data) get the default plan. */
export const DEFAULT_PLAN_CODE = 'AEE'
