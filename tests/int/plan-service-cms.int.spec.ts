// Postgres run: not needed (an editor's plan values checked by the collection's validation, before any query).
/**
 * Plans in the CMS: what an editor can save, the clear messages for what they can't, and the
 * seeded plans on every product.
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
let payload: Payload

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
})
afterAll(async () => {
  await t?.close()
})

const validPlan = {
  // Live at once: the server's own write, with nobody signed in (staff changes need approval, approvals.int.spec.ts).
  _status: 'published' as const,
  code: 'tst',
  kind: 'endowment' as 'endowment' | 'term' | 'health' | 'annuity',
  name: 'Test Endowment',
  description: 'A plan made by the tests.',
  keyFacts: { notCovered: null, coolingOffDays: 15, gracePeriodDays: 30, cashValuePercent: 0, cashValueAfterYears: 3 },
  quotes: 'premium' as const,
  paymentFrequencies: ['12' as const],
  minTenor2: 5,
  tenor: 5,
  minEntryAge: 30,
  maxEntryAge: 40,
  maxMaturityAge: 50,
  minPremium: 1000,
  minSumAssured: 100000,
  interestRatePercent: 5,
  loadingPercent: 10,
  mortality: { source: 'makeham' as const, makehamA: 0.00022, makehamB: 2.7e-6, makehamC: 1.124 },
  modalFactors: { monthly: 0.0875, quarterly: 0.26, semiAnnual: 0.52, annual: 1 },
  exampleAge: 35,
  exampleTerm: 5,
  exampleSumAssured: 1000000,
  exampleFrequency: '12' as const,
}

function table(from: number, to: number, q = 0.002): string {
  const rows = ['age,qx']
  for (let a = from; a <= to; a++) rows.push(`${a},${q}`)
  return rows.join('\n')
}

async function saveError(data: Record<string, unknown>): Promise<string> {
  try {
    await payload.create({ collection: 'plans', data: { ...validPlan, ...data } as typeof validPlan, overrideAccess: true })
  } catch (error) {
    const e = error as { message?: string; data?: { errors?: { message: string; path: string }[] } }
    return [e.message ?? '', ...(e.data?.errors ?? []).map((x) => `${x.path}: ${x.message}`)].join('\n')
  }
  throw new Error('expected the save to be refused')
}

describe('seeded plans on products', () => {
  it('lists every individual product’s own kind of cover, and no calculator plan on corporate products', async () => {
    const { docs } = await payload.find({ collection: 'products', limit: 500, depth: 2, pagination: false })
    expect(docs.length).toBeGreaterThanOrEqual(16)
    const kinds = (slug: string) => {
      const product = docs.find((p) => p.slug === slug)
      return (product?.plans ?? []).map((p) => (typeof p === 'object' ? `${p.code}:${p.kind}${p.healthBenefit ? `/${p.healthBenefit}` : ''}` : p))
    }
    expect(kinds('term-life-plan')).toEqual(['TLP:term'])
    expect(kinds('endowment-savings-plan')).toEqual(['AEE:endowment', 'ESP:endowment', 'SPE:endowment'])
    expect(kinds('whole-life-legacy-plan')).toEqual(['WLP:wholeLife'])
    expect(kinds('retirement-income-plan')).toEqual(['RLA:annuity'])
    expect(kinds('hospital-cash-plan')).toEqual(['HCP:health/hospitalCash'])
    expect(kinds('critical-illness-plan')).toEqual(['CIP:health/criticalIllness'])
    expect(kinds('surgery-support-plan')).toEqual(['SSP:health/surgery'])
    expect(kinds('family-protection-plan')).toEqual(['FPT:term', 'FPE:endowment'])
    expect(kinds('funeral-expense-plan')).toEqual(['FEP:wholeLife'])
    expect(kinds('family-income-plan')).toEqual(['FIB:familyIncome'])
    for (const slug of ['education-savings-plan', 'scholar-guard-plan', 'university-fund-plan']) {
      expect(kinds(slug).map((k) => String(k).split(':')[1]), slug).toEqual(['education'])
    }
    for (const p of docs) {
      const corporate = typeof p.category === 'object' && p.category.kind === 'corporate'
      if (corporate) expect(p.plans ?? [], p.slug).toEqual([])
      else expect(p.plans?.length ?? 0, p.slug).toBeGreaterThanOrEqual(1)
    }
  })

  it('is readable by the public (the plan service is public)', async () => {
    const { totalDocs } = await payload.find({ collection: 'plans', overrideAccess: false, limit: 1 })
    expect(totalDocs).toBeGreaterThanOrEqual(4)
  })
})

describe('saving a plan', () => {
  it('accepts a valid plan with a pasted qx table and stores the code in capitals', async () => {
    const doc = await payload.create({
      collection: 'plans',
      data: { ...validPlan, code: 'tbl-1', mortality: { ...validPlan.mortality, source: 'table', qxTable: table(25, 60) } },
      overrideAccess: true,
    })
    expect(doc.code).toBe('TBL-1')
    const { createBuiltInClient } = await import('@/lib/plan-service/client')
    const client = createBuiltInClient(async () => payload)
    const plan = await client.getPlan('TBL-1')
    expect(plan).toMatchObject({ ok: true, plan: { basis: { mortality: { kind: 'table', minAge: 25, maxAge: 60 } } } })
  })

  it('explains a qx table that is not a table', async () => {
    const message = await saveError({ code: 'BAD1', mortality: { ...validPlan.mortality, source: 'table', qxTable: 'age,qx\n30,0.001\n31,abc' } })
    expect(message).toContain('Line 3: the qx "abc" is not a number.')
  })

  it('explains gaps, repeats and rates over 1', async () => {
    const gaps = await saveError({ code: 'BAD2', mortality: { ...validPlan.mortality, source: 'table', qxTable: 'age,qx\n30,0.001\n32,0.001\n32,0.002\n33,1.5' } })
    expect(gaps).toMatch(/age 31 is missing/)
    expect(gaps).toMatch(/Age 32 appears more than once/)
    expect(gaps).toMatch(/not between 0 and 1/)
  })

  it('refuses a table that does not cover every age the plan can reach', async () => {
    const message = await saveError({ code: 'BAD3', mortality: { ...validPlan.mortality, source: 'table', qxTable: table(30, 40) } })
    expect(message).toMatch(/every age from 30 to 49/)
    expect(message).toMatch(/mortality\.qxTable/)
  })

  it('refuses an empty table when the table is chosen', async () => {
    expect(await saveError({ code: 'BAD4', mortality: { ...validPlan.mortality, source: 'table', qxTable: '' } })).toMatch(/Paste the table/)
  })

  it('refuses entry ages the wrong way round and a maturity age too low', async () => {
    expect(await saveError({ code: 'BAD5', minEntryAge: 50, maxEntryAge: 40 })).toMatch(/entry ages/)
    expect(await saveError({ code: 'BAD6', maxMaturityAge: 32 })).toMatch(/maximum age at the end of the plan is too low/)
  })

  it('refuses a plan without frequencies, a bad code, and a second plan with the same code', async () => {
    expect(await saveError({ code: 'BAD7', paymentFrequencies: [] })).toMatch(/payment frequency/)
    expect(await saveError({ code: 'a b' })).toMatch(/capital letters/)
    expect(await saveError({ code: 'AEE' })).toMatch(/code/i)
  })

  it('accepts a health plan with a rate table and refuses one whose table is broken or short', async () => {
    const health = { kind: 'health' as const, healthBenefit: 'hospitalCash' as const, rateTable: 'fromAge,toAge,rate\n30,40,2500' }
    const doc = await payload.create({ collection: 'plans', data: { ...validPlan, ...health, code: 'HLT1' }, overrideAccess: true })
    expect(doc.kind).toBe('health')
    expect(await saveError({ ...health, code: 'HLT2', rateTable: 'fromAge,toAge,rate\n30,35,2\n37,40,3' })).toMatch(
      /ages 36 to 36 are missing|age bands must run without gaps/,
    )
    expect(await saveError({ ...health, code: 'HLT3', rateTable: 'fromAge,toAge,rate\n31,40,2' })).toMatch(/rateTable: The rate table must have a band for every age from 30 to 40/)
    expect(await saveError({ ...health, code: 'HLT4', rateTable: '' })).toMatch(/Paste the rate table/)
  })

  it('refuses an annuity paid by instalments', async () => {
    expect(await saveError({ code: 'ANN1', kind: 'annuity', paymentFrequencies: ['01', 'OT'] })).toMatch(/An annuity is bought with one payment/)
  })

  it('refuses a worked example the plan would not quote, with the plan’s own reason', async () => {
    expect(await saveError({ code: 'EXA1', exampleAge: 45 })).toMatch(/exampleAge: The example on the Example tab can't be quoted: You must be between 30 and 40 years old/)
    expect(await saveError({ code: 'EXA2', exampleSumAssured: 50_000 })).toMatch(/smallest sum assured for this plan is ₦100,000\./)
  })

  it('refuses a loading of 100% or more', async () => {
    expect(await saveError({ code: 'BAD8', loadingPercent: 100 })).toMatch(/loading/i)
  })
})
