/**
 * The record of staff actions (issue 23, part 2; decision 030), from outside: each kind of staff action
 * through the REST and GraphQL route handlers leaves an entry with who, what and the change, personal data
 * only by field name, and nobody can write or remove entries through the API.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { StaffRole } from '@/lib/staff/roles'
import type { AuditLog } from '@/payload-types'

import { graphql, rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'
import { signedInStaff } from './staff-roles'

let t: TestPayload
const PASSWORD = 'okra-lagoon-teapot-73'
const tokens = new Map<string, string>()
const emails = new Map<string, string>()
const ids = new Map<string, number>()

const json = { 'content-type': 'application/json' }
const as = (who: string): Record<string, string> => ({ ...json, authorization: `JWT ${tokens.get(who)}` })

async function signIn(email: string, password = PASSWORD): Promise<Response> {
  return rest('POST', '/api/users/login', { headers: json, body: JSON.stringify({ email, password }) })
}

/** The newest entries, as the server stored them. */
async function entries(where: Record<string, unknown> = {}): Promise<AuditLog[]> {
  return (await t.payload.find({ collection: 'audit-log', where: where as never, sort: '-id', limit: 50, depth: 0 })).docs
}

beforeAll(async () => {
  t = await startPayload()
  const people: Record<string, StaffRole[]> = {
    editor: ['editor'],
    publisher: ['publisher'],
    actuary: ['pricing_actuary'],
    service: ['customer_service'],
    auditor: ['auditor'],
    admin: ['administrator'],
  }
  for (const [who, account] of await signedInStaff(t.payload, 'audit', people, PASSWORD)) {
    emails.set(who, account.email)
    ids.set(who, account.id)
    tokens.set(who, account.token)
  }
}, 120_000)
afterAll(async () => {
  await t?.close()
})

describe('an entry for each kind of staff action', () => {
  it('sign-ins, and refused sign-ins with the email they were for', async () => {
    const [signedIn] = await entries({ action: { equals: 'sign-in' }, actorEmail: { equals: emails.get('admin') } })
    expect(signedIn).toMatchObject({ target: 'users', title: emails.get('admin') })
    expect((await signIn(emails.get('editor')!, 'not-the-password-at-all')).status).toBe(401)
    const [refused] = await entries({ action: { equals: 'sign-in-refused' } })
    expect(refused?.note).toBe(`For ${emails.get('editor')}`)
    expect(refused?.actor ?? null).toBeNull()
    // The same through GraphQL.
    const viaGraphql = await graphql(JSON.stringify({ query: `mutation { loginUser(email: "${emails.get('publisher')}", password: "not-the-password-at-all") { token } }` }), json)
    expect(((await viaGraphql.json()) as { errors?: unknown[] }).errors).toBeDefined()
    const [refusedGraphql] = await entries({ action: { equals: 'sign-in-refused' } })
    expect(refusedGraphql?.note).toBe(`For ${emails.get('publisher')}`)
  })

  it('a draft, then a publish, of a product: who, which, and the title before and after', async () => {
    const product = (await t.payload.find({ collection: 'products', limit: 1, depth: 0, sort: 'id' })).docs[0]!
    const draft = await rest('PATCH', `/api/products/${product.id}?draft=true`, { headers: as('editor'), body: JSON.stringify({ title: `${product.title} (draft)`, _status: 'draft' }) })
    expect(draft.status).toBe(200)
    const [drafted] = await entries({ action: { equals: 'draft' }, target: { equals: 'products' } })
    expect(drafted).toMatchObject({ documentId: String(product.id), actorEmail: emails.get('editor') })
    expect(drafted?.changes).toContainEqual({ field: 'title', before: product.title, after: `${product.title} (draft)` })

    const published = await rest('PATCH', `/api/products/${product.id}`, { headers: as('publisher'), body: JSON.stringify({ title: `${product.title} 2026`, _status: 'published' }) })
    expect(published.status).toBe(200)
    const [publish] = await entries({ action: { equals: 'publish' }, target: { equals: 'products' } })
    expect(publish).toMatchObject({ documentId: String(product.id), actorEmail: emails.get('publisher'), title: `${product.title} 2026` })
    expect(typeof publish?.address).toBe('string')
    // Each version in the history names who saved it.
    const history = (await (await rest('GET', `/api/products/versions?where[parent][equals]=${product.id}&sort=-createdAt&limit=2&depth=0`, { headers: as('editor') })).json()) as { docs: { version: { changedBy?: number } }[] }
    expect(history.docs.map((d) => d.version.changedBy)).toEqual([ids.get('publisher'), ids.get('editor')])
  })

  it('a proposed price change: the plan field before and after', async () => {
    const plan = (await t.payload.find({ collection: 'plans', limit: 1, depth: 0, sort: 'id' })).docs[0]!
    const name = `${plan.name} (revised)`
    expect((await rest('PATCH', `/api/plans/${plan.id}?draft=true`, { headers: as('actuary'), body: JSON.stringify({ name, _status: 'draft' }) })).status).toBe(200)
    const [changed] = await entries({ target: { equals: 'plans' } })
    expect(changed).toMatchObject({ action: 'draft', documentId: String(plan.id), actorEmail: emails.get('actuary') })
    expect(changed?.changes).toContainEqual({ field: 'name', before: plan.name, after: name })
  })

  it('a change to a page of settings, and a deletion', async () => {
    const before = await t.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    expect((await rest('POST', '/api/globals/site-settings', { headers: as('editor'), body: JSON.stringify({ shortName: 'Redwood' }) })).status).toBe(200)
    const [settings] = await entries({ target: { equals: 'site-settings' } })
    expect(settings).toMatchObject({ action: 'update', actorEmail: emails.get('editor') })
    expect(settings?.changes).toContainEqual({ field: 'shortName', before: before.shortName, after: 'Redwood' })

    const redirect = await t.payload.create({ collection: 'redirects', data: { from: '/old-audit-page', to: '/claims/', type: 'permanent' } })
    expect((await rest('DELETE', `/api/redirects/${redirect.id}`, { headers: as('publisher') })).status).toBe(200)
    const [deleted] = await entries({ action: { equals: 'delete' } })
    expect(deleted).toMatchObject({ target: 'redirects', documentId: String(redirect.id), actorEmail: emails.get('publisher') })
    expect(deleted?.changes).toContainEqual({ field: 'from', before: '/old-audit-page', after: 'null' })
  })

  it('personal data: which fields changed, not what they hold', async () => {
    const enquiry = await t.payload.create({
      collection: 'enquiries',
      data: { firstName: 'Ngozi', lastName: 'Eze', phone: '08031234567', email: 'ngozi@example.com', existingCustomer: 'no', message: 'Call me', consentedAt: new Date().toISOString(), consentVersion: 'test', mailStatus: 'sent' },
    })
    // The site's own write (a visitor's enquiry) is not a staff action.
    expect(await entries({ target: { equals: 'enquiries' } })).toHaveLength(0)
    const note = 'Called back: her husband is in hospital'
    expect((await rest('PATCH', `/api/enquiries/${enquiry.id}`, { headers: as('service'), body: JSON.stringify({ notes: note, handled: true }) })).status).toBe(200)
    const [changed] = await entries({ target: { equals: 'enquiries' } })
    expect(changed?.changes).toContainEqual({ field: 'notes' })
    expect(changed?.changes).toContainEqual({ field: 'handled', before: 'false', after: 'true' })
    expect(JSON.stringify(changed)).not.toContain('hospital')
  })

  it('a change of roles, and an export', async () => {
    const editorId = (await t.payload.find({ collection: 'users', where: { email: { equals: emails.get('editor') } }, depth: 0 })).docs[0]!.id
    expect((await rest('PATCH', `/api/users/${editorId}`, { headers: as('admin'), body: JSON.stringify({ roles: ['editor', 'publisher'] }) })).status).toBe(200)
    const [roles] = await entries({ action: { equals: 'roles' } })
    expect(roles).toMatchObject({ target: 'users', documentId: String(editorId), actorEmail: emails.get('admin') })
    expect(roles?.changes).toContainEqual({ field: 'roles', before: '["editor"]', after: '["editor","publisher"]' })

    const csv = await rest('GET', '/api/enquiries/export?search=Eze', { headers: as('service') })
    expect(csv.status).toBe(200)
    const [exported] = await entries({ action: { equals: 'export' } })
    expect(exported).toMatchObject({ target: 'enquiries', actorEmail: emails.get('service'), note: 'search "Eze"' })
  })
})

describe('nobody can change the record', () => {
  it('auditors read and export it; other staff, administrators included, cannot read it', async () => {
    expect((await rest('GET', '/api/audit-log?limit=5', { headers: as('auditor') })).status).toBe(200)
    expect((await rest('GET', '/api/audit-log?limit=5', { headers: as('admin') })).status).toBe(403)
    expect((await rest('GET', '/api/audit-log?limit=5')).status).toBe(403)
    const csv = await rest('GET', '/api/audit-log/export?where[action][equals]=publish', { headers: as('auditor') })
    expect(csv.status).toBe(200)
    expect(await csv.text()).toContain('Published')
    expect((await rest('GET', '/api/audit-log/export', { headers: as('admin') })).status).toBe(403)
  })

  it('an export filtered on a date that is not a date is refused by name, before the database sees it', async () => {
    const warn = vi.spyOn(t.payload.logger, 'warn')
    for (const query of ['where[at][less_than]=soon', 'where[or][0][createdAt][greater_than]=', 'where[and][0][at][equals][0]=2026-01-01']) {
      const answer = await rest('GET', `/api/audit-log/export?${query}`, { headers: as('auditor') })
      expect(answer.status, query).toBe(400)
      expect(((await answer.json()) as { error: string }).error, query).toMatch(/^The filter on "(at|createdAt)" needs a date, such as 2026-01-31\./)
    }
    expect(warn, 'a refused filter is the visitor’s mistake, not the server’s: nothing is logged').not.toHaveBeenCalled()
    warn.mockRestore()
    const dated = await rest('GET', '/api/audit-log/export?where[at][less_than]=2100-01-01', { headers: as('auditor') })
    expect(dated.status).toBe(200)
  })

  it('no one adds, changes or deletes an entry through REST or GraphQL', async () => {
    const [entry] = await entries()
    for (const who of ['auditor', 'admin']) {
      expect((await rest('POST', '/api/audit-log', { headers: as(who), body: JSON.stringify({ at: new Date().toISOString(), action: 'create', target: 'x' }) })).status).toBe(403)
      expect((await rest('PATCH', `/api/audit-log/${entry!.id}`, { headers: as(who), body: JSON.stringify({ note: 'tampered' }) })).status).toBe(403)
      expect((await rest('DELETE', `/api/audit-log/${entry!.id}`, { headers: as(who) })).status).toBe(403)
      const mutation = await graphql(JSON.stringify({ query: `mutation { deleteAuditLog(id: ${entry!.id}) { id } }` }), as(who))
      expect(((await mutation.json()) as { errors?: { message: string }[] }).errors?.[0]?.message).toMatch(/not allowed/i)
    }
    const after = await t.payload.findByID({ collection: 'audit-log', id: entry!.id, depth: 0 })
    expect(after.note).toBe(entry!.note)
  })

  it('entries older than the years kept are removed by the job, newer ones stay', async () => {
    const { purgeOldAuditEntries } = await import('@/lib/audit/retention')
    const years = (n: number) => new Date(Date.now() - n * 365.25 * 24 * 3600 * 1000).toISOString()
    const old = await t.payload.create({ collection: 'audit-log', data: { at: years(8), action: 'sign-in', target: 'users' } })
    const kept = await t.payload.create({ collection: 'audit-log', data: { at: years(6), action: 'sign-in', target: 'users' } })
    expect(await purgeOldAuditEntries(t.payload)).toBeGreaterThanOrEqual(1)
    expect(await t.payload.count({ collection: 'audit-log', where: { id: { equals: old.id } } })).toMatchObject({ totalDocs: 0 })
    expect(await t.payload.count({ collection: 'audit-log', where: { id: { equals: kept.id } } })).toMatchObject({ totalDocs: 1 })
  })
})
