import { describe, expect, it } from 'vitest'

import { familyQxCsv, plans } from '@/seed/data/plans'

import { amountFieldOf, calculatorPlan, endpointFor, splitPaymentGap, tenureRange, yearsLabel } from './calculator'
import { createRemoteClient } from './client'
import { planDataSchema, quoteResponseSchema } from './contract'
import { readJsonBody } from './http'
import { planRulesFromDoc, ruleNames } from './plan-rules'

describe('planRulesFromDoc', () => {
  it('turns every seeded plan into usable rules', () => {
    for (const plan of plans) {
      const r = planRulesFromDoc(plan)
      expect(r.ok, `${plan.code}: ${r.ok ? '' : JSON.stringify(r.problems)}`).toBe(true)
    }
  })

  it('converts percentages and reads an uploaded qx table', () => {
    const fpe = plans.find((p) => p.code === 'FPE')
    const r = planRulesFromDoc(fpe ?? {})
    if (!r.ok) throw new Error('FPE should be valid')
    expect(r.rules.basis.interestRate).toBeCloseTo(0.05)
    expect(r.rules.basis.loading).toBeCloseTo(0.15)
    expect(r.rules.basis.mortality.kind).toBe('table')
    expect(r.rules.frequencies).toEqual(['01', '12', 'OT'])
  })

  it('says which field is wrong', () => {
    const base = plans[0]
    if (!base) throw new Error('no plans')
    const young = planRulesFromDoc({ ...base, minEntryAge: 50, maxEntryAge: 30 })
    expect(young).toMatchObject({ ok: false, problems: [{ path: 'maxEntryAge' }] })
    const badCsv = planRulesFromDoc({ ...base, mortality: { source: 'table', qxTable: 'age,qx\n40,abc' } })
    expect(badCsv).toMatchObject({ ok: false, problems: [{ path: 'mortality.qxTable', message: expect.stringContaining('"abc" is not a number') }] })
    const short = planRulesFromDoc({ ...base, mortality: { source: 'table', qxTable: 'age,qx\n18,0.001\n19,0.001' } })
    expect(short).toMatchObject({ ok: false, problems: [{ path: 'mortality.qxTable', message: expect.stringContaining('every age from 18 to 69') }] })
    const noFreq = planRulesFromDoc({ ...base, paymentFrequencies: [] })
    expect(noFreq).toMatchObject({ ok: false, problems: [{ path: 'paymentFrequencies' }] })
    // Its words mention "the shortest term", but the problem is the age at the end of the plan.
    const lowEnd = planRulesFromDoc({ ...base, maxMaturityAge: 20 })
    expect(lowEnd).toMatchObject({ ok: false, problems: [{ path: 'maxMaturityAge' }] })
    const settings: [Parameters<typeof planRulesFromDoc>[0], string][] = [
      [{ minTenor2: 0 }, 'minTenor2'],
      [{ tenor: -1 }, 'tenor'],
      [{ minPremium: -1 }, 'minPremium'],
      [{ interestRatePercent: 150 }, 'interestRatePercent'],
      [{ loadingPercent: 100 }, 'loadingPercent'],
      [{ modalFactors: { monthly: 0 } }, 'modalFactors'],
    ]
    for (const [change, path] of settings) {
      const r = planRulesFromDoc({ ...base, paymentFrequencies: ['01', '12'], ...change })
      expect(r.ok ? [] : r.problems.map((p) => p.path), JSON.stringify(change)).toContain(path)
    }
  })

  it('carries the quoting direction in the spec’s rule-name fields', () => {
    expect(ruleNames({ code: 'AEE', quotes: 'premium' })).toEqual({ premium2PaySpName: 'AEE_PREMIUM', sumAssuredSpName: '' })
    expect(ruleNames({ code: 'ESP', quotes: 'sumAssured' }, 'X')).toEqual({ premium2PaySpName: '', sumAssuredSpName: 'X' })
  })

  it('seeds a qx table that starts with a header and covers ages 15 to 100', () => {
    const lines = familyQxCsv().split('\n')
    expect(lines[0]).toBe('age,qx')
    expect(lines[1]).toMatch(/^15,0\.\d{6}$/)
    expect(lines.at(-1)).toMatch(/^100,0\.\d{6}$/)
  })
})

describe('calculator plan', () => {
  it('reads paymentGap comma separated or run together, keeping unknown codes raw', () => {
    expect(splitPaymentGap('01,03,06,12')).toEqual(['01', '03', '06', '12'])
    expect(splitPaymentGap('0103OT')).toEqual(['01', '03', 'OT'])
    expect(splitPaymentGap('12, 01 ;24')).toEqual(['01', '12', '24'])
    expect(splitPaymentGap('')).toEqual([])
  })

  it('offers terms from minTenor2 to minTenor2 + tenor, never 0 years', () => {
    expect(tenureRange(5, 3)).toEqual([5, 6, 7, 8])
    expect(tenureRange(0, 2)).toEqual([1, 2])
    expect(yearsLabel(10)).toBe('10 years')
  })

  it('shows Premium when there is no premium rule name, Sum Assured otherwise (spec section 4)', () => {
    expect(amountFieldOf({ premium2PaySpName: '', sumAssuredSpName: 'X' })).toBe('premium')
    expect(amountFieldOf({ premium2PaySpName: 'P', sumAssuredSpName: '' })).toBe('sumAssured')
    expect(endpointFor('sumAssured')).toBe('regular-premium')
    expect(endpointFor('premium')).toBe('sumassured')
  })

  it('labels frequencies as the spec does', () => {
    const data = planDataSchema.parse({ description: 'D', paymentGap: '0112XX', tenor: '2', minTenor2: 5, premium2PaySpName: null, sumAssuredSpName: 'S' })
    const plan = calculatorPlan('ZZ', data)
    expect(plan.frequencies.map((f) => f.label)).toEqual(['Monthly', 'Annual', 'XX'])
    expect(plan.tenures).toEqual([5, 6, 7])
    expect(plan.amountField).toBe('premium')
    expect(plan.name).toBe('D')
  })

  it('reads a remote quote answer defensively', () => {
    expect(quoteResponseSchema.parse({ statusCode: '200', amount: '12.5', message: null })).toEqual({ statusCode: 200, amount: 12.5, message: '' })
  })
})

describe('a rejected quote from a remote service', () => {
  const answering = (body: unknown) =>
    createRemoteClient('http://plans.test', { fetch: async () => new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } }) })
  const request = { premiumFrequency: 'OT', planDuration: 10, planId: 'AEE', birthDate: '01/01/1990', regularPremium: 1000 }

  it('puts each error at the field the service names, in the service’s order', async () => {
    const outcome = await answering({
      statusCode: 400,
      amount: null,
      message: 'Too young. Not today.',
      errors: ['Too young.', 'Not today.'],
      problems: [
        { field: 'birthDate', message: 'Too young.' },
        { field: null, message: 'Not today.' },
      ],
    }).quote('regular-premium', request)
    expect(outcome).toMatchObject({ ok: false, reason: 'rejected', problems: [{ field: 'birthDate', message: 'Too young.' }, { field: null, message: 'Not today.' }] })
  })

  it('lists the errors without fields when the service does not name them, whatever their words', async () => {
    const outcome = await answering({
      statusCode: 400,
      amount: null,
      message: 'The term must be between 5 and 25 years.',
      errors: ['The term must be between 5 and 25 years.'],
    }).quote('regular-premium', request)
    expect(outcome).toMatchObject({ ok: false, reason: 'rejected', problems: [{ field: null, message: 'The term must be between 5 and 25 years.' }] })
  })
})

describe('readJsonBody', () => {
  const req = (body: string, type: string | null = 'application/json') =>
    new Request('http://x/', { method: 'POST', body, headers: type ? { 'content-type': type } : {} })

  it('reads JSON, and JSON with a charset', async () => {
    expect(await readJsonBody(req('{"a":1}'))).toEqual({ ok: true, value: { a: 1 } })
    expect(await readJsonBody(req('{"a":1}', 'application/json; charset=utf-8'))).toEqual({ ok: true, value: { a: 1 } })
  })

  it('refuses other types (415), big bodies (413) and broken JSON (400)', async () => {
    expect(await readJsonBody(req('a=1', 'application/x-www-form-urlencoded'))).toMatchObject({ ok: false, status: 415 })
    expect(await readJsonBody(req('{}', null))).toMatchObject({ ok: false, status: 415 })
    expect(await readJsonBody(req(JSON.stringify({ a: 'x'.repeat(100) })), 50)).toMatchObject({ ok: false, status: 413 })
    expect(await readJsonBody(req('{'))).toMatchObject({ ok: false, status: 400 })
  })
})
