import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ClaimValues } from '@/lib/schemas/claim'

import { rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'

/**
 * A claim's documents: each file sent ticks off the line it was sent for, staff marking a file
 * unreadable puts the line back with the reason (recorded in the claim's history, told to the claimant
 * through the outbox), staff open the files from the claim, and nobody else can.
 */
let t: TestPayload
let submit: typeof import('@/lib/claims/submit')
let track: typeof import('@/lib/claims/track')
let checklist: typeof import('@/lib/claims/checklist')
let documentsRoute: typeof import('@/app/(site)/api/claim-documents/route')
let photo: Uint8Array

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

const CERTIFICATE = 'Certified copy of the death certificate'
const ID = 'Valid ID of each claimant'
const STATEMENT = 'Recent bank statement of the account to be paid'
const PROBATE = 'Letters of administration or probate (only if no beneficiary was named)'

let clientCounter = 0
async function start(payload: Payload) {
  const items = checklist.checklistItems(await payload.findGlobal({ slug: 'claim-forms', depth: 0 }), 'death')
  const outcome = await submit.startClaim(payload, claimant, { clientKey: `10.8.0.${++clientCounter}`, checklist: items })
  if (outcome.kind !== 'stored') throw new Error(`not stored: ${JSON.stringify(outcome)}`)
  return { ...outcome, key: submit.receiptKey(outcome.reference) }
}

/** Sends a file through the receipt's plain form, as a claimant without JavaScript does. */
async function send(claim: { reference: string; key: string }, document: string, name = 'photo.png') {
  const form = new FormData()
  form.set('document', document)
  form.set('file', new File([Buffer.from(photo)], name, { type: 'image/png' }))
  const query = new URLSearchParams({ ref: claim.reference, key: claim.key })
  const answer = await documentsRoute.POST(new Request(`http://localhost/api/claim-documents?${query}`, { method: 'POST', body: form }))
  expect(answer.headers.get('location')).toMatch(/&sent=1$/)
}

async function filesOf(id: number) {
  return (await t.payload.find({ collection: 'claim-files', where: { claim: { equals: id } }, overrideAccess: true, depth: 0, sort: 'createdAt' })).docs
}

let staffCounter = 0
async function staffUser() {
  const email = `claims-reviewer-${++staffCounter}@example.com`
  const password = 'a long test password 12'
  const doc = await t.payload.create({ collection: 'users', data: { email, password, roles: ['claims_officer'] }, overrideAccess: true })
  return { user: { ...doc, collection: 'users' as const }, email, password }
}

async function staffToken(email: string, password: string): Promise<string> {
  const login = await rest('POST', '/api/users/login', { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  expect(login.status).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** The message a refused save gives its field (Payload's ValidationError carries one per field). */
async function fieldMessage(save: Promise<unknown>): Promise<string> {
  const error: unknown = await save.then(
    () => null,
    (e: unknown) => e,
  )
  const errors = (error as { data?: { errors?: { message: string }[] } } | null)?.data?.errors ?? []
  return errors.map((e) => e.message).join(' | ') || 'saved'
}

const dayInLagos = (iso: string) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', dateStyle: 'long' }).format(new Date(iso))

beforeAll(async () => {
  t = await startPayload()
  submit = await import('@/lib/claims/submit')
  track = await import('@/lib/claims/track')
  checklist = await import('@/lib/claims/checklist')
  documentsRoute = await import('@/app/(site)/api/claim-documents/route')
  const sharp = (await import('sharp')).default
  photo = new Uint8Array(await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } }).png().toBuffer())
})

afterAll(async () => {
  await t?.close()
})

describe('documents sent are ticked off', () => {
  it('shows each line received with its date once a file arrives for it, and the rest still needed', async () => {
    const claim = await start(t.payload)
    await send(claim, CERTIFICATE, 'certificate.png')
    await send(claim, ID, 'id.png')
    await send(claim, STATEMENT, 'statement.png')
    const shown = await track.trackedClaim(t.payload, claim.reference)
    const files = await filesOf(claim.id)
    expect(shown?.documents?.items).toEqual([
      { document: CERTIFICATE, state: 'received', receivedAt: files[0]?.createdAt },
      { document: ID, state: 'received', receivedAt: files[1]?.createdAt },
      { document: STATEMENT, state: 'received', receivedAt: files[2]?.createdAt },
      { document: PROBATE, state: 'needed', unreadable: null },
    ])
    expect(shown?.documents?.complete).toBe(false)
    // Each file is filed under the row of the claim's list, not only its words.
    const stored = await t.payload.findByID({ collection: 'online-claims', id: claim.id, overrideAccess: true, depth: 0 })
    expect(files.map((f) => f.checklistItem)).toEqual((stored.missingDocuments ?? []).slice(0, 3).map((m) => m.id))
    // The receipt sends the claimant back to the page that takes documents.
    expect(shown?.sendDocumentsHref).toBe(`/claims/start/received?ref=${claim.reference}&key=${claim.key}`)
  })

  it('keeps the tick when staff reword the line, and lists a file for "something else" apart', async () => {
    const claim = await start(t.payload)
    await send(claim, CERTIFICATE)
    await send(claim, 'Something else')
    const stored = await t.payload.findByID({ collection: 'online-claims', id: claim.id, overrideAccess: true, depth: 0 })
    const rows = (stored.missingDocuments ?? []).map((m) => (m.document === CERTIFICATE ? { ...m, document: 'Death certificate (certified copy)' } : m))
    await t.payload.update({ collection: 'online-claims', id: claim.id, data: { missingDocuments: rows }, overrideAccess: true })
    const shown = await track.trackedClaim(t.payload, claim.reference)
    expect(shown?.documents?.items[0]).toMatchObject({ document: 'Death certificate (certified copy)', state: 'received' })
    expect(shown?.documents?.others.map((o) => o.document)).toEqual(['Something else'])
  })
})

describe('staff mark a file unreadable', () => {
  it('needs a reason, puts the line back with it, records it in the history and tells the claimant once', async () => {
    const claim = await start(t.payload)
    await send(claim, CERTIFICATE)
    await send(claim, ID)
    const [certificate] = await filesOf(claim.id)
    const { user } = await staffUser()
    const mark = (data: { review: 'received' | 'unreadable'; unreadableReason?: string }) =>
      t.payload.update({ collection: 'claim-files', id: certificate!.id, data, user, overrideAccess: false })

    expect(await fieldMessage(mark({ review: 'unreadable', unreadableReason: '  ' }))).toMatch(/^Say why, in a few plain words: the claimant reads it/)
    expect(await fieldMessage(mark({ review: 'unreadable', unreadableReason: 'x'.repeat(201) }))).toBe('Keep it to 200 characters: it goes into an SMS.')
    await mark({ review: 'unreadable', unreadableReason: 'The photo is blurred.' })
    // Saving again without a new mark records and sends nothing more.
    await mark({ review: 'unreadable', unreadableReason: 'The photo is blurred.' })

    const shown = await track.trackedClaim(t.payload, claim.reference)
    expect(shown?.documents?.items[0]).toMatchObject({ document: CERTIFICATE, state: 'needed', unreadable: { reason: 'The photo is blurred.' } })
    expect(shown?.documents?.items[1]).toMatchObject({ document: ID, state: 'received' })
    // The steps still show when the claim was received, not when the file was marked.
    expect(shown?.timeline.map((s) => s.state)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming'])

    const file = await t.payload.findByID({ collection: 'claim-files', id: certificate!.id, overrideAccess: true, depth: 0 })
    expect(file.reviewedBy).toBe(user.id)
    expect(file.reviewedAt).toBeTruthy()
    const stored = await t.payload.findByID({ collection: 'online-claims', id: claim.id, overrideAccess: true, depth: 0 })
    expect(stored.status).toBe('received')
    expect(stored.history?.map((h) => [h.event, h.status, h.by ?? null, h.file ?? null, h.note ?? null])).toEqual([
      ['status', 'received', null, null, null],
      [
        'file-unreadable',
        'received',
        user.id,
        certificate!.id,
        'We could not read your certified copy of the death certificate: the photo is blurred. Please send it again.',
      ],
    ])

    const queued = await t.payload.find({ collection: 'outbox-messages', where: { key: { contains: `file-${certificate!.id}-` } }, overrideAccess: true, sort: 'id' })
    expect(queued.docs.map((m) => [m.key, m.channel, m.to])).toEqual([
      [`claim:${claim.id}:file-${certificate!.id}-unreadable:1:sms`, 'sms', '2348031234567'],
      [`claim:${claim.id}:file-${certificate!.id}-unreadable:1:email`, 'email', 'ngozi.okafor@example.com'],
    ])
    expect(queued.docs[0]?.text).toContain('We could not read your certified copy of the death certificate: the photo is blurred. Please send it again.')

    // A mark made by mistake is undone: the line is received again, recorded, and nobody is messaged.
    await mark({ review: 'received' })
    expect((await track.trackedClaim(t.payload, claim.reference))?.documents?.items[0]).toMatchObject({ state: 'received' })
    const after = await t.payload.findByID({ collection: 'online-claims', id: claim.id, overrideAccess: true, depth: 0 })
    expect(after.history?.at(-1)).toMatchObject({ event: 'file-readable', by: user.id, note: `${CERTIFICATE}: marked readable again` })
    const cleared = await t.payload.findByID({ collection: 'claim-files', id: certificate!.id, overrideAccess: true, depth: 0 })
    expect(cleared.unreadableReason ?? null).toBeNull()
    expect((await t.payload.count({ collection: 'outbox-messages', where: { key: { contains: `file-${certificate!.id}-` } }, overrideAccess: true })).totalDocs).toBe(2)
  })

  it('a new file for the line ticks it off again', async () => {
    const claim = await start(t.payload)
    await send(claim, CERTIFICATE)
    const [first] = await filesOf(claim.id)
    await t.payload.update({ collection: 'claim-files', id: first!.id, data: { review: 'unreadable', unreadableReason: 'cut off at the bottom' }, overrideAccess: true })
    expect((await track.trackedClaim(t.payload, claim.reference))?.documents?.items[0]?.state).toBe('needed')
    await send(claim, CERTIFICATE, 'again.png')
    const [, second] = await filesOf(claim.id)
    expect((await track.trackedClaim(t.payload, claim.reference))?.documents?.items[0]).toEqual({
      document: CERTIFICATE,
      state: 'received',
      receivedAt: second?.createdAt,
    })
  })

  it('staff cannot rewrite what the claimant sent, nor who marked it', async () => {
    const claim = await start(t.payload)
    await send(claim, CERTIFICATE)
    const [file] = await filesOf(claim.id)
    const { user } = await staffUser()
    await t.payload.update({
      collection: 'claim-files',
      id: file!.id,
      data: { document: 'Something else', originalName: 'x.png', checklistItem: 'nope', reviewedBy: null, reviewedAt: '2020-01-01T00:00:00.000Z' },
      user,
      overrideAccess: false,
    })
    const after = await t.payload.findByID({ collection: 'claim-files', id: file!.id, overrideAccess: true, depth: 0 })
    expect([after.document, after.originalName, after.checklistItem, after.reviewedAt ?? null]).toEqual([CERTIFICATE, 'photo.png', file!.checklistItem, null])
  })
})

describe('the claims promise', () => {
  it('is counted with the CMS setting on the tracking page and in the messages, and the setting takes only a number of days', async () => {
    const page = await t.payload.findGlobal({ slug: 'claims-promise', depth: 0 })
    const promise = page.processingPromise
    expect(
      await fieldMessage(t.payload.updateGlobal({ slug: 'claims-promise', data: { processingPromise: { ...promise, figure: 'two weeks' } }, overrideAccess: true })),
    ).toBe('Enter the number of days as a whole number, like 14')
    await t.payload.updateGlobal({ slug: 'claims-promise', data: { processingPromise: { ...promise, figure: '10' } }, overrideAccess: true })
    try {
      const claim = await start(t.payload)
      const received = await t.payload.find({ collection: 'outbox-messages', where: { key: { equals: `claim:${claim.id}:received:1:email` } }, overrideAccess: true })
      expect(received.docs[0]?.text).toContain('Once we have every document, we decide within 10 days.')
      await t.payload.update({ collection: 'online-claims', id: claim.id, data: { status: 'documents-complete' }, overrideAccess: true })
      const shown = await track.trackedClaim(t.payload, claim.reference)
      const stored = await t.payload.findByID({ collection: 'online-claims', id: claim.id, overrideAccess: true, depth: 0 })
      expect(shown?.promiseDays).toBe(10)
      expect(Date.parse(shown?.promiseDate ?? '') - Date.parse(stored.documentsCompleteAt ?? '')).toBe(10 * 24 * 60 * 60 * 1000)
      const complete = await t.payload.find({ collection: 'outbox-messages', where: { key: { equals: `claim:${claim.id}:documents-complete:1:sms` } }, overrideAccess: true })
      expect(complete.docs[0]?.text).toContain(`We will decide by`)
      expect(complete.docs[0]?.text).toContain(dayInLagos(shown?.promiseDate ?? '').replace(/^0/, ''))
    } finally {
      await t.payload.updateGlobal({ slug: 'claims-promise', data: { processingPromise: promise }, overrideAccess: true })
    }
  })
})

describe('opening the files', () => {
  it('lists them on the claim for staff and serves each only to signed-in staff', async () => {
    const claim = await start(t.payload)
    await send(claim, CERTIFICATE, 'certificate.png')
    const [file] = await filesOf(claim.id)
    const url = `/api/claim-files/file/${file?.filename}`

    // Signed out: no claim, no list, no file, no way to mark one.
    expect((await rest('GET', url)).status).toBe(403)
    expect((await rest('GET', `/api/claim-files/${file?.id}`)).status).toBe(403)
    expect((await rest('GET', `/api/online-claims/${claim.id}`)).status).toBe(403)
    const patched = await rest('PATCH', `/api/claim-files/${file?.id}`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ review: 'unreadable', unreadableReason: 'x' }) })
    expect(patched.status).toBe(403)
    // A forged token is no better than none.
    expect((await rest('GET', url, { headers: { authorization: 'JWT not.a.token' } })).status).toBe(403)

    const { email, password } = await staffUser()
    const auth = { authorization: `JWT ${await staffToken(email, password)}` }
    const opened = await rest('GET', url, { headers: auth })
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await opened.arrayBuffer()).equals(Buffer.from(photo))).toBe(true)

    const record = await rest('GET', `/api/online-claims/${claim.id}?depth=0`, { headers: auth })
    const files = ((await record.json()) as { files?: { docs: unknown[] } }).files
    expect(files?.docs).toEqual([file?.id])
  })
})

describe('claims officers tick documents off', () => {
  it('stamps each tick, records it in the history, shows it on the tracker, and completes the documents when every line is ticked', async () => {
    const claim = await start(t.payload)
    await send(claim, CERTIFICATE, 'certificate.png')
    const { user } = await staffUser()
    const rowsOf = async () => (await t.payload.findByID({ collection: 'online-claims', id: claim.id, overrideAccess: true, depth: 0 })).missingDocuments ?? []
    const tick = async (documents: string[]) =>
      t.payload.update({
        collection: 'online-claims',
        id: claim.id,
        data: { missingDocuments: (await rowsOf()).map((r) => (documents.includes(r.document) ? { ...r, checked: true } : r)) },
        user,
        overrideAccess: false,
      })

    // Three of four: the claim stays at "Received"; the certificate (a file) and the ID (sent by post) are ticked off.
    await tick([CERTIFICATE, ID, STATEMENT])
    let stored = await t.payload.findByID({ collection: 'online-claims', id: claim.id, overrideAccess: true, depth: 0 })
    expect(stored.status).toBe('received')
    expect(stored.missingDocuments?.map((r) => [r.checked, r.checkedBy ?? null, Boolean(r.checkedAt)])).toEqual([
      [true, user.id, true],
      [true, user.id, true],
      [true, user.id, true],
      [false, null, false],
    ])
    expect(stored.history?.slice(1).map((h) => [h.event, h.by, h.note])).toEqual([
      ['document-checked', user.id, `${CERTIFICATE}: ticked off as received and checked`],
      ['document-checked', user.id, `${ID}: ticked off as received and checked`],
      ['document-checked', user.id, `${STATEMENT}: ticked off as received and checked`],
    ])
    const shown = await track.trackedClaim(t.payload, claim.reference)
    const [certificate] = await filesOf(claim.id)
    expect(shown?.documents?.items[0]).toMatchObject({ state: 'received', receivedAt: certificate?.createdAt, checkedAt: stored.missingDocuments?.[0]?.checkedAt })
    expect(shown?.documents?.items[1]).toMatchObject({ state: 'received', receivedAt: stored.missingDocuments?.[1]?.checkedAt })
    expect(shown?.documents?.items[3]).toMatchObject({ state: 'needed' })

    // What the claim's page in the admin lists, read with the officer's own access.
    const { loadClaimDocumentsView } = await import('@/lib/claims/documents.server')
    const view = await loadClaimDocumentsView(t.payload, stored, user)
    expect(view.files).toEqual([
      expect.objectContaining({ document: CERTIFICATE, originalName: 'certificate.png', size: '1 KB', review: 'Can be read (ticked off)', url: `/api/claim-files/file/${certificate?.filename}` }),
    ])
    expect(view.lines.map((l) => [l.received, l.done])).toEqual([
      [`File received ${dayInLagos(certificate!.createdAt)}`, true],
      ['No file: ticked off by staff', true],
      ['No file: ticked off by staff', true],
      ['No file yet', false],
    ])
    expect(view.summary).toBe('3 of 4 documents received; 3 ticked off as checked. Tick each one off below once you have read it.')
    // Another role sees none of the files.
    const other = await t.payload.create({ collection: 'users', data: { email: `editor-${staffCounter}@example.com`, password: 'a long test password 12', roles: ['editor'] }, overrideAccess: true })
    expect((await loadClaimDocumentsView(t.payload, stored, { ...other, collection: 'users' })).files).toEqual([])

    // The last tick: "Documents complete", recorded under the officer, and the claimant is told.
    await tick([PROBATE])
    stored = await t.payload.findByID({ collection: 'online-claims', id: claim.id, overrideAccess: true, depth: 0 })
    expect(stored.status).toBe('documents-complete')
    expect(stored.documentsCompleteAt).toBeTruthy()
    expect(stored.history?.slice(-2).map((h) => [h.event, h.status, h.by])).toEqual([
      ['document-checked', 'received', user.id],
      ['status', 'documents-complete', user.id],
    ])
    const told = await t.payload.find({ collection: 'outbox-messages', where: { key: { like: `claim:${claim.id}:documents-complete:` } }, overrideAccess: true })
    expect(told.docs.map((m) => m.channel).sort()).toEqual(['email', 'sms'])
    expect((await track.trackedClaim(t.payload, claim.reference))?.promiseDate).toBeTruthy()

    // A file marked unreadable takes its line's tick off; the mark is the history's one row for it.
    await t.payload.update({ collection: 'claim-files', id: certificate!.id, data: { review: 'unreadable', unreadableReason: 'The photo is blurred' }, user, overrideAccess: false })
    stored = await t.payload.findByID({ collection: 'online-claims', id: claim.id, overrideAccess: true, depth: 0 })
    expect(stored.missingDocuments?.[0]).toMatchObject({ checked: false, checkedAt: null })
    expect(stored.history?.at(-1)).toMatchObject({ event: 'file-unreadable', by: user.id })
    expect(stored.history?.filter((h) => h.event === 'document-unchecked')).toEqual([])
    expect((await track.trackedClaim(t.payload, claim.reference))?.documents?.items[0]).toMatchObject({ state: 'needed' })

    // Taking a tick off by hand is recorded too.
    await t.payload.update({
      collection: 'online-claims',
      id: claim.id,
      data: { missingDocuments: (await rowsOf()).map((r) => (r.document === ID ? { ...r, checked: false } : r)) },
      user,
      overrideAccess: false,
    })
    stored = await t.payload.findByID({ collection: 'online-claims', id: claim.id, overrideAccess: true, depth: 0 })
    expect(stored.history?.at(-1)).toMatchObject({ event: 'document-unchecked', by: user.id, note: `${ID}: tick taken off, needed again` })
  })
})
