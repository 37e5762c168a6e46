/**
 * Data-protection requests online (issue 24, part 4; decision 039), through the service the page's
 * actions call and the REST API from outside: the code proves the phone or email (limited tries, it
 * runs out, per-connection and per-contact limits, the same answer whether we hold anything); "see"
 * gives a file of this person's records and nobody else's, downloadable once; "delete" removes what
 * the law lets us and keeps the rest; "correct" waits for staff, who answer through the outbox; the
 * queue is closed to the public and its secrets to everyone; 1,000 hostile inputs to each step.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'
import { signedInStaff, type SignedIn } from './staff-roles'

let t: TestPayload
let payload: Payload
let service: typeof import('@/lib/privacy/requests/service')
let staff: Map<string, SignedIn>

let sender = 0
const nextClient = () => `10.39.${Math.floor(++sender / 250)}.${sender % 250}`

const PERSON = { phone: '0806 555 0139', email: 'kemi.bello@example.com', firstname: 'Kemi', lastname: 'Bello' }
const OTHER = { phone: '0806 555 0140', email: 'tunde.ade@example.com', firstname: 'Tunde', lastname: 'Ade' }

async function anEnquiry(who: typeof PERSON, message: string): Promise<number> {
  const { submitEnquiry } = await import('@/lib/enquiries/submit')
  const outcome = await submitEnquiry(payload, { customer: 'no', message, firstname: who.firstname, lastname: who.lastname, mobile: who.phone, email: who.email, consent: true }, { clientKey: nextClient(), channel: 'form' })
  if (outcome.kind !== 'stored') throw new Error(`enquiry not stored: ${outcome.kind}`)
  return outcome.id
}

async function aComplaint(who: typeof PERSON): Promise<number> {
  const { submitComplaint } = await import('@/lib/complaints/submit')
  const outcome = await submitComplaint(payload, { about: 'website', reference: '', details: `Complaint by ${who.firstname}.`, outcome: 'Fix it.', firstName: who.firstname, lastName: who.lastname, phone: who.phone, email: who.email, consent: true }, { clientKey: nextClient() })
  if (outcome.kind !== 'stored') throw new Error(`complaint not stored: ${outcome.kind}`)
  return outcome.id
}

async function everyOtherJourney(who: typeof PERSON): Promise<void> {
  const { submitGroupQuote } = await import('@/lib/group-quote/submit')
  const quote = await submitGroupQuote(
    payload,
    { company: `${who.lastname} Logistics Ltd`, name: `${who.firstname} ${who.lastname}`, email: who.email, phone: who.phone, staff: '45', salary: '120,000,000', multiple: '3', message: `Group cover for ${who.firstname}'s staff.`, consent: true },
    { clientKey: nextClient(), product: null },
  )
  if (quote.kind !== 'stored') throw new Error(`group quote not stored: ${quote.kind}`)
  const { startClaim } = await import('@/lib/claims/submit')
  const { checklistItems } = await import('@/lib/claims/checklist')
  const claim = await startClaim(
    payload,
    { claimType: 'death', policyKnown: 'yes', policyNumber: 'RL/FEP/00031337', policyholderName: '', policyholderBirthDate: '', deceasedName: `${who.firstname}'s father`, dateOfDeath: '02/11/2026', causeOfDeath: 'natural', firstName: who.firstname, lastName: who.lastname, relationship: 'child', bank: '058', accountNumber: '0123456785', phone: who.phone, email: who.email, consent: true },
    { clientKey: nextClient(), checklist: checklistItems(await payload.findGlobal({ slug: 'claim-forms', depth: 0 }), 'death') },
  )
  if (claim.kind !== 'stored') throw new Error(`claim not stored: ${claim.kind}`)
  await payload.create({ collection: 'applications', overrideAccess: true, data: { reference: `RL-APP-DPR-${who.firstname}`, planCode: 'TLP', status: 'in-progress', firstName: who.firstname, lastName: who.lastname, phone: who.phone, email: who.email } })
  await payload.create({ collection: 'call-backs', overrideAccess: true, data: { name: `${who.firstname} ${who.lastname}`, phone: who.phone, topic: `Call ${who.firstname} about a plan.`, slotStart: new Date(Date.now() + 86_400_000).toISOString(), done: false } })
}

/** The code in the newest message queued for this request (as the person reads it on their phone). */
async function codeFor(reference: string): Promise<string> {
  const doc = (await payload.find({ collection: 'privacy-requests', where: { reference: { equals: reference } }, limit: 1, overrideAccess: true, depth: 0 })).docs[0]!
  const message = (await payload.find({ collection: 'outbox-messages', where: { related: { equals: `privacy-requests:${doc.id}` } }, sort: '-id', limit: 1, overrideAccess: true, depth: 0 })).docs[0]!
  const code = /code is (\d{6})/.exec(message.text)?.[1]
  if (!code) throw new Error(`no code in "${message.text}"`)
  return code
}

async function start(kind: string, contact: string, details = ''): Promise<string> {
  const outcome = await service.startPrivacyRequest(payload, { kind, contact, details }, { clientKey: nextClient() })
  if (outcome.kind !== 'sent') throw new Error(`not started: ${JSON.stringify(outcome)}`)
  return outcome.reference
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  const outbox = await import('@/lib/outbox')
  outbox.configureOutbox({ auto: false })
  const enquiries = await import('@/lib/enquiries/outbox')
  enquiries.configureEnquiryOutbox({ auto: false })
  service = await import('@/lib/privacy/requests/service')
  staff = await signedInStaff(payload, 'privacy', { service: ['customer_service'], auditor: ['auditor'], editor: ['editor'] }, 'okra-harbour-lantern-39')
}, 120_000)

afterAll(async () => {
  const outbox = await import('@/lib/outbox')
  await outbox.stopOutbox()
  const enquiries = await import('@/lib/enquiries/outbox')
  await enquiries.stopEnquiryOutbox()
  await t?.close()
})

describe('starting a request', () => {
  it('refuses bad input with a plain message per field', async () => {
    expect(await service.startPrivacyRequest(payload, { kind: 'spy', contact: '12345', details: 'x'.repeat(1001) }, { clientKey: nextClient() })).toEqual({
      kind: 'invalid',
      errors: {
        kind: 'Choose what you would like us to do',
        contact: 'Enter a Nigerian mobile number, like 0803 123 4567, or an email address, like name@example.com',
        details: 'Keep it to 1000 characters or fewer',
      },
    })
    expect(await service.startPrivacyRequest(payload, { kind: 'correct', contact: '', details: '' }, { clientKey: nextClient() })).toEqual({
      kind: 'invalid',
      errors: { contact: 'Enter the mobile number or email address you used with us', details: 'Tell us what is wrong and what it should say' },
    })
  })

  it('sends a code to the phone or email given, answering the same whether or not we hold anything under it', async () => {
    const held = await service.startPrivacyRequest(payload, { kind: 'see', contact: PERSON.phone, details: '' }, { clientKey: nextClient() })
    const unknown = await service.startPrivacyRequest(payload, { kind: 'see', contact: '0901 000 0000', details: '' }, { clientKey: nextClient() })
    expect(held.kind).toBe('sent')
    expect(unknown.kind).toBe('sent')
    const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', year: 'numeric' }).format(new Date())
    if (held.kind === 'sent') expect(held.reference).toMatch(new RegExp(`^RL-DPR-${year}-\\d{6}$`))
    if (held.kind !== 'sent') return
    const doc = (await payload.find({ collection: 'privacy-requests', where: { reference: { equals: held.reference } }, overrideAccess: true, depth: 0, showHiddenFields: true })).docs[0]!
    const sms = (await payload.find({ collection: 'outbox-messages', where: { related: { equals: `privacy-requests:${doc.id}` } }, overrideAccess: true, depth: 0 })).docs
    expect(sms.map((m) => [m.channel, m.to])).toEqual([['sms', '2348065550139']])
    expect(sms[0]!.text).toMatch(/^Your Redwood Life code is \d{6}\. Enter it on our website within 15 minutes/)
    // The code itself is never stored, only its keyed hash.
    expect(JSON.stringify(doc)).not.toContain(/code is (\d{6})/.exec(sms[0]!.text)![1])
    const email = await start('see', 'Kemi.Bello@Example.com')
    const mail = (await payload.find({ collection: 'outbox-messages', where: { text: { like: email } }, overrideAccess: true, depth: 0 })).docs
    expect(mail.map((m) => [m.channel, m.to, m.subject])).toEqual([['email', PERSON.email, 'Your Redwood Life code']])
  })

  it('limits the codes sent to one phone or email, and the requests from one connection', async () => {
    const contact = '0906 555 0177'
    for (let i = 0; i < 3; i++) expect((await service.startPrivacyRequest(payload, { kind: 'see', contact, details: '' }, { clientKey: nextClient() })).kind).toBe('sent')
    expect((await service.startPrivacyRequest(payload, { kind: 'see', contact, details: '' }, { clientKey: nextClient() })).kind).toBe('rate-limited')
    const client = nextClient()
    for (let i = 0; i < 5; i++) expect((await service.startPrivacyRequest(payload, { kind: 'see', contact: `0907 555 01${10 + i}`, details: '' }, { clientKey: client })).kind).toBe('sent')
    expect((await service.startPrivacyRequest(payload, { kind: 'see', contact: '0907 555 0199', details: '' }, { clientKey: client })).kind).toBe('rate-limited')
  })
})

describe('the code', () => {
  it('allows five tries, then runs out; a code past its time does nothing', async () => {
    const reference = await start('see', '0808 555 0101')
    const right = await codeFor(reference)
    const wrong = right === '000000' ? '111111' : '000000'
    expect(await service.confirmPrivacyCode(payload, { reference, code: 'abc' })).toEqual({ kind: 'invalid', error: 'Enter the code as 6 digits, like 123456' })
    for (let left = 4; left >= 1; left--) expect(await service.confirmPrivacyCode(payload, { reference, code: wrong })).toEqual({ kind: 'wrong', triesLeft: left })
    expect(await service.confirmPrivacyCode(payload, { reference, code: wrong })).toEqual({ kind: 'expired' })
    expect(await service.confirmPrivacyCode(payload, { reference, code: right })).toEqual({ kind: 'expired' })

    const later = await start('see', '0808 555 0102')
    const code = await codeFor(later)
    expect(await service.confirmPrivacyCode(payload, { reference: later, code }, { now: new Date(Date.now() + 16 * 60_000) })).toEqual({ kind: 'expired' })
  })
})

describe('see and take away', () => {
  it('gives a file of this person’s records across the journeys and nobody else’s, downloadable once', async () => {
    await anEnquiry(PERSON, 'Please call me about the Scholar Guard plan for my son.')
    await anEnquiry(OTHER, 'Tunde here, asking about funeral cover.')
    await aComplaint(PERSON)
    await everyOtherJourney(PERSON)
    await everyOtherJourney(OTHER)
    const reference = await start('takeaway', '+234 806 555 0139')
    const outcome = await service.confirmPrivacyCode(payload, { reference, code: await codeFor(reference) })
    expect(outcome.kind).toBe('download')
    if (outcome.kind !== 'download') return
    // A wrong token gets nothing; the right one gets the file once.
    expect((await service.takePrivacyExport(payload, { reference, token: 'x'.repeat(32) })).kind).toBe('gone')
    const file = await service.takePrivacyExport(payload, { reference, token: outcome.token })
    expect(file.kind).toBe('file')
    if (file.kind !== 'file') return
    expect(file.html).toContain('Please call me about the Scholar Guard plan for my son.')
    expect(file.html).toContain('Complaint by Kemi.')
    expect(file.html).toContain('Enquiries you sent us')
    expect(file.html).toContain('Complaints')
    expect(file.html).not.toContain('Tunde')
    expect(file.html).not.toContain('Ade Logistics')
    expect(file.html).not.toMatch(/senderKey|codeHash|Sender key/)
    const json = JSON.parse(/<pre id="data">([\s\S]*?)<\/pre>/.exec(file.html)![1]!.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')) as { records: Record<string, unknown[]> }
    // Every journey that keeps a phone number: enquiries, group quotes, applications, claims, complaints, call-backs, messages.
    expect(Object.keys(json.records).sort()).toEqual(['applications', 'call-backs', 'complaints', 'enquiries', 'group-quote-requests', 'online-claims', 'outbox-messages'])
    expect(file.html).toContain("Group cover for Kemi's staff.")
    expect(file.html).toContain("Kemi's father")
    expect(file.html).toContain('Call Kemi about a plan.')
    expect(file.html).toContain('RL-APP-DPR-Kemi')
    expect((await service.takePrivacyExport(payload, { reference, token: outcome.token })).kind).toBe('gone')
    // The file is gone from the database once taken.
    const doc = (await payload.find({ collection: 'privacy-requests', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0, showHiddenFields: true })).docs[0]!
    expect([doc.status, doc.exportFile ?? null, typeof doc.exportDownloadedAt]).toEqual(['done', null, 'string'])
  })

  it('a file not taken in time is not served', async () => {
    const reference = await start('see', '0808 555 0103')
    const outcome = await service.confirmPrivacyCode(payload, { reference, code: await codeFor(reference) })
    if (outcome.kind !== 'download') throw new Error(outcome.kind)
    expect((await service.takePrivacyExport(payload, { reference, token: outcome.token }, { now: new Date(Date.now() + 25 * 3600_000) })).kind).toBe('gone')
    // The retention job then removes the file from the database.
    const held = async () => (await payload.find({ collection: 'privacy-requests', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0, showHiddenFields: true })).docs[0]!.exportFile ?? null
    expect(await held()).not.toBeNull()
    expect(await service.dropUntakenExports(payload)).toBe(0)
    expect(await service.dropUntakenExports(payload, new Date(Date.now() + 25 * 3600_000))).toBeGreaterThanOrEqual(1)
    expect(await held()).toBeNull()
  })
})

describe('delete', () => {
  it('removes the enquiries and delivered messages, keeps complaints and says why', async () => {
    const who = { phone: '0809 555 0155', email: 'ngozi.eze@example.com', firstname: 'Ngozi', lastname: 'Eze' }
    const enquiry = await anEnquiry(who, 'Ngozi asking about a plan.')
    const complaint = await aComplaint(who)
    const others = await anEnquiry(OTHER, 'Tunde again.')
    const reference = await start('delete', who.email)
    const outcome = await service.confirmPrivacyCode(payload, { reference, code: await codeFor(reference) })
    expect(outcome.kind).toBe('deleted')
    if (outcome.kind !== 'deleted') return
    expect(outcome.words[0]).toMatch(/^We deleted 1 enquiry/)
    expect(outcome.words).toContain('We kept 1 complaint: the National Insurance Commission may ask to see our register of complaints.')
    const count = async (collection: 'enquiries' | 'complaints', id: number) => (await payload.count({ collection, where: { id: { equals: id } }, overrideAccess: true })).totalDocs
    expect(await count('enquiries', enquiry)).toBe(0)
    expect(await count('complaints', complaint)).toBe(1)
    expect(await count('enquiries', others)).toBe(1)
  })
})

describe('correct, through the staff queue', () => {
  it('waits for staff, due within the notice’s days; closing it needs an answer, which the person is sent', async () => {
    const reference = await start('correct', PERSON.phone, 'My surname is Bello-Adams, not Bello.')
    const outcome = await service.confirmPrivacyCode(payload, { reference, code: await codeFor(reference) })
    expect(outcome.kind).toBe('queued')
    if (outcome.kind !== 'queued') return
    expect(Math.round((Date.parse(outcome.dueAt) - Date.now()) / 86_400_000)).toBe(30)
    const doc = (await payload.find({ collection: 'privacy-requests', where: { reference: { equals: reference } }, overrideAccess: true, depth: 0 })).docs[0]!
    expect(doc.status).toBe('received')
    const as = staff.get('service')!.headers
    const refused = await rest('PATCH', `/api/privacy-requests/${doc.id}`, { headers: as, body: JSON.stringify({ status: 'done' }) })
    expect(refused.status).toBe(400)
    expect(await refused.text()).toContain('Write the answer before closing the request')
    const done = await rest('PATCH', `/api/privacy-requests/${doc.id}`, { headers: as, body: JSON.stringify({ status: 'done', answer: 'We have corrected your surname to Bello-Adams.' }) })
    expect(done.status).toBe(200)
    const sent = (await payload.find({ collection: 'outbox-messages', where: { related: { equals: `privacy-requests:${doc.id}` } }, sort: '-id', limit: 1, overrideAccess: true, depth: 0 })).docs[0]!
    expect(sent.text).toBe(`Redwood Life, request ${reference}: We have corrected your surname to Bello-Adams.`)
  })
})

describe('the queue from outside', () => {
  it('is closed to the public and to editors; staff never see the code, the file or its key', async () => {
    expect((await rest('GET', '/api/privacy-requests?limit=1')).status).toBe(403)
    expect((await rest('POST', '/api/privacy-requests', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'see', contact: '2348065550139' }) })).status).toBe(403)
    expect((await rest('GET', '/api/privacy-requests?limit=1', { headers: staff.get('editor')!.headers })).status).toBe(403)
    const read = await rest('GET', '/api/privacy-requests?limit=50&depth=0', { headers: staff.get('auditor')!.headers })
    expect(read.status).toBe(200)
    const text = await read.text()
    expect(text).toContain('RL-DPR-')
    expect(text).not.toMatch(/codeHash|exportFile|exportTokenHash|senderKey|codeTries/)
    const { docs } = JSON.parse(text) as { docs: { id: number }[] }
    expect((await rest('PATCH', `/api/privacy-requests/${docs[0]!.id}`, { headers: staff.get('auditor')!.headers, body: JSON.stringify({ answer: 'x' }) })).status).toBe(403)
    expect((await rest('DELETE', `/api/privacy-requests/${docs[0]!.id}`, { headers: staff.get('service')!.headers })).status).toBe(403)
  })
})

describe('hostile input', () => {
  const text = fc.oneof(fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 80 }), fc.constantFrom('', 'see', 'delete', '0803 555 0199', 'a@b.co', "' OR 1=1 --", '\u0000', 'a'.repeat(5000), 'RL-DPR-2026-000001'))

  it('1,000 hostile requests: each answered with messages, a code sent, or a limit, never an exception', async () => {
    for (const input of fc.sample(fc.record({ kind: text, contact: text, details: text }), { seed: 20_261_139, numRuns: 1_000 })) {
      const outcome = await service.startPrivacyRequest(payload, input, { clientKey: nextClient() })
      expect(['invalid', 'sent', 'rate-limited']).toContain(outcome.kind)
    }
  }, 240_000)

  it('1,000 hostile codes and 1,000 hostile downloads: a message or nothing, never an exception', async () => {
    for (const input of fc.sample(fc.record({ reference: text, code: text }), { seed: 20_261_140, numRuns: 1_000 })) {
      expect(['invalid', 'wrong', 'expired']).toContain((await service.confirmPrivacyCode(payload, input)).kind)
    }
    const { GET } = await import('@/app/(site)/privacy/request/download/route')
    for (const input of fc.sample(fc.record({ ref: text, token: text }), { seed: 20_261_141, numRuns: 1_000 })) {
      const response = await GET(new Request(`http://localhost/privacy/request/download?ref=${encodeURIComponent(input.ref)}&token=${encodeURIComponent(input.token)}`))
      expect(response.status).toBe(404)
    }
  }, 240_000)
})
