import { describe, expect, it } from 'vitest'
import { DEFAULT_BASIS, premiumsForSumAssured, sumAssuredForPremium } from './engine'
import { directionFor, quote, validatePlanRules, type PlanRules, type QuoteRequest, type QuoteResult } from './rules'

const TODAY = new Date(Date.UTC(2025, 5, 15)) // 15 June 2025

const PLAN: PlanRules = {
  code: 'RL-EDU',
  name: 'Redwood Education Plan',
  description: 'Save for school fees with life cover.',
  frequencies: ['03', '12'],
  minTenure: 5,
  tenor: 15,
  quotes: 'sumAssured',
  basis: DEFAULT_BASIS,
  minEntryAge: 18,
  maxEntryAge: 60,
  maxMaturityAge: 70,
  minPremium: 5000,
  minSumAssured: 100_000,
}

const base: QuoteRequest = { direction: 'sumAssured', frequency: '12', term: 10, birthDate: '21/11/1990', amount: 50_000 }

function errorsOf(r: QuoteResult): string[] {
  if (r.ok) throw new Error(`expected errors, got a quote`)
  return r.errors
}
function run(overrides: Partial<QuoteRequest>, plan: PlanRules = PLAN, today: Date = TODAY): QuoteResult {
  return quote(plan, { ...base, ...overrides }, today)
}

describe('quote: successful quotes', () => {
  it('gives a sum assured for a premium', () => {
    const r = run({})
    if (!r.ok) throw new Error(r.errors.join('\n'))
    expect(r.age).toBe(34)
    expect(r.term).toBe(10)
    expect(r.frequency).toBe('12')
    expect(r.modalPremium).toBe(50_000)
    expect(r.annualPremium).toBe(50_000)
    const expected = sumAssuredForPremium(50_000, 34, 10, '12', DEFAULT_BASIS)
    expect(r.sumAssured).toBe(Math.round(expected * 100) / 100)
    expect(r.amount).toBe(r.sumAssured)
    expect(r.maturityAge).toBe(44)
    expect(r.schedule).toHaveLength(10)
    expect(r.schedule[9]).toEqual({ year: 10, age: 44, premiumsPaid: 500_000, benefit: r.sumAssured })
    expect(r.totalPremiums).toBe(500_000)
  })

  it('gives a premium for a sum assured', () => {
    const r = run({ direction: 'premium', frequency: '03', amount: 2_000_000, term: 20 })
    if (!r.ok) throw new Error(r.errors.join('\n'))
    const b = premiumsForSumAssured(2_000_000, 34, 20, '03', DEFAULT_BASIS)
    expect(r.modalPremium).toBe(Math.round(b.modal * 100) / 100)
    expect(r.annualPremium).toBe(Math.round(b.grossAnnual * 100) / 100)
    expect(r.amount).toBe(r.modalPremium)
    expect(r.sumAssured).toBe(2_000_000)
    expect(r.schedule[0]!.premiumsPaid).toBe(Math.round(r.modalPremium * 4 * 100) / 100)
  })

  it('prices a one-time premium with everything paid in year 1', () => {
    const r = run({ frequency: 'OT', amount: 400_000 }, { ...PLAN, frequencies: ['OT', '12'] })
    if (!r.ok) throw new Error(r.errors.join('\n'))
    expect(r.annualPremium).toBe(400_000)
    expect(r.schedule.every((row) => row.premiumsPaid === 400_000)).toBe(true)
    expect(r.sumAssured).toBeGreaterThan(400_000)
  })

  it('accepts lenient frequency codes and the boundaries of every range', () => {
    expect(run({ frequency: '3' }).ok).toBe(true)
    expect(run({ term: 5 }).ok).toBe(true)
    expect(run({ term: 20 }).ok).toBe(true)
    expect(run({ birthDate: '15/06/2007' }).ok).toBe(true) // 18 today
    expect(run({ birthDate: '16/06/1964', term: 9 }).ok).toBe(true) // 60, ends at 69
    expect(run({ birthDate: '16/06/1964', term: 10 }).ok).toBe(true) // ends at exactly 70
    expect(run({ amount: 5000, frequency: '03', term: 20 }).ok).toBe(true)
    expect(run({ birthDate: '1/6/1990' }).ok).toBe(true)
  })

  it('uses the Lagos calendar date for age', () => {
    // 23:30 UTC on 14 June is 00:30 on 15 June in Lagos: the birthday has come.
    const r = run({ birthDate: '15/06/1990' }, PLAN, new Date(Date.UTC(2025, 5, 14, 23, 30)))
    expect(r.ok && r.age).toBe(35)
    const s = run({ birthDate: '15/06/1990' }, PLAN, new Date(Date.UTC(2025, 5, 14, 22, 30)))
    expect(s.ok && s.age).toBe(34)
  })

  it('tells the caller which amount the plan asks for', () => {
    expect(directionFor(PLAN)).toBe('sumAssured')
    expect(directionFor({ quotes: 'premium' })).toBe('premium')
  })
})

describe('quote: which input each message is about', () => {
  it('names the input of every broken rule, so a form needs no reading of the words', () => {
    const r = run({ frequency: '01', term: 40, birthDate: '01/01/1960', amount: 0 })
    if (r.ok) throw new Error('expected errors')
    expect(r.problems.map((p) => p.field)).toEqual(['frequency', 'term', 'birthDate', 'amount'])
    expect(r.problems.map((p) => p.message)).toEqual(r.errors)
    const late = run({ birthDate: '01/01/1970', term: 20 })
    expect(late.ok ? [] : late.problems.map((p) => p.field)).toEqual(['term'])
    const low = run({ amount: 100 })
    expect(low.ok ? [] : low.problems.map((p) => p.field)).toEqual(['amount'])
  })
})

describe('quote: rule messages', () => {
  it('age outside the entry ages', () => {
    expect(errorsOf(run({ birthDate: '01/01/1960' }))).toEqual([
      'You must be between 18 and 60 years old to take this plan. You are 65.',
    ])
    expect(errorsOf(run({ birthDate: '16/06/2007' }))).toEqual([
      'You must be between 18 and 60 years old to take this plan. You are 17.',
    ])
    expect(errorsOf(run({ birthDate: '15/06/2025' }))).toEqual([
      'You must be between 18 and 60 years old to take this plan. You are 0.',
    ])
  })

  it('plan would end after the maximum maturity age', () => {
    expect(errorsOf(run({ birthDate: '01/01/1970', term: 20 }))).toEqual([
      'This plan must end by age 70. A 20-year plan starting at age 55 would end at 75; choose a shorter term.',
    ])
  })

  it('even the shortest term is too long', () => {
    const plan = { ...PLAN, maxMaturityAge: 63 }
    expect(errorsOf(run({ birthDate: '01/01/1965', term: 5 }, plan))).toEqual([
      "This plan must end by age 63. Even the shortest term, 5 years, starting at age 60 would end at 65, so the plan isn't available at your age.",
    ])
  })

  it('premium below the minimum', () => {
    expect(errorsOf(run({ amount: 4999.99 }))).toEqual(['The smallest premium for this plan is ₦5,000.'])
  })

  it('sum assured below the minimum', () => {
    expect(errorsOf(run({ direction: 'premium', amount: 99_999 }))).toEqual([
      'The smallest sum assured for this plan is ₦100,000.',
    ])
  })

  it('amount missing, zero, negative or not a number', () => {
    expect(errorsOf(run({ amount: 0 }))).toEqual(['Enter a premium greater than zero.'])
    expect(errorsOf(run({ amount: -10 }))).toEqual(['Enter a premium greater than zero.'])
    expect(errorsOf(run({ amount: Number.NaN }))).toEqual(['Enter a premium greater than zero.'])
    expect(errorsOf(run({ direction: 'premium', amount: Infinity }))).toEqual(['Enter a sum assured greater than zero.'])
  })

  it('frequency the plan does not allow, or an unknown code', () => {
    expect(errorsOf(run({ frequency: '01' }))).toEqual(["This plan can't be paid Monthly. Choose Quarterly, Annual."])
    expect(errorsOf(run({ frequency: 'OT' }))).toEqual(["This plan can't be paid One Time. Choose Quarterly, Annual."])
    expect(errorsOf(run({ frequency: 'XX' }))).toEqual(['We don\'t recognise the payment frequency "XX". Choose Quarterly, Annual.'])
    expect(errorsOf(run({}, { ...PLAN, frequencies: [] }))).toEqual(['This plan has no payment options set up yet. Please contact us.'])
  })

  it('term outside the options', () => {
    for (const term of [4, 21, 7.5, Number.NaN]) {
      expect(errorsOf(run({ term }))).toEqual(['The term must be between 5 and 20 years.'])
    }
    expect(errorsOf(run({ term: 6 }, { ...PLAN, tenor: 0 }))).toEqual(['The term for this plan must be 5 years.'])
  })

  it.each(['', 'abc', '1990-11-21', '21-11-1990', '21/11/90', '21/11/1990x', '2111/1990'])(
    'malformed date of birth "%s"',
    (birthDate) => {
      expect(errorsOf(run({ birthDate }))).toEqual(['Enter the date of birth as dd/mm/yyyy, for example 21/11/1990.'])
    },
  )

  it.each(['31/02/1990', '29/02/1991', '31/04/1990', '00/01/1990', '12/13/1990', '32/01/1990'])(
    'impossible date of birth %s',
    (birthDate) => {
      expect(errorsOf(run({ birthDate }))).toEqual([
        `${birthDate} is not a real date. Check the day and month, and enter it as dd/mm/yyyy.`,
      ])
    },
  )

  it('accepts 29 February in a leap year', () => {
    expect(run({ birthDate: '29/02/1992' }).ok).toBe(true)
  })

  it('date of birth in the future', () => {
    expect(errorsOf(run({ birthDate: '16/06/2025' }))).toEqual(["The date of birth can't be in the future."])
    expect(errorsOf(run({ birthDate: '01/01/2090' }))).toEqual(["The date of birth can't be in the future."])
  })

  it('gives every broken rule its own message', () => {
    expect(errorsOf(run({ frequency: '01', term: 30, birthDate: '01/01/1950', amount: 100 }))).toEqual([
      "This plan can't be paid Monthly. Choose Quarterly, Annual.",
      'The term must be between 5 and 20 years.',
      'You must be between 18 and 60 years old to take this plan. You are 75.',
      'The smallest premium for this plan is ₦5,000.',
    ])
  })
})

describe('quote: checking the result against the other minimum', () => {
  const plan: PlanRules = { ...PLAN, minSumAssured: 1_000_000 }

  it('premium buys too small a sum assured: says what premium is needed, and that premium works', () => {
    const errs = errorsOf(run({ amount: 5000, frequency: '12', term: 10 }, plan))
    expect(errs).toHaveLength(1)
    const m = /^That premium buys a sum assured of ₦[\d,]+, below this plan's minimum of ₦1,000,000\. Pay at least ₦([\d,]+) a year\.$/.exec(errs[0]!)
    expect(m).not.toBeNull()
    const needed = Number(m![1]!.replace(/,/g, ''))
    const ok = run({ amount: needed, frequency: '12', term: 10 }, plan)
    expect(ok.ok && ok.sumAssured).toBeGreaterThanOrEqual(1_000_000)
    expect(run({ amount: needed * 0.99, frequency: '12', term: 10 }, plan).ok).toBe(false)
  })

  it('uses the frequency in the advice', () => {
    const errs = errorsOf(run({ amount: 5000, frequency: '03', term: 10 }, plan))
    expect(errs[0]).toMatch(/Pay at least ₦[\d,]+ a quarter\.$/)
  })

  it('sum assured costs less than the smallest premium: says what sum assured is needed, and it works', () => {
    const small: PlanRules = { ...PLAN, minPremium: 50_000 }
    const errs = errorsOf(run({ direction: 'premium', amount: 200_000, frequency: '03', term: 20 }, small))
    const m = /^A sum assured of ₦200,000 would cost ₦([\d,]+) a quarter, below this plan's smallest premium of ₦50,000\. Choose a sum assured of at least ₦([\d,]+)\.$/.exec(errs[0]!)
    expect(m).not.toBeNull()
    const needed = Number(m![2]!.replace(/,/g, ''))
    const ok = run({ direction: 'premium', amount: needed, frequency: '03', term: 20 }, small)
    expect(ok.ok && ok.modalPremium).toBeGreaterThanOrEqual(50_000)
    expect(run({ direction: 'premium', amount: needed * 0.99, frequency: '03', term: 20 }, small).ok).toBe(false)
  })
})

describe('quote: table mortality', () => {
  const qx: Record<number, number> = {}
  for (let a = 18; a <= 50; a++) qx[a] = 0.001 + a * 0.0001

  it('prices with a table and fails cleanly when the table is too short', () => {
    const plan: PlanRules = { ...PLAN, basis: { ...DEFAULT_BASIS, mortality: { kind: 'table', qx } } }
    expect(run({ term: 10 }, plan).ok).toBe(true)
    const r = run({ term: 20 }, plan) // ages 34..53 needed
    expect(r.ok).toBe(false)
    if (!r.ok) {
      expect(r.errors).toEqual(["We can't price this plan for your age and term right now. Please contact us, or try a different term."])
      expect(r.configError).toMatch(/no qx for age 51/)
    }
    expect(validatePlanRules(plan)).toEqual([
      {
        setting: 'mortalityTable',
        message: 'The mortality table must give a qx between 0 and 1 for every age from 18 to 69; it is missing or wrong for ages 51, 52, 53, 54, 55, 56, 57, 58, 59, 60, ….',
      },
    ])
  })
})

describe('validatePlanRules', () => {
  it('accepts a sound plan', () => {
    expect(validatePlanRules(PLAN)).toEqual([])
  })
  it('lists set-up problems', () => {
    const bad: PlanRules = { ...PLAN, minTenure: 0, frequencies: [], minEntryAge: 70, maxMaturityAge: 65, basis: { ...DEFAULT_BASIS, loading: 1 } }
    expect(validatePlanRules(bad)).toEqual([
      { setting: 'minTenure', message: 'The shortest term must be a whole number of years, at least 1.' },
      { setting: 'frequencies', message: 'Choose at least one payment frequency.' },
      { setting: 'entryAges', message: 'The entry ages must be whole numbers, with the youngest no older than the oldest.' },
      { setting: 'maxMaturityAge', message: 'The maximum age at the end of the plan is too low for even the youngest entrant on the shortest term.' },
      { setting: 'loading', message: 'The loading must be at least 0 and less than 1, such as 0.1 for 10%.' },
    ])
  })
})

describe('kinds of cover', () => {
  const ANNUITY: PlanRules = {
    ...PLAN,
    code: 'RLA',
    frequencies: ['OT'],
    minTenure: 5,
    tenor: 5,
    quotes: 'sumAssured',
    basis: { ...DEFAULT_BASIS, cover: { kind: 'annuity' } },
    minEntryAge: 50,
    maxEntryAge: 80,
    maxMaturityAge: 95,
    minPremium: 1_000_000,
    minSumAssured: 10_000,
  }
  const HEALTH: PlanRules = {
    ...PLAN,
    code: 'HCP',
    frequencies: ['01', '12'],
    quotes: 'premium',
    basis: { ...DEFAULT_BASIS, cover: { kind: 'health', benefit: 'hospitalCash', rates: [{ fromAge: 18, toAge: 60, rate: 40 }] } },
    minSumAssured: 10_000,
    minPremium: 500,
  }

  it('an annuity: a purchase price gives a monthly income, and its minimums use those words', () => {
    const r = quote(ANNUITY, { direction: 'sumAssured', frequency: 'OT', term: 10, birthDate: '01/01/1960', amount: 20_000_000 }, TODAY)
    if (!r.ok) throw new Error(r.errors.join('\n'))
    expect(r.age).toBe(65)
    expect(r.sumAssured).toBeCloseTo(20_000_000 / premiumsForSumAssured(1, 65, 10, 'OT', ANNUITY.basis).modal, 1)
    const low = quote(ANNUITY, { direction: 'sumAssured', frequency: 'OT', term: 10, birthDate: '01/01/1960', amount: 500_000 }, TODAY)
    expect(errorsOf(low)).toEqual(['The smallest purchase price for this plan is ₦1,000,000.'])
    const small = quote(ANNUITY, { direction: 'premium', frequency: 'OT', term: 10, birthDate: '01/01/1960', amount: 5_000 }, TODAY)
    expect(errorsOf(small)).toEqual(['The smallest monthly income for this plan is ₦10,000.'])
  })

  it('an annuity must be bought with one payment, and health cover by instalments', () => {
    expect(validatePlanRules({ ...ANNUITY, frequencies: ['01', 'OT'] })).toEqual([
      { setting: 'frequencies', message: 'An annuity is bought with one payment: choose One Time (OT) as the only payment frequency.' },
    ])
    expect(validatePlanRules({ ...HEALTH, frequencies: ['12', 'OT'] })).toEqual([
      { setting: 'frequencies', message: 'Health cover is paid by instalments: remove the One Time (OT) payment frequency.' },
    ])
  })

  it('a health plan needs a rate for every entry age', () => {
    const gappy = { ...HEALTH, basis: { ...DEFAULT_BASIS, cover: { kind: 'health' as const, benefit: 'surgery' as const, rates: [{ fromAge: 20, toAge: 58, rate: 4 }] } } }
    expect(validatePlanRules(gappy)).toEqual([
      { setting: 'rateTable', message: 'The rate table must have a band for every age from 18 to 60; it has none for ages 18, 19, 59, 60.' },
    ])
    const r = quote(HEALTH, { direction: 'premium', frequency: '12', term: 5, birthDate: '21/11/1990', amount: 20_000 }, TODAY)
    if (!r.ok) throw new Error(r.errors.join('\n'))
    expect(r.modalPremium).toBe(Math.round(((20_000 * 40) / 1000 / 0.9) * 100) / 100)
    expect(errorsOf(quote(HEALTH, { direction: 'premium', frequency: '12', term: 5, birthDate: '21/11/1990', amount: 5_000 }, TODAY))).toEqual([
      'The smallest cash benefit per night for this plan is ₦10,000.',
    ])
  })

  it('whole life and annuities need a table that runs to age 100', () => {
    const qx: Record<number, number> = {}
    for (let a = 18; a <= 90; a++) qx[a] = 0.01
    const wl: PlanRules = { ...PLAN, basis: { ...DEFAULT_BASIS, cover: { kind: 'wholeLife' }, mortality: { kind: 'table', qx } } }
    expect(validatePlanRules(wl)[0]?.setting).toBe('mortalityTable')
    expect(validatePlanRules(wl)[0]?.message).toMatch(/^The mortality table must give a qx between 0 and 1 for every age from 18 to 100; it is missing or wrong for ages 91, 92/)
    expect(validatePlanRules({ ...wl, basis: { ...wl.basis, cover: { kind: 'term' } } })).toEqual([])
  })
})
