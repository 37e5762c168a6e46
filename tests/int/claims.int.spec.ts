import http from 'node:http'
import type { AddressInfo } from 'node:net'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ClaimValues } from '@/lib/schemas/claim'

import { graphql, rest } from './api-client'
import { TestSmtpServer } from './enquiries-smtp'
import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
let submit: typeof import('@/lib/claims/submit')
let track: typeof import('@/lib/claims/track')
let checklist: typeof import('@/lib/claims/checklist')
let outbox: typeof import('@/lib/outbox')
let smtp: TestSmtpServer
/** The SMS provider's send API (outside the product), on loopback: records each text it is given. */
const smsReceived: { to: string; sms: string }[] = []
const smsApi = http.createServer((req, res) => {
  let body = ''
  req.on('data', (c: Buffer) => (body += c.toString()))
  req.on('end', () => {
    smsReceived.push(JSON.parse(body) as { to: string; sms: string })
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"message_id":"1","message":"Successfully Sent"}')
  })
})

const claimant: ClaimValues = {
  claimType: 'death',
  policyKnown: 'yes',
  policyNumber: 'RL/FEP/00031337',
  policyholderName: '',
  policyholderBirthDate: '',
  deceasedName: 'Emeka Okafor',
  dateOfDeath: '02/11/2026',
  causeOfDeath: 'natural',
  firstName: 'Ngozi',
  lastName: 'Okafor',
  relationship: 'spouse',
  bank: '058',
  accountNumber: '0123456785',
  phone: '0803 123 4567',
  email: 'ngozi.okafor@example.com',
  consent: true,
}

let clientCounter = 0
const nextClient = () => `10.9.0.${++clientCounter}`

async function deathChecklist(payload: Payload) {
  return checklist.checklistItems(await payload.findGlobal({ slug: 'claim-forms', depth: 0 }), 'death')
}

async function start(values: ClaimValues = claimant, client = nextClient()) {
  const outcome = await submit.startClaim(t.payload, values, { clientKey: client, checklist: await deathChecklist(t.payload) })
  if (outcome.kind !== 'stored') throw new Error(`not stored: ${JSON.stringify(outcome)}`)
  return outcome
}

beforeAll(async () => {
  t = await startPayload()
  submit = await import('@/lib/claims/submit')
  track = await import('@/lib/claims/track')
  checklist = await import('@/lib/claims/checklist')
  outbox = await import('@/lib/outbox')
  const mail = await import('@/lib/mail')
  const sms = await import('@/lib/sms')
  smtp = new TestSmtpServer()
  await smtp.start()
  await new Promise<void>((resolve) => smsApi.listen(0, '127.0.0.1', resolve))
  const smsUrl = `http://127.0.0.1:${(smsApi.address() as AddressInfo).port}/api/sms/send`
  // The test drives the outbox itself, against the test SMTP server and the stand-in SMS API.
  outbox.configureOutbox({
    auto: false,
    mailer: mail.createSmtpMailer(smtp.url),
    sms: sms.createHttpSmsProvider({ url: smsUrl, apiKey: 'test-key', senderId: 'RedwoodLife', timeoutMs: 2000 }),
    from: 'Redwood Life website <website@redwoodlife.example>',
    retryDelaysMs: [20, 40, 80],
  })
})

afterAll(async () => {
  await outbox?.stopOutbox()
  await smtp?.stop()
  smsApi.closeAllConnections()
  await new Promise((resolve) => smsApi.close(resolve))
  await t?.close()
})

describe('starting a claim', () => {
  it('stores it with a reference made from its id and the CMS checklist as the documents still missing', async () => {
    const items = await deathChecklist(t.payload)
    expect(items.map((i) => i.name)).toContain('Certified copy of the death certificate')
    const { id, reference } = await start()
    const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', year: 'numeric' }).format(new Date())
    expect(reference).toBe(`RL-CLM-${year}-${String(id).padStart(6, '0')}`)
    const doc = await t.payload.findByID({ collection: 'online-claims', id, overrideAccess: true, depth: 0 })
    expect(doc.status).toBe('received')
    expect(doc.missingDocuments?.map((m) => m.document)).toEqual(items.map(checklist.checklistLine))
    expect(doc.history?.map((h) => [h.status, h.by ?? null])).toEqual([['received', null]])
    expect(doc.policyNumber).toBe('RL/FEP/00031337')
  })

  it('stores what a death claim says of the death, and nothing of a death on other claims', async () => {
    const { id } = await start({ ...claimant, deceasedName: '  Emeka   Okafor ', dateOfDeath: '2/11/2026', causeOfDeath: 'accident' })
    const death = await t.payload.findByID({ collection: 'online-claims', id, overrideAccess: true, depth: 0 })
    expect([death.deceasedName, death.dateOfDeath?.slice(0, 10), death.causeOfDeath]).toEqual(['Emeka Okafor', '2026-11-02', 'accident'])
    // Midday UTC, so the day is the same wherever staff open it.
    expect(new Date(death.dateOfDeath ?? '').toISOString()).toBe('2026-11-02T12:00:00.000Z')

    const other = await submit.startClaim(
      t.payload,
      { ...claimant, claimType: 'hospital-cash', deceasedName: 'Someone', dateOfDeath: '01/01/2020', causeOfDeath: 'natural' },
      { clientKey: nextClient(), checklist: [] },
    )
    if (other.kind !== 'stored') throw new Error(`not stored: ${JSON.stringify(other)}`)
    const hospital = await t.payload.findByID({ collection: 'online-claims', id: other.id, overrideAccess: true, depth: 0 })
    expect([hospital.deceasedName ?? null, hospital.dateOfDeath ?? null, hospital.causeOfDeath ?? null]).toEqual([null, null, null])
  })

  it('refuses a death claim without the death details, with a message for each, and stores nothing', async () => {
    const before = await t.payload.count({ collection: 'online-claims', overrideAccess: true })
    const outcome = await submit.startClaim(t.payload, { ...claimant, deceasedName: '', dateOfDeath: '31/02/2026', causeOfDeath: '' }, { clientKey: nextClient(), checklist: [] })
    expect(outcome.kind === 'invalid' && Object.keys(outcome.errors).sort()).toEqual(['causeOfDeath', 'dateOfDeath', 'deceasedName'])
    expect(await t.payload.count({ collection: 'online-claims', overrideAccess: true })).toEqual(before)
  })

  it('gives claims made at the same moment different references', async () => {
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => start()))
    const references = outcomes.map((o) => o.reference)
    expect(new Set(references).size).toBe(references.length)
  })

  it('answers invalid input with a message per field and stores nothing', async () => {
    const before = await t.payload.count({ collection: 'online-claims', overrideAccess: true })
    const outcome = await submit.startClaim(t.payload, { ...claimant, accountNumber: '0123456784', phone: 'x' }, { clientKey: nextClient(), checklist: [] })
    expect(outcome.kind === 'invalid' && Object.keys(outcome.errors).sort()).toEqual(['accountNumber', 'phone'])
    expect(await t.payload.count({ collection: 'online-claims', overrideAccess: true })).toEqual(before)
  })

  it('limits how many claims one connection starts in an hour', async () => {
    const client = nextClient()
    for (let i = 0; i < submit.START_LIMIT.limit; i++) await start(claimant, client)
    const outcome = await submit.startClaim(t.payload, claimant, { clientKey: client, checklist: [] })
    expect(outcome.kind).toBe('rate-limited')
    expect((await submit.startClaim(t.payload, claimant, { clientKey: nextClient(), checklist: [] })).kind).toBe('stored')
  })

  it('opens the receipt only with its own key', async () => {
    const { reference } = await start()
    expect(submit.receiptKeyMatches(reference, submit.receiptKey(reference))).toBe(true)
    expect(submit.receiptKeyMatches(reference, submit.receiptKey('RL-CLM-2026-000001'))).toBe(false)
    expect(submit.receiptKeyMatches(reference, '')).toBe(false)
  })
})

describe('staff moving a claim along', () => {
  it('records each change with its time and the staff member, and stamps documents complete and paid', async () => {
    const { id } = await start()
    const staff = await t.payload.create({
      collection: 'users',
      data: { email: 'claims-officer@example.com', password: 'a long test password 12', name: 'Claims Officer', roles: ['claims_officer'] },
      overrideAccess: true,
    })
    const user = { ...staff, collection: 'users' as const }
    for (const status of ['documents-complete', 'assessing', 'approved', 'paid'] as const) {
      await t.payload.update({ collection: 'online-claims', id, data: { status }, user, overrideAccess: false })
    }
    const doc = await t.payload.findByID({ collection: 'online-claims', id, overrideAccess: true, depth: 0 })
    expect(doc.history?.map((h) => [h.status, h.by])).toEqual([
      ['received', null],
      ['documents-complete', staff.id],
      ['assessing', staff.id],
      ['approved', staff.id],
      ['paid', staff.id],
    ])
    expect(doc.documentsCompleteAt).toBe(doc.history?.[1]?.at)
    expect(doc.paidAt).toBe(doc.history?.[4]?.at)
    // A save that leaves the status alone adds nothing.
    await t.payload.update({ collection: 'online-claims', id, data: { missingDocuments: [] }, user, overrideAccess: false })
    const again = await t.payload.findByID({ collection: 'online-claims', id, overrideAccess: true, depth: 0 })
    expect(again.history).toHaveLength(5)
  })

  it('refuses to decline a claim without a reason, and staff cannot rewrite what the claimant sent', async () => {
    const { id } = await start()
    await expect(t.payload.update({ collection: 'online-claims', id, data: { status: 'declined' }, overrideAccess: true })).rejects.toThrow(
      /reason/i,
    )
    const staff = await t.payload.create({
      collection: 'users',
      data: { email: 'claims-officer-2@example.com', password: 'a long test password 12', roles: ['claims_officer'] },
      overrideAccess: true,
    })
    await t.payload.update({
      collection: 'online-claims',
      id,
      data: { accountNumber: '9999999999', status: 'declined', declineReason: 'The policy had lapsed before the date of death.' },
      user: { ...staff, collection: 'users' },
      overrideAccess: false,
    })
    const doc = await t.payload.findByID({ collection: 'online-claims', id, overrideAccess: true, depth: 0 })
    expect([doc.status, doc.accountNumber]).toEqual(['declined', '0123456785'])
  })
})

describe('access from outside', () => {
  it('gives the public no claims and no lookups through REST or GraphQL', async () => {
    await start()
    for (const path of ['/api/online-claims', '/api/claim-lookups']) {
      const response = await rest('GET', path)
      const body = (await response.json()) as { docs?: unknown[] }
      expect({ path, status: response.status, docs: body.docs ?? [] }).toEqual({ path, status: 403, docs: [] })
    }
    const created = await rest('POST', '/api/online-claims', {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...claimant, claimType: 'death' }),
    })
    expect(created.status).toBe(403)
    const gql = await graphql(JSON.stringify({ query: '{ OnlineClaims { docs { reference phone } } }' }))
    const text = await gql.text()
    expect(text).not.toContain('0803')
    expect(text).toMatch(/not allowed|forbidden|errors/i)
  })
})

describe('tracking', () => {
  it('finds a claim by reference with the phone in any layout or the email, and nothing else', async () => {
    const { reference } = await start()
    const lookup = (input: { reference: string; contact: string }) => track.lookupClaim(t.payload, input, { clientKey: nextClient() })
    expect(await lookup({ reference: reference.toLowerCase(), contact: '+234 803 123 4567' })).toEqual({ kind: 'found', reference })
    expect(await lookup({ reference, contact: 'NGOZI.okafor@example.com' })).toEqual({ kind: 'found', reference })
    expect(await lookup({ reference, contact: '0803 123 4568' })).toEqual({ kind: 'not-found' })
    expect(await lookup({ reference: 'RL-CLM-2026-999999', contact: '0803 123 4567' })).toEqual({ kind: 'not-found' })
    expect(await lookup({ reference: 'nonsense', contact: '' })).toEqual({
      kind: 'invalid',
      errors: { reference: track.TRACK_MESSAGES.reference.invalid, contact: track.TRACK_MESSAGES.contact.required },
    })
  })

  it('shows the first name, status, steps and what is missing, and no other personal data', async () => {
    const { reference } = await start()
    const shown = await track.trackedClaim(t.payload, reference)
    expect(Object.keys(shown ?? {}).sort()).toEqual([
      'declineReason',
      'documents',
      'firstName',
      'promiseDate',
      'promiseDays',
      'reference',
      'sendDocumentsHref',
      'status',
      'timeline',
    ])
    expect(shown?.firstName).toBe('Ngozi')
    expect(shown?.status).toBe('received')
    expect(shown?.documents?.items.filter((i) => i.state === 'needed').length).toBeGreaterThan(0)
    expect(JSON.stringify(shown)).not.toMatch(/Okafor|0803|example\.com|0123456785|RL\/FEP/)
  })

  it('shows the promise date 14 days after documents complete', async () => {
    const { id, reference } = await start()
    await t.payload.update({ collection: 'online-claims', id, data: { status: 'documents-complete' }, overrideAccess: true })
    const doc = await t.payload.findByID({ collection: 'online-claims', id, overrideAccess: true, depth: 0 })
    const shown = await track.trackedClaim(t.payload, reference)
    expect(Date.parse(shown?.promiseDate ?? '') - Date.parse(doc.documentsCompleteAt ?? '')).toBe(14 * 24 * 60 * 60 * 1000)
    expect(shown?.promiseDays).toBe(14)
  })

  it('limits lookups per connection, found or not', async () => {
    const { reference } = await start()
    const client = nextClient()
    for (let i = 0; i < track.TRACK_LIMIT.limit; i++) {
      await track.lookupClaim(t.payload, { reference: 'RL-CLM-2026-999999', contact: '0803 000 0000' }, { clientKey: client })
    }
    const blocked = await track.lookupClaim(t.payload, { reference, contact: '0803 123 4567' }, { clientKey: client })
    expect(blocked.kind).toBe('rate-limited')
    expect((await track.lookupClaim(t.payload, { reference, contact: '0803 123 4567' }, { clientKey: nextClient() })).kind).toBe('found')
  })

  it('limits wrong answers per reference across connections, so many addresses cannot guess one claim\'s phone', async () => {
    const { reference } = await start()
    const other = await start()
    // Ten wrong phone numbers for one claim, each from an address of its own.
    for (let i = 0; i < track.TRACK_REFERENCE_LIMIT.limit; i++) {
      const outcome = await track.lookupClaim(t.payload, { reference, contact: `0803 000 00${String(i).padStart(2, '0')}` }, { clientKey: nextClient() })
      expect(outcome.kind).toBe('not-found')
    }
    // The right number from a fresh address is now refused too, with a time to come back...
    const blocked = await track.lookupClaim(t.payload, { reference, contact: '0803 123 4567' }, { clientKey: nextClient() })
    expect(blocked).toMatchObject({ kind: 'rate-limited' })
    expect(blocked.kind === 'rate-limited' && blocked.retryAfterSeconds).toBeGreaterThan(50 * 60)
    // ...and an hour later it is found.
    const later = Date.now() + track.TRACK_REFERENCE_LIMIT.windowMs + 1000
    expect((await track.lookupClaim(t.payload, { reference, contact: '0803 123 4567' }, { clientKey: nextClient(), now: later })).kind).toBe('found')
    // Another claim is not affected, and right answers never count.
    for (let i = 0; i < track.TRACK_REFERENCE_LIMIT.limit + 2; i++) {
      expect((await track.lookupClaim(t.payload, { reference: other.reference, contact: '0803 123 4567' }, { clientKey: nextClient() })).kind).toBe('found')
    }
  })

  it('counts wrong answers for a reference with no claim alike, so the limit does not tell which references exist', async () => {
    const unknown = 'RL-CLM-2026-987650'
    for (let i = 0; i < track.TRACK_REFERENCE_LIMIT.limit; i++) {
      expect((await track.lookupClaim(t.payload, { reference: unknown, contact: '0803 123 4567' }, { clientKey: nextClient() })).kind).toBe('not-found')
    }
    expect((await track.lookupClaim(t.payload, { reference: unknown, contact: '0803 123 4567' }, { clientKey: nextClient() })).kind).toBe('rate-limited')
  })

  it('opens the status page only with an unexpired pass for that reference', () => {
    const pass = track.trackPass('RL-CLM-2026-000123')
    expect(track.readTrackPass(pass)).toBe('RL-CLM-2026-000123')
    expect(track.readTrackPass(pass.replace('000123', '000124'))).toBeNull()
    expect(track.readTrackPass(pass, Date.now() + (track.TRACK_PASS_SECONDS + 1) * 1000)).toBeNull()
    expect(track.readTrackPass('garbage')).toBeNull()
  })
})

describe('claim documents', () => {
  let photo: Uint8Array
  // A real photo-like PNG (noise compresses badly, so it is several chunks long).
  const png = () => photo
  beforeAll(async () => {
    const sharp = (await import('sharp')).default
    photo = new Uint8Array(
      await sharp({ create: { width: 400, height: 400, channels: 3, background: '#888', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
        .png()
        .toBuffer(),
    )
  })
  const b64 = (v: string) => Buffer.from(v).toString('base64')

  async function receipt() {
    const { id, reference } = await start()
    return { id, reference, key: submit.receiptKey(reference) }
  }

  async function filesOf(id: number) {
    const found = await t.payload.find({ collection: 'claim-files', where: { claim: { equals: id } }, overrideAccess: true, depth: 0 })
    return found.docs
  }

  it('takes a plain multipart post, checks the type by content and redirects back to the receipt', async () => {
    const { POST } = await import('@/app/(site)/api/claim-documents/route')
    const { id, reference, key } = await receipt()
    const send = (bytes: Uint8Array, name: string, query = new URLSearchParams({ ref: reference, key })) => {
      const form = new FormData()
      form.set('document', 'Valid ID of each claimant')
      form.set('file', new File([Buffer.from(bytes)], name, { type: 'image/png' }))
      return POST(new Request(`http://localhost/api/claim-documents?${query}`, { method: 'POST', body: form }))
    }
    const ok = await send(png(), 'id-card.png')
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toMatch(/^\/claims\/start\/received\?ref=RL-CLM-\d{4}-\d{6}&key=[^&]+&sent=1$/)
    const stored = await filesOf(id)
    expect(stored.map((f) => [f.mimeType, f.document, f.originalName])).toEqual([['image/png', 'Valid ID of each claimant', 'id-card.png']])
    expect(stored[0]?.filename).toMatch(new RegExp(`^${reference}-[0-9a-f]{12}\\.png$`))

    const script = await send(new TextEncoder().encode('<script>alert(1)</script>'), 'photo.png')
    expect(script.headers.get('location')).toMatch(/&problem=type$/)
    const forged = await send(png(), 'id.png', new URLSearchParams({ ref: reference, key: 'x'.repeat(32) }))
    expect(forged.status).toBe(403)
    expect(await filesOf(id)).toHaveLength(1)
  })

  it('takes a resumable upload in chunks, going on from where it stopped', async () => {
    const route = await import('@/app/(site)/api/claim-uploads/[[...path]]/route')
    const { id, reference, key } = await receipt()
    const file = png()
    const tusHeaders = { 'tus-resumable': '1.0.0' }
    const created = await route.POST(
      new Request('http://localhost/api/claim-uploads', {
        method: 'POST',
        headers: {
          ...tusHeaders,
          'upload-length': String(file.length),
          'upload-metadata': `ref ${b64(reference)},key ${b64(key)},filename ${b64('certificate.png')},document ${b64('Death certificate')}`,
        },
      }),
    )
    expect(created.status).toBe(201)
    const location = created.headers.get('location') ?? ''
    expect(location).toMatch(/^\/api\/claim-uploads\/[0-9a-f]+$/)
    const patch = (offset: number, end: number) =>
      route.PATCH(
        new Request(`http://localhost${location}`, {
          method: 'PATCH',
          headers: { ...tusHeaders, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
          body: Buffer.from(file.subarray(offset, end)),
        }),
      )
    expect((await patch(0, 200_000)).status).toBe(204)
    // The connection dropped here: the browser asks how far the file got, and goes on from there.
    const head = await route.HEAD(new Request(`http://localhost${location}`, { method: 'HEAD', headers: tusHeaders }))
    expect(head.headers.get('upload-offset')).toBe('200000')
    expect(await filesOf(id)).toHaveLength(0)
    expect((await patch(200_000, file.length)).status).toBe(204)
    const stored = await filesOf(id)
    expect(stored.map((f) => [f.mimeType, f.filesize, f.document])).toEqual([['image/png', file.length, 'Death certificate']])
  })

  it('refuses a resumable upload without the receipt key, and a finished one that is no photo or PDF', async () => {
    const route = await import('@/app/(site)/api/claim-uploads/[[...path]]/route')
    const { id, reference, key } = await receipt()
    const start = (k: string, length: number) =>
      route.POST(
        new Request('http://localhost/api/claim-uploads', {
          method: 'POST',
          headers: { 'tus-resumable': '1.0.0', 'upload-length': String(length), 'upload-metadata': `ref ${b64(reference)},key ${b64(k)}` },
        }),
      )
    expect((await start('y'.repeat(32), 10)).status).toBe(403)
    expect((await start(key, 11 * 1024 * 1024)).status).toBe(413)
    const body = new TextEncoder().encode('MZ not a photo')
    const created = await start(key, body.length)
    const finished = await route.PATCH(
      new Request(`http://localhost${created.headers.get('location')}`, {
        method: 'PATCH',
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: Buffer.from(body),
      }),
    )
    expect(finished.status).toBe(422)
    expect(await finished.text()).toMatch(/photo \(JPEG, PNG, WebP or HEIC\) or a PDF/)
    expect(await filesOf(id)).toHaveLength(0)
  })

  it('refuses a photo whose picture cannot be read (cut short) with a message to resend it, by post and by resumable upload', async () => {
    const { POST } = await import('@/app/(site)/api/claim-documents/route')
    const route = await import('@/app/(site)/api/claim-uploads/[[...path]]/route')
    const { id, reference, key } = await receipt()
    // A PNG cut off before its header says how big the picture is; and a JPEG with only its first marker.
    const cutPng = png().subarray(0, 12)
    const cutJpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])
    for (const [bytes, name] of [[cutPng, 'id-card.png'], [cutJpeg, 'photo.jpg']] as const) {
      const form = new FormData()
      form.set('document', 'Valid ID of each claimant')
      form.set('file', new File([Buffer.from(bytes)], name, { type: 'image/jpeg' }))
      const posted = await POST(new Request(`http://localhost/api/claim-documents?${new URLSearchParams({ ref: reference, key })}`, { method: 'POST', body: form }))
      expect(posted.status).toBe(303)
      expect(posted.headers.get('location')).toMatch(/&problem=unreadable$/)
    }
    const created = await route.POST(
      new Request('http://localhost/api/claim-uploads', {
        method: 'POST',
        headers: { 'tus-resumable': '1.0.0', 'upload-length': String(cutJpeg.length), 'upload-metadata': `ref ${b64(reference)},key ${b64(key)}` },
      }),
    )
    const finished = await route.PATCH(
      new Request(`http://localhost${created.headers.get('location')}`, {
        method: 'PATCH',
        headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        body: Buffer.from(cutJpeg),
      }),
    )
    expect(finished.status).toBe(422)
    expect(await finished.text()).toMatch(/could not open this photo/)
    expect(await filesOf(id)).toHaveLength(0)
  })

  it('refuses a file that starts like a photo or a PDF but is something else, by resumable upload and by post, with a plain message', async () => {
    const { POST } = await import('@/app/(site)/api/claim-documents/route')
    const route = await import('@/app/(site)/api/claim-uploads/[[...path]]/route')
    const { id, reference, key } = await receipt()
    const html = Buffer.from('<html><body><script>alert(1)</script>' + 'x'.repeat(400) + '</body></html>')
    const fakeJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]), html])
    const fakePdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), html])
    for (const [bytes, message] of [
      [fakeJpeg, /could not open this photo/],
      [fakePdf, /cannot accept this PDF/],
    ] as const) {
      const created = await route.POST(
        new Request('http://localhost/api/claim-uploads', {
          method: 'POST',
          headers: { 'tus-resumable': '1.0.0', 'upload-length': String(bytes.length), 'upload-metadata': `ref ${b64(reference)},key ${b64(key)}` },
        }),
      )
      const finished = await route.PATCH(
        new Request(`http://localhost${created.headers.get('location')}`, {
          method: 'PATCH',
          headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
          body: bytes,
        }),
      )
      expect(finished.status).toBe(422)
      expect(await finished.text()).toMatch(message)
      const form = new FormData()
      form.set('file', new File([bytes], 'scan'))
      const posted = await POST(new Request(`http://localhost/api/claim-documents?${new URLSearchParams({ ref: reference, key })}`, { method: 'POST', body: form }))
      expect(posted.status).toBe(303)
      expect(posted.headers.get('location')).toMatch(/&problem=(unreadable|active-pdf)$/)
    }
    expect(await filesOf(id)).toHaveLength(0)
  })

  it('keeps the files private: the public can neither list nor open them', async () => {
    const { POST } = await import('@/app/(site)/api/claim-documents/route')
    const { id, reference, key } = await receipt()
    const form = new FormData()
    form.set('file', new File([Buffer.from(png())], 'a.png'))
    await POST(new Request(`http://localhost/api/claim-documents?${new URLSearchParams({ ref: reference, key })}`, { method: 'POST', body: form }))
    const [file] = await filesOf(id)
    expect(file?.filename).toBeTruthy()
    expect((await rest('GET', '/api/claim-files')).status).toBe(403)
    expect((await rest('GET', `/api/claim-files/file/${file?.filename}`)).status).toBe(403)
  })
})

describe('telling the claimant', () => {
  it('sends the new claim and each status change once by SMS and once by email', async () => {
    const { id, reference } = await start()
    const staff = await t.payload.create({
      collection: 'users',
      data: { email: 'claims-officer-3@example.com', password: 'a long test password 12', roles: ['claims_officer'] },
      overrideAccess: true,
    })
    const user = { ...staff, collection: 'users' as const }
    await t.payload.update({ collection: 'online-claims', id, data: { status: 'documents-complete' }, user, overrideAccess: false })
    // Saving again without a new status tells nobody anything.
    await t.payload.update({ collection: 'online-claims', id, data: { status: 'documents-complete', missingDocuments: [] }, user, overrideAccess: false })
    const queued = await t.payload.find({ collection: 'outbox-messages', where: { related: { equals: `online-claims:${id}` } }, overrideAccess: true, sort: 'id' })
    expect(queued.docs.map((m) => m.key)).toEqual([
      `claim:${id}:received:1:sms`,
      `claim:${id}:received:1:email`,
      `claim:${id}:documents-complete:1:sms`,
      `claim:${id}:documents-complete:1:email`,
    ])
    // Only this claim's messages are left to send (the other tests' claims queued theirs too).
    await t.payload.delete({ collection: 'outbox-messages', where: { related: { not_equals: `online-claims:${id}` } }, overrideAccess: true })
    smtp.received.length = 0
    smsReceived.length = 0
    for (let i = 0; i < 3; i++) await outbox.processOutbox(t.payload)
    const mails = smtp.received.filter((m) => m.text.includes(reference))
    const texts = smsReceived.filter((m) => m.sms.includes(reference))
    expect(mails.map((m) => m.to)).toEqual([['ngozi.okafor@example.com'], ['ngozi.okafor@example.com']])
    expect(mails[0]?.text).toContain('Certified copy of the death certificate')
    expect(mails[1]?.text).toMatch(/We have all the documents for claim RL-CLM-\d{4}-\d{6}\. We will decide by \w+day, \d+ \w+ \d{4}\./)
    expect(texts.map((m) => [m.to, m.sms.split(' Details:')[0]])).toEqual([
      ['2348031234567', `Redwood Life: We have received your claim ${reference}.`],
      ['2348031234567', expect.stringMatching(/^Redwood Life: We have all the documents for claim/)],
    ])
  })
})
