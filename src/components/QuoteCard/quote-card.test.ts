import { describe, expect, it } from 'vitest'

import { calculatorPlan } from '@/lib/plan-service/calculator'
import { planDataSchema } from '@/lib/plan-service/contract'
import { DEFAULT_BASIS } from '@/lib/quote/engine'

import { compactNaira } from './QuoteChart'
import { buildResult } from './result'
import { carryOver, validateQuote } from './validate'

const basis = {
  product: 'endowment-assurance',
  interestRate: 0.05,
  loading: 0.1,
  modalFactors: { ...DEFAULT_BASIS.modalFactors },
  singlePremium: 'S·A/(1−L)',
  mortality: { kind: 'makeham' as const, name: 'Standard Ultimate Survival Model', A: 0.00022, B: 2.7e-6, c: 1.124 },
}

const aee = calculatorPlan(
  'AEE',
  planDataSchema.parse({
    description: 'Endowment',
    paymentGap: '01,03,06,12',
    tenor: 20,
    minTenor2: 5,
    premium2PaySpName: 'AEE_PREMIUM',
    sumAssuredSpName: '',
    name: 'Endowment Assurance',
    basis,
  }),
)
const esp = calculatorPlan(
  'ESP',
  planDataSchema.parse({ description: 'Education', paymentGap: '0103', tenor: 2, minTenor2: 3, premium2PaySpName: '', sumAssuredSpName: 'X', name: 'Education' }),
)
const raw = calculatorPlan(
  'RAW',
  planDataSchema.parse({ description: 'Raw', paymentGap: '01,24', tenor: 0, minTenor2: 5, premium2PaySpName: '', sumAssuredSpName: 'X' }),
)

const today = new Date('2026-11-21T10:00:00Z')

describe('validateQuote', () => {
  it('gives the spec’s message for every empty field, in form order', () => {
    const r = validateQuote({ plan: 'AEE' }, aee, today)
    expect(r.ok).toBe(false)
    if (r.ok) return
    expect(Object.entries(r.errors)).toEqual([
      ['firstName', 'Firstname is required'],
      ['lastName', 'Lastname is required'],
      ['dateOfBirth', 'Date of birth is required'],
      ['frequency', 'Frequency is required'],
      ['tenure', 'Tenure is required'],
      ['sumAssured', 'Sum Assured is required'],
    ])
    const p = validateQuote({ plan: 'ESP' }, esp, today)
    expect(!p.ok && p.errors.premium).toBe('Premium is required')
    expect(validateQuote({}, undefined, today)).toEqual({ ok: false, errors: { plan: 'Please choose a plan' } })
  })

  it('accepts a full form and turns the date into dd/mm/yyyy', () => {
    const r = validateQuote(
      { plan: 'AEE', firstName: ' Ada ', lastName: 'Obi', dateOfBirth: '1990-03-14', frequency: '01', tenure: '20', sumAssured: '1,000,000' },
      aee,
      today,
    )
    expect(r).toEqual({
      ok: true,
      value: { plan: 'AEE', firstName: 'Ada', lastName: 'Obi', birthDate: '14/03/1990', frequency: '01', tenure: 20, amountField: 'sumAssured', amount: 1_000_000 },
    })
  })

  it('checks the lists and whole naira', () => {
    const base = { plan: 'ESP', firstName: 'A', lastName: 'B', dateOfBirth: '1990-03-14', premium: '5000' }
    const r = validateQuote({ ...base, frequency: '12', tenure: '9' }, esp, today)
    expect(!r.ok && r.errors).toEqual({ frequency: 'Choose a payment frequency from the list.', tenure: 'Choose a tenure from the list.' })
    const k = validateQuote({ ...base, frequency: '03', tenure: '4', premium: '5000.50' }, esp, today)
    expect(!k.ok && k.errors.premium).toBe('Enter the premium in whole naira, without kobo.')
    const future = validateQuote({ ...base, frequency: '03', tenure: '4', dateOfBirth: '2027-01-01' }, esp, today)
    expect(!future.ok && future.errors.dateOfBirth).toBe("The date of birth can't be in the future.")
  })

  it('says plainly when an unknown frequency from the service is chosen', () => {
    const r = validateQuote({ plan: 'RAW', firstName: 'A', lastName: 'B', dateOfBirth: '1990-03-14', frequency: '24', tenure: '5', premium: '5000' }, raw, today)
    expect(!r.ok && r.errors.frequency).toBe('We can\'t quote payment frequency "24" online yet. Please choose another one.')
    expect(raw.frequencies.map((f) => f.label)).toEqual(['Monthly', '24'])
  })
})

describe('carryOver', () => {
  it('keeps what fits the new plan and drops the other amount', () => {
    expect(carryOver({ plan: 'AEE', firstName: 'A', frequency: '06', tenure: '20', sumAssured: '500000' }, esp)).toEqual({
      plan: 'ESP',
      firstName: 'A',
    })
    expect(carryOver({ plan: 'AEE', frequency: '01', tenure: '4', premium: '9000' }, esp)).toEqual({
      plan: 'ESP',
      frequency: '01',
      tenure: '4',
      premium: '9000',
    })
  })
})

describe('buildResult', () => {
  it('words the result as the spec does and fills the chart from the service’s schedule, and the basis', () => {
    // A schedule unlike any local calculation: the chart must show the service's own figures.
    const served = Array.from({ length: 20 }, (_, i) => ({ year: i + 1, age: 37 + i, premiumsPaid: 1000 * (i + 1), benefit: 7 }))
    const r = buildResult(
      aee,
      { plan: 'AEE', firstName: 'Ada', lastName: 'Obi', birthDate: '14/03/1990', frequency: '01', tenure: 20, amountField: 'sumAssured', amount: 1_000_000 },
      2837.97,
      served,
      today,
    )
    expect(r.message).toBe('Hello Ada Obi, your Premium is ₦2,838.')
    expect(r.age).toBe(36)
    expect(r.schedule).toEqual(served)
    expect(r.totalPremiums).toBe(20_000)
    expect(r.basis?.map((l) => l.label)).toEqual(['Plan type', 'Interest', 'Mortality', 'Loading', 'Modal factor', 'Age', 'Term'])
    expect(r.basis?.find((l) => l.label === 'Modal factor')?.value).toContain('0.0875 for Monthly')
    expect(r.basis?.find((l) => l.label === 'Age')?.value).toBe('36: your age last birthday on 21/11/2026 (born 14/03/1990).')

    const s = buildResult(
      esp,
      { plan: 'ESP', firstName: 'Ada', lastName: 'Obi', birthDate: '14/03/1990', frequency: '03', tenure: 4, amountField: 'premium', amount: 20_000 },
      300_000,
      null,
      today,
    )
    expect(s.message).toBe('Hello Ada Obi, your Sum Assured is ₦300,000.')
    expect(s.basis).toBeNull()
    // No schedule from the service: no chart and no total, rather than a figure of our own.
    expect(s.schedule).toEqual([])
    expect(s.totalPremiums).toBeNull()
  })

  it('labels the chart axis compactly', () => {
    expect(compactNaira(0)).toBe('₦0')
    expect(compactNaira(250_000)).toBe('₦250k')
    expect(compactNaira(1_500_000)).toBe('₦1.5m')
  })
})
