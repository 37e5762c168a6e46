/**
 * Pure pricing engine for endowment assurance.
 *
 * Benefit S is paid at the end of the term n, or at the end of the policy year
 * of earlier death. Age x is age last birthday on the quote date.
 *
 *   ä(x:n) = Σ_{k=0}^{n−1} v^k · kpx                          (annuity-due)
 *   A(x:n) = Σ_{k=0}^{n−1} v^{k+1} · kpx · q(x+k) + v^n · npx  (endowment assurance)
 *
 *   net annual premium   = S · A / ä
 *   gross annual premium = net / (1 − loading)
 *   modal premium        = gross annual × modal factor  (e.g. monthly 0.0875)
 *   single premium (OT)  = S · A / (1 − loading)
 *
 * Everything is linear in S, so "premium given → S" is the same equation solved
 * for S. No rounding happens here except in the explicitly rounded helpers.
 */
import { PAYMENTS_PER_YEAR, type FrequencyCode, type RegularFrequencyCode } from './frequency'
import { roundMoney } from './money'
import { rateForAge, type AgeBandRate } from './rate-csv'

export type { FrequencyCode } from './frequency'

export interface MakehamMortality {
  kind: 'makeham'
  /** μx = A + B·c^x */
  A: number
  B: number
  c: number
}

export interface TableMortality {
  kind: 'table'
  /** One-year death probabilities keyed by integer age. */
  qx: Record<number, number>
}

export type Mortality = MakehamMortality | TableMortality

export type ModalFactors = Record<RegularFrequencyCode, number>

/**
 * What a plan insures (docs/plan-service-basis.md, decision 014). The amount the visitor gives or
 * gets as "sum assured" is: the sum paid on death or at the end (endowment, term, whole life), the
 * guaranteed fund (education), the monthly income (annuity), or the benefit (health).
 */
export type CoverKind = 'endowment' | 'term' | 'familyIncome' | 'education' | 'wholeLife' | 'annuity' | 'health'

export const COVER_KINDS: readonly CoverKind[] = ['endowment', 'term', 'familyIncome', 'education', 'wholeLife', 'annuity', 'health']

export type Cover =
  | { kind: Exclude<CoverKind, 'health'> }
  /** Yearly net premium per ₦1,000 of benefit, by age band at entry. */
  | { kind: 'health'; benefit: HealthBenefit; rates: AgeBandRate[] }

/** The three fixed-benefit health covers: cash per night in hospital, a lump sum, a yearly limit. */
export type HealthBenefit = 'hospitalCash' | 'criticalIllness' | 'surgery'

export interface PricingBasis {
  /** Effective annual rate of interest, e.g. 0.05. */
  interestRate: number
  mortality: Mortality
  /** Premium loading as a share of the gross premium: gross = net / (1 − loading). */
  loading: number
  /** Multiply the gross annual premium by these to get the instalment. */
  modalFactors: ModalFactors
  /** What the plan insures; endowment assurance when left out. */
  cover?: Cover
}

/** Whole life cover and life annuities run to this age under a formula (Makeham) mortality. */
export const LIMITING_AGE = 130

/** Standard Ultimate Survival Model (Dickson, Hardy & Waters, AMLCR). */
export const DEFAULT_MAKEHAM: Readonly<MakehamMortality> = Object.freeze({
  kind: 'makeham',
  A: 0.00022,
  B: 2.7e-6,
  c: 1.124,
})

export const DEFAULT_MODAL_FACTORS: Readonly<ModalFactors> = Object.freeze({
  '01': 0.0875,
  '03': 0.26,
  '06': 0.52,
  '12': 1,
})

export const DEFAULT_INTEREST_RATE = 0.05
export const DEFAULT_LOADING = 0.1

export const DEFAULT_BASIS: Readonly<PricingBasis> = Object.freeze({
  interestRate: DEFAULT_INTEREST_RATE,
  mortality: DEFAULT_MAKEHAM,
  loading: DEFAULT_LOADING,
  modalFactors: DEFAULT_MODAL_FACTORS,
})

/** A basis that can't price the requested case (e.g. table too short). */
export class PricingError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'PricingError'
  }
}

// ---------------------------------------------------------------------------
// Mortality

function assertAgeTerm(x: number, n: number): void {
  if (!Number.isInteger(x) || x < 0) throw new PricingError(`Age must be a whole number of years, not ${x}.`)
  if (!Number.isInteger(n) || n < 1) throw new PricingError(`Term must be a whole number of years (at least 1), not ${n}.`)
}

function tableQ(qx: Record<number, number>, age: number, from: number, to: number): number {
  const q = qx[age]
  if (q === undefined || !Number.isFinite(q)) {
    throw new PricingError(
      `The mortality table has no qx for age ${age}; to price this case it must cover ages ${from} to ${to}.`,
    )
  }
  if (q < 0 || q > 1) throw new PricingError(`The mortality table's qx for age ${age} (${q}) is not between 0 and 1.`)
  return q
}

/** t p x: probability that a life aged x survives t years (t integer for tables). */
export function survival(x: number, t: number, mortality: Mortality): number {
  if (t === 0) return 1
  if (mortality.kind === 'makeham') {
    const { A, B, c } = mortality
    return Math.exp(-A * t - (B * Math.pow(c, x) * (Math.pow(c, t) - 1)) / Math.log(c))
  }
  if (!Number.isInteger(t) || !Number.isInteger(x)) {
    throw new PricingError('A mortality table can only be used for whole ages and whole years.')
  }
  let p = 1
  for (let k = 0; k < t; k++) p *= 1 - tableQ(mortality.qx, x + k, x, x + t - 1)
  return p
}

/** q x: probability that a life aged x dies within one year. */
export function deathProbability(x: number, mortality: Mortality): number {
  if (mortality.kind === 'table') return tableQ(mortality.qx, x, x, x)
  return 1 - survival(x, 1, mortality)
}

/**
 * kpx for k = 0..n and q(x+k) for k = 0..n−1, computed once so that both
 * actuarial functions use exactly the same numbers.
 */
function lifeTable(x: number, n: number, mortality: Mortality): { p: number[]; q: number[] } {
  const p: number[] = [1]
  const q: number[] = []
  let kp = 1
  for (let k = 0; k < n; k++) {
    const qk =
      mortality.kind === 'table'
        ? tableQ(mortality.qx, x + k, x, x + n - 1)
        : 1 - survival(x + k, 1, mortality)
    q.push(qk)
    kp *= 1 - qk
    p.push(kp)
  }
  return { p, q }
}

// ---------------------------------------------------------------------------
// Actuarial functions

export interface ActuarialValues {
  /** ä(x:n) */
  annuityDue: number
  /** A(x:n) */
  endowmentAssurance: number
}

export function actuarialValues(x: number, n: number, basis: PricingBasis): ActuarialValues {
  assertAgeTerm(x, n)
  const v = 1 / (1 + basis.interestRate)
  const { p, q } = lifeTable(x, n, basis.mortality)
  let a = 0
  let ass = 0
  let vk = 1
  for (let k = 0; k < n; k++) {
    const kp = p[k] ?? 0
    a += vk * kp
    ass += vk * v * kp * (q[k] ?? 0)
    vk *= v
  }
  ass += vk * (p[n] ?? 0)
  return { annuityDue: a, endowmentAssurance: ass }
}

/** ä(x:n) = Σ_{k=0}^{n−1} v^k · kpx */
export function annuityDue(x: number, n: number, basis: PricingBasis): number {
  return actuarialValues(x, n, basis).annuityDue
}

/** A(x:n) = Σ_{k=0}^{n−1} v^{k+1} · kpx · q(x+k) + v^n · npx */
export function endowmentAssurance(x: number, n: number, basis: PricingBasis): number {
  return actuarialValues(x, n, basis).endowmentAssurance
}

/** A¹(x:n) = Σ_{k=0}^{n−1} v^{k+1} · kpx · q(x+k): pays at the end of the year of death within n years. */
export function termAssurance(x: number, n: number, basis: PricingBasis): number {
  assertAgeTerm(x, n)
  const v = 1 / (1 + basis.interestRate)
  const { p, q } = lifeTable(x, n, basis.mortality)
  let sum = 0
  for (let k = 0; k < n; k++) sum += Math.pow(v, k + 1) * (p[k] ?? 0) * (q[k] ?? 0)
  return sum
}

/** nEx = v^n · npx: pays at the end of n years if alive then. */
export function pureEndowment(x: number, n: number, basis: PricingBasis): number {
  assertAgeTerm(x, n)
  return Math.pow(1 / (1 + basis.interestRate), n) * survival(x, n, basis.mortality)
}

/**
 * Years from age x to the end of the mortality basis: LIMITING_AGE for a formula; for a table, one
 * year past its last age (whoever reaches the last age is taken to die within that year).
 */
function yearsToEnd(x: number, mortality: Mortality): number {
  if (mortality.kind === 'makeham') return Math.max(1, LIMITING_AGE - x)
  const ages = Object.keys(mortality.qx).map(Number)
  const last = ages.length > 0 ? Math.max(...ages) : x
  if (x > last) throw new PricingError(`The mortality table ends at age ${last}, below the age ${x} to be priced.`)
  return last + 1 - x
}

/** kpx and q(x+k) to the end of the basis; a table's last rate counts as 1. */
function wholeLifeTable(x: number, mortality: Mortality): { p: number[]; q: number[]; n: number } {
  const n = yearsToEnd(x, mortality)
  const { p, q } = lifeTable(x, n, mortality)
  if (mortality.kind === 'table') {
    q[n - 1] = 1
    p[n] = 0
  }
  return { p, q, n }
}

/** A(x) = Σ v^{k+1} · kpx · q(x+k) to the end of the basis: pays at the end of the year of death. */
export function wholeLifeAssurance(x: number, basis: PricingBasis): number {
  if (!Number.isInteger(x) || x < 0) throw new PricingError(`Age must be a whole number of years, not ${x}.`)
  const v = 1 / (1 + basis.interestRate)
  const { p, q, n } = wholeLifeTable(x, basis.mortality)
  let sum = 0
  for (let k = 0; k < n; k++) sum += Math.pow(v, k + 1) * (p[k] ?? 0) * (q[k] ?? 0)
  return sum
}

/**
 * Survival to a fractional time t: exact for a formula; for a table, deaths spread evenly over
 * each year of age (UDD): (k+s)px = kpx · (1 − s · q(x+k)).
 */
function survivalAt(x: number, t: number, mortality: Mortality, table: { p: number[]; q: number[] }): number {
  if (mortality.kind === 'makeham') return survival(x, t, mortality)
  const k = Math.floor(t)
  const s = t - k
  const kp = table.p[k] ?? 0
  return s === 0 ? kp : kp * (1 - s * (table.q[k] ?? 1))
}

/**
 * Present value of ₦1 a month paid at the end of each month for life, the first `guaranteeYears`
 * years' payments made whether or not the annuitant is alive:
 *   Σ_{j=1}^{12g} v^{j/12}  +  Σ_{j>12g} v^{j/12} · (j/12)px   (to the end of the basis).
 */
export function monthlyAnnuityFactor(x: number, guaranteeYears: number, basis: PricingBasis): number {
  if (!Number.isInteger(x) || x < 0) throw new PricingError(`Age must be a whole number of years, not ${x}.`)
  if (!Number.isInteger(guaranteeYears) || guaranteeYears < 0) {
    throw new PricingError(`The guarantee period must be a whole number of years, not ${guaranteeYears}.`)
  }
  const table = wholeLifeTable(x, basis.mortality)
  const months = Math.max(table.n, guaranteeYears) * 12
  const v12 = Math.pow(1 + basis.interestRate, -1 / 12)
  let sum = 0
  let vj = 1
  for (let j = 1; j <= months; j++) {
    vj *= v12
    sum += j <= guaranteeYears * 12 ? vj : vj * survivalAt(x, j / 12, basis.mortality, table)
  }
  return sum
}

/**
 * Family income benefit: present value of ₦1 a month, paid at the end of each month from the end
 * of the policy year of death until the end of the term n:
 *   Σ_{k=0}^{n−1} v^{k+1} · kpx · q(x+k) · Σ_{j=1}^{12(n−k−1)} v^{j/12}.
 */
export function familyIncomeFactor(x: number, n: number, basis: PricingBasis): number {
  assertAgeTerm(x, n)
  const v = 1 / (1 + basis.interestRate)
  const v12 = Math.pow(v, 1 / 12)
  const { p, q } = lifeTable(x, n, basis.mortality)
  // certain[m] = Σ_{j=1}^{12m} v^{j/12}
  const certain = [0]
  let acc = 0
  let vj = 1
  for (let j = 1; j <= 12 * n; j++) {
    vj *= v12
    acc += vj
    if (j % 12 === 0) certain.push(acc)
  }
  let sum = 0
  for (let k = 0; k < n; k++) sum += Math.pow(v, k + 1) * (p[k] ?? 0) * (q[k] ?? 0) * (certain[n - k - 1] ?? 0)
  return sum
}

// ---------------------------------------------------------------------------
// Premiums and sums assured (unrounded)

function assertBasis(basis: PricingBasis): void {
  if (!(basis.loading >= 0 && basis.loading < 1)) {
    throw new PricingError(`The premium loading must be at least 0 and less than 1, not ${basis.loading}.`)
  }
  if (!(basis.interestRate > -1)) throw new PricingError(`The interest rate ${basis.interestRate} is not usable.`)
}

function modalFactor(frequency: RegularFrequencyCode, basis: PricingBasis): number {
  const f = basis.modalFactors[frequency]
  if (!(f > 0) || !Number.isFinite(f)) {
    throw new PricingError(`The modal factor for frequency ${frequency} must be a positive number, not ${f}.`)
  }
  return f
}

/**
 * Per ₦1 of the plan's amount ("sum assured"): the present value of the benefit, and of ₦1 a year of
 * premium. The net annual premium is benefit ÷ premiumAnnuity; the net single premium is benefit.
 */
export interface CoverValues {
  benefit: number
  /** null when the plan can only be bought with one payment (annuity). */
  premiumAnnuity: number | null
  /** false when the cover has no single-premium form (health). */
  singlePremium: boolean
}

export function coverOf(basis: PricingBasis): Cover {
  return basis.cover ?? { kind: 'endowment' }
}

export function coverValues(x: number, n: number, basis: PricingBasis): CoverValues {
  const cover = coverOf(basis)
  switch (cover.kind) {
    case 'endowment': {
      const { annuityDue: a, endowmentAssurance: A } = actuarialValues(x, n, basis)
      return { benefit: A, premiumAnnuity: a, singlePremium: true }
    }
    case 'term':
      return { benefit: termAssurance(x, n, basis), premiumAnnuity: annuityDue(x, n, basis), singlePremium: true }
    case 'education':
      // The fund is paid at the end of the term whether or not the parent lives; premiums stop at death.
      assertAgeTerm(x, n)
      return { benefit: Math.pow(1 / (1 + basis.interestRate), n), premiumAnnuity: annuityDue(x, n, basis), singlePremium: true }
    case 'wholeLife':
      return { benefit: wholeLifeAssurance(x, basis), premiumAnnuity: annuityDue(x, n, basis), singlePremium: true }
    case 'familyIncome':
      return { benefit: familyIncomeFactor(x, n, basis), premiumAnnuity: annuityDue(x, n, basis), singlePremium: true }
    case 'annuity':
      // n is the guarantee period; the amount is the monthly income.
      return { benefit: monthlyAnnuityFactor(x, n, basis), premiumAnnuity: null, singlePremium: true }
    case 'health': {
      assertAgeTerm(x, n)
      const rate = rateForAge(cover.rates, x)
      if (rate === undefined) throw new PricingError(`The rate table has no band for age ${x}.`)
      // A yearly renewable rate, level for the term: the annual premium is the rate itself.
      return { benefit: rate / 1000, premiumAnnuity: 1, singlePremium: false }
    }
  }
}

/**
 * Premium per naira of sum assured, for what is actually paid per instalment
 * (or once, for OT). Premium = S × rate; S = premium / rate.
 */
export function premiumRate(x: number, n: number, frequency: FrequencyCode, basis: PricingBasis): number {
  assertBasis(basis)
  const values = coverValues(x, n, basis)
  if (frequency === 'OT') {
    if (!values.singlePremium) throw new PricingError('This cover has no single-premium form.')
    return values.benefit / (1 - basis.loading)
  }
  if (values.premiumAnnuity === null) throw new PricingError('This cover is bought with one payment only.')
  return (values.benefit / values.premiumAnnuity / (1 - basis.loading)) * modalFactor(frequency, basis)
}

export interface PremiumBreakdown {
  /** Net annual premium S·A/ä (for OT: net single premium S·A). */
  netAnnual: number
  /** Gross annual premium (for OT: the gross single premium). */
  grossAnnual: number
  /** What is paid per instalment (for OT: the single premium). */
  modal: number
  /** Number of instalments per year (OT: 1, paid once). */
  paymentsPerYear: number
  /** Total paid over a full year of cover (OT: the single premium). */
  paidPerYear: number
}

export function premiumsForSumAssured(
  sumAssured: number,
  x: number,
  n: number,
  frequency: FrequencyCode,
  basis: PricingBasis,
): PremiumBreakdown {
  assertBasis(basis)
  const values = coverValues(x, n, basis)
  if (frequency === 'OT') {
    if (!values.singlePremium) throw new PricingError('This cover has no single-premium form.')
    const net = sumAssured * values.benefit
    const gross = net / (1 - basis.loading)
    return { netAnnual: net, grossAnnual: gross, modal: gross, paymentsPerYear: 1, paidPerYear: gross }
  }
  if (values.premiumAnnuity === null) throw new PricingError('This cover is bought with one payment only.')
  const net = (sumAssured * values.benefit) / values.premiumAnnuity
  const gross = net / (1 - basis.loading)
  const modal = gross * modalFactor(frequency, basis)
  const perYear = PAYMENTS_PER_YEAR[frequency]
  return { netAnnual: net, grossAnnual: gross, modal, paymentsPerYear: perYear, paidPerYear: modal * perYear }
}

/** Sum assured bought by a given instalment (or single premium for OT). */
export function sumAssuredForPremium(
  modalPremium: number,
  x: number,
  n: number,
  frequency: FrequencyCode,
  basis: PricingBasis,
): number {
  return modalPremium / premiumRate(x, n, frequency, basis)
}

/** Gross annual premium implied by an instalment (OT: the single premium itself). */
export function annualFromModal(modalPremium: number, frequency: FrequencyCode, basis: PricingBasis): number {
  return frequency === 'OT' ? modalPremium : modalPremium / modalFactor(frequency, basis)
}

// ---------------------------------------------------------------------------
// Schedule for the chart

export interface ScheduleRow {
  /** Policy year 1..n */
  year: number
  /** Age at the end of that policy year. */
  age: number
  /** Cumulative premiums paid by the end of the year (kobo). */
  premiumsPaid: number
  /** Guaranteed benefit on death in the year or at maturity (kobo). */
  benefit: number
}

/**
 * Cumulative premiums paid by the end of each policy year vs the guaranteed
 * benefit. For OT everything is paid in year 1. `modalPremium` should be the
 * (rounded) amount the customer actually pays per instalment.
 */
export function premiumSchedule(
  modalPremium: number,
  sumAssured: number,
  n: number,
  frequency: FrequencyCode,
  startAge = 0,
): ScheduleRow[] {
  const perYear = frequency === 'OT' ? 0 : PAYMENTS_PER_YEAR[frequency]
  const benefit = roundMoney(sumAssured)
  const single = roundMoney(modalPremium)
  const rows: ScheduleRow[] = []
  for (let year = 1; year <= n; year++) {
    const premiumsPaid = frequency === 'OT' ? single : roundMoney(modalPremium * perYear * year)
    rows.push({ year, age: startAge + year, premiumsPaid, benefit })
  }
  return rows
}

// ---------------------------------------------------------------------------
// Age

/** Age last birthday on `on` (calendar dates, compared in UTC). */
export function ageLastBirthday(birth: Date, on: Date): number {
  let age = on.getUTCFullYear() - birth.getUTCFullYear()
  const beforeBirthday =
    on.getUTCMonth() < birth.getUTCMonth() ||
    (on.getUTCMonth() === birth.getUTCMonth() && on.getUTCDate() < birth.getUTCDate())
  if (beforeBirthday) age -= 1
  return age
}

// ---------------------------------------------------------------------------
// Rounded convenience API

export interface PricedQuote {
  age: number
  term: number
  frequency: FrequencyCode
  sumAssured: number
  /** Gross annual premium (OT: single premium). */
  annualPremium: number
  /** Paid per instalment (OT: single premium). */
  modalPremium: number
  schedule: ScheduleRow[]
  /** The same figures before rounding to kobo. */
  unrounded: { sumAssured: number; annualPremium: number; modalPremium: number }
}

/** Price a quote from a sum assured (visitor asks for the premium). */
export function priceFromSumAssured(
  sumAssured: number,
  x: number,
  n: number,
  frequency: FrequencyCode,
  basis: PricingBasis,
): PricedQuote {
  const b = premiumsForSumAssured(sumAssured, x, n, frequency, basis)
  const modal = roundMoney(b.modal)
  const s = roundMoney(sumAssured)
  return {
    age: x,
    term: n,
    frequency,
    sumAssured: s,
    annualPremium: roundMoney(b.grossAnnual),
    modalPremium: modal,
    schedule: premiumSchedule(modal, s, n, frequency, x),
    unrounded: { sumAssured, annualPremium: b.grossAnnual, modalPremium: b.modal },
  }
}

/** Price a quote from an instalment (visitor asks for the sum assured). */
export function priceFromPremium(
  modalPremium: number,
  x: number,
  n: number,
  frequency: FrequencyCode,
  basis: PricingBasis,
): PricedQuote {
  const sumAssured = sumAssuredForPremium(modalPremium, x, n, frequency, basis)
  const annual = annualFromModal(modalPremium, frequency, basis)
  const modal = roundMoney(modalPremium)
  const s = roundMoney(sumAssured)
  return {
    age: x,
    term: n,
    frequency,
    sumAssured: s,
    annualPremium: roundMoney(annual),
    modalPremium: modal,
    schedule: premiumSchedule(modal, s, n, frequency, x),
    unrounded: { sumAssured, annualPremium: annual, modalPremium },
  }
}
