/**
 * How long the website keeps personal data (issue 24, part 4): the daily job deletes enquiries and group
 * quote requests ENQUIRY_KEEP_MONTHS after they last changed, resolved complaints COMPLAINT_KEEP_YEARS after
 * they were resolved, our copies of sent messages MESSAGE_KEEP_DAYS after sending, and premium payments
 * never completed UNPAID_PAYMENT_KEEP_DAYS after they last changed, and keeps everything younger, and every message not yet sent. The
 * privacy notice states the same periods (tests/e2e/privacy.spec.ts reads them on the page).
 */
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
let payload: Payload

const enquiry = {
  customer: 'no',
  message: 'Please call me about a funeral plan for my mother.',
  firstname: 'Chiamaka',
  lastname: 'Eze',
  mobile: '0803 555 0101',
  email: 'chiamaka.eze@example.com',
  consent: true,
}
const groupQuote = {
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

const monthsAgo = (n: number) => {
  const at = new Date()
  at.setUTCMonth(at.getUTCMonth() - n)
  return at.toISOString()
}
const daysAgo = (n: number) => new Date(Date.now() - n * 24 * 3600 * 1000).toISOString()

let payments = 0
/** A premium payment started on /pay, as the pay service stores it, last changed at `lastChanged`. */
async function aPremiumPayment(status: 'pending' | 'paid' | 'failed', lastChanged: string): Promise<number> {
  const doc = await payload.create({
    collection: 'premium-payments',
    overrideAccess: true,
    data: { reference: `RL-PAY-RETENTION-${++payments}`, policyNumber: 'RL-POL-2021-000101', amountKobo: 2_500_000, instalments: 1, status, email: 'adaeze.okafor@example.com', phone: '08030000101' },
  })
  await payload.db.updateOne({ collection: 'premium-payments', id: doc.id, data: { updatedAt: lastChanged } })
  return doc.id
}

let sender = 0
async function anEnquiry(lastChanged: string): Promise<number> {
  const { submitEnquiry } = await import('@/lib/enquiries/submit')
  const outcome = await submitEnquiry(payload, enquiry, { clientKey: `10.24.0.${++sender}`, channel: 'form' })
  if (outcome.kind !== 'stored') throw new Error(`enquiry not stored: ${outcome.kind}`)
  await payload.db.updateOne({ collection: 'enquiries', id: outcome.id, data: { updatedAt: lastChanged } })
  return outcome.id
}

async function aGroupQuote(lastChanged: string): Promise<number> {
  const { submitGroupQuote } = await import('@/lib/group-quote/submit')
  const outcome = await submitGroupQuote(payload, groupQuote, { clientKey: `10.24.1.${++sender}`, product: null })
  if (outcome.kind !== 'stored') throw new Error(`group quote not stored: ${outcome.kind}`)
  await payload.db.updateOne({ collection: 'group-quote-requests', id: outcome.id, data: { updatedAt: lastChanged } })
  return outcome.id
}

async function aComplaint(status: 'resolved' | 'investigating', changedAt: string): Promise<number> {
  const { submitComplaint } = await import('@/lib/complaints/submit')
  const outcome = await submitComplaint(
    payload,
    { about: 'claim', reference: '', details: 'Nobody called me back.', outcome: 'Call me.', firstName: 'Amaka', lastName: 'Eze', phone: '0803 555 0199', email: '', consent: true },
    { clientKey: `10.24.2.${++sender}` },
  )
  if (outcome.kind !== 'stored') throw new Error(`complaint not stored: ${outcome.kind}`)
  await payload.db.updateOne({ collection: 'complaints', id: outcome.id, data: { status, resolvedAt: status === 'resolved' ? changedAt : null, updatedAt: changedAt } })
  return outcome.id
}

async function aCallBack(slotStart: string): Promise<number> {
  const doc = await payload.create({ collection: 'call-backs', overrideAccess: true, depth: 0, data: { name: 'Bisi Ade', phone: '0803 555 0102', slotStart, done: false } })
  return doc.id
}

async function aMessage(status: 'sent' | 'waiting' | 'failed' | 'not-configured', lastChanged: string): Promise<number> {
  const { queueMessage } = await import('@/lib/outbox')
  const queued = await queueMessage(payload, { channel: 'sms', to: '0803 555 0101', text: 'Your enquiry reached us.', key: `retention-test:${++sender}` })
  const id = queued.id
  await payload.db.updateOne({ collection: 'outbox-messages', id, data: { status, updatedAt: lastChanged } })
  return id
}

const exists = async (collection: 'enquiries' | 'group-quote-requests' | 'complaints' | 'call-backs' | 'outbox-messages' | 'premium-payments', id: number) =>
  (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs === 1

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  // The queues are driven by hand here: a mail sent in the background would change the record after the
  // test has set its age.
  const { configureOutbox } = await import('@/lib/outbox')
  configureOutbox({ auto: false })
  const { configureEnquiryOutbox } = await import('@/lib/enquiries/outbox')
  configureEnquiryOutbox({ auto: false })
})

afterAll(async () => {
  const { stopOutbox } = await import('@/lib/outbox')
  await stopOutbox()
  const { stopEnquiryOutbox } = await import('@/lib/enquiries/outbox')
  await stopEnquiryOutbox()
  await t?.close()
})

describe('the personal-data retention job', () => {
  it('deletes what is past the period the privacy notice states, and keeps the rest', async () => {
    const { CALL_BACK_KEEP_DAYS, COMPLAINT_KEEP_YEARS, ENQUIRY_KEEP_MONTHS, MESSAGE_KEEP_DAYS, UNPAID_PAYMENT_KEEP_DAYS } = await import('@/lib/privacy/periods')
    const { purgeExpiredPersonalData } = await import('@/lib/privacy/retention.server')

    const oldEnquiry = await anEnquiry(monthsAgo(ENQUIRY_KEEP_MONTHS + 1))
    const recentEnquiry = await anEnquiry(monthsAgo(ENQUIRY_KEEP_MONTHS - 1))
    const oldGroupQuote = await aGroupQuote(monthsAgo(ENQUIRY_KEEP_MONTHS + 1))
    const recentGroupQuote = await aGroupQuote(daysAgo(3))
    const oldResolved = await aComplaint('resolved', monthsAgo(COMPLAINT_KEEP_YEARS * 12 + 1))
    const recentResolved = await aComplaint('resolved', monthsAgo(COMPLAINT_KEEP_YEARS * 12 - 1))
    const oldOpen = await aComplaint('investigating', monthsAgo(COMPLAINT_KEEP_YEARS * 12 + 12))
    const oldCallBack = await aCallBack(daysAgo(CALL_BACK_KEEP_DAYS + 1))
    const recentCallBack = await aCallBack(daysAgo(CALL_BACK_KEEP_DAYS - 1))
    const oldSent = await aMessage('sent', daysAgo(MESSAGE_KEEP_DAYS + 1))
    const oldNeverSendable = await aMessage('not-configured', daysAgo(MESSAGE_KEEP_DAYS + 1))
    const recentSent = await aMessage('sent', daysAgo(MESSAGE_KEEP_DAYS - 1))
    const oldWaiting = await aMessage('waiting', daysAgo(MESSAGE_KEEP_DAYS + 30))
    const oldRetrying = await aMessage('failed', daysAgo(MESSAGE_KEEP_DAYS + 30))
    const oldUnpaid = await aPremiumPayment('pending', daysAgo(UNPAID_PAYMENT_KEEP_DAYS + 1))
    const oldRefused = await aPremiumPayment('failed', daysAgo(UNPAID_PAYMENT_KEEP_DAYS + 1))
    const recentUnpaid = await aPremiumPayment('pending', daysAgo(UNPAID_PAYMENT_KEEP_DAYS - 1))
    const oldPaid = await aPremiumPayment('paid', daysAgo(UNPAID_PAYMENT_KEEP_DAYS + 400))

    const deleted = await purgeExpiredPersonalData(payload)
    expect(deleted.enquiries).toBeGreaterThanOrEqual(1)
    expect(deleted.groupQuoteRequests).toBeGreaterThanOrEqual(1)
    expect(deleted.complaints).toBeGreaterThanOrEqual(1)
    expect(deleted.messages).toBeGreaterThanOrEqual(2)

    expect(await exists('enquiries', oldEnquiry)).toBe(false)
    expect(await exists('enquiries', recentEnquiry)).toBe(true)
    expect(await exists('group-quote-requests', oldGroupQuote)).toBe(false)
    expect(await exists('group-quote-requests', recentGroupQuote)).toBe(true)
    expect(await exists('complaints', oldResolved)).toBe(false)
    expect(await exists('complaints', recentResolved)).toBe(true)
    // A complaint not yet resolved is kept however old it is.
    expect(await exists('complaints', oldOpen)).toBe(true)
    expect(await exists('call-backs', oldCallBack)).toBe(false)
    expect(await exists('call-backs', recentCallBack)).toBe(true)
    expect(await exists('outbox-messages', oldSent)).toBe(false)
    expect(await exists('outbox-messages', oldNeverSendable)).toBe(false)
    expect(await exists('outbox-messages', recentSent)).toBe(true)
    // A message still to be delivered is never lost to the clean-up.
    expect(await exists('outbox-messages', oldWaiting)).toBe(true)
    expect(await exists('outbox-messages', oldRetrying)).toBe(true)
    // A premium payment never completed goes; a paid one is a payment record and stays.
    expect(await exists('premium-payments', oldUnpaid)).toBe(false)
    expect(await exists('premium-payments', oldRefused)).toBe(false)
    expect(await exists('premium-payments', recentUnpaid)).toBe(true)
    expect(await exists('premium-payments', oldPaid)).toBe(true)

    // Nothing left past its time: a second run deletes nothing.
    expect(await purgeExpiredPersonalData(payload)).toEqual({ enquiries: 0, groupQuoteRequests: 0, complaints: 0, callBacks: 0, messages: 0, unpaidPayments: 0 })
  })

  it('is one of the site’s background jobs, daily', async () => {
    const { BACKGROUND_JOBS } = await import('@/lib/jobs')
    const job = BACKGROUND_JOBS.find((j) => j.name === 'personal-data retention')
    expect(job?.everyMs()).toBe(24 * 60 * 60 * 1000)
  })
})
