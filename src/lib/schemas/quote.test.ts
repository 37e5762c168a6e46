import { describe, expect, it } from 'vitest'
import { FORM_MESSAGES, parseQuoteBody, parseQuoteForm, quoteBodySchema } from './quote'

const body = { premiumFrequency: '12', planDuration: 10, planId: 'RL-EDU', birthDate: '21/11/1990' }

function errs(input: unknown): Record<string, string> {
  const r = parseQuoteBody(input)
  if (r.ok) throw new Error('expected the body to be rejected')
  return r.errors
}

describe('parseQuoteBody', () => {
  it('accepts the amount as regularPremium', () => {
    expect(parseQuoteBody({ ...body, regularPremium: 50_000 })).toEqual({
      ok: true,
      value: { premiumFrequency: '12', planDuration: 10, planId: 'RL-EDU', birthDate: '21/11/1990', amount: 50_000 },
    })
  })

  it('accepts the amount as sumAssured, and numeric strings', () => {
    const r = parseQuoteBody({ ...body, planDuration: '15', sumAssured: '250000' })
    expect(r.ok && r.value).toMatchObject({ planDuration: 15, amount: 250_000 })
    expect(parseQuoteBody({ ...body, sumAssured: ' 250000 ' }).ok).toBe(true)
    expect(parseQuoteBody({ ...body, sumAssured: '250000.00' }).ok).toBe(true)
  })

  it('accepts both names when they agree, or when one is 0 / empty', () => {
    expect(parseQuoteBody({ ...body, regularPremium: 5000, sumAssured: '5000' }).ok).toBe(true)
    const r = parseQuoteBody({ ...body, regularPremium: 0, sumAssured: 900_000 })
    expect(r.ok && r.value.amount).toBe(900_000)
    const s = parseQuoteBody({ ...body, regularPremium: 7000, sumAssured: '' })
    expect(s.ok && s.value.amount).toBe(7000)
  })

  it('rejects two different amounts or none', () => {
    expect(errs({ ...body, regularPremium: 5000, sumAssured: 6000 })).toEqual({
      amount: 'Send the amount once, as regularPremium or sumAssured, not two different amounts.',
    })
    expect(errs(body)).toEqual({ amount: 'Send the amount as regularPremium or sumAssured.' })
    expect(errs({ ...body, regularPremium: null })).toEqual({ amount: 'Send the amount as regularPremium or sumAssured.' })
    expect(errs({ ...body, sumAssured: 0 })).toEqual({ amount: 'The amount must be more than 0.' })
  })

  it.each([
    [2.5, 'regularPremium must be a whole number of naira, without kobo.'],
    ['2.5', 'regularPremium must be a whole number of naira, without kobo.'],
    [-5, "regularPremium can't be negative."],
    ['-5', "regularPremium can't be negative."],
    [Number.NaN, 'regularPremium must be a whole number of naira, for example 250000.'],
    ['abc', 'regularPremium must be a whole number of naira, for example 250000.'],
    ['250,000', 'regularPremium must be a whole number of naira, for example 250000.'],
    ['1e5', 'regularPremium must be a whole number of naira, for example 250000.'],
    [true, 'regularPremium must be a whole number of naira, for example 250000.'],
    [{}, 'regularPremium must be a whole number of naira, for example 250000.'],
    [1e12 + 1, 'regularPremium is too large; the most we accept is 1,000,000,000,000.'],
    [Infinity, 'regularPremium is too large; the most we accept is 1,000,000,000,000.'],
  ])('rejects regularPremium %s', (value, message) => {
    expect(errs({ ...body, regularPremium: value })).toEqual({ regularPremium: message })
  })

  it('reports a bad sumAssured under its own name', () => {
    expect(errs({ ...body, sumAssured: 'lots' })).toEqual({
      sumAssured: 'sumAssured must be a whole number of naira, for example 250000.',
    })
    expect(parseQuoteBody({ ...body, sumAssured: 1e12 }).ok).toBe(true)
  })

  it('normalises and checks premiumFrequency', () => {
    const r = parseQuoteBody({ ...body, premiumFrequency: 1, regularPremium: 1 })
    expect(r.ok && r.value.premiumFrequency).toBe('01')
    const s = parseQuoteBody({ ...body, premiumFrequency: 'ot', regularPremium: 1 })
    expect(s.ok && s.value.premiumFrequency).toBe('OT')
    expect(errs({ ...body, premiumFrequency: 'weekly', regularPremium: 1 })).toEqual({
      premiumFrequency: 'premiumFrequency must be one of 01, 03, 06, 12, OT.',
    })
  })

  it('checks planDuration and accepts a numeric planId', () => {
    expect(errs({ ...body, planDuration: 10.5, regularPremium: 1 })).toEqual({
      planDuration: 'planDuration must be a whole number of years, for example 10.',
    })
    expect(errs({ ...body, planDuration: 'ten', regularPremium: 1 })).toEqual({
      planDuration: 'planDuration must be a whole number of years, for example 10.',
    })
    const r = parseQuoteBody({ ...body, planId: 42, regularPremium: 1 })
    expect(r.ok && r.value.planId).toBe('42')
  })

  it('checks planId and birthDate', () => {
    expect(errs({ ...body, planId: { a: 1 }, regularPremium: 1 })).toEqual({ planId: 'planId must be a plan code such as "RL-EDU".' })
    expect(errs({ ...body, birthDate: '31/02/1990', regularPremium: 1 })).toEqual({
      birthDate: 'birthDate 31/02/1990 is not a real date. Check the day and month.',
    })
    expect(errs({ ...body, birthDate: '1990-11-21', regularPremium: 1 })).toEqual({
      birthDate: 'Enter the date of birth as dd/mm/yyyy, for example 21/11/1990.',
    })
  })

  it('reports every missing field', () => {
    expect(errs({})).toEqual({
      premiumFrequency: 'premiumFrequency is required.',
      planDuration: 'planDuration is required.',
      planId: 'planId is required.',
      birthDate: 'birthDate is required. Enter the date of birth as dd/mm/yyyy, for example 21/11/1990.',
    })
  })

  it('rejects a body that is not an object', () => {
    for (const input of [null, 'x', 5, [body]]) {
      expect(errs(input)).toEqual({ _: 'The request body must be a JSON object.' })
    }
  })

  it('exports the zod schema itself', () => {
    expect(quoteBodySchema.safeParse({ ...body, regularPremium: '100' }).success).toBe(true)
  })
})

describe('parseQuoteForm', () => {
  const today = new Date(Date.UTC(2025, 5, 15))
  const form = { firstName: 'Ada', lastName: 'Obi', dateOfBirth: '1990-11-21', frequency: '01', tenure: '10', premium: '50,000' }

  function formErrs(input: unknown, amountField: 'premium' | 'sumAssured', withPlan = false): Record<string, string> {
    const r = parseQuoteForm(input, { amountField, withPlan, today })
    if (r.ok) throw new Error('expected the form to be rejected')
    return r.errors
  }

  it('parses a complete premium form', () => {
    expect(parseQuoteForm(form, { amountField: 'premium', today })).toEqual({
      ok: true,
      value: {
        firstName: 'Ada',
        lastName: 'Obi',
        dateOfBirth: '1990-11-21',
        birthDate: '21/11/1990',
        frequency: '01',
        tenure: 10,
        premium: 50_000,
      },
    })
  })

  it('uses the exact required messages (premium variant)', () => {
    expect(formErrs({}, 'premium')).toEqual({
      firstName: 'Firstname is required',
      lastName: 'Lastname is required',
      dateOfBirth: 'Date of birth is required',
      frequency: 'Frequency is required',
      tenure: 'Tenure is required',
      premium: 'Premium is required',
    })
    expect(formErrs({ firstName: '  ', lastName: '', dateOfBirth: '', frequency: '', tenure: '', premium: '' }, 'premium')).toEqual({
      firstName: 'Firstname is required',
      lastName: 'Lastname is required',
      dateOfBirth: 'Date of birth is required',
      frequency: 'Frequency is required',
      tenure: 'Tenure is required',
      premium: 'Premium is required',
    })
  })

  it('requires only the amount that is shown', () => {
    const { premium: _premium, ...noPremium } = form
    expect(formErrs(noPremium, 'sumAssured')).toEqual({ sumAssured: 'Sum Assured is required' })
    const r = parseQuoteForm({ ...noPremium, sumAssured: '1,000,000' }, { amountField: 'sumAssured', today })
    expect(r.ok && r.value).toMatchObject({ sumAssured: 1_000_000 })
    expect(r.ok && 'premium' in r.value).toBe(false)
  })

  it('requires a plan in the plan variant only', () => {
    expect(formErrs(form, 'premium', true)).toEqual({ plan: 'Please choose a plan' })
    const r = parseQuoteForm({ ...form, plan: 'RL-EDU' }, { amountField: 'premium', withPlan: true, today })
    expect(r.ok && r.value.plan).toBe('RL-EDU')
    expect(parseQuoteForm(form, { amountField: 'premium', today }).ok).toBe(true)
    expect(FORM_MESSAGES.plan).toBe('Please choose a plan')
  })

  it('checks the values once present', () => {
    expect(formErrs({ ...form, dateOfBirth: '1990-02-31' }, 'premium')).toEqual({ dateOfBirth: 'Enter a real date of birth.' })
    expect(formErrs({ ...form, dateOfBirth: '2025-06-16' }, 'premium')).toEqual({
      dateOfBirth: "The date of birth can't be in the future.",
    })
    expect(formErrs({ ...form, frequency: '05' }, 'premium')).toEqual({ frequency: 'Choose a payment frequency from the list.' })
    expect(formErrs({ ...form, tenure: '7.5' }, 'premium')).toEqual({ tenure: 'Choose a tenure from the list.' })
    expect(formErrs({ ...form, premium: 'fifty' }, 'premium')).toEqual({ premium: 'Enter the premium as a number, for example 50000.' })
    expect(formErrs({ ...form, premium: '0' }, 'premium')).toEqual({ premium: 'Enter a premium greater than zero.' })
    const r = parseQuoteForm({ ...form, premium: '₦12,500.50' }, { amountField: 'premium', today })
    expect(r.ok && r.value.premium).toBe(12_500.5)
  })
})
