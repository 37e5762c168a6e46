import { describe, expect, it } from 'vitest'
import {
  DEFAULT_BASIS,
  DEFAULT_MAKEHAM,
  DEFAULT_MODAL_FACTORS,
  PricingError,
  ageLastBirthday,
  annuityDue,
  deathProbability,
  endowmentAssurance,
  premiumSchedule,
  premiumsForSumAssured,
  priceFromPremium,
  priceFromSumAssured,
  sumAssuredForPremium,
  survival,
  type PricingBasis,
} from './engine'
import type { FrequencyCode } from './frequency'

// ---------------------------------------------------------------------------
// Independent reference: kpx by numerically integrating the force of mortality
// (composite Simpson), never using the engine's closed form.

const { A: MA, B: MB, c: MC } = { A: 0.00022, B: 2.7e-6, c: 1.124 }
const mu = (y: number): number => MA + MB * Math.pow(MC, y)

function integrateMu(from: number, to: number, steps = 400): number {
  const h = (to - from) / steps
  let s = mu(from) + mu(to)
  for (let i = 1; i < steps; i++) s += (i % 2 === 1 ? 4 : 2) * mu(from + i * h)
  return (s * h) / 3
}

/** kpx for k = 0..n, by integrating year by year. */
function referenceSurvival(x: number, n: number): number[] {
  const p = [1]
  let cumulative = 0
  for (let k = 0; k < n; k++) {
    cumulative += integrateMu(x + k, x + k + 1)
    p.push(Math.exp(-cumulative))
  }
  return p
}

function reference(x: number, n: number, i: number): { a: number; A: number } {
  const v = 1 / (1 + i)
  const p = referenceSurvival(x, n)
  let a = 0
  let A = 0
  for (let k = 0; k < n; k++) {
    const kp = p[k]!
    const deathsInYear = kp - p[k + 1]! // kpx · q(x+k)
    a += Math.pow(v, k) * kp
    A += Math.pow(v, k + 1) * deathsInYear
  }
  A += Math.pow(v, n) * p[n]!
  return { a, A }
}

const basisAt = (i: number, extra: Partial<PricingBasis> = {}): PricingBasis => ({ ...DEFAULT_BASIS, interestRate: i, ...extra })

const CASES: [number, number, number][] = [
  [30, 10, 0.05],
  [40, 20, 0.04],
  [55, 15, 0.08],
  [18, 30, 0.1],
  [60, 5, 0],
  [25, 40, 0.15],
  [45, 25, 0.05],
]

describe('defaults', () => {
  it('uses the Standard Ultimate Survival Model and the agreed modal factors', () => {
    expect(DEFAULT_MAKEHAM).toEqual({ kind: 'makeham', A: 0.00022, B: 2.7e-6, c: 1.124 })
    expect(DEFAULT_MODAL_FACTORS).toEqual({ '01': 0.0875, '03': 0.26, '06': 0.52, '12': 1 })
  })
})

describe('annuityDue and endowmentAssurance', () => {
  it.each(CASES)('match an independent numerical integration (x=%i, n=%i, i=%f)', (x, n, i) => {
    const ref = reference(x, n, i)
    expect(Math.abs(annuityDue(x, n, basisAt(i)) - ref.a)).toBeLessThan(1e-6)
    expect(Math.abs(endowmentAssurance(x, n, basisAt(i)) - ref.A)).toBeLessThan(1e-6)
  })

  it('Makeham survival matches the integrated force of mortality for fractional t', () => {
    for (const [x, t] of [[40, 0.5], [50, 7.25], [70, 12]] as const) {
      expect(survival(x, t, DEFAULT_MAKEHAM)).toBeCloseTo(Math.exp(-integrateMu(x, x + t, 2000)), 10)
    }
  })

  // Published SUSM values at 5% (Dickson, Hardy & Waters, AMLCR, Appendix D):
  // ä to 4 decimals, A to 5 decimals. Whole life approximated by running to age 130.
  it.each([
    [20, 19.9664, 0.04922],
    [50, 17.0245, 0.18931],
    [60, 14.9041, 0.29028],
  ])('reproduce the published SUSM table at 5%% for age %i', (x, aPub, APub) => {
    expect(Math.abs(annuityDue(x, 130 - x, DEFAULT_BASIS) - aPub)).toBeLessThanOrEqual(5e-5)
    expect(Math.abs(endowmentAssurance(x, 130 - x, DEFAULT_BASIS) - APub)).toBeLessThanOrEqual(5e-6)
  })

  it.each([
    ...CASES,
    [50, 80, 0.05] as [number, number, number],
  ])('satisfy A(x:n) = 1 − d·ä(x:n) (x=%i, n=%i, i=%f)', (x, n, i) => {
    const d = i / (1 + i)
    expect(Math.abs(endowmentAssurance(x, n, basisAt(i)) - (1 - d * annuityDue(x, n, basisAt(i))))).toBeLessThan(1e-9)
  })

  it('gives ä(x:1) = 1 and A(x:1) = v', () => {
    expect(annuityDue(40, 1, basisAt(0.06))).toBe(1)
    expect(endowmentAssurance(40, 1, basisAt(0.06))).toBeCloseTo(1 / 1.06, 12)
  })

  it('rejects ages and terms that are not whole numbers', () => {
    expect(() => annuityDue(40.5, 10, DEFAULT_BASIS)).toThrow(PricingError)
    expect(() => annuityDue(40, 0, DEFAULT_BASIS)).toThrow(/at least 1/)
  })
})

describe('table mortality', () => {
  // A table built from the integrated Makeham force must give the Makeham answers.
  const qx: Record<number, number> = {}
  for (let age = 18; age <= 100; age++) qx[age] = 1 - Math.exp(-integrateMu(age, age + 1))
  const table = basisAt(0.05, { mortality: { kind: 'table', qx } })

  it('agrees with the Makeham basis when the table is the Makeham qx', () => {
    for (const [x, n] of [[30, 10], [45, 25], [18, 50]] as const) {
      expect(annuityDue(x, n, table)).toBeCloseTo(annuityDue(x, n, DEFAULT_BASIS), 9)
      expect(endowmentAssurance(x, n, table)).toBeCloseTo(endowmentAssurance(x, n, DEFAULT_BASIS), 9)
    }
    expect(deathProbability(50, table.mortality)).toBe(qx[50])
    expect(survival(40, 3, table.mortality)).toBeCloseTo((1 - qx[40]!) * (1 - qx[41]!) * (1 - qx[42]!), 15)
  })

  it('uses the product of (1 − q) for survival', () => {
    const flat = basisAt(0, { mortality: { kind: 'table', qx: { 30: 0.1, 31: 0.2, 32: 0.5 } } })
    // ä = 1 + 0.9 + 0.72; A at i=0 is 1 (everyone is paid once)
    expect(annuityDue(30, 3, flat)).toBeCloseTo(2.62, 12)
    expect(endowmentAssurance(30, 3, flat)).toBeCloseTo(1, 12)
  })

  it('throws a clear error when the table does not cover the ages needed', () => {
    expect(() => annuityDue(95, 10, table)).toThrow(PricingError)
    expect(() => annuityDue(95, 10, table)).toThrow(
      'The mortality table has no qx for age 101; to price this case it must cover ages 95 to 104.',
    )
    expect(() => annuityDue(10, 5, table)).toThrow(/no qx for age 10/)
  })
})

describe('premiums', () => {
  const x = 35
  const n = 15
  const ref = reference(x, n, 0.05)

  it('follow net = S·A/ä, gross = net/(1 − loading), modal = gross × factor, OT = S·A/(1 − loading)', () => {
    const S = 1_000_000
    const annual = premiumsForSumAssured(S, x, n, '12', DEFAULT_BASIS)
    expect(annual.netAnnual).toBeCloseTo((S * ref.A) / ref.a, 4)
    expect(annual.grossAnnual).toBeCloseTo((S * ref.A) / ref.a / 0.9, 4)
    expect(premiumsForSumAssured(S, x, n, '01', DEFAULT_BASIS).modal).toBeCloseTo(((S * ref.A) / ref.a / 0.9) * 0.0875, 4)
    expect(premiumsForSumAssured(S, x, n, '03', DEFAULT_BASIS).modal).toBeCloseTo(((S * ref.A) / ref.a / 0.9) * 0.26, 4)
    expect(premiumsForSumAssured(S, x, n, '06', DEFAULT_BASIS).modal).toBeCloseTo(((S * ref.A) / ref.a / 0.9) * 0.52, 4)
    expect(premiumsForSumAssured(S, x, n, 'OT', DEFAULT_BASIS).modal).toBeCloseTo((S * ref.A) / 0.9, 4)
  })

  it('respects a different loading and modal factors from the basis', () => {
    const basis = basisAt(0.05, { loading: 0.25, modalFactors: { '01': 0.09, '03': 0.27, '06': 0.53, '12': 1 } })
    const S = 500_000
    expect(premiumsForSumAssured(S, x, n, '01', basis).modal).toBeCloseTo(((S * ref.A) / ref.a / 0.75) * 0.09, 4)
    expect(premiumsForSumAssured(S, x, n, 'OT', basis).modal).toBeCloseTo((S * ref.A) / 0.75, 4)
  })

  const FREQS: FrequencyCode[] = ['01', '03', '06', '12', 'OT']

  it.each(FREQS)('round-trip premium → sum assured → premium within ₦0.01 (%s)', (f) => {
    for (const premium of [5000, 12_345.67, 250_000, 1_000_000.01, 73.21]) {
      for (const [age, term] of [[25, 10], [40, 20], [55, 5]] as const) {
        const s = priceFromPremium(premium, age, term, f, DEFAULT_BASIS)
        const back = priceFromSumAssured(s.sumAssured, age, term, f, DEFAULT_BASIS)
        expect(Math.abs(back.modalPremium - premium)).toBeLessThanOrEqual(0.01 + 1e-9)
      }
    }
  })

  it('is linear in S: sumAssuredForPremium inverts premiumsForSumAssured exactly (unrounded)', () => {
    for (const f of FREQS) {
      const p = premiumsForSumAssured(777_777, 42, 12, f, DEFAULT_BASIS).modal
      expect(sumAssuredForPremium(p, 42, 12, f, DEFAULT_BASIS)).toBeCloseTo(777_777, 6)
    }
  })

  it('premium increases with the sum assured', () => {
    let last = 0
    for (const S of [100_000, 200_000, 500_000, 1_000_000, 5_000_000]) {
      const p = premiumsForSumAssured(S, 40, 15, '01', DEFAULT_BASIS).modal
      expect(p).toBeGreaterThan(last)
      last = p
    }
  })

  it('premium increases with age', () => {
    for (const f of FREQS) {
      let last = 0
      for (let age = 18; age <= 60; age++) {
        const p = premiumsForSumAssured(1_000_000, age, 10, f, DEFAULT_BASIS).modal
        expect(p).toBeGreaterThan(last)
        last = p
      }
    }
  })

  it('annual premium decreases with a longer term', () => {
    for (const f of FREQS) {
      let last = Infinity
      for (let term = 5; term <= 40; term++) {
        const p = premiumsForSumAssured(1_000_000, 30, term, f, DEFAULT_BASIS).modal
        expect(p).toBeLessThan(last)
        last = p
      }
    }
  })

  it('sum assured increases with the premium', () => {
    let last = 0
    for (const P of [1000, 5000, 5000.01, 20_000, 1_000_000]) {
      const s = sumAssuredForPremium(P, 40, 15, '03', DEFAULT_BASIS)
      expect(s).toBeGreaterThan(last)
      last = s
    }
  })

  it('rounds money to kobo only at the end and keeps the unrounded figures', () => {
    const q = priceFromSumAssured(1_000_000, 35, 15, '01', DEFAULT_BASIS)
    expect(q.modalPremium).toBe(Math.round(q.unrounded.modalPremium * 100) / 100)
    expect(q.unrounded.modalPremium).not.toBe(q.modalPremium)
    expect(q.annualPremium).toBe(Math.round(q.unrounded.annualPremium * 100) / 100)
    const r = priceFromPremium(10_000, 35, 15, '01', DEFAULT_BASIS)
    expect(r.annualPremium).toBe(Math.round((10_000 / 0.0875) * 100) / 100)
    expect(Number.isInteger(Math.round(r.sumAssured * 100))).toBe(true)
  })

  it('rejects an impossible loading', () => {
    expect(() => premiumsForSumAssured(1, 30, 10, '12', basisAt(0.05, { loading: 1 }))).toThrow(PricingError)
  })
})

describe('premiumSchedule', () => {
  it('accumulates instalments year by year against the guaranteed benefit', () => {
    const rows = premiumSchedule(1000.5, 250_000, 5, '01', 30)
    expect(rows).toHaveLength(5)
    expect(rows[0]).toEqual({ year: 1, age: 31, premiumsPaid: 12_006, benefit: 250_000 })
    expect(rows[4]).toEqual({ year: 5, age: 35, premiumsPaid: 60_030, benefit: 250_000 })
    expect(premiumSchedule(100, 1, 3, '03')[2]!.premiumsPaid).toBe(1200)
    expect(premiumSchedule(100, 1, 3, '06')[2]!.premiumsPaid).toBe(600)
    expect(premiumSchedule(100, 1, 3, '12')[2]!.premiumsPaid).toBe(300)
  })

  it('puts the whole single premium in year 1 for One Time', () => {
    const rows = premiumSchedule(400_000, 500_000, 4, 'OT')
    expect(rows.map((r) => r.premiumsPaid)).toEqual([400_000, 400_000, 400_000, 400_000])
  })
})

describe('ageLastBirthday', () => {
  const d = (y: number, m: number, day: number): Date => new Date(Date.UTC(y, m - 1, day))
  it('counts whole years completed', () => {
    expect(ageLastBirthday(d(1990, 11, 21), d(2025, 11, 20))).toBe(34)
    expect(ageLastBirthday(d(1990, 11, 21), d(2025, 11, 21))).toBe(35)
    expect(ageLastBirthday(d(1990, 11, 21), d(2025, 12, 1))).toBe(35)
    expect(ageLastBirthday(d(1990, 11, 21), d(2025, 1, 1))).toBe(34)
    expect(ageLastBirthday(d(2000, 1, 1), d(2000, 1, 1))).toBe(0)
  })
  it('treats a 29 February birthday as reached on 1 March in other years', () => {
    expect(ageLastBirthday(d(2000, 2, 29), d(2025, 2, 28))).toBe(24)
    expect(ageLastBirthday(d(2000, 2, 29), d(2025, 3, 1))).toBe(25)
    expect(ageLastBirthday(d(2000, 2, 29), d(2024, 2, 29))).toBe(24)
  })
})
