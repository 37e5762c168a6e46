import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { planRulesFromDoc } from '@/lib/plan-service/plan-rules'
import { formatNaira } from '@/lib/quote/money'
import { birthDateForAge, lagosCalendarDate } from '@/lib/quote/dates'
import { annuityDue, premiumsForSumAssured, pureEndowment, termAssurance, type PricingBasis } from '@/lib/quote/engine'
import { quote, type PlanRules } from '@/lib/quote/rules'
import { plans } from '@/seed/data/plans'

import { NO_CASH_VALUE, planFigures } from './figures'
import { compareHref, LIMITS, MAX_PLANS, parseCompareQuery, type SearchParams } from './query'

const KNOWN = new Set(['TLP', 'AEE', 'WLP', 'EDU', 'SPE'])
const TODAY = new Date('2026-11-22T12:00:00Z')

function rules(code: string): PlanRules {
  const doc = plans.find((p) => p.code === code)
  const r = planRulesFromDoc(doc ?? {})
  if (!r.ok) throw new Error(`${code} has no usable rules`)
  return r.rules
}

/** The engine's quote for a cover amount, as the plan service computes it (its `amount` and `schedule`). */
function engineQuote(code: string, age: number, term: number, cover: number) {
  const result = quote(rules(code), { direction: 'premium', frequency: '01', term, birthDate: birthDateForAge(age, lagosCalendarDate(TODAY)), amount: cover }, TODAY)
  if (!result.ok) throw new Error(result.errors.join(' '))
  return result
}

describe('parseCompareQuery', () => {
  const good = { plan: ['tlp', 'AEE'], age: '35', by: 'cover', amount: '₦10,000,000', term: '20', frequency: 'monthly' }

  it('reads a whole comparison, with plan codes in any case and amounts with commas and ₦', () => {
    expect(parseCompareQuery(good, KNOWN)).toEqual({
      state: 'valid',
      form: { plans: ['TLP', 'AEE'], age: '35', by: 'cover', amount: '₦10,000,000', term: '20', frequency: 'monthly' },
      input: { plans: ['TLP', 'AEE'], age: 35, by: 'cover', amount: 10_000_000, term: 20, frequency: 'monthly' },
    })
  })

  it('opens empty, with plans ticked in advance, when nothing else is given', () => {
    expect(parseCompareQuery({}, KNOWN)).toMatchObject({ state: 'empty', form: { plans: [] } })
    expect(parseCompareQuery({ plan: 'TLP' }, KNOWN)).toMatchObject({ state: 'empty', form: { plans: ['TLP'] } })
  })

  it('gives each bad field its own message', () => {
    const q = parseCompareQuery({ plan: 'TLP', age: 'abc', by: 'both', amount: '12.50', term: '0', frequency: 'weekly' }, KNOWN)
    expect(q).toMatchObject({
      state: 'invalid',
      errors: {
        plan: 'Choose 2 or 3 plans to compare.',
        age: 'Enter your age in whole years, for example 35.',
        by: 'Choose whether you are giving the cover you want or the premium you can pay.',
        amount: 'Enter the cover in whole naira, for example 10,000,000.',
        term: `Enter a term from ${LIMITS.minTerm} to ${LIMITS.maxTerm} years.`,
        frequency: 'Choose how often you would pay.',
      },
    })
  })

  it('bounds the plans, the values and repeated parameters', () => {
    expect(parseCompareQuery({ ...good, plan: ['TLP', 'AEE', 'WLP', 'EDU'] }, KNOWN)).toMatchObject({ errors: { plan: `Choose at most ${MAX_PLANS} plans.` } })
    expect(parseCompareQuery({ ...good, age: ['35', '40'] }, KNOWN)).toMatchObject({ errors: { age: expect.any(String) } })
    expect(parseCompareQuery({ ...good, age: '101' }, KNOWN)).toMatchObject({ errors: { age: 'Enter an age from 1 to 100.' } })
    expect(parseCompareQuery({ ...good, amount: '9'.repeat(41) }, KNOWN)).toMatchObject({ errors: { amount: expect.any(String) } })
    expect(parseCompareQuery({ ...good, amount: '2000000000000' }, KNOWN)).toMatchObject({ errors: { amount: 'Enter a cover of at most ₦1,000,000,000,000.' } })
    const huge = parseCompareQuery({ ...good, plan: Array.from({ length: 5000 }, (_, i) => `P${i}`) }, KNOWN)
    expect(huge.form.plans).toEqual([])
  })

  it('explains a plan it cannot compare, and refuses codes it does not know', () => {
    const why = (code: string) => (code === 'RLA' ? 'Retiree Life Annuity can’t be compared here.' : null)
    expect(parseCompareQuery({ ...good, plan: ['TLP', 'RLA'] }, KNOWN, why)).toMatchObject({ errors: { plan: 'Retiree Life Annuity can’t be compared here.' } })
    expect(parseCompareQuery({ ...good, plan: ['TLP', 'XYZ'] }, KNOWN, why)).toMatchObject({ errors: { plan: expect.stringContaining('"XYZ"') } })
    expect(parseCompareQuery({ ...good, plan: ['TLP', '<script>'] }, KNOWN, why)).toMatchObject({ errors: { plan: 'Choose the plans from the list.' } })
  })

  it('never throws on any query, keeps the form short, and lets through only values within bounds', () => {
    // Mostly good values (so many queries are valid), else values just out of bounds, else anything.
    const junk = fc.oneof(fc.string({ maxLength: 60 }), fc.array(fc.string({ maxLength: 60 }), { maxLength: 12 }))
    const field = (good: string[], bad: string[]) =>
      fc.oneof({ weight: 16, arbitrary: fc.constantFrom(...good) }, { weight: 3, arbitrary: fc.constantFrom(...bad) }, { weight: 1, arbitrary: junk }, { weight: 1, arbitrary: fc.constant(undefined) })
    const codes = fc.constantFrom('TLP', 'aee', 'WLP', 'EDU', 'SPE')
    const params = fc.record({
      plan: fc.oneof(
        { weight: 16, arbitrary: fc.uniqueArray(codes, { minLength: 2, maxLength: 3 }) },
        { weight: 3, arbitrary: fc.array(fc.constantFrom('TLP', 'RLA', 'NOPE', '<x>', ''), { maxLength: 5 }) },
        { weight: 1, arbitrary: junk },
      ),
      age: field(['1', '35', '100', ' 35 '], ['0', '101', '3.5', '-1']),
      by: field(['cover', 'premium'], ['both', 'Cover']),
      amount: field(['1', '10,000,000', '₦1,000,000,000,000', '10 000'], ['0', '1000000000001', '12.50', '-1']),
      term: field(['1', '20', '60'], ['0', '61', '1e1']),
      frequency: field(['monthly', 'yearly', 'single'], ['weekly', 'Monthly']),
      other: field(['x'], ['']),
    })
    fc.assert(
      fc.property(params, (query) => {
        const result = parseCompareQuery(query as SearchParams, KNOWN)
        for (const text of [result.form.age, result.form.by, result.form.amount, result.form.term, result.form.frequency]) expect(text.length).toBeLessThanOrEqual(40)
        for (const code of result.form.plans) expect(KNOWN.has(code)).toBe(true)
        if (result.state === 'invalid') {
          expect(Object.values(result.errors).length).toBeGreaterThan(0)
          for (const message of Object.values(result.errors)) expect(message.length).toBeLessThanOrEqual(120)
        }
        if (result.state === 'valid') {
          const { input } = result
          expect(input.plans.length).toBeGreaterThanOrEqual(2)
          expect(input.plans.length).toBeLessThanOrEqual(MAX_PLANS)
          for (const code of input.plans) expect(KNOWN.has(code)).toBe(true)
          expect(input.age).toBeGreaterThanOrEqual(LIMITS.minAge)
          expect(input.age).toBeLessThanOrEqual(LIMITS.maxAge)
          expect(input.term).toBeGreaterThanOrEqual(LIMITS.minTerm)
          expect(input.term).toBeLessThanOrEqual(LIMITS.maxTerm)
          expect(input.amount).toBeGreaterThanOrEqual(1)
          expect(input.amount).toBeLessThanOrEqual(LIMITS.maxAmount)
        }
      }),
      { numRuns: 2000 },
    )
  })

  it('builds the address that reproduces a comparison', () => {
    const q = parseCompareQuery(good, KNOWN)
    if (q.state !== 'valid') throw new Error('should be valid')
    const href = compareHref(q.input.plans, q.input)
    expect(href).toBe('/compare?plan=TLP&plan=AEE&age=35&by=cover&amount=10000000&term=20&frequency=monthly')
    const back = Object.fromEntries([...new URLSearchParams(href.split('?')[1]).keys()].map((k) => [k, new URLSearchParams(href.split('?')[1]).getAll(k)]))
    expect(parseCompareQuery(back, KNOWN)).toMatchObject({ state: 'valid', input: q.input })
  })
})

describe('planFigures: term against endowment, from the engine', () => {
  const age = 35
  const term = 20
  const cover = 10_000_000
  const tlp = engineQuote('TLP', age, term, cover)
  const aee = engineQuote('AEE', age, term, cover)
  const termFigures = planFigures('term', 'cover', cover, term, '01', { amount: tlp.amount, schedule: tlp.schedule })
  const endowmentFigures = planFigures('endowment', 'cover', cover, term, '01', { amount: aee.amount, schedule: aee.schedule })

  it('shows the engine’s premium and the total of its schedule', () => {
    expect(termFigures.premium).toBe(tlp.modalPremium)
    expect(termFigures.totalPaid).toBeCloseTo(tlp.modalPremium * 12 * term, 2)
    expect(endowmentFigures.premium).toBe(aee.modalPremium)
    expect(endowmentFigures.totalPaid).toBe(aee.totalPremiums)
    // Term cover costs a fraction of the endowment's price for the same cover.
    expect(termFigures.premium).toBeLessThan(endowmentFigures.premium / 3)
  })

  it('says what each pays on death, at the end and if premiums stop', () => {
    expect(termFigures.onDeath).toEqual({ amount: cover, text: `${formatNaira(cover)} if death comes within the 20 years.` })
    expect(termFigures.atEnd.amount).toBe(0)
    expect(termFigures.ifStopped).toMatchObject({ amount: 0, text: expect.stringContaining('You get nothing back') })
    expect(endowmentFigures.onDeath.amount).toBe(cover)
    expect(endowmentFigures.atEnd).toEqual({ amount: cover, text: `${formatNaira(cover)}, if alive at the end of the term.` })
    expect(endowmentFigures.ifStopped).toEqual({ amount: null, text: NO_CASH_VALUE })
  })

  it('on one basis, the term premium plus the pure endowment’s is the endowment’s (net, to 1e-6)', () => {
    const basis = rules('AEE').basis
    const asTerm: PricingBasis = { ...basis, cover: { kind: 'term' } }
    const endowment = premiumsForSumAssured(cover, age, term, '12', basis).netAnnual
    const termNet = premiumsForSumAssured(cover, age, term, '12', asTerm).netAnnual
    const pureNet = (cover * pureEndowment(age, term, basis)) / annuityDue(age, term, basis)
    expect(Math.abs(termNet + pureNet - endowment) / endowment).toBeLessThan(1e-6)
    expect(termNet).toBeCloseTo((cover * termAssurance(age, term, basis)) / annuityDue(age, term, basis), 6)
  })

  it('reads a premium the other way: the answer is the cover it buys', () => {
    const f = planFigures('term', 'premium', 5000, term, '01', { amount: 17_000_000, schedule: null })
    expect(f).toMatchObject({ premium: 5000, cover: 17_000_000, totalPaid: null })
    expect(planFigures('endowment', 'cover', cover, 10, 'OT', { amount: 6_000_000, schedule: [{ year: 1, premiumsPaid: 6_000_000, benefit: cover }] }).ifStopped.text).toMatch(/single premium is paid at the start/)
  })
})
