/**
 * Complaints (issue 24, part 2; decision 036) against a real database: a complaint stored with its
 * reference, due date and acknowledgement in the outbox; bad input refused per field; the limit per
 * connection; staff moving it along (the final answer required to resolve, and sent through the
 * outbox); the tracker (nothing told without the right phone); the published figures equal to the
 * records; and who may read the queue from outside (REST and GraphQL).
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ComplaintValues } from '@/lib/schemas/complaint-fields'

import { graphql, rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'
import { signedInStaff, type SignedIn } from './staff-roles'

let t: TestPayload
let submit: typeof import('@/lib/complaints/submit')
let track: typeof import('@/lib/complaints/track')
let record: typeof import('@/lib/complaints/record')
let staff: Map<string, SignedIn>

const complainant: ComplaintValues = {
  about: 'claim',
  reference: 'RL-CLM-2026-000123',
  details: 'I sent every document three weeks ago and nobody has called me back.',
  outcome: 'Decide my claim and call me.',
  firstName: 'Amaka',
  lastName: 'Eze',
  phone: '0803 555 0199',
  email: 'Amaka.Eze@example.com',
  consent: true,
}

let clientCounter = 0
const nextClient = () => `10.24.0.${++clientCounter}`

async function complain(values: ComplaintValues = complainant, client = nextClient()) {
  const outcome = await submit.submitComplaint(t.payload, values, { clientKey: client })
  if (outcome.kind !== 'stored') throw new Error(`not stored: ${JSON.stringify(outcome)}`)
  return outcome
}

const messagesOf = async (id: number) =>
  (await t.payload.find({ collection: 'outbox-messages', where: { related: { equals: `complaints:${id}` } }, overrideAccess: true, sort: 'id', limit: 50 })).docs

beforeAll(async () => {
  t = await startPayload()
  // Messages stay in the outbox: this file checks what is queued (the browser test sees them delivered).
  const outbox = await import('@/lib/outbox')
  outbox.configureOutbox({ auto: false })
  submit = await import('@/lib/complaints/submit')
  track = await import('@/lib/complaints/track')
  record = await import('@/lib/complaints/record')
  staff = await signedInStaff(
    t.payload,
    'complaints',
    { service: ['customer_service'], admin: ['administrator'], auditor: ['auditor'], claims: ['claims_officer'], editor: ['editor'] },
    'okra-harbour-lantern-24',
  )
}, 120_000)

afterAll(async () => {
  const outbox = await import('@/lib/outbox')
  await outbox.stopOutbox()
  await t?.close()
})

describe('making a complaint', () => {
  it('stores it with a reference from its id, a due date from the promise, and queues the acknowledgement by SMS and email', async () => {
    const { id, reference } = await complain()
    const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', year: 'numeric' }).format(new Date())
    expect(reference).toBe(`RL-CMP-${year}-${String(id).padStart(6, '0')}`)
    const doc = await t.payload.findByID({ collection: 'complaints', id, overrideAccess: true, depth: 0 })
    expect([doc.status, doc.about, doc.policyReference, doc.phone, doc.email]).toEqual(['received', 'claim', 'RL-CLM-2026-000123', '0803 555 0199', 'amaka.eze@example.com'])
    // The demo promise: a final answer within 14 days.
    const days = (Date.parse(doc.dueAt ?? '') - Date.parse(doc.createdAt)) / 86_400_000
    expect(Math.round(days)).toBe(14)
    expect(doc.history?.map((h) => [h.status, h.by ?? null])).toEqual([['received', null]])

    const queued = await messagesOf(id)
    expect(queued.map((m) => [m.channel, m.key])).toEqual([
      ['sms', `complaint:${id}:received:1:sms`],
      ['email', `complaint:${id}:received:1:email`],
    ])
    expect(queued[0]?.text).toContain(`We have received your complaint ${reference}. We will send you our final answer within 14 days`)
    expect(queued[1]?.to).toBe('amaka.eze@example.com')
    expect(queued[1]?.text).toContain('we acknowledge every complaint at once')
  })

  it('refuses bad input with a plain message per field and stores nothing', async () => {
    const before = await t.payload.count({ collection: 'complaints', overrideAccess: true })
    const outcome = await submit.submitComplaint(
      t.payload,
      { about: 'lottery', reference: '<script>', details: ' ', outcome: 'x'.repeat(1001), firstName: '', lastName: 'Eze', phone: '0201 460 2200', email: 'not-an-email', consent: false },
      { clientKey: nextClient() },
    )
    expect(outcome).toEqual({
      kind: 'invalid',
      errors: {
        about: 'Choose what your complaint is about',
        reference: 'Enter the reference using letters, numbers, slashes and dashes only, like RL/FEP/00031337',
        details: 'Tell us what happened',
        outcome: 'Tell us what you would like us to do in 1000 characters or fewer',
        firstName: 'Enter your first name',
        phone: 'Enter a mobile number we can text, like 0803 123 4567: we send your reference by SMS',
        email: 'Enter an email address in the correct format, like name@example.com',
        consent: 'Tick the box to agree that we may use your details to look into your complaint',
      },
    })
    expect(await t.payload.count({ collection: 'complaints', overrideAccess: true })).toEqual(before)
  })

  it('takes a complaint without an email: the acknowledgement goes by SMS alone', async () => {
    const { id } = await complain({ ...complainant, email: '', reference: '' })
    expect((await messagesOf(id)).map((m) => m.channel)).toEqual(['sms'])
  })

  it('limits how many complaints one connection makes in the window', async () => {
    const client = nextClient()
    const { limit } = submit.complaintLimit()
    for (let i = 0; i < limit; i++) await complain(complainant, client)
    expect((await submit.submitComplaint(t.payload, complainant, { clientKey: client })).kind).toBe('rate-limited')
    expect((await submit.submitComplaint(t.payload, complainant, { clientKey: nextClient() })).kind).toBe('stored')
  })
})

describe('staff working the queue', () => {
  it('records each change, refuses to resolve without a final answer, and sends the answer through the outbox', async () => {
    const { id, reference } = await complain()
    const service = staff.get('service')!
    const patch = (data: object) => rest('PATCH', `/api/complaints/${id}`, { headers: service.headers, body: JSON.stringify(data) })
    expect((await patch({ status: 'investigating' })).status).toBe(200)
    const refused = await patch({ status: 'resolved' })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Write the final answer before marking the complaint resolved')
    // What the complainant sent is a fact: a change to it is not kept.
    const answer = 'We are sorry for the delay. Your claim was approved today and will be paid within 2 working days.'
    expect((await patch({ status: 'resolved', finalAnswer: answer, details: 'rewritten', phone: '0809 000 0000' })).status).toBe(200)

    const doc = await t.payload.findByID({ collection: 'complaints', id, overrideAccess: true, depth: 0 })
    expect([doc.status, doc.details, doc.phone]).toEqual(['resolved', complainant.details, '0803 555 0199'])
    expect(doc.history?.map((h) => [h.status, h.by ?? null])).toEqual([
      ['received', null],
      ['investigating', service.id],
      ['resolved', service.id],
    ])
    expect(doc.resolvedAt).toBe(doc.history?.[2]?.at)

    const queued = await messagesOf(id)
    expect(queued.map((m) => m.key)).toEqual([
      `complaint:${id}:received:1:sms`,
      `complaint:${id}:received:1:email`,
      `complaint:${id}:investigating:1:sms`,
      `complaint:${id}:investigating:1:email`,
      `complaint:${id}:resolved:1:sms`,
      `complaint:${id}:resolved:1:email`,
    ])
    const email = queued.at(-1)
    expect(email?.subject).toBe(`Your complaint ${reference}: our final answer`)
    expect(email?.text).toContain(answer)
    expect(email?.text).toContain('NAICOM Complaints Bureau (demo contact, fictional)')
    // A save that leaves the status alone sends nothing more.
    expect((await patch({ notes: 'Called her on Tuesday.' })).status).toBe(200)
    expect(await messagesOf(id)).toHaveLength(6)
  })

  it('lets an auditor read the queue and change nothing; nobody deletes a complaint', async () => {
    const { id } = await complain()
    const auditor = staff.get('auditor')!
    expect((await rest('GET', `/api/complaints/${id}?depth=0`, { headers: auditor.headers })).status).toBe(200)
    expect((await rest('PATCH', `/api/complaints/${id}`, { headers: auditor.headers, body: JSON.stringify({ status: 'investigating' }) })).status).toBe(403)
    for (const who of ['service', 'admin', 'auditor']) {
      expect((await rest('DELETE', `/api/complaints/${id}`, { headers: staff.get(who)!.headers })).status, who).toBe(403)
    }
    const admin = staff.get('admin')!
    expect((await rest('PATCH', `/api/complaints/${id}`, { headers: admin.headers, body: JSON.stringify({ status: 'escalated' }) })).status).toBe(200)
  })
})

describe('access from outside', () => {
  it('gives the public, claims officers and editors no complaints through REST or GraphQL', async () => {
    const { id } = await complain()
    for (const who of [null, 'claims', 'editor']) {
      const headers = who ? staff.get(who)!.headers : { 'content-type': 'application/json' }
      const list = await rest('GET', '/api/complaints', { headers })
      expect([who, list.status]).toEqual([who, 403])
      expect(await list.text()).not.toContain('0803')
      expect([who, (await rest('GET', `/api/complaints/${id}`, { headers })).status]).toEqual([who, 403])
      const created = await rest('POST', '/api/complaints', { headers, body: JSON.stringify({ ...complainant, about: 'claim', wantedOutcome: 'x', consentedAt: new Date().toISOString(), consentVersion: '1' }) })
      expect([who, created.status]).toEqual([who, 403])
      const gql = await (await graphql(JSON.stringify({ query: '{ Complaints { docs { reference phone details } } }' }), headers)).text()
      expect(gql).not.toContain('0803')
      expect(gql).toMatch(/not allowed|forbidden|errors/i)
    }
    expect((await rest('GET', '/api/complaints?limit=1', { headers: staff.get('service')!.headers })).status).toBe(200)
  })
})

describe('tracking', () => {
  it('finds a complaint by reference and the phone in any layout, and says the same for a wrong phone as for no complaint', async () => {
    const { reference } = await complain()
    const lookup = (input: { reference: string; phone: string }) => track.lookupComplaint(t.payload, input, { clientKey: nextClient() })
    expect(await lookup({ reference: reference.toLowerCase(), phone: '+234 803 555 0199' })).toEqual({ kind: 'found', reference })
    expect(await lookup({ reference, phone: '0803 555 0198' })).toEqual({ kind: 'not-found' })
    expect(await lookup({ reference: 'RL-CMP-2026-999999', phone: '0803 555 0199' })).toEqual({ kind: 'not-found' })
    expect(await lookup({ reference: 'RL-CLM-2026-000001', phone: '' })).toEqual({
      kind: 'invalid',
      errors: { reference: track.COMPLAINT_TRACK_MESSAGES.reference.invalid, phone: track.COMPLAINT_TRACK_MESSAGES.phone.required },
    })
  })

  it('limits wrong answers per connection and per reference', async () => {
    const { reference } = await complain()
    const client = nextClient()
    for (let i = 0; i < track.COMPLAINT_TRACK_LIMIT.limit; i++) {
      expect((await track.lookupComplaint(t.payload, { reference, phone: '0803 000 0000' }, { clientKey: client })).kind).toBe('not-found')
    }
    expect((await track.lookupComplaint(t.payload, { reference, phone: '0803 555 0199' }, { clientKey: client })).kind).toBe('rate-limited')
    // The reference has had its ten wrong answers too: another connection must wait as well.
    expect((await track.lookupComplaint(t.payload, { reference, phone: '0803 555 0199' }, { clientKey: nextClient() })).kind).toBe('rate-limited')
  })

  it('shows the first name, status, dates and final answer, and no other personal data', async () => {
    const { id, reference } = await complain()
    const open = await track.trackedComplaint(t.payload, reference)
    expect(Object.keys(open ?? {}).sort()).toEqual(['bureau', 'dueAt', 'finalAnswer', 'firstName', 'receivedAt', 'reference', 'status', 'steps'])
    expect([open?.firstName, open?.status, open?.finalAnswer]).toEqual(['Amaka', 'received', null])
    await t.payload.update({ collection: 'complaints', id, data: { status: 'resolved', finalAnswer: 'We have paid your claim.' }, overrideAccess: true })
    const done = await track.trackedComplaint(t.payload, reference)
    expect([done?.status, done?.finalAnswer, done?.steps.map((s) => s.status)]).toEqual(['resolved', 'We have paid your claim.', ['received', 'resolved']])
    expect(JSON.stringify(done)).not.toMatch(/Eze|0803|example\.com|three weeks/)
  })

  it('opens the tracking page only with a pass for that reference, unexpired and unforged', () => {
    const now = Date.now()
    const pass = track.complaintPass('RL-CMP-2026-000001', now)
    expect(track.readComplaintPass(pass, now)).toBe('RL-CMP-2026-000001')
    expect(track.readComplaintPass(pass.replace('000001', '000002'), now)).toBeNull()
    expect(track.readComplaintPass(pass, now + (track.COMPLAINT_PASS_SECONDS + 1) * 1000)).toBeNull()
    expect(track.readComplaintPass('', now)).toBeNull()
  })

  it('1,000 hostile lookups: each answered with a message, a miss or a match, never an exception', async () => {
    const { reference } = await complain()
    const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 80 }), fc.constantFrom('', reference, '0803 555 0199', "' OR 1=1 --", '\u0000', 'a'.repeat(5000)))
    const inputs = fc.sample(fc.record({ reference: text, phone: text }), { seed: 20_261_126, numRuns: 1_000 })
    for (const input of inputs) {
      const outcome = await track.lookupComplaint(t.payload, input, { clientKey: nextClient() })
      expect(['invalid', 'not-found', 'found', 'rate-limited']).toContain(outcome.kind)
    }
  }, 240_000)
})

describe('the published figures', () => {
  it('equal what the records of the last 12 months say', async () => {
    const since = new Date(Date.now() - 365 * 86_400_000).toISOString()
    const all = await t.payload.find({
      collection: 'complaints',
      where: { createdAt: { greater_than: since } },
      limit: 10_000,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const figures = record.computeComplaintsRecord(all.docs)
    const resolved = all.docs.filter((c) => c.status === 'resolved')
    expect(figures.received).toBe(all.totalDocs)
    expect(figures.resolved).toBe(resolved.length)
    expect(resolved.length).toBeGreaterThan(0)
    // Resolved on the day they came in, within the promise; none is overdue yet.
    expect(figures.medianDaysToResolve).toBe(0)
    expect(figures.shareWithinPromise).toBe(100)
  })
})
