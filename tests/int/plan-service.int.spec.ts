// Postgres run: not needed (the pricing engine's answers; its plan reads are the content reads other Postgres files make).
/**
 * The plan service contract (docs/plan-service.md): the route handlers called in process with
 * Request objects, on the seeded demo plans.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startPayload, type TestPayload } from './helpers'

type Handler = (request: Request) => Promise<Response> | Response
type Routes = {
  lookup: { GET: Handler; POST: Handler }
  regular: { POST: Handler; GET: Handler }
  sumassured: { POST: Handler; GET: Handler }
  other: { GET: Handler; POST: Handler }
}

let t: TestPayload
let routes: Routes

const BASE = 'http://localhost/plan-service'

beforeAll(async () => {
  t = await startPayload()
  routes = {
    lookup: await import('@/app/plan-service/policy/plainid/route'),
    regular: await import('@/app/plan-service/imultiplan/api/v1/annuity/regular-premium/route'),
    sumassured: await import('@/app/plan-service/imultiplan/api/v1/annuity/sumassured/route'),
    other: await import('@/app/plan-service/[...path]/route'),
  }
})
afterAll(async () => {
  await t?.close()
})

/** A birth date giving `age` last birthday today (Lagos), as dd/mm/yyyy. */
function dobForAge(age: number, daysBeforeBirthday = 40): string {
  const now = new Date(Date.now() + 3600_000)
  const d = new Date(Date.UTC(now.getUTCFullYear() - age, now.getUTCMonth(), now.getUTCDate()))
  d.setUTCDate(d.getUTCDate() - daysBeforeBirthday)
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
}

function post(path: 'regular-premium' | 'sumassured', body: unknown, init: { contentType?: string | null; raw?: string } = {}) {
  const headers = new Headers()
  const type = init.contentType === undefined ? 'application/json' : init.contentType
  if (type) headers.set('content-type', type)
  const request = new Request(`${BASE}/imultiplan/api/v1/annuity/${path}`, {
    method: 'POST',
    headers,
    body: init.raw ?? JSON.stringify(body),
  })
  return (path === 'regular-premium' ? routes.regular : routes.sumassured).POST(request)
}

async function lookup(query: string) {
  const response = await routes.lookup.GET(new Request(`${BASE}/policy/plainid${query}`))
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function quote(path: 'regular-premium' | 'sumassured', body: unknown, init?: Parameters<typeof post>[2]) {
  const response = await post(path, body, init)
  return { status: response.status, type: response.headers.get('content-type'), body: (await response.json()) as Record<string, unknown> }
}

const aee = (over: Record<string, unknown> = {}) => ({
  premiumFrequency: '01',
  planDuration: 20,
  planId: 'AEE',
  birthDate: dobForAge(35),
  regularPremium: 1_000_000,
  ...over,
})
const esp = (over: Record<string, unknown> = {}) => ({
  premiumFrequency: '01',
  planDuration: 10,
  planId: 'ESP',
  birthDate: dobForAge(30),
  sumAssured: 10_000,
  ...over,
})

describe('plan lookup: GET /plan-service/policy/plainid', () => {
  it('answers the default plan AEE with the spec fields and its pricing basis', async () => {
    const { status, body } = await lookup('?planID=AEE')
    expect(status).toBe(200)
    expect(body.success).toBe(true)
    const data = body.data as Record<string, unknown>
    expect(data).toMatchObject({
      paymentGap: '01,03,06,12',
      tenor: 20,
      minTenor2: 5,
      premium2PaySpName: 'AEE_REGULAR_PREMIUM',
      sumAssuredSpName: '',
      planId: 'AEE',
      name: 'Endowment Assurance',
    })
    expect(typeof data.description).toBe('string')
    expect(data.basis).toMatchObject({
      interestRate: 0.05,
      loading: 0.1,
      modalFactors: { '01': 0.0875, '03': 0.26, '06': 0.52, '12': 1 },
      mortality: { kind: 'makeham', A: 0.00022, B: 2.7e-6, c: 1.124 },
    })
  })

  it('marks a plan that quotes the sum assured by an empty premium rule name, and reads the ID in any case', async () => {
    const { status, body } = await lookup('?planID=esp')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ premium2PaySpName: '', sumAssuredSpName: 'ESP_SUM_ASSURED', planId: 'ESP' })
  })

  it('serves seeded plans that cover both quoting directions and every frequency code', async () => {
    const codes = new Set<string>()
    const directions = new Set<string>()
    for (const id of ['AEE', 'ESP', 'SPE', 'FPE', 'TLP', 'RLA']) {
      const { status, body } = await lookup(`?planID=${id}`)
      expect(status, id).toBe(200)
      const data = body.data as { paymentGap: string; premium2PaySpName: string; basis: { mortality: { kind: string } } }
      for (const code of data.paymentGap.split(',')) codes.add(code)
      directions.add(data.premium2PaySpName === '' ? 'sum assured from premium' : 'premium from sum assured')
    }
    expect([...codes].sort()).toEqual(['01', '03', '06', '12', 'OT'])
    expect(directions.size).toBe(2)
    const fpe = await lookup('?planID=FPE')
    expect((fpe.body.data as { basis: { mortality: unknown } }).basis.mortality).toMatchObject({ kind: 'table', minAge: 15, maxAge: 100 })
  })
})

describe('calculation endpoints', () => {
  it('regular-premium: a sum assured gives the premium, in naira to the kobo', async () => {
    const { computeExpected } = await expectedFrom()
    const { status, type, body } = await quote('regular-premium', aee())
    expect(status).toBe(200)
    expect(type).toContain('application/json')
    expect(body.statusCode).toBe(200)
    expect(body.amount).toBe(computeExpected('premium', 1_000_000, 35, 20, '01'))
    expect(Number.isInteger(Math.round((body.amount as number) * 100))).toBe(true)
    expect(body.message).toMatch(/₦[\d,]+ monthly for a sum assured of ₦1,000,000 over 20 years/)
  })

  it('accepts the amount under either field name on either endpoint', async () => {
    const a = await quote('regular-premium', aee())
    const b = await quote('regular-premium', aee({ regularPremium: undefined, sumAssured: 1_000_000 }))
    expect(b.status).toBe(200)
    expect(b.body.amount).toBe(a.body.amount)
    const c = await quote('sumassured', esp({ sumAssured: undefined, regularPremium: 10_000 }))
    const d = await quote('sumassured', esp())
    expect(c.status).toBe(200)
    expect(c.body.amount).toBe(d.body.amount)
  })

  it('sumassured: a premium gives the sum assured, and the two directions agree', async () => {
    const { computeExpected } = await expectedFrom()
    const { status, body } = await quote('sumassured', esp())
    expect(status).toBe(200)
    expect(body.amount).toBe(computeExpected('sumAssured', 10_000, 30, 10, '01', 'ESP'))
    // Back the other way: the premium for that sum assured is the premium we started from.
    const back = await quote('regular-premium', esp({ sumAssured: Math.round(body.amount as number) }))
    expect(back.status).toBe(200)
    expect(Math.abs((back.body.amount as number) - 10_000)).toBeLessThan(1)
  })

  it('prices a single premium (OT) and a plan with an uploaded qx table', async () => {
    const spe = await quote('sumassured', { premiumFrequency: 'OT', planDuration: 10, planId: 'SPE', birthDate: dobForAge(45), sumAssured: 1_000_000 })
    expect(spe.status).toBe(200)
    expect(spe.body.amount as number).toBeGreaterThan(1_000_000)
    expect(spe.body.message).toContain('as a single payment')
    const fpe = await quote('regular-premium', { premiumFrequency: '12', planDuration: 15, planId: 'FPE', birthDate: dobForAge(40), regularPremium: 2_000_000 })
    expect(fpe.status).toBe(200)
    // A heavier table and a bigger loading than AEE's basis cost more for the same cover.
    const same = await quote('regular-premium', aee({ premiumFrequency: '12', planDuration: 15, birthDate: dobForAge(40), regularPremium: 2_000_000 }))
    expect(fpe.body.amount as number).toBeGreaterThan(same.body.amount as number)
  })

  it('accepts numeric strings and frequency numbers, as a loosely typed client sends them', async () => {
    const { status } = await quote('regular-premium', aee({ premiumFrequency: 12, planDuration: '20', regularPremium: '1000000' }))
    expect(status).toBe(200)
  })
})

describe('each kind of cover keeps the contract', () => {
  /** The engine's answer with a seeded plan's own basis. */
  async function engineAnswer(code: string, given: 'sumAssured' | 'premium', amount: number, age: number, term: number, freq: '01' | '03' | '06' | '12' | 'OT') {
    const { plans } = await import('@/seed/data/plans')
    const { planRulesFromDoc } = await import('@/lib/plan-service/plan-rules')
    const engine = await import('@/lib/quote/engine')
    const doc = plans.find((p) => p.code === code)
    const built = planRulesFromDoc(doc ?? {})
    if (!built.ok) throw new Error(`seed plan ${code} is not usable`)
    return given === 'sumAssured'
      ? engine.priceFromSumAssured(amount, age, term, freq, built.rules.basis).modalPremium
      : engine.priceFromPremium(amount, age, term, freq, built.rules.basis).sumAssured
  }

  it.each([
    ['TLP', 'term-assurance', 'TLP_REGULAR_PREMIUM', ''],
    ['FIB', 'family-income', 'FIB_REGULAR_PREMIUM', ''],
    ['EDU', 'education-savings', 'EDU_REGULAR_PREMIUM', ''],
    ['WLP', 'whole-life', 'WLP_REGULAR_PREMIUM', ''],
    ['RLA', 'life-annuity', '', 'RLA_MONTHLY_INCOME'],
    ['HCP', 'health-hospital-cash', 'HCP_REGULAR_PREMIUM', ''],
    ['CIP', 'health-critical-illness', 'CIP_REGULAR_PREMIUM', ''],
    ['SSP', 'health-surgery', 'SSP_REGULAR_PREMIUM', ''],
  ])('the lookup of %s names its kind (%s) and keeps the direction rule names', async (code, product, premium2PaySpName, sumAssuredSpName) => {
    const { status, body } = await lookup(`?planID=${code}`)
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ planId: code, premium2PaySpName, sumAssuredSpName, basis: { product } })
  })

  it('publishes a health plan’s rate bands', async () => {
    const { body } = await lookup('?planID=HCP')
    expect((body.data as { basis: { rates: unknown[] } }).basis.rates).toEqual([
      { fromAge: 18, toAge: 29, rate: 2400 },
      { fromAge: 30, toAge: 39, rate: 2700 },
      { fromAge: 40, toAge: 49, rate: 3300 },
      { fromAge: 50, toAge: 60, rate: 4200 },
    ])
  })

  it.each([
    ['TLP', 10_000_000, 35, 20, '01', /for a sum assured of ₦10,000,000 over 20 years/],
    ['FIB', 200_000, 35, 10, '03', /for a monthly income of ₦200,000 over 10 years/],
    ['EDU', 5_000_000, 32, 15, '01', /for a guaranteed fund of ₦5,000,000 over 15 years/],
    ['WLP', 5_000_000, 40, 20, '12', /for a sum assured of ₦5,000,000 over 20 years/],
    ['HCP', 10_000, 30, 5, '01', /for a cash benefit per night of ₦10,000 over 5 years/],
    ['CIP', 5_000_000, 45, 10, '06', /for a sum assured of ₦5,000,000/],
    ['SSP', 1_000_000, 55, 5, '12', /for a yearly surgery benefit of ₦1,000,000/],
  ] as const)('regular-premium on %s: the premium is the engine’s for that kind', async (code, amount, age, term, freq, says) => {
    const { status, body } = await quote('regular-premium', { premiumFrequency: freq, planDuration: term, planId: code, birthDate: dobForAge(age), regularPremium: amount })
    expect(status, String(body.message)).toBe(200)
    expect(body.amount).toBe(await engineAnswer(code, 'sumAssured', amount, age, term, freq))
    expect(body.message).toMatch(says)
    // The year-by-year schedule the site charts: premiums paid against the benefit, one row a year.
    const schedule = body.schedule as { year: number; premiumsPaid: number; benefit: number }[]
    expect(schedule).toHaveLength(term)
    const perYear = { '01': 12, '03': 4, '06': 2, '12': 1 }[freq]
    expect(schedule.at(-1)).toMatchObject({ year: term, benefit: amount })
    expect(Math.abs(schedule.at(-1)!.premiumsPaid - (body.amount as number) * perYear * term)).toBeLessThan(0.01)
  })

  it('term cover costs a fraction of the endowment for the same cover; the education fund costs less than an endowment', async () => {
    const body = { premiumFrequency: '01', planDuration: 20, birthDate: dobForAge(35), regularPremium: 5_000_000 }
    const term = await quote('regular-premium', { ...body, planId: 'TLP' })
    const endowment = await quote('regular-premium', { ...body, planId: 'AEE' })
    expect((term.body.amount as number) * 5).toBeLessThan(endowment.body.amount as number)
  })

  it('an annuity: a purchase price buys a monthly income for life, and back again', async () => {
    const body = { premiumFrequency: 'OT', planDuration: 10, planId: 'RLA', birthDate: dobForAge(60) }
    const income = await quote('sumassured', { ...body, sumAssured: 20_000_000 })
    expect(income.status).toBe(200)
    expect(income.body.amount).toBe(await engineAnswer('RLA', 'premium', 20_000_000, 60, 10, 'OT'))
    expect(income.body.message).toBe(
      `A purchase price of ₦20,000,000 buys an income of ${formatMoney(income.body.amount as number)} a month for life, guaranteed for 10 years.`,
    )
    expect(income.body.schedule).toBeUndefined()
    const price = await quote('regular-premium', { ...body, regularPremium: Math.round(income.body.amount as number) })
    expect(Math.abs((price.body.amount as number) - 20_000_000)).toBeLessThan(200)
  })

  it.each([
    ['an annuity paid monthly', { premiumFrequency: '01', planDuration: 10, planId: 'RLA', birthDate: dobForAge(60), sumAssured: 20_000_000 }, 'sumassured', /can't be paid Monthly\. Choose One Time\./, 'premiumFrequency'],
    ['an annuity below its smallest price', { premiumFrequency: 'OT', planDuration: 10, planId: 'RLA', birthDate: dobForAge(60), sumAssured: 500_000 }, 'sumassured', /The smallest purchase price for this plan is ₦1,000,000\./, 'amount'],
    ['an annuity for a 45-year-old', { premiumFrequency: 'OT', planDuration: 10, planId: 'RLA', birthDate: dobForAge(45), sumAssured: 5_000_000 }, 'sumassured', /between 50 and 80 years old/, 'birthDate'],
    ['hospital cash paid once', { premiumFrequency: 'OT', planDuration: 5, planId: 'HCP', birthDate: dobForAge(30), regularPremium: 10_000 }, 'regular-premium', /can't be paid One Time/, 'premiumFrequency'],
    ['hospital cash below its smallest benefit', { premiumFrequency: '01', planDuration: 5, planId: 'HCP', birthDate: dobForAge(30), regularPremium: 5_000 }, 'regular-premium', /The smallest cash benefit per night for this plan is ₦10,000\./, 'amount'],
  ] as const)('rejects %s with a 400 and a plain message, naming its field', async (_name, body, path, says, field) => {
    const { status, body: answer } = await quote(path, body)
    expect(status).toBe(400)
    expect(answer).toMatchObject({ statusCode: 400, amount: null })
    expect(answer.message).toMatch(says)
    expect(answer.fieldErrors).toEqual([{ field, message: expect.stringMatching(says) }])
    expect(answer.problems).toEqual([{ field, message: expect.stringMatching(says) }])
  })
})

function formatMoney(n: number): string {
  return `₦${Math.round(n).toLocaleString('en-NG')}`
}

type Bad = {
  name: string
  run: () => Promise<{ status: number; body: Record<string, unknown> }>
  status: number
  says?: RegExp
}

const badQuote = (name: string, path: 'regular-premium' | 'sumassured', body: unknown, status: number, says?: RegExp, init?: Parameters<typeof post>[2]): Bad => ({
  name,
  status,
  says,
  run: () => quote(path, body, init),
})

const badInputs: Bad[] = [
  badQuote('body is not JSON', 'regular-premium', null, 400, /not valid JSON/, { raw: '{"planId": "AEE",' }),
  badQuote('body is empty', 'regular-premium', null, 400, /empty/, { raw: '' }),
  badQuote('body is a JSON array', 'regular-premium', [aee()], 400, /JSON object/),
  badQuote('body is a JSON string', 'sumassured', 'hello', 400, /JSON object/),
  badQuote('body is JSON null', 'sumassured', null, 400, /JSON object/),
  badQuote('content type text/plain', 'regular-premium', aee(), 415, /application\/json/, { contentType: 'text/plain' }),
  badQuote('no content type', 'regular-premium', aee(), 415, /Content-Type/, { contentType: null }),
  badQuote('form-encoded body', 'sumassured', null, 415, /JSON/, { contentType: 'application/x-www-form-urlencoded', raw: 'planId=AEE' }),
  badQuote('body over the size limit', 'regular-premium', aee({ padding: 'x'.repeat(20_000) }), 413, /too large/),
  badQuote('frequency missing', 'regular-premium', aee({ premiumFrequency: undefined }), 400, /premiumFrequency is required/),
  badQuote('frequency unknown', 'regular-premium', aee({ premiumFrequency: 'WEEKLY' }), 400, /one of 01, 03, 06, 12, OT/),
  badQuote('frequency not offered by the plan', 'regular-premium', aee({ premiumFrequency: 'OT' }), 400, /can't be paid One Time/),
  badQuote('term missing', 'regular-premium', aee({ planDuration: undefined }), 400, /planDuration is required/),
  badQuote('term zero', 'regular-premium', aee({ planDuration: 0 }), 400, /whole number of years/),
  badQuote('term below the plan minimum', 'regular-premium', aee({ planDuration: 3 }), 400, /between 5 and 25 years/),
  badQuote('term above the plan maximum', 'regular-premium', aee({ planDuration: 26 }), 400, /between 5 and 25 years/),
  badQuote('term with a fraction', 'regular-premium', aee({ planDuration: 10.5 }), 400, /whole number/),
  badQuote('term in words', 'sumassured', esp({ planDuration: 'ten' }), 400, /whole number/),
  badQuote('plan missing', 'regular-premium', aee({ planId: undefined }), 400, /planId is required/),
  badQuote('plan unknown', 'regular-premium', aee({ planId: 'NOPE' }), 404, /no plan with the ID "NOPE"/),
  badQuote('plan ID an object', 'sumassured', esp({ planId: { code: 'ESP' } }), 400, /plan code/),
  badQuote('birth date missing', 'regular-premium', aee({ birthDate: undefined }), 400, /birthDate is required/),
  badQuote('birth date in ISO form', 'regular-premium', aee({ birthDate: '1990-01-01' }), 400, /dd\/mm\/yyyy/),
  badQuote('birth date impossible', 'regular-premium', aee({ birthDate: '31/02/1990' }), 400, /not a real date/),
  badQuote('birth date as a number', 'sumassured', esp({ birthDate: 19900101 }), 400, /dd\/mm\/yyyy/),
  badQuote('birth date in the future', 'regular-premium', aee({ birthDate: `01/01/${new Date().getUTCFullYear() + 1}` }), 400, /can't be in the future/),
  badQuote('too young', 'regular-premium', aee({ birthDate: dobForAge(17) }), 400, /between 18 and 60 years old.*You are 17/),
  badQuote('too old to start', 'regular-premium', aee({ birthDate: dobForAge(61) }), 400, /between 18 and 60 years old.*You are 61/),
  badQuote('maximum maturity age passed', 'regular-premium', aee({ birthDate: dobForAge(55), planDuration: 20 }), 400, /must end by age 70.*choose a shorter term/),
  badQuote('frequency an empty string', 'sumassured', esp({ premiumFrequency: ' ' }), 400, /premiumFrequency is required/),
  badQuote('amount missing', 'regular-premium', aee({ regularPremium: undefined }), 400, /regularPremium or sumAssured/),
  badQuote('amount zero', 'regular-premium', aee({ regularPremium: 0 }), 400, /more than 0/),
  badQuote('amount negative', 'sumassured', esp({ sumAssured: -5000 }), 400, /can't be negative/),
  badQuote('amount in words', 'sumassured', esp({ sumAssured: 'lots' }), 400, /whole number of naira/),
  badQuote('amount absurdly large', 'regular-premium', aee({ regularPremium: 1e15 }), 400, /too large/),
  badQuote('amount with kobo', 'regular-premium', aee({ regularPremium: 1000000.5 }), 400, /without kobo/),
  badQuote('two different amounts', 'regular-premium', aee({ sumAssured: 5 }), 400, /not two different amounts/),
  badQuote('sum assured below the plan minimum', 'regular-premium', aee({ regularPremium: 100_000 }), 400, /smallest sum assured for this plan is ₦250,000/),
  badQuote('premium below the plan minimum', 'sumassured', esp({ sumAssured: 1_000 }), 400, /smallest premium for this plan is ₦5,000/),
  badQuote('several rules broken at once', 'regular-premium', aee({ premiumFrequency: 'OT', planDuration: 40, regularPremium: 1000 }), 400, /One Time.*between 5 and 25 years.*₦250,000/),
  {
    name: 'GET on a calculation endpoint',
    status: 405,
    says: /only answers POST/,
    run: async () => {
      const r = await routes.regular.GET(new Request(`${BASE}/imultiplan/api/v1/annuity/regular-premium`))
      return { status: r.status, body: (await r.json()) as Record<string, unknown> }
    },
  },
  { name: 'lookup without planID', status: 400, says: /\?planID=AEE/, run: () => lookup('') },
  { name: 'lookup with an empty planID', status: 400, says: /planID/, run: () => lookup('?planID=') },
  { name: 'lookup of an unknown plan', status: 404, says: /no plan with the ID "ZZZ"/, run: () => lookup('?planID=ZZZ') },
  { name: 'lookup with markup in the ID', status: 404, says: /no plan/, run: () => lookup(`?planID=${encodeURIComponent('<script>alert(1)</script>')}`) },
  { name: 'lookup with a very long ID', status: 404, says: /no plan/, run: () => lookup(`?planID=${'A'.repeat(500)}`) },
  {
    name: 'POST on the lookup',
    status: 405,
    says: /only answers GET/,
    run: async () => {
      const r = await routes.lookup.POST(new Request(`${BASE}/policy/plainid?planID=AEE`, { method: 'POST' }))
      return { status: r.status, body: (await r.json()) as Record<string, unknown> }
    },
  },
  {
    name: 'an address the service does not have',
    status: 404,
    says: /nothing at this address/,
    run: async () => {
      const r = await routes.other.GET(new Request(`${BASE}/imultiplan/api/v2/anything`))
      return { status: r.status, body: (await r.json()) as Record<string, unknown> }
    },
  },
]

describe('bad input: a 4xx with a plain-English message, never a 5xx or a stack trace', () => {
  it('has at least 30 cases', () => {
    expect(badInputs.length).toBeGreaterThanOrEqual(30)
  })

  for (const bad of badInputs) {
    it(`${bad.name} → ${bad.status}`, async () => {
      const { status, body } = await bad.run()
      expect(status).toBe(bad.status)
      const message = body.message
      expect(typeof message).toBe('string')
      expect((message as string).length).toBeGreaterThan(10)
      if (bad.says) expect(message).toMatch(bad.says)
      expect(message).not.toMatch(/\n\s+at |TypeError|ZodError|undefined|\[object/)
      if ('statusCode' in body) {
        expect(body.statusCode).toBe(status)
        expect(body.amount).toBeNull()
      } else {
        expect(body.success).toBe(false)
      }
    })
  }
})

describe('the client the site uses, against the service over HTTP', () => {
  it('reads plans and quotes through a remote base URL, and reports a closed port as unavailable', async () => {
    const { createRemoteClient } = await import('@/lib/plan-service/client')
    // A real HTTP server in front of the route handlers, like a separately deployed plan service.
    const server = http.createServer(async (req, res) => {
      const chunks: Buffer[] = []
      for await (const c of req) chunks.push(c as Buffer)
      const url = `http://localhost${req.url ?? '/'}`
      const request = new Request(url, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: req.method === 'GET' ? undefined : Buffer.concat(chunks),
      })
      const path = new URL(url).pathname
      const response = path.endsWith('/policy/plainid')
        ? await routes.lookup.GET(request)
        : path.endsWith('/regular-premium')
          ? await routes.regular.POST(request)
          : path.endsWith('/sumassured')
            ? await routes.sumassured.POST(request)
            : await routes.other.GET(request)
      res.writeHead(response.status, Object.fromEntries(response.headers))
      res.end(Buffer.from(await response.arrayBuffer()))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    try {
      const client = createRemoteClient(`http://127.0.0.1:${port}/plan-service/`)
      const plan = await client.getPlan('ESP')
      expect(plan).toMatchObject({ ok: true, plan: { planId: 'ESP', sumAssuredSpName: 'ESP_SUM_ASSURED' } })
      expect(await client.getPlan('NOPE')).toMatchObject({ ok: false, reason: 'not-found' })
      const ok = await client.quote('sumassured', { premiumFrequency: '01', planDuration: 10, planId: 'ESP', birthDate: dobForAge(30), sumAssured: 10_000 })
      expect(ok.ok).toBe(true)
      const rejected = await client.quote('regular-premium', { premiumFrequency: 'OT', planDuration: 10, planId: 'AEE', birthDate: dobForAge(30), regularPremium: 1_000_000 })
      expect(rejected).toMatchObject({ ok: false, reason: 'rejected' })
      if (!rejected.ok) expect(rejected.message).toMatch(/can't be paid One Time/)
      // Over HTTP too, each error arrives with the request field it is about (problems).
      if (!rejected.ok && rejected.reason === 'rejected') {
        expect(rejected.problems).toEqual([{ field: 'premiumFrequency', message: expect.stringMatching(/can't be paid One Time/) }])
      }
      const unknown = await client.quote('sumassured', { premiumFrequency: '01', planDuration: 10, planId: 'NOPE', birthDate: dobForAge(30), sumAssured: 10_000 })
      expect(unknown).toMatchObject({ ok: false, reason: 'rejected', problems: [{ field: 'planId' }] })
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    // Nothing listens on the port any more: the visitor is told, and the server log says why.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const down = createRemoteClient(`http://127.0.0.1:${port}/plan-service`, { timeoutMs: 2000 })
    expect(await down.getPlan('AEE')).toMatchObject({ ok: false, reason: 'unavailable' })
    expect(await down.quote('sumassured', { premiumFrequency: '01', planDuration: 10, planId: 'ESP', birthDate: dobForAge(30), sumAssured: 10_000 })).toMatchObject({
      ok: false,
      reason: 'unavailable',
    })
    expect(logged.mock.calls.map((args) => args.join(' '))).toEqual([
      expect.stringMatching(/^\[plan-service\] lookup at http:\/\/127\.0\.0\.1:\d+\/plan-service failed: /),
      expect.stringMatching(/^\[plan-service\] quote at http:\/\/127\.0\.0\.1:\d+\/plan-service failed: /),
    ])
  })
})

/** Independent expectation from the engine with each seeded plan's basis. */
async function expectedFrom() {
  const engine = await import('@/lib/quote/engine')
  const bases = {
    AEE: { ...engine.DEFAULT_BASIS },
    ESP: { ...engine.DEFAULT_BASIS, interestRate: 0.06, loading: 0.12 },
  }
  return {
    computeExpected(
      kind: 'premium' | 'sumAssured',
      amount: number,
      age: number,
      term: number,
      freq: '01' | '03' | '06' | '12' | 'OT',
      plan: keyof typeof bases = 'AEE',
    ): number {
      const basis = bases[plan]
      return kind === 'premium'
        ? engine.priceFromSumAssured(amount, age, term, freq, basis).modalPremium
        : engine.priceFromPremium(amount, age, term, freq, basis).sumAssured
    },
  }
}
