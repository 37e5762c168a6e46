/**
 * Paying a premium by policy number (decision 040), in process on the seeded demo policies: the look-up
 * and its limits, starting a payment at a fake Paystack, the webhook's dispatch and once-only rules,
 * the receipt and the record in the policy service through the job queue, the issue of a paid online
 * application's policy, and 1,000 hostile inputs for each new endpoint (no 5xx, no leak).
 */
import crypto from 'node:crypto'

import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FakePaystack } from '../shared/fake-paystack'
import { leakIn } from './api-client'
import { startPayload, type TestPayload } from './helpers'

const SECRET = 'sk_test_int_pay_0123456789'
let t: TestPayload
let fake: FakePaystack
type Handler = (request: Request) => Promise<Response>
let webhook: Handler
let startRoute: Handler
let policyRoute: Handler
let lookupForPayment: typeof import('@/lib/pay/lookup.server').lookupForPayment
let pay: typeof import('@/lib/pay/payment.server')
let calls: typeof import('@/lib/policy-service/calls.server')
let token: string

beforeAll(async () => {
  fake = new FakePaystack(SECRET)
  await fake.start()
  process.env.PAYSTACK_SECRET_KEY = SECRET
  process.env.PAYSTACK_BASE_URL = fake.url
  t = await startPayload()
  ;(await import('@/lib/outbox')).configureOutbox({ auto: false })
  calls = await import('@/lib/policy-service/calls.server')
  calls.configurePolicyCalls({ auto: false })
  ;({ POST: webhook } = await import('@/app/(site)/api/payments/paystack/webhook/route'))
  ;({ POST: startRoute } = await import('@/app/(site)/pay/start/route'))
  ;({ POST: policyRoute } = await import('@/app/policy-service/[...path]/route'))
  ;({ lookupForPayment } = await import('@/lib/pay/lookup.server'))
  pay = await import('@/lib/pay/payment.server')
  token = (await import('@/lib/policy-service/http')).standInToken()
})
afterAll(async () => {
  await t?.close()
  await fake?.stop()
})

const signed = (body: string, key = SECRET) => crypto.createHmac('sha512', key).update(body).digest('hex')
function sendWebhook(body: string, key = SECRET): Promise<Response> {
  return webhook(new Request('http://localhost/api/payments/paystack/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': signed(body, key) }, body }))
}

const count = async (collection: 'outbox-messages' | 'policy-service-calls' | 'policy-premiums', field: string, value: string) =>
  (await t.payload.count({ collection, where: { [field]: { equals: value } }, overrideAccess: true })).totalDocs

describe('the look-up', () => {
  it('finds a policy by number and date of birth, and answers a wrong number or date of birth alike', async () => {
    const found = await lookupForPayment(t.payload, { policyNumber: 'rl-pol-2024-000108', dateOfBirth: '05/12/1990' }, { clientKey: 'client-a' })
    expect(found.kind).toBe('found')
    if (found.kind === 'found') expect(found.token).not.toContain('000108')
    expect(await lookupForPayment(t.payload, { policyNumber: 'RL-POL-2024-000108', dateOfBirth: '06/12/1990' }, { clientKey: 'client-a' })).toEqual({ kind: 'not-found' })
    expect(await lookupForPayment(t.payload, { policyNumber: 'RL-POL-2024-000999', dateOfBirth: '05/12/1990' }, { clientKey: 'client-a' })).toEqual({ kind: 'not-found' })
    expect(await lookupForPayment(t.payload, { policyNumber: '', dateOfBirth: '31/02/1990' }, { clientKey: 'client-a' })).toEqual({
      kind: 'invalid',
      errors: { policyNumber: 'Enter your policy number', dateOfBirth: 'Enter the date of birth as day, month and year, like 14/03/1985' },
    })
  })

  it('limits look-ups per client address, and wrong answers per policy number from every address together', async () => {
    for (let i = 0; i < 10; i++) expect((await lookupForPayment(t.payload, { policyNumber: 'RL-POL-2012-000105', dateOfBirth: '09/01/1965' }, { clientKey: 'client-b' })).kind).toBe('found')
    expect((await lookupForPayment(t.payload, { policyNumber: 'RL-POL-2012-000105', dateOfBirth: '09/01/1965' }, { clientKey: 'client-b' })).kind).toBe('rate-limited')
    for (let i = 0; i < 5; i++) expect((await lookupForPayment(t.payload, { policyNumber: 'RL-POL-2006-000106', dateOfBirth: `0${i + 1}/01/1960` }, { clientKey: `guesser-${i}` })).kind).toBe('not-found')
    // Even the right date of birth now waits: the policy number has had its wrong answers for the hour.
    expect((await lookupForPayment(t.payload, { policyNumber: 'RL-POL-2006-000106', dateOfBirth: '30/05/1960' }, { clientKey: 'someone-else' })).kind).toBe('rate-limited')
  })
})

describe('paying', () => {
  let reference = ''

  it('refuses a lapsed policy, too many premiums and more than the maximum amount', async () => {
    expect(await pay.startPremiumPayment(t.payload, { secretKey: SECRET, baseUrl: fake.url, checkoutOrigin: fake.url }, 'RL-POL-2016-000104', 1)).toEqual({ ok: false, problem: 'lapsed' })
    expect(await pay.startPremiumPayment(t.payload, { secretKey: SECRET, baseUrl: fake.url, checkoutOrigin: fake.url }, 'RL-POL-2018-000107', 1)).toEqual({ ok: false, problem: 'no-premiums' })
    expect(await pay.startPremiumPayment(t.payload, { secretKey: SECRET, baseUrl: fake.url, checkoutOrigin: fake.url }, 'RL-POL-2024-000108', 13)).toEqual({ ok: false, problem: 'choice' })
    // ₦90,000 a year: 12 premiums is ₦1,080,000, within ₦5,000,000; with a ₦100,000 maximum, two are over it.
    await t.payload.updateGlobal({ slug: 'site-settings', data: { premiumPayments: { enabled: true, maxAmountNaira: 100_000, maxInstalments: 12, receiptDays: 30 } }, overrideAccess: true, context: { disableRevalidate: true } })
    try {
      expect(await pay.startPremiumPayment(t.payload, { secretKey: SECRET, baseUrl: fake.url, checkoutOrigin: fake.url }, 'RL-POL-2024-000108', 2)).toEqual({ ok: false, problem: 'over-maximum' })
    } finally {
      await t.payload.updateGlobal({ slug: 'site-settings', data: { premiumPayments: { enabled: true, maxAmountNaira: 5_000_000, maxInstalments: 12, receiptDays: 30 } }, overrideAccess: true, context: { disableRevalidate: true } })
    }
  })

  it('stores the payment first, then sends the payer to Paystack for exactly the amount', async () => {
    const started = await pay.startPremiumPayment(t.payload, { secretKey: SECRET, baseUrl: fake.url, checkoutOrigin: fake.url }, 'RL-POL-2024-000108', 3)
    expect(started.ok).toBe(true)
    const { docs } = await t.payload.find({ collection: 'premium-payments', where: { policyNumber: { equals: 'RL-POL-2024-000108' } }, sort: '-createdAt', limit: 1, overrideAccess: true })
    const row = docs[0]
    expect(row).toMatchObject({ status: 'pending', amountKobo: 27_000_000, instalments: 3, firstName: 'Emeka' })
    reference = row?.reference ?? ''
    expect(reference).toMatch(/^RL-PAY-[0-9A-F]{16}$/)
    expect(fake.transactions.get(reference)?.amount).toBe(27_000_000)
  })

  it('a signed webhook marks it paid once, however often it comes; one receipt, one record in the policy service', async () => {
    const tx = fake.transactions.get(reference)
    if (!tx) throw new Error('no transaction')
    tx.status = 'success'
    const body = fake.webhook(tx).body
    expect((await sendWebhook(body, 'sk_test_someone_else_000')).status).toBe(401)
    const answers = await Promise.all([1, 2, 3].map(() => sendWebhook(body)))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200])
    const outcomes = await Promise.all(answers.map(async (a) => ((await a.json()) as { outcome: string }).outcome))
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1)
    expect((await sendWebhook(body)).status).toBe(200)
    expect(await count('outbox-messages', 'key', `premium:${reference}:receipt:email`)).toBe(1)
    expect(await count('outbox-messages', 'key', `premium:${reference}:receipt:sms`)).toBe(1)
    expect(await count('policy-service-calls', 'key', `record-premium:${reference}`)).toBe(1)
    await calls.processPolicyCalls(t.payload)
    await calls.processPolicyCalls(t.payload)
    expect(await count('policy-premiums', 'reference', reference)).toBe(1)
    const { docs } = await t.payload.find({ collection: 'premium-payments', where: { reference: { equals: reference } }, overrideAccess: true })
    expect(docs[0]?.status).toBe('paid')
    expect(docs[0]?.recordedAt).toBeTruthy()
    // The receipt link opens it; another key does not.
    expect((await pay.paymentForReceipt(t.payload, pay.receiptKeyOf(reference))).payment?.reference).toBe(reference)
    expect((await pay.paymentForReceipt(t.payload, 'A'.repeat(43))).payment).toBeNull()
    // And it expires.
    expect(await pay.paymentForReceipt(t.payload, pay.receiptKeyOf(reference), new Date(Date.now() + 31 * 86_400_000))).toEqual({ payment: null, expired: true })
  })
})

describe('a paid online application', () => {
  it('becomes a policy through the job queue, once', async () => {
    const { issueRequestOf } = await import('@/lib/application/policy.server')
    const app = {
      id: 1,
      reference: 'RL-APP-INTPAY01',
      planCode: 'ESP',
      planName: 'Redwood Education Savings Plan',
      planKind: 'education-savings',
      firstName: 'Kunle',
      lastName: 'Ade',
      dateOfBirth: '1991-02-03',
      phone: '08030000150',
      email: 'kunle.ade@example.com',
      address: '1 Example Road',
      cover: { frequency: '01', frequencyName: 'Monthly', term: 10, sumAssured: 1_000_000, premium: 10_000 },
      beneficiaries: [{ name: 'Tola Ade', relationship: 'Wife', share: 100 }],
      paymentReference: 'RL-APP-INTPAY01-abcd1234',
      paymentAmountKobo: 1_000_000,
      paidAt: '2026-11-20T10:00:00.000Z',
    } as unknown as import('@/payload-types').Application
    const request = issueRequestOf(app)
    expect(request).toMatchObject({ applicationReference: 'RL-APP-INTPAY01', frequency: 'monthly', premiumKobo: 1_000_000, startDate: '2026-11-20', product: 'Education savings' })
    if (!request) return
    expect(await calls.queuePolicyCall(t.payload, { kind: 'issue-policy', request })).toBe(true)
    expect(await calls.queuePolicyCall(t.payload, { kind: 'issue-policy', request })).toBe(false)
    await calls.processPolicyCalls(t.payload)
    const { docs } = await t.payload.find({ collection: 'policies', where: { applicationReference: { equals: 'RL-APP-INTPAY01' } }, overrideAccess: true })
    expect(docs).toHaveLength(1)
    expect(docs[0]?.policyNumber).toMatch(/^RL-POL-\d{4}-\d{6}$/)
    const done = await t.payload.find({ collection: 'policy-service-calls', where: { key: { equals: 'issue-policy:RL-APP-INTPAY01' } }, overrideAccess: true })
    expect(done.docs[0]).toMatchObject({ status: 'done', result: docs[0]?.policyNumber })
  })
})

describe('1,000 hostile inputs per new endpoint: no 5xx, no leak', () => {
  const RUNS = 1_000
  const options = { seed: 20_261_126, numRuns: RUNS, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: true, endOnFailure: true }
  const text = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 120 }), fc.constantFrom('', '../../etc/passwd', '%E0%A4%A', 'RL-POL-2024-000108', '05/12/1990', '\u0000', "' OR 1=1 --", '{{7*7}}'))
  const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null))
  const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(text, scalar, { maxKeys: 4 }))

  async function expectPlain(response: Response, what: string) {
    expect(response.status, what).toBeLessThan(500)
    const body = await response.text()
    expect(leakIn(body), what).toBeUndefined()
  }

  it('the policy service over HTTP (paths, methods, bodies, with the token)', async () => {
    const segment = fc.oneof(fc.constantFrom('v1', 'policies', 'lookup', 'search', 'issue', 'premiums', 'statement', 'contact', 'change-requests', 'decision', 'RL-POL-2024-000108'), text.map(encodeURIComponent))
    await fc.assert(
      fc.asyncProperty(fc.array(segment, { minLength: 1, maxLength: 5 }), value, fc.constantFrom('GET', 'POST'), text, async (segments, body, method, query) => {
        const url = `http://localhost/policy-service/${segments.join('/')}?from=${encodeURIComponent(query)}&to=2026-01-01`
        const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } }
        if (method === 'POST') init.body = JSON.stringify(body) ?? 'null'
        await expectPlain(await policyRoute(new Request(url, init)), url)
      }),
      options,
    )
  }, 120_000)

  it('the look-up (the form’s action core)', async () => {
    await fc.assert(
      fc.asyncProperty(value, value, async (policyNumber, dateOfBirth) => {
        const outcome = await lookupForPayment(t.payload, { policyNumber, dateOfBirth }, { clientKey: 'fuzz' })
        expect(['found', 'invalid', 'not-found', 'rate-limited']).toContain(outcome.kind)
      }),
      options,
    )
  }, 120_000)

  it('the start of a payment (/pay/start)', async () => {
    const form = fc.dictionary(fc.constantFrom('token', 'instalments', 'other'), text, { maxKeys: 3 })
    await fc.assert(
      fc.asyncProperty(form, fc.constantFrom('multipart/form-data', 'multipart/form-data', 'multipart/form-data', 'application/x-www-form-urlencoded', 'text/plain'), fc.constantFrom('http://localhost', 'http://localhost', 'https://evil.example'), async (fields, type, origin) => {
        let request: Request
        if (type === 'multipart/form-data') {
          // A real multipart form, as a browser sends it (the boundary in the content type).
          const body = new FormData()
          for (const [k, v] of Object.entries(fields)) body.append(k, v)
          request = new Request('http://localhost/pay/start', { method: 'POST', headers: { origin, host: 'localhost' }, body })
        } else {
          request = new Request('http://localhost/pay/start', { method: 'POST', headers: { 'content-type': type, origin, host: 'localhost' }, body: new URLSearchParams(fields).toString() })
        }
        const response = await startRoute(request)
        await expectPlain(response, JSON.stringify(fields))
        const location = response.headers.get('location')
        if (location) expect(location.startsWith('/') && !location.startsWith('//'), location).toBe(true)
      }),
      options,
    )
  }, 120_000)

  it('the webhook with premium references (signed and not)', async () => {
    const event = fc.record({ event: fc.constantFrom('charge.success', 'charge.failed', 'other'), data: fc.oneof(value, fc.record({ reference: fc.oneof(text, text.map((s) => `RL-PAY-${s}`)), status: fc.constantFrom('success', 'failed', 'abandoned'), amount: fc.oneof(fc.integer(), text), currency: text })) })
    await fc.assert(
      fc.asyncProperty(event, fc.boolean(), async (e, sign) => {
        const body = JSON.stringify(e)
        const response = await webhook(new Request('http://localhost/api/payments/paystack/webhook', { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': sign ? signed(body) : 'nope' }, body }))
        await expectPlain(response, body)
      }),
      options,
    )
  }, 120_000)
})
