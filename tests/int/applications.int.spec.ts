import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import type { Application } from '@/payload-types'
import type { StaffRole } from '@/lib/staff/roles'

import { FakePaystack } from '../shared/fake-paystack'
import { graphql } from './api-client'
import { TestSmtpServer } from './enquiries-smtp'
import { startPayload, type TestPayload } from './helpers'
import { rest } from './staff-auth'

const SECRET = 'sk_test_applications_int_0123456789'
const DAY = 24 * 60 * 60 * 1000

let t: TestPayload
let fake: FakePaystack
let store: typeof import('@/lib/application/store.server')
let purge: typeof import('@/lib/application/purge.server')
let submit: typeof import('@/lib/application/submit.server')
let payment: typeof import('@/lib/application/payment.server')
let paystack: typeof import('@/lib/payments/paystack')
let webhook: typeof import('@/app/(site)/api/payments/paystack/webhook/route')
let client: import('@/lib/plan-service').PlanServiceClient
let outbox: typeof import('@/lib/outbox')
let smtp: TestSmtpServer
/** A stand-in for the SMS provider's send API (outside the product): keeps what it was asked to send. */
const smsSent: { to: string; sms: string }[] = []
const smsApi = http.createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c.toString()))
  req.on('end', () => {
    smsSent.push(JSON.parse(body) as { to: string; sms: string })
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ message_id: `sms-${smsSent.length}` }))
  })
})

beforeAll(async () => {
  fake = new FakePaystack(SECRET)
  await fake.start()
  process.env.PAYSTACK_SECRET_KEY = SECRET
  process.env.PAYSTACK_BASE_URL = fake.url
  process.env.SERVER_URL = 'http://localhost:3998'
  t = await startPayload()
  store = await import('@/lib/application/store.server')
  submit = await import('@/lib/application/submit.server')
  purge = await import('@/lib/application/purge.server')
  payment = await import('@/lib/application/payment.server')
  paystack = await import('@/lib/payments/paystack')
  webhook = await import('@/app/(site)/api/payments/paystack/webhook/route')
  const { createBuiltInClient } = await import('@/lib/plan-service/client')
  client = createBuiltInClient(async () => t.payload)
  smtp = new TestSmtpServer()
  await smtp.start()
  await new Promise<void>((resolve) => smsApi.listen(0, '127.0.0.1', resolve))
  outbox = await import('@/lib/outbox')
  const { createSmtpMailer } = await import('@/lib/mail')
  const { createHttpSmsProvider } = await import('@/lib/sms')
  // The tests run the outbox themselves, against the in-process SMTP server and the SMS stand-in.
  outbox.configureOutbox({
    auto: false,
    mailer: createSmtpMailer(smtp.url),
    sms: createHttpSmsProvider({ url: `http://127.0.0.1:${(smsApi.address() as AddressInfo).port}/api/sms/send`, apiKey: 'test-key', senderId: 'RedwoodLife', timeoutMs: 2000 }),
    from: 'Redwood Life website <website@redwoodlife.example>',
  })
})

afterAll(async () => {
  await outbox?.stopOutbox()
  await t?.close()
  await fake?.stop()
  await smtp?.stop()
  smsApi.closeAllConnections()
  await new Promise((resolve) => smsApi.close(resolve))
  delete process.env.PAYSTACK_SECRET_KEY
  delete process.env.PAYSTACK_BASE_URL
  delete process.env.SERVER_URL
})

beforeEach(async () => {
  await t.payload.delete({ collection: 'applications', where: { id: { exists: true } }, overrideAccess: true })
  await t.payload.delete({ collection: 'outbox-messages', where: { id: { exists: true } }, overrideAccess: true })
})

/** A complete application for the seeded Level Term Cover, filled in and submitted through the real steps' functions. */
async function submitted(opts: { sumAssured?: number; yes?: boolean } = {}): Promise<{ app: Application; token: string }> {
  const { token, app } = await store.createApplication(t.payload, {
    planCode: 'TLP',
    planName: 'Level Term Cover',
    planKind: 'term',
    firstName: 'Adaeze',
    lastName: 'Okafor',
    dateOfBirth: '1988-03-14',
    gender: 'female',
    phone: '0803 123 4567',
    email: 'adaeze@example.com',
    address: '12 Allen Avenue',
    state: 'Lagos',
    nin: '12345678901',
    occupation: 'Pharmacist',
    stepsCompleted: 1,
  })
  const info = await store.planInfo('TLP', client)
  if (!info) throw new Error('The seeded plan TLP is missing')
  const priced = await store.priceCover(info.plan, '1988-03-14', { frequency: '01', term: 20, amount: opts.sumAssured ?? 10_000_000 }, new Date(), client)
  if (!priced.ok) throw new Error(priced.problem)
  const questions = store.healthQuestionsOf({ planKind: 'term' }, await store.loadSettings(t.payload))
  const filled = await store.updateApplication(t.payload, app.id, {
    cover: { frequency: '01', frequencyName: priced.frequencyName, term: 20, age: priced.age, amountField: 'sumAssured', sumAssured: priced.sumAssured, premium: priced.premium },
    beneficiaries: [{ name: 'Chidi Okafor', relationship: 'Spouse', share: 100, phone: '' }],
    healthAnswers: questions.map((q, i) => ({ questionId: q.id, question: q.question, answer: opts.yes && i === 0 ? 'yes' : 'no', details: opts.yes && i === 0 ? 'Appendix out, 2023' : '' })),
    consentedAt: new Date().toISOString(),
    declaredAt: new Date().toISOString(),
    consentVersion: 'test',
    stepsCompleted: 5,
  })
  const done = await submit.submitApplicationNow(t.payload, filled, new Date(), client)
  if (!done.ok) throw new Error(`not submitted: ${done.problem}`)
  return { app: done.app, token }
}

function postWebhook(body: string, signature: string | null) {
  return webhook.POST(
    new Request('http://localhost/api/payments/paystack/webhook', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { 'x-paystack-signature': signature } : {}) },
      body,
    }),
  )
}

async function reload(id: number): Promise<Application> {
  return (await t.payload.findByID({ collection: 'applications', id, overrideAccess: true, depth: 0 })) as Application
}

describe('underwriting at submission', () => {
  it('accepts a clean application subject to the first premium, priced again by the engine', async () => {
    const { app } = await submitted()
    expect(app.status).toBe('accepted')
    expect(app.paymentStatus).toBe('awaiting')
    expect(app.cover?.premium).toBeGreaterThan(0)
    expect(app.expiresAt).toBeNull()
  })
  it('refers a "yes" health answer, and a sum assured above the limit for the age', async () => {
    expect((await submitted({ yes: true })).app.status).toBe('referred')
    const big = (await submitted({ sumAssured: 60_000_000 })).app
    expect(big.status).toBe('referred')
    expect(big.referralReasons).toMatch(/above ₦50,000,000/)
    expect(big.paymentStatus).toBe('not-due')
  })
})

describe('mails through the outbox', () => {
  it('queues one mail to new business and one confirmation to the applicant, once each, without health answers', async () => {
    const { app } = await submitted({ yes: true })
    const messages = await t.payload.find({ collection: 'outbox-messages', where: { related: { equals: `applications:${app.id}` } }, overrideAccess: true, depth: 0, sort: 'key' })
    expect(messages.docs.map((m) => [m.key, m.to])).toEqual([
      [`application:${app.reference}:confirmation`, 'adaeze@example.com'],
      [`application:${app.reference}:new-business`, 'newbusiness@redwoodlife.example'],
    ])
    const confirmation = messages.docs[0]!
    expect(confirmation.text).toContain(`Your reference is ${app.reference}.`)
    for (const m of messages.docs) expect(m.text).not.toMatch(/Appendix|hospital overnight/i)
    // Submitting again (a double click) queues nothing more.
    await submit.submitApplicationNow(t.payload, await reload(app.id), new Date(), client)
    expect((await t.payload.count({ collection: 'outbox-messages', where: { related: { equals: `applications:${app.id}` } }, overrideAccess: true })).totalDocs).toBe(2)
  })
})

describe('the resume link', () => {
  it('opens only with the right date of birth, and locks after five wrong ones', async () => {
    const { token, app } = await store.createApplication(t.payload, { planCode: 'TLP', dateOfBirth: '1988-03-14' })
    expect((await store.findByToken(t.payload, token))?.id).toBe(app.id)
    expect(await store.findByToken(t.payload, token.replace(/.$/, token.endsWith('A') ? 'B' : 'A'))).toBeNull()
    expect(app.tokenHash).not.toContain(token)
    for (let i = 0; i < 4; i++) expect(await store.checkResume(t.payload, (await store.findByToken(t.payload, token))!, '1988-03-15')).toEqual({ ok: false, reason: 'wrong' })
    expect(await store.checkResume(t.payload, (await store.findByToken(t.payload, token))!, '1988-03-15')).toEqual({ ok: false, reason: 'locked', minutes: 15 })
    // Even the right date waits out the lock.
    expect((await store.checkResume(t.payload, (await store.findByToken(t.payload, token))!, '1988-03-14')).ok).toBe(false)
    const later = new Date(Date.now() + 16 * 60 * 1000)
    expect(await store.checkResume(t.payload, (await store.findByToken(t.payload, token))!, '1988-03-14', later)).toEqual({ ok: true })
  })
})

describe('deleting unfinished applications after 30 days', () => {
  it('deletes only unfinished ones, and only once their 30 days are over', async () => {
    const start = new Date()
    const unfinished = await store.createApplication(t.payload, { planCode: 'TLP' }, start)
    const { app: done } = await submitted()
    expect(await purge.purgeExpiredApplications(t.payload, new Date(start.getTime() + 29 * DAY))).toBe(0)
    expect(await store.findByToken(t.payload, unfinished.token, new Date(start.getTime() + 29 * DAY))).not.toBeNull()
    // Past its 30 days the link stops working at once, before the job has run.
    expect(await store.findByToken(t.payload, unfinished.token, new Date(start.getTime() + 31 * DAY))).toBeNull()
    expect(await purge.purgeExpiredApplications(t.payload, new Date(start.getTime() + 31 * DAY))).toBe(1)
    const left = await t.payload.find({ collection: 'applications', overrideAccess: true, depth: 0 })
    expect(left.docs.map((d) => d.id)).toEqual([done.id])
  })
})

describe('the first premium through (fake) Paystack', () => {
  async function started() {
    const { app, token } = await submitted()
    const cfg = paystack.paystackConfig()!
    const result = await payment.startPayment(t.payload, cfg, app)
    if (!result.ok) throw new Error(result.message)
    const stored = await reload(app.id)
    const tx = fake.transactions.get(stored.paymentReference ?? '')!
    return { app: stored, token, cfg, url: result.url, tx }
  }

  it('starts a transaction for the engine’s premium in kobo and sends the visitor to Paystack’s own page', async () => {
    const { app, url, tx } = await started()
    expect(app.paymentStatus).toBe('pending')
    expect(tx.amount).toBe(Math.round((app.cover?.premium ?? 0) * 100))
    expect(app.paymentAmountKobo).toBe(tx.amount)
    expect(tx.callbackUrl).toBe('http://localhost:3998/apply/payment-return')
    expect(url).toBe(`${fake.url}/checkout/${encodeURIComponent(tx.reference)}`)
  })

  it('a signed charge.success marks it paid and records the card authorisation for staff', async () => {
    const { app, tx } = await started()
    tx.status = 'success'
    const { body, signature } = fake.webhook(tx)
    const response = await postWebhook(body, signature)
    expect(response.status).toBe(200)
    const paid = await reload(app.id)
    expect(paid.paymentStatus).toBe('paid')
    expect(paid.paidAt).toBe('2026-11-22T13:00:00.000Z')
    expect(paid.mandate).toMatchObject({ authorizationCode: `AUTH_${tx.reference.slice(-8)}`, last4: '4081', reusable: true, customerCode: 'CUS_fake1' })
  })

  it('the same webhook twice changes nothing the second time', async () => {
    const { app, tx } = await started()
    tx.status = 'success'
    const { body, signature } = fake.webhook(tx)
    expect(await (await postWebhook(body, signature)).json()).toMatchObject({ outcome: 'paid' })
    const first = await reload(app.id)
    expect(await (await postWebhook(body, signature)).json()).toMatchObject({ outcome: 'already-paid' })
    const second = await reload(app.id)
    expect(second.updatedAt).toBe(first.updatedAt)
  })

  it('a forged or missing signature is refused and changes nothing', async () => {
    const { app, tx } = await started()
    tx.status = 'success'
    const forged = fake.webhook(tx, 'sk_test_someone_else')
    expect((await postWebhook(forged.body, forged.signature)).status).toBe(401)
    expect((await postWebhook(forged.body, null)).status).toBe(401)
    const genuine = fake.webhook(tx)
    expect((await postWebhook(genuine.body.replace(String(tx.amount), '100'), genuine.signature)).status).toBe(401)
    expect((await reload(app.id)).paymentStatus).toBe('pending')
  })

  it('a failed payment is shown as failed on return; trying again with a new reference then succeeds', async () => {
    const { app, cfg, tx } = await started()
    tx.status = 'failed'
    const failed = await payment.refreshPayment(t.payload, cfg, app)
    expect(failed.paymentStatus).toBe('failed')
    const again = await payment.startPayment(t.payload, cfg, failed)
    expect(again.ok).toBe(true)
    const retried = await reload(app.id)
    expect(retried.paymentReference).not.toBe(tx.reference)
    const second = fake.transactions.get(retried.paymentReference ?? '')!
    second.status = 'success'
    expect((await payment.refreshPayment(t.payload, cfg, retried)).paymentStatus).toBe('paid')
  })

  it('a webhook that arrives before the visitor returns: the return page shows paid without asking Paystack again', async () => {
    const { app, cfg, tx } = await started()
    tx.status = 'success'
    const { body, signature } = fake.webhook(tx)
    await postWebhook(body, signature)
    const verifies = fake.calls.filter((c) => c.path.startsWith('/transaction/verify')).length
    const shown = await payment.refreshPayment(t.payload, cfg, await reload(app.id))
    expect(shown.paymentStatus).toBe('paid')
    expect(fake.calls.filter((c) => c.path.startsWith('/transaction/verify')).length).toBe(verifies)
  })

  it('once paid, the applicant gets one confirmation mail and one SMS, however often Paystack tells us', async () => {
    const { app, cfg, tx } = await started()
    tx.status = 'success'
    const { body, signature } = fake.webhook(tx)
    expect(await (await postWebhook(body, signature)).json()).toMatchObject({ outcome: 'paid' })
    expect(await (await postWebhook(body, signature)).json()).toMatchObject({ outcome: 'already-paid' })
    // The visitor's return after the webhook, and one more late webhook after the messages went out.
    await payment.refreshPayment(t.payload, cfg, await reload(app.id))
    await outbox.processOutbox(t.payload)
    expect((await postWebhook(body, signature)).status).toBe(200)
    await outbox.processOutbox(t.payload)

    const mails = smtp.received.filter((m) => m.to.includes('adaeze@example.com') && m.raw.includes(app.reference) && /first premium is paid/.test(m.raw))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('Your cover has started')
    expect(mails[0]!.text).toContain(`Your reference is ${app.reference}.`)
    // No card details (the fake card ends 4081; a word of its own, not digits inside the Message-ID's time).
    expect(mails[0]!.text).not.toMatch(/Appendix|\b4081\b|AUTH_/)
    const texts = smsSent.filter((m) => m.sms.includes(app.reference))
    expect(texts).toEqual([expect.objectContaining({ to: '2348031234567' })])
    expect(texts[0]!.sms).toMatch(/first premium .* is paid/)
  })

  it('a failed payment sends no "paid" message', async () => {
    const { app, tx } = await started()
    tx.status = 'failed'
    const { body, signature } = fake.webhook(tx)
    expect(await (await postWebhook(body, signature)).json()).toMatchObject({ outcome: 'failed' })
    await outbox.processOutbox(t.payload)
    expect(smtp.received.filter((m) => m.raw.includes(app.reference) && /first premium is paid/.test(m.raw))).toEqual([])
    expect(smsSent.filter((m) => m.sms.includes(app.reference))).toEqual([])
  })

  it('a payment of another amount does not count', async () => {
    const { app, tx } = await started()
    tx.status = 'success'
    tx.amount = 100
    const { body, signature } = fake.webhook(tx)
    expect(await (await postWebhook(body, signature)).json()).toMatchObject({ outcome: 'amount-mismatch' })
    expect((await reload(app.id)).paymentStatus).toBe('pending')
  })
})

describe('access', () => {
  async function account(email: string, roles: StaffRole[]) {
    await t.payload.create({ collection: 'users', data: { email, password: 'granite-otter-mango-41', roles }, overrideAccess: true })
    const login = await rest(t.payload.config, 'POST', '/api/users/login', { body: { email, password: 'granite-otter-mango-41' } })
    expect(login.status).toBe(200)
    return { Authorization: `JWT ${login.json.token as string}` }
  }

  it('closes applications to the public through REST and GraphQL', async () => {
    await submitted()
    expect((await rest(t.payload.config, 'GET', '/api/applications')).status).toBe(403)
    expect((await rest(t.payload.config, 'POST', '/api/applications', { body: { planCode: 'TLP', reference: 'X' } })).status).toBe(403)
    const gql = (await (await graphql(JSON.stringify({ query: '{ Applications { docs { id reference } } }' }))).json()) as { data?: unknown; errors?: { message: string }[] }
    expect(gql.errors?.[0]?.message).toMatch(/not allowed/i)
  })

  it('shows health answers and the reasons for a referral to underwriters only', async () => {
    const { app } = await submitted({ yes: true })
    // A customer-service clerk reads applications, to answer applicants, but not their health.
    const editor = await account(`editor-${Date.now()}@redwoodlife.example`, ['customer_service'])
    const underwriter = await account(`underwriter-${Date.now()}@redwoodlife.example`, ['underwriter'])

    const asEditor = await rest(t.payload.config, 'GET', `/api/applications/${app.id}`, { headers: editor })
    expect(asEditor.status).toBe(200)
    expect(asEditor.json.reference).toBe(app.reference)
    // Payload leaves an unreadable array empty: nothing of the answers reaches an editor.
    expect(asEditor.json.healthAnswers ?? []).toEqual([])
    expect(JSON.stringify(asEditor.json)).not.toMatch(/Appendix|hospital overnight/i)
    expect(asEditor.json).not.toHaveProperty('referralReasons')
    expect(asEditor.json).not.toHaveProperty('tokenHash')

    const asUnderwriter = await rest(t.payload.config, 'GET', `/api/applications/${app.id}`, { headers: underwriter })
    expect((asUnderwriter.json.healthAnswers as { answer: string; details: string }[])[0]).toMatchObject({ answer: 'yes', details: 'Appendix out, 2023' })
    expect(asUnderwriter.json.referralReasons).toMatch(/health answer/)
    expect(asUnderwriter.json).not.toHaveProperty('tokenHash')

    // Nor can an editor learn the answers by filtering on them.
    const probe = await rest(t.payload.config, 'GET', `/api/applications?where[healthAnswers.answer][equals]=yes&depth=0`, { headers: editor })
    expect(probe.status).toBe(400)
    expect(probe.json).not.toHaveProperty('docs')
    const probeReasons = await rest(t.payload.config, 'GET', `/api/applications?where[referralReasons][like]=health&depth=0`, { headers: editor })
    expect(probeReasons.status).toBe(400)
    const asUnderwriterFiltered = await rest(t.payload.config, 'GET', `/api/applications?where[healthAnswers.answer][equals]=yes&depth=0`, { headers: underwriter })
    expect((asUnderwriterFiltered.json.docs as { id: number }[]).map((d) => d.id)).toEqual([app.id])
    const asAnonymous = await rest(t.payload.config, 'GET', `/api/applications/${app.id}`)
    expect(asAnonymous.status).toBe(403)
    expect(JSON.stringify(asAnonymous.json)).not.toMatch(/Appendix|Adaeze/)

    const query = JSON.stringify({ query: `{ Application(id: ${app.id}) { reference healthAnswers { answer } } }` })
    const gqlEditor = (await (await graphql(query, { 'content-type': 'application/json', ...editor })).json()) as { data?: { Application?: { reference: string; healthAnswers: unknown } } }
    expect(gqlEditor.data?.Application?.reference).toBe(app.reference)
    expect(gqlEditor.data?.Application?.healthAnswers ?? []).toEqual([])
    const gqlUnderwriter = (await (await graphql(query, { 'content-type': 'application/json', ...underwriter })).json()) as { data?: { Application?: { healthAnswers: { answer: string }[] } } }
    expect(gqlUnderwriter.data?.Application?.healthAnswers?.[0]?.answer).toBe('yes')
  })

  it('lets customer service neither give themselves the underwriter role nor change an application, and nobody change what the applicant wrote', async () => {
    const email = `editor2-${Date.now()}@redwoodlife.example`
    const editor = await account(email, ['customer_service'])
    const me = (await t.payload.find({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })).docs[0]!
    await rest(t.payload.config, 'PATCH', `/api/users/${me.id}`, { headers: editor, body: { roles: ['customer_service', 'underwriter'] } })
    expect((await t.payload.findByID({ collection: 'users', id: me.id, overrideAccess: true })).roles ?? []).toEqual(['customer_service'])

    const { app } = await submitted()
    const refused = await rest(t.payload.config, 'PATCH', `/api/applications/${app.id}`, { headers: editor, body: { reviewed: true } })
    expect(refused.status).toBe(403)
    expect((await reload(app.id)).reviewed).toBeFalsy()
    const underwriter = await account(`underwriter2-${Date.now()}@redwoodlife.example`, ['underwriter'])
    const patched = await rest(t.payload.config, 'PATCH', `/api/applications/${app.id}`, { headers: underwriter, body: { reviewed: true, firstName: 'Changed' } })
    expect(patched.status).toBe(200)
    const after = await reload(app.id)
    expect(after.reviewed).toBe(true)
    expect(after.reviewedAt).toBeTruthy()
    expect(after.firstName).toBe('Adaeze')
    expect(after.status).toBe('accepted')
  })

  it('lets an underwriter, and only an underwriter, accept a referred application; the applicant is mailed once', async () => {
    const { app } = await submitted({ yes: true })
    expect(app.status).toBe('referred')
    const editor = await account(`editor3-${Date.now()}@redwoodlife.example`, ['customer_service'])
    const underwriter = await account(`underwriter3-${Date.now()}@redwoodlife.example`, ['underwriter'])
    const accepted = () => t.payload.count({ collection: 'outbox-messages', where: { key: { equals: `application:${app.reference}:accepted` } }, overrideAccess: true })

    expect((await rest(t.payload.config, 'PATCH', `/api/applications/${app.id}`, { headers: editor, body: { status: 'accepted' } })).status).toBe(403)
    expect((await reload(app.id)).status).toBe('referred')
    expect((await accepted()).totalDocs).toBe(0)

    const done = await rest(t.payload.config, 'PATCH', `/api/applications/${app.id}`, { headers: underwriter, body: { status: 'accepted' } })
    expect(done.status).toBe(200)
    const after = await reload(app.id)
    expect([after.status, after.paymentStatus]).toEqual(['accepted', 'awaiting'])
    // A second save, and a try to move it anywhere else, change nothing and mail nothing more.
    await rest(t.payload.config, 'PATCH', `/api/applications/${app.id}`, { headers: underwriter, body: { status: 'accepted', notes: 'Doctor report seen' } })
    const back = await rest(t.payload.config, 'PATCH', `/api/applications/${app.id}`, { headers: underwriter, body: { status: 'in-progress' } })
    expect(back.status).toBe(400)
    expect(JSON.stringify(back.json)).toContain('Only a referred application can be changed')
    expect((await reload(app.id)).status).toBe('accepted')
    expect((await accepted()).totalDocs).toBe(1)

    await outbox.processOutbox(t.payload)
    const mails = smtp.received.filter((m) => m.to.includes('adaeze@example.com') && m.raw.includes(`${app.reference} is accepted`))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.text).toContain('accepted it, subject to the first premium')
    expect(mails[0]!.text).not.toMatch(/Appendix|health/i)
  })

  it('exports CSV for staff only, without health answers', async () => {
    const { exportApplicationsEndpoint } = await import('@/lib/application/export')
    await submitted({ yes: true })
    const underwriter = (await t.payload.create({ collection: 'users', data: { email: `uw-${Date.now()}@redwoodlife.example`, password: 'granite-otter-mango-41', roles: ['underwriter'] }, overrideAccess: true }))
    const call = (user: unknown, query: Record<string, unknown> = {}) => exportApplicationsEndpoint.handler({ user, payload: t.payload, query } as unknown as PayloadRequest)
    expect((await call(null)).status).toBe(403)
    const csv = await (await call(underwriter, { where: { status: { equals: 'referred' } } })).text()
    const lines = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toMatch(/^Reference,Started \(Lagos time\),Submitted \(Lagos time\),Status,Plan code,Plan,/)
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('Referred to an underwriter')
    expect(csv).not.toMatch(/Appendix/)
  })
})
