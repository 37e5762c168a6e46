import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ClaimValues } from '@/lib/schemas/claim'

import { graphql, rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'

let t: TestPayload
let submit: typeof import('@/collections/Claims/submit')
let track: typeof import('@/collections/Claims/track')
let checklist: typeof import('@/lib/claims/checklist')

const claimant: ClaimValues = {
  claimType: 'death',
  policyKnown: 'yes',
  policyNumber: 'RL/FEP/00031337',
  policyholderName: '',
  policyholderBirthDate: '',
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
  submit = await import('@/collections/Claims/submit')
  track = await import('@/collections/Claims/track')
  checklist = await import('@/lib/claims/checklist')
})

afterAll(async () => {
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
      data: { email: 'claims-officer@example.com', password: 'a long test password 12', name: 'Claims Officer' },
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
      data: { email: 'claims-officer-2@example.com', password: 'a long test password 12' },
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
    expect(Object.keys(shown ?? {}).sort()).toEqual(['declineReason', 'firstName', 'missing', 'promiseDate', 'reference', 'status', 'timeline'])
    expect(shown?.firstName).toBe('Ngozi')
    expect(shown?.status).toBe('received')
    expect(shown?.missing.length).toBeGreaterThan(0)
    expect(JSON.stringify(shown)).not.toMatch(/Okafor|0803|example\.com|0123456785|RL\/FEP/)
  })

  it('shows the promise date 14 days after documents complete', async () => {
    const { id, reference } = await start()
    await t.payload.update({ collection: 'online-claims', id, data: { status: 'documents-complete' }, overrideAccess: true })
    const doc = await t.payload.findByID({ collection: 'online-claims', id, overrideAccess: true, depth: 0 })
    const shown = await track.trackedClaim(t.payload, reference)
    expect(Date.parse(shown?.promiseDate ?? '') - Date.parse(doc.documentsCompleteAt ?? '')).toBe(14 * 24 * 60 * 60 * 1000)
    expect(shown?.missing).toEqual([])
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

  it('opens the status page only with an unexpired pass for that reference', () => {
    const pass = track.trackPass('RL-CLM-2026-000123')
    expect(track.readTrackPass(pass)).toBe('RL-CLM-2026-000123')
    expect(track.readTrackPass(pass.replace('000123', '000124'))).toBeNull()
    expect(track.readTrackPass(pass, Date.now() + (track.TRACK_PASS_SECONDS + 1) * 1000)).toBeNull()
    expect(track.readTrackPass('garbage')).toBeNull()
  })
})
