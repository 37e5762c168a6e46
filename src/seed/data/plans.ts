/**
 * Demo plan variants for the quote calculator, at least one of the right kind of cover for every
 * individual product. Between them they quote both ways (premium from a sum assured, and sum assured
 * from a premium) and use every payment frequency code. Bases are textbook defaults
 * (docs/decisions/004-pricing-basis.md, 014-kinds-of-cover.md), not a filed actuarial basis.
 */
import { DEFAULT_MAKEHAM, deathProbability } from '@/lib/quote/engine'
import { formatRateCsv } from '@/lib/quote/rate-csv'
import type { Plan } from '@/payload-types'

export type SeedPlan = Omit<Plan, 'id' | 'updatedAt' | 'createdAt'>

const defaultModal = { monthly: 0.0875, quarterly: 0.26, semiAnnual: 0.52, annual: 1 }
const susm = { source: 'makeham' as const, makehamA: DEFAULT_MAKEHAM.A, makehamB: DEFAULT_MAKEHAM.B, makehamC: DEFAULT_MAKEHAM.c }

/**
 * A qx table: the Standard Ultimate Survival Model's rates with a margin, ages 15 to 100, as an
 * editor would paste it. Nigerian insured lives die younger than the SUSM's, so protection plans
 * carry a margin.
 */
export function susmQxCsv(margin: number): string {
  const rows = ['age,qx']
  for (let age = 15; age <= 100; age++) {
    const q = Math.min(1, deathProbability(age, DEFAULT_MAKEHAM) * margin)
    rows.push(`${age},${q.toFixed(6)}`)
  }
  return rows.join('\n')
}

/** The family plans' table: SUSM + 25%. */
export function familyQxCsv(): string {
  return susmQxCsv(1.25)
}

const table = (csv: string) => ({ source: 'table' as const, makehamA: DEFAULT_MAKEHAM.A, makehamB: DEFAULT_MAKEHAM.B, makehamC: DEFAULT_MAKEHAM.c, qxTable: csv })

/**
 * Each kind's key-facts rules (issue 24, part 3): plainly demo values, not Redwood's filed terms (the
 * 30 days of cooling-off and of grace agree with the products' demo FAQs). The
 * actuarial and compliance teams set the real ones per plan before launch.
 */
export function demoKeyFacts(kind: SeedPlan['kind']): NonNullable<SeedPlan['keyFacts']> {
  const lifeExclusions = ['Death by suicide in the first year of the policy.', 'Death from a health condition you knew of and did not tell us about when you applied.', 'Death while taking part in a riot or a crime.']
  switch (kind) {
    case 'term':
    case 'familyIncome':
      return { notCovered: [...lifeExclusions, 'Anything after the term ends: nothing is paid if you are alive then.'].join('\n'), coolingOffDays: 30, gracePeriodDays: 30, cashValuePercent: 0, cashValueAfterYears: 3 }
    case 'wholeLife':
      return { notCovered: lifeExclusions.join('\n'), coolingOffDays: 30, gracePeriodDays: 30, cashValuePercent: 30, cashValueAfterYears: 3 }
    case 'education':
      return { notCovered: [...lifeExclusions, 'School or university fees above the guaranteed fund.'].join('\n'), coolingOffDays: 30, gracePeriodDays: 30, cashValuePercent: 40, cashValueAfterYears: 2 }
    case 'annuity':
      return { notCovered: 'Income after the guarantee period if the annuitant has died.\nIncreases with inflation: the income is level for life.', coolingOffDays: 30, gracePeriodDays: 0, cashValuePercent: 0, cashValueAfterYears: 1 }
    case 'health':
      return { notCovered: 'Illnesses you had, or had symptoms of, before the cover started.\nClaims in the first 90 days, except after an accident.\nCosmetic treatment, pregnancy and childbirth.\nTreatment outside Nigeria.', coolingOffDays: 30, gracePeriodDays: 30, cashValuePercent: 0, cashValueAfterYears: 1 }
    default:
      return { notCovered: lifeExclusions.join('\n'), coolingOffDays: 30, gracePeriodDays: 30, cashValuePercent: 50, cashValueAfterYears: 3 }
  }
}

/** Defaults every plan shares unless it says otherwise. */
const common = {
  ruleName: null,
  interestRatePercent: 5,
  loadingPercent: 10,
  mortality: susm,
  modalFactors: defaultModal,
  healthBenefit: null,
  rateTable: null,
}

export const plans: SeedPlan[] = [
  {
    ...common,
    code: 'AEE',
    kind: 'endowment',
    keyFacts: demoKeyFacts('endowment'),
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
    exampleAge: 35,
    exampleTerm: 20,
    exampleSumAssured: 5000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'ESP',
    kind: 'endowment',
    keyFacts: demoKeyFacts('endowment'),
    name: 'Savings Target Endowment',
    description:
      'Tell us what you can save each month, quarter or year and we show the guaranteed sum you receive at the end of the term, or your family receives if you die before then.',
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
    exampleAge: 30,
    exampleTerm: 10,
    exampleSumAssured: 1000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'SPE',
    kind: 'endowment',
    keyFacts: demoKeyFacts('endowment'),
    name: 'Single Premium Endowment',
    description:
      'Pay once, at the start, and we show the guaranteed sum you receive at the end of the term, or your family receives if you die before then.',
    quotes: 'sumAssured',
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
    exampleAge: 40,
    exampleTerm: 10,
    exampleSumAssured: 1000000,
    exampleFrequency: 'OT',
  },
  {
    ...common,
    code: 'TLP',
    kind: 'term',
    keyFacts: demoKeyFacts('term'),
    name: 'Level Term Cover',
    description:
      'Choose the sum your family would need and how long you need cover for. If you die during the term we pay the full sum; when the term ends, the cover and the premiums stop.',
    quotes: 'premium',
    ruleName: 'TLP_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '06', '12'],
    minTenor2: 5,
    tenor: 25,
    minEntryAge: 18,
    maxEntryAge: 60,
    maxMaturityAge: 75,
    minPremium: 1000,
    minSumAssured: 1000000,
    loadingPercent: 25,
    mortality: table(susmQxCsv(1.5)),
    exampleAge: 35,
    exampleTerm: 20,
    exampleSumAssured: 10000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'FPT',
    kind: 'term',
    keyFacts: demoKeyFacts('term'),
    name: 'Family Protection Cover',
    description:
      'Cover for you and your spouse: choose the sum assured and the term, and if either of you dies during the term we pay it in full. Each child is covered for a fifth of it at no extra cost.',
    quotes: 'premium',
    ruleName: 'FPT_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '06', '12'],
    minTenor2: 5,
    tenor: 20,
    minEntryAge: 18,
    maxEntryAge: 55,
    maxMaturityAge: 70,
    minPremium: 500,
    minSumAssured: 2000000,
    loadingPercent: 20,
    // Two lives on one policy: twice the family table's rates.
    mortality: table(susmQxCsv(2.5)),
    exampleAge: 35,
    exampleTerm: 20,
    exampleSumAssured: 5000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'FPE',
    kind: 'endowment',
    keyFacts: demoKeyFacts('endowment'),
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
    loadingPercent: 15,
    mortality: table(familyQxCsv()),
    exampleAge: 35,
    exampleTerm: 15,
    exampleSumAssured: 2000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'FIB',
    kind: 'familyIncome',
    keyFacts: demoKeyFacts('familyIncome'),
    name: 'Family Income Cover',
    description:
      'Choose a monthly income and a term. If you die during the term, your family receives that income every month from the end of that policy year until the term ends.',
    quotes: 'premium',
    ruleName: 'FIB_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '06', '12'],
    minTenor2: 3,
    tenor: 7,
    minEntryAge: 18,
    maxEntryAge: 55,
    maxMaturityAge: 65,
    minPremium: 500,
    minSumAssured: 100000,
    loadingPercent: 20,
    mortality: table(susmQxCsv(1.5)),
    exampleAge: 35,
    exampleTerm: 10,
    exampleSumAssured: 200000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'WLP',
    kind: 'wholeLife',
    keyFacts: demoKeyFacts('wholeLife'),
    name: 'Whole Life Legacy',
    description:
      'Cover for the whole of your life: the sum assured is paid to your family whenever you die. You pay premiums for the number of years you choose, or once.',
    quotes: 'premium',
    ruleName: 'WLP_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '06', '12', 'OT'],
    minTenor2: 10,
    tenor: 30,
    minEntryAge: 25,
    maxEntryAge: 60,
    maxMaturityAge: 70,
    minPremium: 2000,
    minSumAssured: 1000000,
    loadingPercent: 15,
    exampleAge: 40,
    exampleTerm: 20,
    exampleSumAssured: 5000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'FEP',
    kind: 'wholeLife',
    keyFacts: demoKeyFacts('wholeLife'),
    name: 'Funeral Cover',
    description:
      'A sum paid within 48 hours of a death, whenever it happens. You pay premiums for the number of years you choose; the cover lasts for life.',
    quotes: 'premium',
    ruleName: 'FEP_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '12'],
    minTenor2: 5,
    tenor: 20,
    minEntryAge: 18,
    maxEntryAge: 70,
    maxMaturityAge: 85,
    minPremium: 500,
    minSumAssured: 250000,
    loadingPercent: 20,
    mortality: table(susmQxCsv(1.5)),
    exampleAge: 40,
    exampleTerm: 15,
    exampleSumAssured: 1000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'EDU',
    kind: 'education',
    keyFacts: demoKeyFacts('education'),
    name: 'Education Savings Plan',
    description:
      'Choose the fund your child needs and when. We work out the premium. If you die before then, the premiums stop and the fund is still paid in full when it falls due.',
    quotes: 'premium',
    ruleName: 'EDU_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '06', '12'],
    minTenor2: 3,
    tenor: 15,
    minEntryAge: 18,
    maxEntryAge: 55,
    maxMaturityAge: 70,
    minPremium: 2500,
    minSumAssured: 1000000,
    interestRatePercent: 6,
    loadingPercent: 12,
    exampleAge: 32,
    exampleTerm: 15,
    exampleSumAssured: 5000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'SGP',
    kind: 'education',
    keyFacts: demoKeyFacts('education'),
    name: 'Scholar Guard Fund',
    description:
      'A guaranteed school-fees fund paid at the end of the term. If the parent dies first, we pay the rest of the premiums and the fund is still paid in full.',
    quotes: 'premium',
    ruleName: 'SGP_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '12'],
    minTenor2: 5,
    tenor: 13,
    minEntryAge: 18,
    maxEntryAge: 55,
    maxMaturityAge: 70,
    minPremium: 2500,
    minSumAssured: 1000000,
    interestRatePercent: 6,
    loadingPercent: 15,
    mortality: table(familyQxCsv()),
    exampleAge: 35,
    exampleTerm: 12,
    exampleSumAssured: 3000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'UFP',
    kind: 'education',
    keyFacts: demoKeyFacts('education'),
    name: 'University Fund',
    description:
      'A guaranteed fund for university, paid when the term ends. Pay monthly, yearly or once. If you die first, the premiums stop and the fund is still paid.',
    quotes: 'premium',
    ruleName: 'UFP_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '12', 'OT'],
    minTenor2: 5,
    tenor: 13,
    minEntryAge: 18,
    maxEntryAge: 55,
    maxMaturityAge: 70,
    minPremium: 5000,
    minSumAssured: 4000000,
    interestRatePercent: 6,
    loadingPercent: 12,
    exampleAge: 35,
    exampleTerm: 15,
    exampleSumAssured: 8000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'RLA',
    kind: 'annuity',
    keyFacts: demoKeyFacts('annuity'),
    name: 'Retiree Life Annuity',
    description:
      'Use a lump sum, such as your retirement savings account, to buy an income paid every month for life. If you die within the guarantee period, the payments carry on to your family until it ends.',
    quotes: 'sumAssured',
    ruleName: 'RLA_MONTHLY_INCOME',
    paymentFrequencies: ['OT'],
    minTenor2: 5,
    tenor: 5,
    minEntryAge: 50,
    maxEntryAge: 80,
    maxMaturityAge: 95,
    minPremium: 1000000,
    minSumAssured: 10000,
    interestRatePercent: 10,
    loadingPercent: 5,
    exampleAge: 60,
    exampleTerm: 10,
    exampleSumAssured: 100000,
    exampleFrequency: 'OT',
  },
  {
    ...common,
    code: 'HCP',
    kind: 'health',
    keyFacts: demoKeyFacts('health'),
    healthBenefit: 'hospitalCash',
    name: 'Hospital Cash',
    description:
      'Choose a sum for every night you spend in hospital, from ₦10,000 to ₦50,000, and we work out your premium. The rate depends on your age when you start.',
    quotes: 'premium',
    ruleName: 'HCP_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '06', '12'],
    minTenor2: 1,
    tenor: 9,
    minEntryAge: 18,
    maxEntryAge: 60,
    maxMaturityAge: 70,
    minPremium: 500,
    minSumAssured: 10000,
    rateTable: formatRateCsv([
      { fromAge: 18, toAge: 29, rate: 2400 },
      { fromAge: 30, toAge: 39, rate: 2700 },
      { fromAge: 40, toAge: 49, rate: 3300 },
      { fromAge: 50, toAge: 60, rate: 4200 },
    ]),
    exampleAge: 30,
    exampleTerm: 5,
    exampleSumAssured: 10000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'CIP',
    kind: 'health',
    keyFacts: demoKeyFacts('health'),
    healthBenefit: 'criticalIllness',
    name: 'Critical Illness Cover',
    description:
      'Choose a lump sum from ₦2,000,000 to ₦20,000,000, paid if you are diagnosed with one of 25 serious illnesses during the term. The rate depends on your age when you start.',
    quotes: 'premium',
    ruleName: 'CIP_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '06', '12'],
    minTenor2: 1,
    tenor: 19,
    minEntryAge: 18,
    maxEntryAge: 60,
    maxMaturityAge: 70,
    minPremium: 500,
    minSumAssured: 2000000,
    loadingPercent: 15,
    rateTable: formatRateCsv([
      { fromAge: 18, toAge: 29, rate: 1.2 },
      { fromAge: 30, toAge: 39, rate: 2.1 },
      { fromAge: 40, toAge: 49, rate: 4.5 },
      { fromAge: 50, toAge: 60, rate: 9.8 },
    ]),
    exampleAge: 35,
    exampleTerm: 10,
    exampleSumAssured: 5000000,
    exampleFrequency: '01',
  },
  {
    ...common,
    code: 'SSP',
    kind: 'health',
    keyFacts: demoKeyFacts('health'),
    healthBenefit: 'surgery',
    name: 'Surgery Support',
    description:
      'Choose a yearly limit for operations, up to ₦3,000,000, and we work out your premium. The rate depends on your age when you start.',
    quotes: 'premium',
    ruleName: 'SSP_REGULAR_PREMIUM',
    paymentFrequencies: ['01', '03', '06', '12'],
    minTenor2: 1,
    tenor: 9,
    minEntryAge: 18,
    maxEntryAge: 60,
    maxMaturityAge: 70,
    minPremium: 500,
    minSumAssured: 500000,
    loadingPercent: 15,
    rateTable: formatRateCsv([
      { fromAge: 18, toAge: 29, rate: 6 },
      { fromAge: 30, toAge: 39, rate: 8 },
      { fromAge: 40, toAge: 49, rate: 12 },
      { fromAge: 50, toAge: 60, rate: 19 },
    ]),
    exampleAge: 35,
    exampleTerm: 5,
    exampleSumAssured: 1000000,
    exampleFrequency: '01',
  },
]

/**
 * Plan codes offered on each seeded product page, default first: each product's own kind of cover.
 * Products not listed (the corporate ones) have no individual calculator.
 */
export const productPlans: Record<string, string[]> = {
  'hospital-cash-plan': ['HCP'],
  'critical-illness-plan': ['CIP'],
  'surgery-support-plan': ['SSP'],
  'term-life-plan': ['TLP'],
  'endowment-savings-plan': ['AEE', 'ESP', 'SPE'],
  'whole-life-legacy-plan': ['WLP'],
  'retirement-income-plan': ['RLA'],
  'family-protection-plan': ['FPT', 'FPE'],
  'funeral-expense-plan': ['FEP'],
  'family-income-plan': ['FIB'],
  'education-savings-plan': ['EDU'],
  'scholar-guard-plan': ['SGP'],
  'university-fund-plan': ['UFP'],
}
