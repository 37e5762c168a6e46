/**
 * The policy service contract (docs/policy-service.md) against the built-in stand-in, seeded with the
 * demo policies: once over HTTP (a real server in front of the /policy-service route handler, called by
 * the remote client with the bearer token) and once in process (the client the site uses by default).
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PolicyServiceClient } from '@/lib/policy-service/client'

import { rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'

type Handler = (request: Request) => Promise<Response>

let t: TestPayload
let route: { GET: Handler; POST: Handler; PUT: Handler }
let server: http.Server
let base: string
let token: string
const clients: Record<'http' | 'in-process', PolicyServiceClient> = {} as Record<'http' | 'in-process', PolicyServiceClient>

beforeAll(async () => {
  t = await startPayload()
  route = await import('@/app/policy-service/[...path]/route')
  const { standInToken } = await import('@/lib/policy-service/http')
  token = standInToken()
  server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const c of req) chunks.push(c as Buffer)
    const request = new Request(`http://localhost${req.url ?? '/'}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks),
    })
    const handler = req.method === 'POST' ? route.POST : req.method === 'PUT' ? route.PUT : route.GET
    const response = await handler(request)
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/policy-service`
  const { createRemoteClient, createBuiltInClient } = await import('@/lib/policy-service/client')
  clients.http = createRemoteClient(base, { token })
  clients['in-process'] = createBuiltInClient(async () => t.payload)
})
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()))
  await t?.close()
})

const unwrap = <T,>(outcome: { ok: true; value: T } | { ok: false; message: string }): T => {
  if (!outcome.ok) throw new Error(`expected success, got: ${outcome.message}`)
  return outcome.value
}

describe.each(['http', 'in-process'] as const)('the policy service contract (%s)', (kind) => {
  const c = () => clients[kind]
  const tag = kind === 'http' ? 'H' : 'P'

  it('finds a policy by number and date of birth or phone, and says "not found" alike for a wrong number or birth date', async () => {
    const found = unwrap(await c().findPolicy({ policyNumber: 'rl-pol-2021-000101', dateOfBirth: '1985-03-14' }))
    expect(found).toMatchObject({
      policyNumber: 'RL-POL-2021-000101',
      status: 'in-force',
      plan: { code: 'ESP' },
      premiumKobo: 2_500_000,
      frequency: 'monthly',
      arrearsKobo: 0,
      holder: { firstName: 'Adaeze', maskedPhone: '0803 *** **01', maskedEmail: 'a***@example.com' },
    })
    expect(JSON.stringify(found)).not.toContain('Okafor@')
    expect(JSON.stringify(found)).not.toContain('1985-03-14')
    expect(unwrap(await c().findPolicy({ policyNumber: 'RL-POL-2021-000101', phone: '0803 000 0101' })).policyNumber).toBe('RL-POL-2021-000101')
    const wrongDob = await c().findPolicy({ policyNumber: 'RL-POL-2021-000101', dateOfBirth: '1985-03-15' })
    const wrongNumber = await c().findPolicy({ policyNumber: 'RL-POL-2021-000999', dateOfBirth: '1985-03-14' })
    const wrongPhone = await c().findPolicy({ policyNumber: 'RL-POL-2021-000101', phone: '08030000199' })
    expect(wrongDob).toEqual({ ok: false, reason: 'not-found', message: 'We found no policy with those details.' })
    expect(wrongNumber).toEqual(wrongDob)
    expect(wrongPhone).toEqual(wrongDob)
    expect(await c().findPolicy({ policyNumber: 'RL-POL-2021-000101' })).toMatchObject({ ok: false, reason: 'rejected' })
  })

  it('shows every status, arrears for a policy in its grace period and whether a lapsed policy can be reinstated', async () => {
    const grace = unwrap(await c().getPolicy('RL-POL-2023-000102'))
    expect(grace.status).toBe('in-grace')
    expect(grace.arrearsKobo).toBe(1_850_000)
    const reinstatable = unwrap(await c().getPolicy('RL-POL-2019-000103'))
    expect(reinstatable.reinstatement).toEqual({ possible: true, until: '2029-12-31' })
    expect(reinstatable.arrearsKobo).toBeGreaterThan(0)
    const beyond = unwrap(await c().getPolicy('RL-POL-2016-000104'))
    expect(beyond.reinstatement).toEqual({ possible: false, until: '2024-06-30' })
    for (const [n, status] of [['RL-POL-2012-000105', 'paid-up'], ['RL-POL-2006-000106', 'matured'], ['RL-POL-2018-000107', 'claimed']] as const) {
      const p = unwrap(await c().getPolicy(n))
      expect(p.status).toBe(status)
      expect(p.nextDueDate).toBeNull()
    }
    expect(await c().getPolicy('RL-POL-2099-000001')).toMatchObject({ ok: false, reason: 'not-found' })
  })

  it('finds the policies held under a phone or an email (one holder, two policies)', async () => {
    const byPhone = unwrap(await c().findPolicies({ phone: '+234 803 000 0101' }))
    expect(byPhone.map((p) => p.policyNumber)).toEqual(['RL-POL-2021-000101', 'RL-POL-2023-000102'])
    const byEmail = unwrap(await c().findPolicies({ email: 'Tunde.Bakare@example.com' }))
    expect(byEmail.map((p) => p.policyNumber)).toEqual(['RL-POL-2019-000103'])
    expect(unwrap(await c().findPolicies({ email: 'nobody@example.com' }))).toEqual([])
    expect(await c().findPolicies({ phone: '0803', email: 'a@b.c' })).toMatchObject({ ok: false, reason: 'rejected' })
  })

  it('gives the holder’s full contact details in a separate call', async () => {
    expect(unwrap(await c().getHolderContact('RL-POL-2024-000108'))).toEqual({
      firstName: 'Emeka',
      lastName: 'Nwosu',
      dateOfBirth: '1990-12-05',
      phone: '08030000108',
      email: 'emeka.nwosu@example.com',
      address: '9 Example Street, Yaba, Lagos',
    })
  })

  it('records a premium once per payment reference, however often it is sent', async () => {
    const n = 'RL-POL-2024-000108'
    const before = unwrap(await c().listPremiums(n))
    const input = { reference: `PAY-${tag}-0001`, amountKobo: 9_000_000, paidOn: '2026-11-20', channel: 'card' }
    const first = unwrap(await c().recordPremium(n, input))
    expect(first).toEqual({ premium: input, created: true })
    const again = unwrap(await c().recordPremium(n, { ...input, amountKobo: 1 }))
    expect(again).toEqual({ premium: input, created: false })
    const concurrent = await Promise.all([1, 2, 3].map(() => c().recordPremium(n, { ...input, reference: `PAY-${tag}-0002` })))
    expect(concurrent.filter((o) => o.ok && o.value.created)).toHaveLength(1)
    const after = unwrap(await c().listPremiums(n))
    expect(after.length).toBe(before.length + 2)
    expect(await c().recordPremium('RL-POL-2021-000101', input)).toMatchObject({ ok: false, reason: 'conflict' })
    expect(await c().recordPremium('RL-POL-2016-000104', { ...input, reference: `PAY-${tag}-0003` })).toMatchObject({ ok: false, reason: 'conflict' })
    expect(await c().recordPremium('RL-POL-2018-000107', { ...input, reference: `PAY-${tag}-0004` })).toMatchObject({ ok: false, reason: 'conflict' })
    expect(await c().recordPremium(n, { ...input, reference: `PAY-${tag}-0005`, amountKobo: 0 })).toMatchObject({ ok: false, reason: 'rejected' })
    expect(await c().recordPremium(n, { ...input, reference: 'bad ref!' })).toMatchObject({ ok: false, reason: 'rejected' })
  })

  it('gives a statement whose closing balance is the opening arrears plus premiums due less premiums received', async () => {
    const s = unwrap(await c().getStatement('RL-POL-2019-000103', { from: '2026-01-01', to: '2026-10-31' }))
    expect(s.dues).toHaveLength(10)
    expect(s.premiumsDueKobo).toBe(10 * 1_500_000)
    expect(s.openingArrearsKobo).toBe(0)
    expect(s.premiumsReceivedKobo).toBe(6 * 1_500_000)
    expect(s.closingBalanceKobo).toBe(s.openingArrearsKobo + s.premiumsDueKobo - s.premiumsReceivedKobo)
    expect(await c().getStatement('RL-POL-2019-000103', { from: '2026-10-31', to: '2026-01-01' })).toMatchObject({ ok: false, reason: 'rejected' })
    expect(await c().getStatement('RL-POL-2019-000103', { from: '1990-01-01', to: '2026-01-01' })).toMatchObject({ ok: false, reason: 'rejected' })
  })

  it('keeps change requests as requests (once per request id) and applies one when it is marked done', async () => {
    const n = 'RL-POL-2021-000101'
    const ask = { requestId: `CR-${tag}-0001`, kind: 'contact' as const, contact: { email: `adaeze.${tag.toLowerCase()}@example.com` } }
    const created = unwrap(await c().createChangeRequest(n, ask))
    expect(created).toMatchObject({ created: true, changeRequest: { status: 'open', kind: 'contact', policyNumber: n } })
    expect(unwrap(await c().createChangeRequest(n, ask)).created).toBe(false)
    expect(await c().createChangeRequest('RL-POL-2024-000108', ask)).toMatchObject({ ok: false, reason: 'conflict' })
    expect(unwrap(await c().getHolderContact(n)).email).not.toBe(ask.contact.email)
    expect(unwrap(await c().listChangeRequests(n)).map((r) => r.requestId)).toContain(ask.requestId)
    expect(unwrap(await c().decideChangeRequest(ask.requestId, { outcome: 'done' })).status).toBe('done')
    expect(unwrap(await c().getHolderContact(n)).email).toBe(ask.contact.email)
    expect(unwrap(await c().decideChangeRequest(ask.requestId, { outcome: 'done' })).status).toBe('done')
    expect(await c().decideChangeRequest(ask.requestId, { outcome: 'declined' })).toMatchObject({ ok: false, reason: 'conflict' })

    const shares = { requestId: `CR-${tag}-0002`, kind: 'beneficiaries' as const, beneficiaries: [{ name: 'A B', relationship: 'Son', sharePercent: 50 }] }
    expect(await c().createChangeRequest(n, shares)).toMatchObject({ ok: false, reason: 'rejected' })
    const fair = { ...shares, beneficiaries: [{ name: 'Chiamaka Okafor', relationship: 'Daughter', sharePercent: 50 }, { name: 'Obinna Okafor', relationship: 'Husband', sharePercent: 50 }] }
    unwrap(await c().createChangeRequest(n, fair))
    expect(unwrap(await c().decideChangeRequest(fair.requestId, { outcome: 'declined', note: 'Signed form needed' })).note).toBe('Signed form needed')
    expect(unwrap(await c().getPolicy(n)).beneficiaries).toHaveLength(1)
    expect(await c().decideChangeRequest('CR-NONE-0000', { outcome: 'done' })).toMatchObject({ ok: false, reason: 'not-found' })
  })

  it('issues a policy for a paid online application once, with its first premium recorded', async () => {
    const request = {
      applicationReference: `RL-APP-TEST${tag}01`,
      product: 'Education savings',
      plan: { code: 'ESP', name: 'Redwood Education Savings Plan' },
      sumAssuredKobo: 100_000_000,
      premiumKobo: 1_000_000,
      frequency: 'monthly' as const,
      startDate: '2026-11-26',
      termYears: 10,
      holder: { firstName: 'Test', lastName: 'Person', dateOfBirth: '1990-01-01', phone: '08030000199', email: 'test.person@example.com' },
      beneficiaries: [{ name: 'Someone Person', relationship: 'Sister', sharePercent: 100 }],
      firstPremium: { reference: `RL-APP-TEST${tag}01-abcd`, amountKobo: 1_000_000, paidOn: '2026-11-26' },
    }
    const issued = unwrap(await c().issuePolicy(request))
    expect(issued.created).toBe(true)
    expect(issued.policy.policyNumber).toMatch(/^RL-POL-\d{4}-\d{6}$/)
    expect(issued.policy.status).toBe('in-force')
    const again = unwrap(await c().issuePolicy(request))
    expect(again).toMatchObject({ created: false, policy: { policyNumber: issued.policy.policyNumber } })
    expect(unwrap(await c().listPremiums(issued.policy.policyNumber))).toEqual([{ reference: request.firstPremium.reference, amountKobo: 1_000_000, paidOn: '2026-11-26', channel: 'online' }])
  })
})

describe('the policy service over HTTP', () => {
  const call = (path: string, init: RequestInit & { auth?: string | null } = {}) => {
    const headers = new Headers(init.headers)
    if (init.auth !== null) headers.set('authorization', init.auth ?? `Bearer ${token}`)
    return fetch(`${base}${path}`, { ...init, headers })
  }

  it('refuses a call without the token, or with another, and never caches an answer', async () => {
    const body = JSON.stringify({ policyNumber: 'RL-POL-2021-000101', dateOfBirth: '1985-03-14' })
    const json = { 'content-type': 'application/json' }
    for (const auth of [null, 'Bearer wrong-token-wrong-token-wrong', `Basic ${token}`, `Bearer ${token}x`]) {
      const r = await call('/v1/policies/lookup', { method: 'POST', headers: json, body, auth })
      expect(r.status).toBe(401)
      expect(r.headers.get('cache-control')).toBe('no-store')
      expect(JSON.stringify(await r.json())).not.toContain('Adaeze')
    }
    const r = await call('/v1/policies/lookup', { method: 'POST', headers: json, body })
    expect(r.status).toBe(200)
    expect(r.headers.get('cache-control')).toBe('no-store')
  })

  it('answers bad requests with a 4xx and a plain message', async () => {
    const json = { 'content-type': 'application/json' }
    const cases: [string, RequestInit, number][] = [
      ['/v1/policies/lookup', { method: 'POST', headers: json, body: 'x'.repeat(17 * 1024) }, 413],
      ['/v1/policies/lookup', { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' }, 415],
      ['/v1/policies/lookup', { method: 'POST', headers: json, body: '{not json' }, 400],
      ['/v1/policies/lookup', { method: 'POST', headers: json, body: '[]' }, 400],
      ['/v1/policies/lookup', { method: 'GET' }, 405],
      ['/v1/policies/RL-POL-2021-000101', { method: 'POST', headers: json, body: '{}' }, 405],
      ['/v1/policies/RL-POL-2021-000101', { method: 'PUT', headers: json, body: '{}' }, 405],
      ['/v1/nothing-here', { method: 'GET' }, 404],
      [`/v1/policies/${'9'.repeat(500)}`, { method: 'GET' }, 404],
      ['/v1/policies/%E0%A4%A', { method: 'GET' }, 404],
      ['/v1/policies/RL-POL-2021-000101/statement?from=2020-02-30&to=2021-01-01', { method: 'GET' }, 400],
      [`/v1/policies/RL-POL-2021-000101?${'a'.repeat(3000)}`, { method: 'GET' }, 414],
    ]
    for (const [path, init, status] of cases) {
      const r = await call(path, init)
      expect(r.status, path).toBe(status)
      const answer = (await r.json()) as { message: string }
      expect(answer.message).toMatch(/^[A-Za-z]{2,}/)
      expect(answer.message).not.toMatch(/\/work|node_modules|at .*\.ts|localhost/)
    }
  })

  it('keeps the stand-in’s records away from anonymous REST and GraphQL requests', async () => {
    for (const slug of ['policies', 'policy-premiums', 'policy-change-requests']) {
      const r = await rest('GET', `/api/${slug}?limit=5`)
      expect(r.status, slug).toBe(403)
      expect(await r.text()).not.toContain('Adaeze')
    }
    const { POST } = await import('@/app/(payload)/api/graphql/route')
    const response = await POST(
      new Request('http://localhost/api/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ Policies { docs { policyNumber holder { firstName dateOfBirth } } } PolicyPremiums { docs { reference } } }' }),
      }),
    )
    const text = await response.text()
    expect(text).not.toContain('Adaeze')
    expect(text).not.toContain('RL-POL-2021-000101')
    expect(text).not.toContain('SEED-')
  })
})
