// Postgres run: not needed (stored and mailed as enquiries are (enquiries and outbox run on Postgres)).
/**
 * Group-quote requests from corporate product pages: stored, then mailed to the corporate inbox through
 * the message outbox (a real SMTP server in this process).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { graphql, rest } from './api-client'
import { TestSmtpServer } from './enquiries-smtp'
import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
let payload: Payload
let smtp: TestSmtpServer
let submit: typeof import('@/lib/group-quote/submit')
let outbox: typeof import('@/lib/outbox')

const valid = {
  company: 'Adeyemi Logistics Ltd',
  name: 'Ngozi Adeyemi',
  email: 'hr@adeyemi-logistics.example',
  phone: '0803 123 4567',
  staff: '45',
  salary: '120,000,000',
  multiple: '3',
  message: 'Most of our staff are drivers.',
  consent: true,
}
let sender = 0
const options = () => ({ clientKey: `10.9.0.${++sender}`, product: null })

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  submit = await import('@/lib/group-quote/submit')
  outbox = await import('@/lib/outbox')
  const mail = await import('@/lib/mail')
  smtp = new TestSmtpServer()
  await smtp.start()
  outbox.configureOutbox({ auto: false, mailer: mail.createSmtpMailer(smtp.url), from: 'Redwood Life website <website@redwoodlife.example>' })
})

afterAll(async () => {
  await outbox?.stopOutbox()
  await smtp?.stop()
  await t?.close()
})

describe('a group-quote request', () => {
  it('is stored with its mail to the corporate inbox, which the outbox sends once', async () => {
    const { docs } = await payload.find({ collection: 'products', where: { slug: { equals: 'group-life-plan' } }, limit: 1 })
    const product = docs[0]
    if (!product) throw new Error('The seeded Group Life Plan is missing.')
    const outcome = await submit.submitGroupQuote(payload, valid, { clientKey: '10.9.1.1', product: { id: product.id, title: product.title } })
    if (outcome.kind !== 'stored') throw new Error(`expected stored, got ${outcome.kind}`)
    const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', year: 'numeric' }).format(new Date())
    expect(outcome.reference).toBe(`RL-GRP-${year}-${String(outcome.id).padStart(6, '0')}`)
    const stored = await payload.findByID({ collection: 'group-quote-requests', id: outcome.id, overrideAccess: true, depth: 0 })
    expect(stored).toMatchObject({ reference: outcome.reference, company: 'Adeyemi Logistics Ltd', contactName: 'Ngozi Adeyemi', phone: '0803 123 4567', staffCount: 45, annualSalary: 120_000_000, coverMultiple: 3, product: product.id, handled: false })

    const { docs: messages } = await payload.find({ collection: 'outbox-messages', where: { related: { equals: `group-quote-requests:${outcome.id}` } }, overrideAccess: true })
    expect(messages).toMatchObject([{ channel: 'email', to: 'corporate@redwoodlife.example', key: `group-quote:${outcome.id}:corporate:email`, status: 'waiting' }])

    expect(await outbox.processOutbox(payload)).toMatchObject({ sent: 1 })
    expect(await outbox.processOutbox(payload)).toMatchObject({ sent: 0 })
    expect(smtp.received).toHaveLength(1)
    const mail = smtp.received[0]
    expect(mail?.to).toEqual(['corporate@redwoodlife.example'])
    expect(mail?.raw).toContain(`Subject: Group quote request ${outcome.reference}: Adeyemi Logistics Ltd`)
    for (const line of [`Reference: ${outcome.reference}`, 'Company: Adeyemi Logistics Ltd', 'Staff to cover: 45', 'Total annual salary: ₦120,000,000', 'Cover asked for: 3 times annual salary, ₦360,000,000 in all', 'Most of our staff are drivers.', '(Group Life Plan)']) {
      expect(mail?.text).toContain(line)
    }
  })

  it('is refused per field when invalid, and a filled trap stores nothing', async () => {
    const before = await payload.count({ collection: 'group-quote-requests', overrideAccess: true })
    expect(await submit.submitGroupQuote(payload, { ...valid, staff: '2', multiple: '9' }, options())).toEqual({
      kind: 'invalid',
      errors: { staff: 'Enter a whole number of staff from 3 to 1,000,000', multiple: 'Choose 3, 4 or 5 times annual salary' },
    })
    expect(await submit.submitGroupQuote(payload, { ...valid, website: 'http://spam.example' }, options())).toEqual({ kind: 'dropped' })
    expect(await payload.count({ collection: 'group-quote-requests', overrideAccess: true })).toEqual(before)
  })

  it('limits each address, with the time to wait', async () => {
    const limit = { limit: 2, windowMs: 60_000 }
    for (let i = 0; i < 2; i++) expect((await submit.submitGroupQuote(payload, valid, { clientKey: '10.9.2.2', product: null, limit })).kind).toBe('stored')
    const third = await submit.submitGroupQuote(payload, valid, { clientKey: '10.9.2.2', product: null, limit })
    expect(third.kind).toBe('rate-limited')
    if (third.kind === 'rate-limited') expect(third.retryAfterSeconds).toBeGreaterThan(50)
  })

  it('is not readable or writable through the public API', async () => {
    const list = await rest('GET', '/api/group-quote-requests')
    expect(list.status).toBe(403)
    expect(await list.text()).not.toContain('Adeyemi')
    const create = await rest('POST', '/api/group-quote-requests', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ company: 'X' }) })
    expect(create.status).toBe(403)
    const viaGraphql = await graphql(JSON.stringify({ query: '{ GroupQuoteRequests { docs { company email } } }' }))
    expect(await viaGraphql.text()).not.toContain('Adeyemi')
  })
})
