/**
 * The kinds of cover beyond endowment (docs/plan-service-basis.md), each checked against an
 * independent computation: survival from the integrated force of mortality (Simpson's rule, never
 * the engine's closed form), published SUSM values at 5%, and identities between the kinds.
 */
import { describe, expect, it } from 'vitest'

import {
  DEFAULT_BASIS,
  PricingError,
  annuityDue,
  endowmentAssurance,
  familyIncomeFactor,
  monthlyAnnuityFactor,
  premiumsForSumAssured,
  priceFromPremium,
  priceFromSumAssured,
  pureEndowment,
  termAssurance,
  wholeLifeAssurance,
  type Cover,
  type PricingBasis,
} from './engine'
import type { FrequencyCode } from './frequency'
import { formatRateCsv, rateForAge, tryParseRateCsv } from './rate-csv'

const mu = (y: number): number => 0.00022 + 2.7e-6 * Math.pow(1.124, y)

function integrateMu(from: number, to: number, steps = 200): number {
  const h = (to - from) / steps
  let s = mu(from) + mu(to)
  for (let i = 1; i < steps; i++) s += (i % 2 === 1 ? 4 : 2) * mu(from + i * h)
  return (s * h) / 3
}

/** tpx at t = 0, 1/m, 2/m, … up to `years`, by integrating μ step by step. */
function refSurvival(x: number, years: number, m = 1): number[] {
  const out = [1]
  let cumulative = 0
  for (let j = 1; j <= years * m; j++) {
    cumulative += integrateMu(x + (j - 1) / m, x + j / m, m === 1 ? 200 : 20)
    out.push(Math.exp(-cumulative))
  }
  return out
}

function refValues(x: number, n: number, i: number) {
  const v = 1 / (1 + i)
  const p = refSurvival(x, n)
  let a = 0
  let term = 0
  for (let k = 0; k < n; k++) {
    a += v ** k * p[k]!
    term += v ** (k + 1) * (p[k]! - p[k + 1]!)
  }
  return { a, term, pure: v ** n * p[n]! }
}

const withCover = (cover: Cover, extra: Partial<PricingBasis> = {}): PricingBasis => ({ ...DEFAULT_BASIS, cover, ...extra })

const CASES: [number, number, number][] = [
  [30, 10, 0.05],
  [35, 20, 0.05],
  [45, 25, 0.04],
  [55, 15, 0.08],
  [18, 30, 0.1],
]

describe('term assurance', () => {
  it.each(CASES)('matches the integrated reference, and term + pure endowment = endowment (x=%i, n=%i, i=%f)', (x, n, i) => {
    const basis = { ...DEFAULT_BASIS, interestRate: i }
    const ref = refValues(x, n, i)
    expect(Math.abs(termAssurance(x, n, basis) - ref.term)).toBeLessThan(1e-6)
    expect(Math.abs(pureEndowment(x, n, basis) - ref.pure)).toBeLessThan(1e-6)
    expect(Math.abs(termAssurance(x, n, basis) + pureEndowment(x, n, basis) - endowmentAssurance(x, n, basis))).toBeLessThan(1e-12)
  })

  it('premium = S·A¹(x:n)/ä(x:n)/(1 − loading) × modal factor, and is far below the endowment’s', () => {
    const ref = refValues(35, 20, 0.05)
    const term = premiumsForSumAssured(10_000_000, 35, 20, '01', withCover({ kind: 'term' }))
    expect(Math.abs(term.modal - ((10_000_000 * ref.term) / ref.a / 0.9) * 0.0875)).toBeLessThan(1e-6 * 10_000_000)
    const endowment = premiumsForSumAssured(10_000_000, 35, 20, '01', DEFAULT_BASIS)
    expect(term.modal).toBeLessThan(endowment.modal / 10)
  })

  it('premium for term + premium for a pure endowment = premium for the endowment', () => {
    const S = 1_000_000
    const term = premiumsForSumAssured(S, 40, 15, '12', withCover({ kind: 'term' })).grossAnnual
    const pure = (S * pureEndowment(40, 15, DEFAULT_BASIS)) / annuityDue(40, 15, DEFAULT_BASIS) / 0.9
    expect(term + pure).toBeCloseTo(premiumsForSumAssured(S, 40, 15, '12', DEFAULT_BASIS).grossAnnual, 6)
  })
})

describe('whole life', () => {
  // Published SUSM at 5% (Dickson, Hardy & Waters, AMLCR, Appendix D), A to 5 decimals.
  it.each([
    [20, 0.04922],
    [50, 0.18931],
    [60, 0.29028],
    [65, 0.35477],
    [70, 0.42818],
  ])('A(%i) reproduces the published table', (x, published) => {
    expect(Math.abs(wholeLifeAssurance(x, DEFAULT_BASIS) - published)).toBeLessThanOrEqual(5e-6)
  })

  it('matches the integrated reference to 1e-6 and 1 − d·ä(x) for the whole of life', () => {
    const p = refSurvival(45, 85)
    const v = 1 / 1.05
    let A = 0
    for (let k = 0; k < 85; k++) A += v ** (k + 1) * (p[k]! - p[k + 1]!)
    expect(Math.abs(wholeLifeAssurance(45, DEFAULT_BASIS) - A)).toBeLessThan(1e-6)
    expect(wholeLifeAssurance(45, DEFAULT_BASIS)).toBeCloseTo(1 - (0.05 / 1.05) * annuityDue(45, 85, DEFAULT_BASIS), 9)
  })

  it('premiums paid for n years: S·A(x)/ä(x:n)/(1 − loading); a single premium is S·A(x)/(1 − loading)', () => {
    const basis = withCover({ kind: 'wholeLife' })
    const ref = refValues(40, 25, 0.05)
    expect(premiumsForSumAssured(2_000_000, 40, 25, '12', basis).grossAnnual).toBeCloseTo(
      (2_000_000 * wholeLifeAssurance(40, DEFAULT_BASIS)) / ref.a / 0.9,
      3,
    )
    const p = refSurvival(40, 90)
    let A = 0
    for (let k = 0; k < 90; k++) A += 1.05 ** -(k + 1) * (p[k]! - p[k + 1]!)
    expect(Math.abs(premiumsForSumAssured(1, 40, 25, 'OT', basis).modal - A / 0.9)).toBeLessThan(1e-6)
    // The single premium does not depend on how long premiums would have been paid.
    expect(premiumsForSumAssured(1, 40, 10, 'OT', basis).modal).toBe(premiumsForSumAssured(1, 40, 25, 'OT', basis).modal)
  })

  it('with a table, the last age’s rate counts as 1, so the benefit is certain to be paid', () => {
    const qx: Record<number, number> = { 98: 0.3, 99: 0.4, 100: 0.5 }
    const basis = withCover({ kind: 'wholeLife' }, { interestRate: 0, mortality: { kind: 'table', qx } })
    expect(wholeLifeAssurance(98, basis)).toBeCloseTo(1, 12)
    const withInterest = { ...basis, interestRate: 0.1 }
    const v = 1 / 1.1
    expect(wholeLifeAssurance(98, withInterest)).toBeCloseTo(v * 0.3 + v ** 2 * 0.7 * 0.4 + v ** 3 * 0.7 * 0.6, 12)
  })
})

describe('family income benefit', () => {
  // Independently: a payment at month j (in policy year m + 1 = ⌈j/12⌉) is made when the life died
  // within the first m years, so its value is v^{j/12} · (1 − m p x).
  function refFib(x: number, n: number, i: number): number {
    const p = refSurvival(x, n)
    let sum = 0
    for (let j = 1; j <= 12 * n; j++) {
      const m = Math.ceil(j / 12) - 1
      sum += (1 + i) ** (-j / 12) * (1 - p[m]!)
    }
    return sum
  }

  it.each(CASES)('matches the payment-by-payment reference to 1e-6 (x=%i, n=%i, i=%f)', (x, n, i) => {
    expect(Math.abs(familyIncomeFactor(x, n, { ...DEFAULT_BASIS, interestRate: i }) - refFib(x, n, i))).toBeLessThan(1e-6)
  })

  it('premium = income × FIB ÷ ä(x:n) ÷ (1 − loading) × factor, below level term cover for the whole income', () => {
    const basis = withCover({ kind: 'familyIncome' })
    const ref = refValues(35, 10, 0.05)
    const monthly = premiumsForSumAssured(200_000, 35, 10, '01', basis).modal
    expect(Math.abs(monthly - ((200_000 * refFib(35, 10, 0.05)) / ref.a / 0.9) * 0.0875)).toBeLessThan(1e-6 * 200_000)
    const level = premiumsForSumAssured(200_000 * 120, 35, 10, '01', withCover({ kind: 'term' })).modal
    expect(monthly).toBeLessThan(level)
  })
})

describe('education savings', () => {
  const basis = withCover({ kind: 'education' }, { interestRate: 0.06, loading: 0.12 })

  it.each([
    [30, 10],
    [40, 18],
  ])('premium = F·vⁿ/ä(x:n)/(1 − loading) × factor: the fund is paid at the end even if the parent dies (x=%i, n=%i)', (x, n) => {
    const ref = refValues(x, n, 0.06)
    const F = 5_000_000
    const monthly = premiumsForSumAssured(F, x, n, '01', basis).modal
    expect(Math.abs(monthly - ((F * 1.06 ** -n) / ref.a / 0.88) * 0.0875)).toBeLessThan(1e-6 * F)
    // Dearer than a plain savings endowment? No: the endowment also pays the full sum on death.
    expect(monthly).toBeLessThan(premiumsForSumAssured(F, x, n, '01', { ...basis, cover: { kind: 'endowment' } }).modal)
  })

  it('a single premium is the fund discounted at interest only: F·vⁿ/(1 − loading)', () => {
    expect(premiumsForSumAssured(1_000_000, 35, 10, 'OT', basis).modal).toBeCloseTo((1_000_000 * 1.06 ** -10) / 0.88, 6)
  })
})

describe('retiree life annuity', () => {
  const basis = withCover({ kind: 'annuity' })

  function refMonthly(x: number, g: number): number {
    const years = 130 - x
    const p = refSurvival(x, years, 12)
    let sum = 0
    for (let j = 1; j <= years * 12; j++) sum += 1.05 ** (-j / 12) * (j <= g * 12 ? 1 : p[j]!)
    return sum
  }

  it.each([
    [60, 0],
    [60, 10],
    [65, 5],
    [55, 15],
  ])('₦1 a month for life from age %i, guaranteed %i years, matches the integrated reference to 1e-6', (x, g) => {
    expect(Math.abs(monthlyAnnuityFactor(x, g, DEFAULT_BASIS) - refMonthly(x, g))).toBeLessThan(1e-6)
  })

  // Published SUSM ä(x) at 5% to 4 decimals; monthly in advance by Woolhouse's three-term formula,
  // ä⁽¹²⁾ = ä − 11/24 − 143/1728·(μ + δ); paid in arrears is one payment (1/12) less.
  it.each([
    [50, 17.0245],
    [60, 14.9041],
    [65, 13.5498],
    [70, 12.0083],
  ])('agrees with the published ä(%i) through Woolhouse', (x, published) => {
    const woolhouse = published - 11 / 24 - (143 / 1728) * (mu(x) + Math.log(1.05)) - 1 / 12
    expect(Math.abs(monthlyAnnuityFactor(x, 0, DEFAULT_BASIS) / 12 - woolhouse)).toBeLessThan(1e-4)
  })

  it('guarantee = certain payments for g years, then a life annuity deferred g years', () => {
    const g = 10
    const v12 = 1.05 ** (-1 / 12)
    const certain = (v12 * (1 - v12 ** (12 * g))) / (1 - v12)
    const deferred = pureEndowment(65, g, DEFAULT_BASIS) * monthlyAnnuityFactor(65 + g, 0, DEFAULT_BASIS)
    expect(monthlyAnnuityFactor(65, g, DEFAULT_BASIS)).toBeCloseTo(certain + deferred, 8)
    expect(monthlyAnnuityFactor(65, g, DEFAULT_BASIS)).toBeGreaterThan(monthlyAnnuityFactor(65, 0, DEFAULT_BASIS))
  })

  it('purchase price ↔ monthly income, both ways, with the loading', () => {
    const price = priceFromSumAssured(200_000, 60, 10, 'OT', basis)
    expect(price.modalPremium).toBeCloseTo((200_000 * refMonthly(60, 10)) / 0.9, 1)
    const income = priceFromPremium(price.modalPremium, 60, 10, 'OT', basis)
    expect(Math.abs(income.sumAssured - 200_000)).toBeLessThanOrEqual(0.01)
  })

  it('is bought with one payment only', () => {
    expect(() => premiumsForSumAssured(100_000, 60, 10, '01', basis)).toThrow(PricingError)
  })

  it('uses deaths spread evenly over each year of age with a table', () => {
    const qx: Record<number, number> = { 90: 0.5, 91: 1 }
    const table = withCover({ kind: 'annuity' }, { interestRate: 0, mortality: { kind: 'table', qx } })
    // Survival at month j of the first year is 1 − j/24, at month j of the second 0.5·(1 − j/12).
    let expected = 0
    for (let j = 1; j <= 12; j++) expected += 1 - j / 24
    for (let j = 1; j <= 12; j++) expected += 0.5 * (1 - j / 12)
    expect(monthlyAnnuityFactor(90, 0, table)).toBeCloseTo(expected, 12)
  })
})

describe('fixed-benefit health cover', () => {
  const bands = [
    { fromAge: 18, toAge: 29, rate: 3.5 },
    { fromAge: 30, toAge: 44, rate: 5 },
    { fromAge: 45, toAge: 60, rate: 9.25 },
  ]
  const basis = withCover({ kind: 'health', benefit: 'hospitalCash', rates: bands }, { loading: 0.2 })

  it.each([
    [25, 3.5],
    [30, 5],
    [44, 5],
    [60, 9.25],
  ])('the annual premium at age %i is benefit × rate/1000 ÷ (1 − loading)', (age, rate) => {
    for (const f of ['01', '03', '06', '12'] as FrequencyCode[]) {
      const factor = DEFAULT_BASIS.modalFactors[f as Exclude<FrequencyCode, 'OT'>]
      expect(premiumsForSumAssured(10_000, age, 5, f, basis).modal).toBeCloseTo(((10_000 * rate) / 1000 / 0.8) * factor, 9)
    }
  })

  it('has no single premium and no price outside the bands', () => {
    expect(() => premiumsForSumAssured(10_000, 30, 5, 'OT', basis)).toThrow(PricingError)
    expect(() => premiumsForSumAssured(10_000, 61, 5, '12', basis)).toThrow('The rate table has no band for age 61.')
  })
})

describe('rate table CSV', () => {
  it('reads bands with a header and round-trips', () => {
    const text = 'fromAge,toAge,rate\n18,29,3.5\n30,44,5\n45,60,9.25\n'
    const parsed = tryParseRateCsv(text)
    expect(parsed).toEqual({ ok: true, bands: [{ fromAge: 18, toAge: 29, rate: 3.5 }, { fromAge: 30, toAge: 44, rate: 5 }, { fromAge: 45, toAge: 60, rate: 9.25 }] })
    if (parsed.ok) {
      expect(tryParseRateCsv(formatRateCsv(parsed.bands))).toEqual(parsed)
      expect(rateForAge(parsed.bands, 44)).toBe(5)
      expect(rateForAge(parsed.bands, 17)).toBeUndefined()
    }
  })

  it('explains every problem by line', () => {
    const parsed = tryParseRateCsv('fromAge,toAge,rate\n18,29,x\n25,40,4\n50,60,5\n70,65,1\n1,2')
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) {
      expect(parsed.errors).toEqual([
        'Line 2: the rate "x" is not a number greater than 0.',
        'Line 5: the last age 65 is below the first age 70.',
        'Line 6: expected three values, the first age, the last age and the rate, separated by commas (found "1,2").',
        'The age bands must run without gaps: ages 41 to 49 are missing.',
      ])
    }
    expect(tryParseRateCsv('18,30,1\n30,40,2')).toEqual({ ok: false, errors: ['The age bands on lines 1 and 2 overlap.'] })
    expect(tryParseRateCsv(' \n')).toEqual({
      ok: false,
      errors: ['The table has no rows. Put a header "fromAge,toAge,rate" and then one row per age band, for example "18,29,4.20".'],
    })
  })
})
