import fs from 'node:fs'
import path from 'node:path'

import type { PayloadRequest } from 'payload'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { CLIENT_ADDRESS_HEADER, FRONT_MARK } from '@/lib/http/ip'

import { TestSmtpServer } from './enquiries-smtp'
import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
let smtp: TestSmtpServer
let POST: (request: Request) => Promise<Response>
let outbox: typeof import('@/lib/enquiries/outbox')
let mail: typeof import('@/lib/mail')
let submit: typeof import('@/lib/enquiries/submit')

const INBOX = 'customercare@redwoodlife.example'
const valid = {
  customer: 'yes',
  message: 'I would like to add my daughter to my education plan. Please call after 2pm.',
  firstname: 'Adébáyọ̀',
  lastname: 'Okonkwo-Bello',
  mobile: '0803 123 4567',
  email: 'adebayo.okonkwo@example.com',
  consent: true,
}

let ipCounter = 0
/**
 * Each request from its own address, so the per-address limit only bites where a test wants it to.
 * The address travels as edge/server.ts would pass it (these tests call the handler directly).
 */
function post(body: BodyInit | null, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  ipCounter += 1
  return POST(
    new Request('http://localhost/api/contact', {
      method: 'POST',
      headers: { [CLIENT_ADDRESS_HEADER]: `10.1.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`, ...headers },
      body,
    }),
  )
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function enquiry(id: number) {
  return t.payload.findByID({ collection: 'enquiries', id, overrideAccess: true, depth: 0 })
}

async function clearEnquiries() {
  await t.payload.delete({ collection: 'enquiries', where: { id: { exists: true } }, overrideAccess: true })
}

beforeAll(async () => {
  ;(globalThis as Record<symbol, unknown>)[FRONT_MARK] = true
  t = await startPayload()
  ;({ POST } = await import('@/app/(site)/api/contact/route'))
  outbox = await import('@/lib/enquiries/outbox')
  mail = await import('@/lib/mail')
  submit = await import('@/lib/enquiries/submit')
  smtp = new TestSmtpServer()
  await smtp.start()
  // Tests drive the worker themselves, against the test SMTP server, with short retry delays.
  outbox.configureEnquiryOutbox({
    auto: false,
    mailer: mail.createSmtpMailer(smtp.url),
    inbox: INBOX,
    from: 'Redwood Life website <website@redwoodlife.example>',
    retryDelaysMs: [20, 40, 80],
  })
})

afterAll(async () => {
  await outbox?.stopEnquiryOutbox()
  await smtp?.stop()
  await t?.close()
})

beforeEach(async () => {
  await clearEnquiries()
  smtp.received.length = 0
})

describe('a submission', () => {
  it('is stored first, then delivered over SMTP with every field', async () => {
    const response = await post(JSON.stringify(valid))
    expect(response.status).toBe(201)
    const { id, reference, message } = (await response.json()) as { id: number; reference: string; message: string }
    expect(message).toBe('Contact request Submitted! Expect a call soon')
    // In the claims style: the year received in Lagos and the id, padded to six digits.
    const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', year: 'numeric' }).format(new Date())
    expect(reference).toBe(`RL-ENQ-${year}-${String(id).padStart(6, '0')}`)

    const stored = await enquiry(id)
    expect(stored).toMatchObject({
      reference,
      firstName: 'Adébáyọ̀',
      lastName: 'Okonkwo-Bello',
      phone: '0803 123 4567',
      email: valid.email,
      existingCustomer: 'yes',
      message: valid.message,
      channel: 'api',
      mailStatus: 'pending',
      mailAttempts: 0,
      consentVersion: '2026-11-21',
      handled: false,
    })
    expect(Date.now() - Date.parse(stored.consentedAt)).toBeLessThan(60_000)
    expect(smtp.received).toHaveLength(0)

    expect(await outbox.processEnquiryOutbox(t.payload)).toMatchObject({ sent: 1, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    const [received] = smtp.received
    expect(received?.to).toEqual([INBOX])
    expect(received?.from).toBe('website@redwoodlife.example')
    for (const value of [`Reference: ${reference}`, 'Yes', 'Adébáyọ̀', 'Okonkwo-Bello', '0803 123 4567', valid.email, valid.message, '2026-11-21']) {
      expect(received?.text, value).toContain(value)
    }
    expect(received?.raw).toMatch(/^Reply-To: [^\r\n]*(\r?\n [^\r\n]*)*<adebayo\.okonkwo@example\.com>/m)

    const sent = await enquiry(id)
    expect(sent.mailStatus).toBe('sent')
    expect(sent.mailAttempts).toBe(1)
    expect(sent.mailedAt).toBeTruthy()
    expect(sent.messageId).toBe(received?.messageId)
    expect(sent.claimToken ?? null).toBeNull()

    // Nothing is due any more: a second run mails nothing.
    expect(await outbox.processEnquiryOutbox(t.payload)).toMatchObject({ sent: 0 })
    expect(smtp.received).toHaveLength(1)
  })

  it('is mailed straight away by the server’s own worker', async () => {
    outbox.configureEnquiryOutbox({ auto: true, intervalMs: 60_000 })
    try {
      const response = await post(JSON.stringify({ ...valid, firstname: 'Chidi' }))
      expect(response.status).toBe(201)
      const { id } = (await response.json()) as { id: number }
      for (let i = 0; i < 100 && smtp.received.length === 0; i++) await sleep(50)
      expect(smtp.received).toHaveLength(1)
      for (let i = 0; i < 50 && (await enquiry(id)).mailStatus !== 'sent'; i++) await sleep(50)
      expect((await enquiry(id)).mailStatus).toBe('sent')
    } finally {
      await outbox.stopEnquiryOutbox()
      outbox.configureEnquiryOutbox({ auto: false })
    }
  })
})

describe('the mail outbox', () => {
  it('retries with backoff while the mail server is down, recording each failure', async () => {
    await smtp.stop()
    try {
      const created = await post(JSON.stringify(valid))
      const { id } = (await created.json()) as { id: number }
      const start = new Date()
      const report = await outbox.processEnquiryOutbox(t.payload, { now: () => start, retryDelaysMs: [10_000, 30_000, 120_000] })
      expect(report).toMatchObject({ sent: 0, failed: 1 })
      let doc = await enquiry(id)
      expect(doc.mailStatus).toBe('failed-retrying')
      expect(doc.mailAttempts).toBe(1)
      expect(doc.lastMailError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/)
      expect(Date.parse(doc.nextAttemptAt ?? '')).toBe(start.getTime() + 10_000)

      // Not due yet: nothing happens.
      expect(await outbox.processEnquiryOutbox(t.payload, { now: () => new Date(start.getTime() + 9_000) })).toMatchObject({ failed: 0 })

      const later = new Date(start.getTime() + 10_000)
      await outbox.processEnquiryOutbox(t.payload, { now: () => later, retryDelaysMs: [10_000, 30_000, 120_000] })
      doc = await enquiry(id)
      expect(doc.mailAttempts).toBe(2)
      expect(Date.parse(doc.nextAttemptAt ?? '')).toBe(later.getTime() + 30_000)
    } finally {
      await smtp.start()
    }
  })

  it('delivers all 50 enquiries exactly once after the mail server comes back', async () => {
    await smtp.stop()
    const limit = { limit: 1000, windowMs: 60_000 }
    const ids: number[] = []
    for (let i = 0; i < 50; i++) {
      const outcome = await submit.submitEnquiry(
        t.payload,
        { ...valid, firstname: `Visitor${i}` },
        { clientKey: 'load-test', channel: 'api', limit },
      )
      if (outcome.kind !== 'stored') throw new Error(`submission ${i} was ${outcome.kind}`)
      ids.push(outcome.id)
      if (i % 10 === 0) await outbox.processEnquiryOutbox(t.payload)
    }
    // Still down: attempts fail, and nothing is marked sent.
    await sleep(30)
    await outbox.processEnquiryOutbox(t.payload)
    const failing = await t.payload.find({ collection: 'enquiries', where: { mailStatus: { equals: 'sent' } }, overrideAccess: true })
    expect(failing.totalDocs).toBe(0)
    const attempted = await t.payload.count({ collection: 'enquiries', where: { mailAttempts: { greater_than: 0 } }, overrideAccess: true })
    expect(attempted.totalDocs).toBeGreaterThan(0)
    expect(smtp.received).toHaveLength(0)

    await smtp.start()
    // Two workers at once, as two server processes would: the claims keep them from doubling up.
    for (let round = 0; round < 60; round++) {
      await Promise.all([outbox.processEnquiryOutbox(t.payload), outbox.processEnquiryOutbox(t.payload)])
      const open = await t.payload.count({ collection: 'enquiries', where: { mailStatus: { not_equals: 'sent' } }, overrideAccess: true })
      if (open.totalDocs === 0) break
      await sleep(40)
    }

    expect(smtp.received).toHaveLength(50)
    const perMessage = new Map<string, number>()
    for (const m of smtp.received) perMessage.set(m.messageId, (perMessage.get(m.messageId) ?? 0) + 1)
    expect(perMessage.size).toBe(50)
    for (const id of ids) {
      const doc = await enquiry(id)
      expect(doc.mailStatus).toBe('sent')
      expect(perMessage.get(doc.messageId ?? '')).toBe(1)
    }
  })

  it('takes over an enquiry whose worker died mid-send once its claim has expired', async () => {
    const created = await post(JSON.stringify(valid))
    const { id } = (await created.json()) as { id: number }
    const past = new Date(Date.now() - 1000).toISOString()
    await t.payload.update({
      collection: 'enquiries',
      id,
      overrideAccess: true,
      data: { mailStatus: 'sending', claimToken: 'dead-worker', leaseUntil: past, mailAttempts: 1 },
    })
    expect(await outbox.processEnquiryOutbox(t.payload)).toMatchObject({ sent: 1 })
    expect((await enquiry(id)).mailAttempts).toBe(2)

    // A live claim is left alone.
    const other = (await (await post(JSON.stringify(valid))).json()) as { id: number }
    const future = new Date(Date.now() + 60_000).toISOString()
    await t.payload.update({
      collection: 'enquiries',
      id: other.id,
      overrideAccess: true,
      data: { mailStatus: 'sending', claimToken: 'live-worker', leaseUntil: future },
    })
    expect(await outbox.processEnquiryOutbox(t.payload)).toMatchObject({ sent: 0 })
    expect((await enquiry(other.id)).mailStatus).toBe('sending')
  })

  it('sends the mail again after a crash between the server accepting it and the row saying sent, with the same Message-ID', async () => {
    const { id } = (await (await post(JSON.stringify(valid))).json()) as { id: number }
    smtp.received.length = 0
    const smtpMailer = mail.createSmtpMailer(smtp.url)
    // Worker A: the mail server accepts the mail, then the process dies (its run never goes on, as under kill -9).
    let accepted!: () => void
    const wasAccepted = new Promise<void>((resolve) => (accepted = resolve))
    const dying: import('@/lib/mail').Mailer = {
      configured: true,
      description: 'a worker about to die',
      close: () => undefined,
      send: async (m) => {
        await smtpMailer.send(m)
        accepted()
        return new Promise(() => undefined)
      },
    }
    const start = new Date()
    void outbox.processEnquiryOutbox(t.payload, { mailer: dying, now: () => start, leaseMs: 60_000 })
    await wasAccepted
    expect((await enquiry(id)).mailStatus).toBe('sending')

    // Worker B takes it over once the lease is past, and mails it again.
    expect(await outbox.processEnquiryOutbox(t.payload, { now: () => new Date(start.getTime() + 61_000) })).toMatchObject({ sent: 1 })
    expect(smtp.received).toHaveLength(2)
    const [first, second] = smtp.received
    expect(first?.messageId).toMatch(new RegExp(`^<enquiry-${id}-\\d+@redwoodlife\\.example>$`))
    expect(second?.messageId).toBe(first?.messageId)
    expect(await enquiry(id)).toMatchObject({ mailStatus: 'sent', mailAttempts: 2, messageId: first?.messageId })
    smtpMailer.close()
  })

  it('writes the mail to a file when no mail server is configured, and mails it once one is', async () => {
    const dir = path.join(t.dataDir, 'mail-test')
    const logOnly = mail.createFileMailer(dir)
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const { id } = (await (await post(JSON.stringify(valid))).json()) as { id: number }
    expect(await outbox.processEnquiryOutbox(t.payload, { mailer: logOnly })).toMatchObject({ notConfigured: 1 })
    const doc = await enquiry(id)
    expect(doc.mailStatus).toBe('not-configured')
    expect(doc.lastMailError).toContain('No mail server is configured')
    const files = fs.readdirSync(dir)
    expect(files).toHaveLength(1)
    expect(fs.readFileSync(path.join(dir, files[0] as string), 'utf8')).toContain(valid.message)
    expect(doc.lastMailError).toContain(path.join(dir, files[0] as string))
    expect(info.mock.calls.flat().join('\n')).not.toContain(valid.message)
    info.mockRestore()
    expect(smtp.received).toHaveLength(0)
    // Without a server, the next run leaves it alone.
    expect(await outbox.processEnquiryOutbox(t.payload, { mailer: logOnly })).toMatchObject({ notConfigured: 0 })

    expect(await outbox.processEnquiryOutbox(t.payload)).toMatchObject({ sent: 1 })
    expect((await enquiry(id)).mailStatus).toBe('sent')
    expect(smtp.received).toHaveLength(1)
  })
})

describe('POST /api/contact', () => {
  const big = 'x'.repeat(10_000)
  const cases: [string, BodyInit | null, Record<string, string>?, number?][] = [
    ['wrong content type (text/plain)', JSON.stringify(valid), { 'content-type': 'text/plain' }, 415],
    ['no content type', JSON.stringify(valid), {}, 415],
    ['a form post', 'customer=yes&firstname=Ada', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['multipart', new FormData(), { 'content-type': 'multipart/form-data; boundary=x' }, 415],
    ['broken JSON', '{"customer": "yes",', undefined, 400],
    ['an empty body', '', undefined, 400],
    ['null', 'null', undefined, 400],
    ['an array', '[]', undefined, 400],
    ['an array holding a valid enquiry', JSON.stringify([valid]), undefined, 400],
    ['a string', '"hello"', undefined, 400],
    ['a number', '42', undefined, 400],
    ['an empty object', '{}', undefined, 400],
    ['numbers as names', JSON.stringify({ ...valid, firstname: 123, lastname: 456 }), undefined, 400],
    ['nested objects', JSON.stringify({ ...valid, message: { text: 'hi' }, email: { address: 'a@b.ng' } }), undefined, 400],
    ['arrays as values', JSON.stringify({ ...valid, customer: ['yes'], mobile: ['0803 123 4567'] }), undefined, 400],
    ['booleans as values', JSON.stringify({ ...valid, firstname: true, message: false }), undefined, 400],
    ['null values', JSON.stringify({ ...valid, firstname: null, email: null }), undefined, 400],
    ['a huge message', JSON.stringify({ ...valid, message: big }), undefined, 400],
    ['a 101-character name', JSON.stringify({ ...valid, lastname: 'B'.repeat(101) }), undefined, 400],
    ['a phone number that is not Nigerian', JSON.stringify({ ...valid, mobile: '+44 20 7946 0000' }), undefined, 400],
    ['a malformed email', JSON.stringify({ ...valid, email: 'adebayo@@example' }), undefined, 400],
    ['no consent', JSON.stringify({ ...valid, consent: false }), undefined, 400],
    ['customer neither yes nor no', JSON.stringify({ ...valid, customer: 'maybe' }), undefined, 400],
    ['a __proto__ key', `{"__proto__": {"consent": true}, "customer": "yes"}`, undefined, 400],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]), undefined, 400],
    ['a 20 KB body', JSON.stringify({ ...valid, message: 'x'.repeat(20_000) }), undefined, 413],
    ['a 1 MB body', JSON.stringify({ ...valid, message: 'x'.repeat(1024 * 1024) }), undefined, 413],
    ['deeply nested JSON', `${'['.repeat(5000)}${']'.repeat(5000)}`, undefined, 400],
  ]

  it.each(cases)('answers %s with a 4xx and a message', async (_name, body, headers, status) => {
    const response = await post(body, headers ?? { 'content-type': 'application/json' })
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/application\/json/)
    const text = await response.text()
    expect(text).not.toMatch(/\n\s+at /)
    const json = JSON.parse(text) as { error?: string; errors?: Record<string, string> }
    expect(typeof json.error === 'string' || Object.keys(json.errors ?? {}).length > 0).toBe(true)
    expect((await t.payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('gives a message for each field', async () => {
    const response = await post('{}')
    expect(response.status).toBe(400)
    const json = (await response.json()) as { errors: Record<string, string> }
    expect(json.errors).toEqual({
      customer: 'Please select one',
      message: 'Message is required',
      firstname: 'Firstname is required',
      lastname: 'Lastname is required',
      mobile: 'Phone number is required',
      email: 'Email is required',
      consent: 'Tick the box to agree that we may use your details to reply to you',
    })
  })

  it('limits each address to 5 enquiries per window, with a 429 and a clear message', async () => {
    const from = { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '203.0.113.9' }
    for (let i = 0; i < 5; i++) expect((await post(JSON.stringify(valid), from)).status).toBe(201)
    const limited = await post(JSON.stringify(valid), from)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { error: string }).error).toMatch(/Too many enquiries.*try again/)
    // Others are not affected.
    expect((await post(JSON.stringify(valid))).status).toBe(201)
  })

  it('keeps the count in the database, so every server and the form share it, and stores no address', async () => {
    const from = { 'content-type': 'application/json', [CLIENT_ADDRESS_HEADER]: '198.51.100.7' }
    for (let i = 0; i < 5; i++) expect((await post(JSON.stringify(valid), from)).status).toBe(201)
    // The form's server action, or another server, goes through submitEnquiry with the same address:
    // nothing in this process's memory decides, only what the database holds.
    const outcome = await submit.submitEnquiry(t.payload, valid, { clientKey: '198.51.100.7', channel: 'form' })
    expect(outcome.kind).toBe('rate-limited')
    if (outcome.kind === 'rate-limited') {
      // A place frees up when the oldest of the five leaves the 10-minute window.
      expect(outcome.retryAfterSeconds).toBeGreaterThan(590)
      expect(outcome.retryAfterSeconds).toBeLessThanOrEqual(600)
    }
    const stored = await t.payload.find({ collection: 'enquiries', overrideAccess: true, depth: 0, limit: 10 })
    expect(stored.totalDocs).toBe(5)
    for (const doc of stored.docs) {
      expect(doc.senderKey).toBe(submit.senderKey('198.51.100.7'))
      expect(JSON.stringify(doc)).not.toContain('198.51.100.7')
    }
    // Enquiries older than the window no longer count.
    const eleven = new Date(Date.now() - 11 * 60_000).toISOString()
    for (const doc of stored.docs.slice(0, 1)) {
      await t.payload.db.updateOne({ collection: 'enquiries', id: doc.id, data: { createdAt: eleven } })
    }
    expect((await submit.submitEnquiry(t.payload, valid, { clientKey: '198.51.100.7', channel: 'form' })).kind).toBe(
      'stored',
    )
  })

  it('accepts and silently drops a submission that filled the hidden trap field', async () => {
    const response = await post(JSON.stringify({ ...valid, website: 'http://spam.example' }))
    expect(response.status).toBe(201)
    expect((await t.payload.count({ collection: 'enquiries', overrideAccess: true })).totalDocs).toBe(0)
  })
})

describe('access', () => {
  it('lets no visitor read or create enquiries through Payload', async () => {
    await post(JSON.stringify(valid))
    await expect(t.payload.find({ collection: 'enquiries', overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(
      t.payload.create({
        collection: 'enquiries',
        overrideAccess: false,
        data: {
          firstName: 'Spam',
          lastName: 'Bot',
          phone: '0803 123 4567',
          email: 'x@example.com',
          existingCustomer: 'no',
          message: 'spam',
          consentedAt: new Date().toISOString(),
          consentVersion: 'x',
          mailStatus: 'pending',
        },
      }),
    ).rejects.toThrow(/not allowed/i)
  })

  it('lets staff mark an enquiry handled, but not change what the visitor wrote', async () => {
    const staff = await t.payload.create({
      collection: 'users',
      data: { email: `editor-${Date.now()}@redwoodlife.example`, password: 'a-long-test-password' },
      overrideAccess: true,
    })
    const { id } = (await (await post(JSON.stringify(valid))).json()) as { id: number }
    const updated = await t.payload.update({
      collection: 'enquiries',
      id,
      overrideAccess: false,
      user: staff,
      data: { handled: true, firstName: 'Changed', mailStatus: 'sent' },
    })
    expect(updated.handled).toBe(true)
    expect(updated.handledAt).toBeTruthy()
    expect(typeof updated.handledBy === 'object' ? updated.handledBy?.id : updated.handledBy).toBe(staff.id)
    expect(updated.firstName).toBe('Adébáyọ̀')
    expect(updated.mailStatus).toBe('pending')
  })

  it('exports CSV for staff only, with the list’s filters and safe escaping', async () => {
    const { exportEnquiriesEndpoint } = await import('@/lib/enquiries/export')
    const staff = (await t.payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]
    await post(JSON.stringify({ ...valid, message: 'Call me, "please"\nafter 2pm', lastname: '=HYPERLINK("x")' }))
    await post(JSON.stringify({ ...valid, customer: 'no', firstname: 'Ngozi' }))
    const call = (user: unknown, query: Record<string, unknown> = {}) =>
      exportEnquiriesEndpoint.handler({ user, payload: t.payload, query } as unknown as PayloadRequest)

    expect((await call(null)).status).toBe(403)

    const all = await call(staff)
    expect(all.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(all.headers.get('content-disposition')).toMatch(/attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"/)
    const csv = await all.text()
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[0]).toMatch(/^Reference,Received \(Lagos time\),Existing customer,First name,Surname,Phone,Email,Message,/)
    expect(csv).toContain('"Call me, ""please""\nafter 2pm"')
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    expect(lines.filter((l) => l.includes('0803 123 4567'))).toHaveLength(2)

    const filtered = await (await call(staff, { where: { existingCustomer: { equals: 'no' } } })).text()
    expect(filtered).toContain('Ngozi')
    expect(filtered).not.toContain('HYPERLINK')
  })

  it('gives every enquiry its own reference, which staff can search for in the list and the export', async () => {
    const { exportEnquiriesEndpoint } = await import('@/lib/enquiries/export')
    const staff = (await t.payload.find({ collection: 'users', limit: 1, overrideAccess: true })).docs[0]
    const sent = await Promise.all([post(JSON.stringify(valid)), post(JSON.stringify({ ...valid, firstname: 'Ngozi' }))])
    const [first, second] = (await Promise.all(sent.map((r) => r.json()))) as { id: number; reference: string }[]
    expect(first?.reference).toMatch(/^RL-ENQ-\d{4}-\d{6}$/)
    expect(second?.reference).toMatch(/^RL-ENQ-\d{4}-\d{6}$/)
    expect(first?.reference).not.toBe(second?.reference)

    // The admin list's search box searches the reference (listSearchableFields).
    const { Enquiries } = await import('@/collections/Enquiries')
    expect(Enquiries.admin?.listSearchableFields).toContain('reference')
    const found = await t.payload.find({ collection: 'enquiries', where: { reference: { like: second?.reference } }, overrideAccess: false, user: staff })
    expect(found.docs.map((d) => d.firstName)).toEqual(['Ngozi'])

    const csv = await (
      await exportEnquiriesEndpoint.handler({ user: staff, payload: t.payload, query: { search: second?.reference } } as unknown as PayloadRequest)
    ).text()
    const rows = csv.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(rows).toHaveLength(2)
    expect(rows[1]?.startsWith(`${second?.reference},`)).toBe(true)

    // It is a fact of the enquiry: staff cannot change it.
    const updated = await t.payload.update({
      collection: 'enquiries',
      id: second!.id,
      overrideAccess: false,
      user: staff,
      data: { reference: 'RL-ENQ-2026-999999', handled: true },
    })
    expect(updated.reference).toBe(second?.reference)
  })
})
