import { describe, expect, it } from 'vitest'

import { groupDigits } from './money'
import { exampleSentence, fillPriceTokens, handTypedPremiums, type PriceExample } from './copy'

const term: PriceExample = {
  planName: 'Level Term Cover',
  kind: 'term',
  healthBenefit: null,
  age: 35,
  term: 20,
  frequency: '01',
  sumAssured: 10_000_000,
  premium: 1234.5,
}

describe('fillPriceTokens', () => {
  it('fills every token from the example, with the premium’s frequency', () => {
    expect(fillPriceTokens('A healthy {age}-year-old can have {sumAssured} of cover for {term} years for {premium}.', term)).toBe(
      'A healthy 35-year-old can have ₦10,000,000 of cover for 20 years for ₦1,235 a month.',
    )
    expect(fillPriceTokens('Just {price}.', term)).toBe('Just ₦1,235.')
    expect(fillPriceTokens('{example}', term)).toBe('Example: ₦1,235 a month for ₦10,000,000 of cover for 20 years, starting at age 35.')
    expect(fillPriceTokens('{premium}', { ...term, frequency: 'OT', premium: 250_000 })).toBe('₦250,000 once')
  })

  it('states the plan’s terms and ages from its rules', () => {
    const limits = { minTerm: 5, maxTerm: 30, minAge: 18, maxAge: 60, endAge: 75 }
    expect(fillPriceTokens('Terms of {terms}, for anyone aged {ages}, ending by age {endAge}.', { ...term, limits })).toBe(
      'Terms of 5 to 30 years, for anyone aged 18 to 60, ending by age 75.',
    )
    expect(fillPriceTokens('{terms}', { ...term, limits: { ...limits, maxTerm: 5 } })).toBe('5 years')
  })

  it('never shows a number it does not have', () => {
    expect(fillPriceTokens('For {premium}.', { ...term, premium: null })).toBe('For the premium our calculator shows.')
    expect(fillPriceTokens('Cover {sumAssured} for {premium}.', null)).toBe('Cover the figure shown in our quote for the figure shown in our quote.')
    expect(fillPriceTokens('No tokens, {unknown} stays.', term)).toBe('No tokens, {unknown} stays.')
  })
})

describe('exampleSentence', () => {
  it.each([
    [{ kind: 'annuity', frequency: 'OT', sumAssured: 100_000, term: 10, age: 60, premium: 9_876_543.21 }, 'Example: ₦9,876,543 once for an income of ₦100,000 a month for life, guaranteed for 10 years, bought at age 60.'],
    [{ kind: 'education', sumAssured: 5_000_000, term: 15, age: 32 }, 'Example: ₦1,235 a month for a guaranteed fund of ₦5,000,000 in 15 years, starting at age 32.'],
    [{ kind: 'health', healthBenefit: 'hospitalCash', sumAssured: 10_000, term: 5, age: 30 }, 'Example: ₦1,235 a month for ₦10,000 a night in hospital, for 5 years, starting at age 30.'],
    [{ kind: 'wholeLife', premium: null }, 'Example: ₦10,000,000 of cover for life, paying for 20 years, starting at age 35. Use the calculator for the price.'],
  ] as [Partial<PriceExample>, string][])('states the example in the words of its kind (%#)', (over, sentence) => {
    expect(exampleSentence({ ...term, ...over })).toBe(sentence)
  })

  it('states every amount in whole naira', () => {
    expect(fillPriceTokens('{price}', { ...term, premium: 701.456 })).toBe('₦701')
  })
})

describe('handTypedPremiums', () => {
  it.each([
    'Cover from ₦2,500 a month',
    'A healthy 35-year-old can have ₦10,000,000 of cover for 20 years for about ₦4,200 a month.',
    'From ₦3,500 a month',
    'For ₦10,000 a night, a healthy 30-year-old pays about ₦2,500 a month.',
    'Premiums of ₦1,200',
    'It costs from ₦900.',
    'only ₦3,000 monthly',
  ])('finds the price in "%s"', (text) => {
    expect(handTypedPremiums(text).length).toBeGreaterThan(0)
  })

  it.each([
    'Choose cover from ₦1,000,000 to ₦100,000,000 for 5 to 30 years.',
    'Choose a daily amount between ₦10,000 and ₦50,000.',
    'Up to ₦3,000,000 a year',
    'An income of ₦100,000 to ₦1,500,000 a month.',
    'A good secondary school in Lagos can cost more than ₦1,500,000 a year.',
    'We also pay ₦250,000 at once.',
    'A healthy {age}-year-old can have {sumAssured} of cover for {term} years for {premium}.',
  ])('leaves benefits, costs of living and tokens alone: "%s"', (text) => {
    expect(handTypedPremiums(text)).toEqual([])
  })
})

describe('groupDigits', () => {
  it('groups whole naira as typed and leaves anything else alone', () => {
    expect(groupDigits('10000000')).toBe('10,000,000')
    expect(groupDigits('1,0000')).toBe('10,000')
    expect(groupDigits('999')).toBe('999')
    expect(groupDigits('')).toBe('')
    expect(groupDigits('12.50')).toBe('12.50')
    expect(groupDigits('abc')).toBe('abc')
  })
})
