import { describe, expect, it } from 'vitest'

import { coverParam, isAnswered, MAX_ANSWER, needsValues, parseNeeds, roundUpCover, suggestCover, type NeedsInput } from './index'

const LIMITS = { min: 1_000_000, max: 1_000_000_000_000 }
const none: NeedsInput = { income: 0, years: 1, debts: 0, schoolFees: 0, existingCover: 0, savings: 0 }

describe('suggestCover', () => {
  it('is income × years plus debts and school fees, minus cover and savings, rounded up to ₦100,000', () => {
    const s = suggestCover(
      { income: 3_600_000, years: 10, debts: 2_450_000, schoolFees: 4_000_000, existingCover: 5_000_000, savings: 1_234_567 },
      LIMITS,
    )
    expect(s.need).toBe(36_000_000 + 2_450_000 + 4_000_000)
    expect(s.have).toBe(6_234_567)
    expect(s.shortfall).toBe(36_215_433)
    expect(s.rounded).toBe(36_300_000)
    expect(s.suggested).toBe(36_300_000)
    expect(s.limited).toBeNull()
    expect(s.steps.map((step) => step.text)).toEqual([
      'Your income replaced for 10 years: ₦3,600,000 × 10 = ₦36,000,000',
      'Plus debts to pay off: ₦2,450,000',
      'Plus school fees still to pay: ₦4,000,000',
      'What your family would need: ₦42,450,000',
      'Minus the life cover you already have: ₦5,000,000',
      'Minus your savings and investments: ₦1,234,567',
      'The shortfall: ₦36,215,433',
      'Rounded up to the nearest ₦100,000: ₦36,300,000',
    ])
    expect(s.steps.at(-1)?.amount).toBe(s.suggested)
  })

  it('does not round a figure that is already a whole ₦100,000, and says "year" for one', () => {
    const s = suggestCover({ ...none, income: 5_000_000, years: 1 }, LIMITS)
    expect(s.suggested).toBe(5_000_000)
    expect(s.steps.map((step) => step.text)).not.toContainEqual(expect.stringMatching(/^Rounded/))
    expect(s.steps[0]?.text).toBe('Your income replaced for 1 year: ₦5,000,000 × 1 = ₦5,000,000')
  })

  it('never suggests less than the plan’s smallest cover, and says so', () => {
    const s = suggestCover({ ...none, income: 400_000, years: 2 }, LIMITS)
    expect(s.rounded).toBe(800_000)
    expect(s.suggested).toBe(1_000_000)
    expect(s.limited).toBe('minimum')
    expect(s.steps.at(-1)?.text).toBe('The smallest term life cover we offer is ₦1,000,000, so we suggest ₦1,000,000')
  })

  it('says when cover and savings already meet the need, and still offers the smallest cover', () => {
    const s = suggestCover({ ...none, income: 1_000_000, years: 5, existingCover: 4_000_000, savings: 3_000_000 }, LIMITS)
    expect(s.shortfall).toBe(-2_000_000)
    expect(s.rounded).toBe(0)
    expect(s.suggested).toBe(1_000_000)
    expect(s.limited).toBe('minimum')
    expect(s.steps.map((step) => step.text)).toContain('What you already have covers that need: the shortfall is ₦0')
  })

  it('never suggests more than the plan’s largest cover, and says so', () => {
    const s = suggestCover({ ...none, income: MAX_ANSWER, years: 40 }, LIMITS)
    expect(s.rounded).toBe(4_000_000_000_000)
    expect(s.suggested).toBe(1_000_000_000_000)
    expect(s.limited).toBe('maximum')
    expect(s.steps.at(-1)?.text).toMatch(/^The most term life cover we can quote online is ₦1,000,000,000,000/)
  })

  it('matches an independent computation for many answers', () => {
    for (let i = 0; i < 500; i++) {
      const input: NeedsInput = {
        income: (i * 7919) % 20_000_000,
        years: 1 + (i % 40),
        debts: (i * 104729) % 9_000_000,
        schoolFees: (i * 1299709) % 7_000_000,
        existingCover: (i * 15485863) % 30_000_000,
        savings: (i * 32452843) % 10_000_000,
      }
      const gap = input.income * input.years + input.debts + input.schoolFees - input.existingCover - input.savings
      const rounded = gap <= 0 ? 0 : gap % 100_000 === 0 ? gap : (Math.floor(gap / 100_000) + 1) * 100_000
      expect(suggestCover(input, LIMITS).suggested).toBe(Math.min(Math.max(rounded, LIMITS.min), LIMITS.max))
    }
  })
})

describe('roundUpCover', () => {
  it('rounds up to the next ₦100,000 and leaves nothing as nothing', () => {
    expect(roundUpCover(1)).toBe(100_000)
    expect(roundUpCover(100_000)).toBe(100_000)
    expect(roundUpCover(100_001)).toBe(200_000)
    expect(roundUpCover(0)).toBe(0)
    expect(roundUpCover(-5)).toBe(0)
  })
})

describe('parseNeeds', () => {
  it('accepts amounts as typed (commas, spaces, ₦) and blanks for the optional ones', () => {
    const r = parseNeeds({ income: '₦3,600,000', years: ' 10 ', debts: '', schoolFees: '4 000 000', existingCover: undefined, savings: '0' })
    expect(r).toEqual({ ok: true, value: { income: 3_600_000, years: 10, debts: 0, schoolFees: 4_000_000, existingCover: 0, savings: 0 } })
  })

  it('gives one plain message per wrong answer', () => {
    const r = parseNeeds({ income: '', years: '0', debts: 'lots', schoolFees: '-5', existingCover: '1000.50', savings: '999999999999999' })
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(r.errors).toEqual({
      income: 'Enter your annual income, for example 3,600,000',
      years: 'Enter the years of support as a whole number from 1 to 40',
      debts: 'Enter your debts as a number of naira, for example 3,600,000',
      schoolFees: "Your school fees can't be less than zero",
      existingCover: 'Enter your existing life cover in whole naira, without kobo',
      savings: 'Your savings and investments must be ₦100,000,000,000 or less',
    })
  })

  it('asks for the years when they are missing or out of range', () => {
    for (const years of [undefined, '', '41', '2.5', 'ten']) {
      const r = parseNeeds({ income: '1000000', years })
      expect(r.ok, String(years)).toBe(false)
      if (!r.ok) expect(Object.keys(r.errors)).toEqual(['years'])
    }
  })
})

describe('needsValues and isAnswered', () => {
  it('keeps only the questions, as strings, cut to a sane length', () => {
    const v = needsValues({ income: ['1', '2'], years: '5', other: 'x', savings: 'a'.repeat(1000) })
    expect(v).toEqual({ income: '1', years: '5', savings: 'a'.repeat(40) })
    expect(isAnswered(v)).toBe(true)
    expect(isAnswered(needsValues({ other: 'x' }))).toBe(false)
  })
})

describe('coverParam', () => {
  it('takes whole naira from 1 to the maximum and ignores anything else', () => {
    expect(coverParam('36300000', 1e12)).toBe(36_300_000)
    expect(coverParam(['5000000', '1'], 1e12)).toBe(5_000_000)
    for (const bad of [undefined, '', '0', '-1', '1e6', '1,000,000', '12.5', '10000000000001', 'abc']) expect(coverParam(bad, 1e12), String(bad)).toBeNull()
    expect(coverParam('2000', 1000)).toBeNull()
  })
})
