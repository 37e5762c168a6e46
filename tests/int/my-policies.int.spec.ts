/**
 * "My policies" (issue 25, part 2; decision 042) through the services its pages call, and the REST and
 * GraphQL APIs from outside: sign-in codes (6 digits, 10 minutes, one use, 5 tries, only a keyed hash
 * stored, the same answer whether we hold the number, limits per phone/email), sessions (30 minutes
 * idle, 12 hours at most, sign out everywhere), change requests (stored first, forwarded by the job,
 * closed by staff who tell the policyholder), the collections closed to the public and to
 * policyholders, and 1,000 hostile inputs to each step.
 */
import fc from 'fast-check'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ChangeForService, HeldPolicy, PolicyBook } from '@/lib/my/policies'
import type { Contact } from '@/lib/privacy/requests/contact'

import { graphql, rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'
import { signedInStaff, type SignedIn } from './staff-roles'

let t: TestPayload
let payload: Payload
let signIn: typeof import('@/lib/my/sign-in')
let sessions: typeof import('@/lib/my/sessions')
let changes: typeof import('@/lib/my/changes')
let contactOf: (v: string) => Contact | null
let staff: Map<string, SignedIn>

let sender = 0
const nextClient = () => `10.42.${Math.floor(++sender / 250)}.${sender % 250}`

const policy = (number: string, phone: string, email: string | null): HeldPolicy => ({
  number,
  planCode: 'TLP',
  productName: 'Term Life Plan',
  status: 'In force',
  premiumKobo: 1_250_000,
  frequency: 'Monthly',
  nextDueDate: '2026-12-01',
  holderName: 'Adaeze Okafor',
  phone,
  email,
  address: '12 Marina, Lagos',
  startDate: '2024-01-01',
  beneficiaries: [{ name: 'Chidi Okafor', relationship: 'Son', sharePercent: 100 }],
})
const HOLDER = { phone: '0803 555 0142', email: 'adaeze.okafor@example.com' }
const POLICIES = [policy('RL/TLP/0000142', HOLDER.phone, HOLDER.email), policy('RL/TLP/0000143', '0803 555 0199', 'someone.else@example.com')]
const sentToService: ChangeForService[] = []
let serviceTakes = true
/** Every phone 0803 600 0NNN holds policy RL/TLP/6000NNN (a fresh one per test keeps the per-phone limit apart). */
let holders = 0
const freshHolder = () => `0803 600 ${String(++holders).padStart(4, '0')}`
const book: PolicyBook = {
  heldBy: async (contact) => {
    const fresh = /^2348036000(\d{3})$/.exec(contact.canonical)
    if (fresh) return [policy(`RL/TLP/6000${fresh[1]}`, `0803 600 0${fresh[1]}`, null)]
    return POLICIES.filter((p) => (contact.kind === 'email' ? p.email === contact.canonical : contactOf(p.phone ?? '')?.canonical === contact.canonical))
  },
  payments: async () => [],
  sendChange: async (change) => {
    if (!serviceTakes) return 'later'
    sentToService.push(change)
    return 'sent'
  },
}

async function lastMessage(related: string): Promise<{ to: string; text: string } | undefined> {
  const found = await payload.find({ collection: 'outbox-messages', where: { related: { equals: related } }, sort: '-id', limit: 1, depth: 0, overrideAccess: true })
  return found.docs[0] as { to: string; text: string } | undefined
}

async function codeRowOf(attempt: string) {
  const found = await payload.find({ collection: 'policyholder-codes', where: { attemptHash: { equals: signIn.attemptHash(attempt) } }, limit: 1, depth: 0, overrideAccess: true })
  return found.docs[0]!
}

/** Signs in as a phone or email that holds a policy; returns the code sent and the attempt. */
async function askCode(contactText: string, now = new Date()): Promise<{ attempt: string; code: string }> {
  const outcome = await signIn.startSignIn(payload, contactOf(contactText)!, { clientKey: nextClient(), now })
  if (outcome.kind !== 'sent') throw new Error(outcome.kind)
  const row = await codeRowOf(outcome.attempt)
  const code = /code is (\d{6})/.exec((await lastMessage(`policyholder-codes:${row.id}`))?.text ?? '')?.[1] ?? ''
  return { attempt: outcome.attempt, code }
}

async function signedIn(contactText = freshHolder(), now = new Date()) {
  const { attempt, code } = await askCode(contactText, now)
  const done = await signIn.confirmSignIn(payload, { attempt, code }, { now })
  if (done.kind !== 'signed-in') throw new Error(done.kind)
  return { token: done.token, session: (await sessions.sessionFor(payload, done.token, now))! }
}

beforeAll(async () => {
  t = await startPayload()
  payload = t.payload
  const outbox = await import('@/lib/outbox')
  outbox.configureOutbox({ auto: false })
  ;({ contactOf } = await import('@/lib/privacy/requests/contact'))
  ;(await import('@/lib/my/policies')).usePolicyBook(book)
  signIn = await import('@/lib/my/sign-in')
  sessions = await import('@/lib/my/sessions')
  changes = await import('@/lib/my/changes')
  staff = await signedInStaff(payload, 'my', { service: ['customer_service'], auditor: ['auditor'], editor: ['editor'], admin: ['administrator'] }, 'mango-river-compass-42')
}, 120_000)

afterAll(async () => {
  ;(await import('@/lib/my/policies')).usePolicyBook(null)
  const outbox = await import('@/lib/outbox')
  await outbox.stopOutbox()
  await t?.close()
})

describe('sign-in codes', () => {
  it('sends a 6-digit code to a phone on a policy, and keeps only a keyed hash of it', async () => {
    const { attempt, code } = await askCode(HOLDER.phone)
    expect(code).toMatch(/^\d{6}$/)
    const row = await codeRowOf(attempt)
    expect(row.contact).toBe('2348035550142')
    expect(JSON.stringify(row)).not.toContain(code)
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
    const message = await lastMessage(`policyholder-codes:${row.id}`)
    expect(message?.to).toBe('2348035550142')
    expect(message?.text).toContain('within 10 minutes')
  })

  it('answers the same for a number on no policy, and sends nothing', async () => {
    const outcome = await signIn.startSignIn(payload, contactOf('0803 555 0777')!, { clientKey: nextClient() })
    expect(outcome.kind).toBe('sent')
    if (outcome.kind !== 'sent') return
    expect(outcome.attempt).toMatch(signIn.ATTEMPT_PATTERN)
    const row = await codeRowOf(outcome.attempt)
    expect(await lastMessage(`policyholder-codes:${row.id}`)).toBeUndefined()
    // No code can open it.
    for (const code of ['000000', '123456']) expect((await signIn.confirmSignIn(payload, { attempt: outcome.attempt, code })).kind).not.toBe('signed-in')
  })

  it('gives 5 tries: the fifth wrong one kills the code, even for the right code after it', async () => {
    const { attempt, code } = await askCode(HOLDER.email)
    const wrong = code === '000000' ? '111111' : '000000'
    for (const left of [4, 3, 2, 1]) expect(await signIn.confirmSignIn(payload, { attempt, code: wrong })).toEqual({ kind: 'wrong', triesLeft: left })
    expect(await signIn.confirmSignIn(payload, { attempt, code: wrong })).toEqual({ kind: 'expired' })
    expect(await signIn.confirmSignIn(payload, { attempt, code })).toEqual({ kind: 'expired' })
  })

  it('works for 10 minutes, and once', async () => {
    const start = new Date()
    const late = await askCode(HOLDER.phone, start)
    expect(await signIn.confirmSignIn(payload, late, { now: new Date(start.getTime() + 10 * 60_000 + 1000) })).toEqual({ kind: 'expired' })
    const fresh = await askCode(HOLDER.email, start)
    expect((await signIn.confirmSignIn(payload, fresh, { now: new Date(start.getTime() + 9 * 60_000) })).kind).toBe('signed-in')
    expect(await signIn.confirmSignIn(payload, fresh, { now: new Date(start.getTime() + 9 * 60_000) })).toEqual({ kind: 'expired' })
  })

  it('sends at most 5 codes an hour to one phone, whatever the connection', async () => {
    const phone = contactOf('0803 555 0888')!
    const outcomes: string[] = []
    for (let i = 0; i < 6; i++) outcomes.push((await signIn.startSignIn(payload, phone, { clientKey: nextClient() })).kind)
    expect(outcomes).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'rate-limited'])
  })

  it('takes 1,000 hostile attempts and codes without failing or signing anyone in', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string({ maxLength: 40 }), fc.base64String({ minLength: 24, maxLength: 24 })), fc.string({ maxLength: 12 }), async (attempt, code) => {
        const outcome = await signIn.confirmSignIn(payload, { attempt, code })
        expect(outcome.kind).not.toBe('signed-in')
      }),
      { numRuns: 1000 },
    )
  }, 240_000)
})

describe('sessions', () => {
  it('end after 30 minutes without a page', async () => {
    const start = new Date()
    const { token } = await signedIn(freshHolder(), start)
    expect(await sessions.sessionFor(payload, token, new Date(start.getTime() + 20 * 60_000))).not.toBeNull()
    // 20 minutes after the last page: still on.
    expect(await sessions.sessionFor(payload, token, new Date(start.getTime() + 40 * 60_000))).not.toBeNull()
    expect(await sessions.sessionFor(payload, token, new Date(start.getTime() + 71 * 60_000))).toBeNull()
    // Gone for good.
    expect(await sessions.sessionFor(payload, token, new Date(start.getTime() + 41 * 60_000))).toBeNull()
  })

  it('end 12 hours after the sign-in, however busy', async () => {
    const start = new Date()
    const { token } = await signedIn(freshHolder(), start)
    let at = start.getTime()
    while (at + 20 * 60_000 < start.getTime() + 12 * 3_600_000) {
      at += 20 * 60_000
      expect(await sessions.sessionFor(payload, token, new Date(at))).not.toBeNull()
    }
    expect(await sessions.sessionFor(payload, token, new Date(start.getTime() + 12 * 3_600_000 + 1000))).toBeNull()
  }, 60_000)

  it('sign out ends every session of that phone, and nobody else’s', async () => {
    const phone = freshHolder()
    const one = await signedIn(phone)
    const two = await signedIn(phone)
    const other = await signedIn()
    expect(await sessions.endSessions(payload, one.session.contact)).toBeGreaterThanOrEqual(2)
    expect(await sessions.sessionFor(payload, one.token)).toBeNull()
    expect(await sessions.sessionFor(payload, two.token)).toBeNull()
    expect(await sessions.sessionFor(payload, other.token)).not.toBeNull()
  })

  it('are stored as a keyed hash of the token, never the token', async () => {
    const { token, session } = await signedIn()
    const row = await payload.findByID({ collection: 'policyholder-sessions', id: session.id, depth: 0, overrideAccess: true })
    expect(JSON.stringify(row)).not.toContain(token)
  })
})

describe('change requests', () => {
  it('a beneficiary change is stored, acknowledged, forwarded by the job, and closed by staff who tell the policyholder', async () => {
    const { session } = await signedIn()
    const held = (await book.heldBy(session.contact))[0]!
    const reference = await changes.requestBeneficiaryChange(payload, session, held, [
      { name: 'Chidi Okafor', relationship: 'Son', sharePercent: 60 },
      { name: 'Ngozi Okafor', relationship: 'Daughter', sharePercent: 40 },
    ])
    expect(reference).toMatch(/^RL-PCR-\d{4}-\d{6}$/)
    const doc = (await payload.find({ collection: 'policyholder-change-requests', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true })).docs[0]!
    expect(doc).toMatchObject({ kind: 'beneficiaries', policyNumber: held.number, status: 'received', forwardState: 'waiting', requestedBy: session.contact.canonical })
    expect(doc.summary).toContain('Ngozi Okafor (Daughter): 40%')
    expect((await lastMessage(`policyholder-change-requests:${doc.id}`))?.text).toContain(reference)

    serviceTakes = false
    await changes.forwardChanges(payload)
    expect((await payload.findByID({ collection: 'policyholder-change-requests', id: doc.id, depth: 0, overrideAccess: true })).forwardState).toBe('waiting')
    serviceTakes = true
    await changes.forwardChanges(payload)
    expect(sentToService.find((c) => c.reference === reference)).toMatchObject({ policyNumber: held.number, kind: 'beneficiaries', status: 'received' })
    expect((await payload.findByID({ collection: 'policyholder-change-requests', id: doc.id, depth: 0, overrideAccess: true })).forwardState).toBe('sent')

    const as = staff.get('service')!.headers
    const noReason = await rest('PATCH', `/api/policyholder-change-requests/${doc.id}`, { headers: as, body: JSON.stringify({ status: 'declined' }) })
    expect(noReason.status).toBe(400)
    expect(await noReason.text()).toContain('Write the reason before declining')
    const done = await rest('PATCH', `/api/policyholder-change-requests/${doc.id}`, { headers: as, body: JSON.stringify({ status: 'done' }) })
    expect(done.status).toBe(200)
    expect((await lastMessage(`policyholder-change-requests:${doc.id}`))?.text).toContain(`your request ${reference} is done`)
    await changes.forwardChanges(payload)
    expect(sentToService.filter((c) => c.reference === reference).map((c) => c.status)).toEqual(['received', 'done'])
    // Closed is closed.
    expect((await rest('PATCH', `/api/policyholder-change-requests/${doc.id}`, { headers: as, body: JSON.stringify({ status: 'received' }) })).status).toBe(400)
    // The staff action is in the audit log.
    const audit = await payload.find({ collection: 'audit-log', where: { and: [{ target: { equals: 'policyholder-change-requests' } }, { documentId: { equals: String(doc.id) } }] }, depth: 0, overrideAccess: true })
    expect(audit.totalDocs).toBeGreaterThan(0)
  })

  it('a new phone is proved by a code sent to the new phone, in the session that asked', async () => {
    const { session } = await signedIn()
    const held = (await book.heldBy(session.contact))[0]!
    const outcome = await changes.requestContactChange(payload, session, held, { what: 'phone', value: '0805 555 0300' }, { clientKey: nextClient() })
    expect(outcome.kind).toBe('sent')
    if (outcome.kind !== 'sent') return
    const row = await codeRowOf(outcome.attempt)
    const message = await lastMessage(`policyholder-codes:${row.id}`)
    expect(message?.to).toBe('2348055550300')
    const code = /code is (\d{6})/.exec(message?.text ?? '')?.[1] ?? ''
    // Another session (another person's) cannot use it: the code is spent, nothing stored.
    const other = await signedIn()
    expect(await changes.confirmContactChange(payload, other.session, { attempt: outcome.attempt, code })).toEqual({ kind: 'expired' })

    const again = await changes.requestContactChange(payload, session, held, { what: 'email', value: 'new.adaeze@example.com' }, { clientKey: nextClient() })
    if (again.kind !== 'sent') throw new Error(again.kind)
    const row2 = await codeRowOf(again.attempt)
    const code2 = /code is (\d{6})/.exec((await lastMessage(`policyholder-codes:${row2.id}`))?.text ?? '')?.[1] ?? ''
    const stored = await changes.confirmContactChange(payload, session, { attempt: again.attempt, code: code2 })
    expect(stored).toMatchObject({ kind: 'stored', policyNumber: held.number })
    if (stored.kind !== 'stored') return
    const doc = (await payload.find({ collection: 'policyholder-change-requests', where: { reference: { equals: stored.reference } }, depth: 0, overrideAccess: true })).docs[0]!
    expect(doc.changes).toEqual({ email: 'new.adaeze@example.com' })
  })
})

describe('from outside', () => {
  it('REST: nobody reads the sessions or codes; only customer service, administrators and auditors read change requests', async () => {
    await signedIn()
    for (const slug of ['policyholder-sessions', 'policyholder-codes']) {
      expect((await rest('GET', `/api/${slug}?limit=1`)).status).toBe(403)
      for (const who of ['service', 'admin', 'auditor']) expect((await rest('GET', `/api/${slug}?limit=1`, { headers: staff.get(who)!.headers })).status).toBe(403)
      expect((await rest('POST', `/api/${slug}`, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contact: 'x' }) })).status).toBe(403)
    }
    expect((await rest('GET', '/api/policyholder-change-requests?limit=1')).status).toBe(403)
    expect((await rest('GET', '/api/policyholder-change-requests?limit=1', { headers: staff.get('editor')!.headers })).status).toBe(403)
    expect((await rest('POST', '/api/policyholder-change-requests', { headers: staff.get('service')!.headers, body: JSON.stringify({ kind: 'contact', policyNumber: 'X', summary: 'x', requestedBy: 'x', requestedByKind: 'phone' }) })).status).toBe(403)
    const read = await rest('GET', '/api/policyholder-change-requests?limit=5&depth=0', { headers: staff.get('auditor')!.headers })
    expect(read.status).toBe(200)
    const docs = ((await read.json()) as { docs: { id: number }[] }).docs
    expect(docs.length).toBeGreaterThan(0)
    expect((await rest('PATCH', `/api/policyholder-change-requests/${docs[0]!.id}`, { headers: staff.get('auditor')!.headers, body: JSON.stringify({ reason: 'x' }) })).status).toBe(403)
    expect((await rest('DELETE', `/api/policyholder-change-requests/${docs[0]!.id}`, { headers: staff.get('service')!.headers })).status).toBe(403)
  })

  it('GraphQL: anonymous gets nothing from the three collections', async () => {
    for (const query of ['{ PolicyholderSessions { docs { tokenHash contact } } }', '{ PolicyholderCodes { docs { codeHash contact } } }', '{ PolicyholderChangeRequests { docs { summary requestedBy } } }']) {
      const response = await graphql(JSON.stringify({ query }))
      const body = (await response.json()) as { data?: Record<string, { docs: unknown[] } | null>; errors?: unknown[] }
      const docs = Object.values(body.data ?? {})[0]?.docs ?? []
      expect(docs).toEqual([])
    }
  })
})

describe('with the policy service (the built-in stand-in and its demo policies)', () => {
  it('finds both of Adaeze Okafor’s policies by her phone, and a beneficiary change reaches the service, which applies it once done', async () => {
    const policies = await import('@/lib/my/policies')
    policies.usePolicyBook(null)
    try {
      const adaeze = contactOf('0803 000 0101')!
      const held = await policies.policyBook().heldBy(adaeze)
      expect(held.map((p) => p.number).sort()).toEqual(['RL-POL-2021-000101', 'RL-POL-2023-000102'])
      expect(held[0]).toMatchObject({ holderName: 'Adaeze Okafor', phone: '08030000101', email: 'adaeze.okafor@example.com' })
      expect(await policies.policyBook().heldBy(contactOf('0803 000 0999')!)).toEqual([])
      expect((await policies.policyBook().payments('RL-POL-2021-000101')).length).toBeGreaterThan(0)

      const session = { id: 1, contact: adaeze, startedAt: new Date().toISOString() }
      const policy = held.find((p) => p.number === 'RL-POL-2021-000101')!
      const reference = await changes.requestBeneficiaryChange(payload, session, policy, [
        { name: 'Chiamaka Okafor', relationship: 'Daughter', sharePercent: 70 },
        { name: 'Obinna Okafor', relationship: 'Husband', sharePercent: 30 },
      ])
      await changes.forwardChanges(payload)
      const { policyService } = await import('@/lib/policy-service')
      const asked = await policyService().listChangeRequests('RL-POL-2021-000101')
      expect(asked.ok && asked.value.find((c) => c.requestId === reference)?.status).toBe('open')
      const doc = (await payload.find({ collection: 'policyholder-change-requests', where: { reference: { equals: reference } }, depth: 0, overrideAccess: true })).docs[0]!
      expect(doc.forwardState).toBe('sent')
      expect((await rest('PATCH', `/api/policyholder-change-requests/${doc.id}`, { headers: staff.get('service')!.headers, body: JSON.stringify({ status: 'done' }) })).status).toBe(200)
      await changes.forwardChanges(payload)
      const after = await policies.policyBook().heldBy(adaeze)
      expect(after.find((p) => p.number === 'RL-POL-2021-000101')?.beneficiaries).toEqual([
        { name: 'Chiamaka Okafor', relationship: 'Daughter', sharePercent: 70 },
        { name: 'Obinna Okafor', relationship: 'Husband', sharePercent: 30 },
      ])
    } finally {
      policies.usePolicyBook(book)
    }
  })
})
