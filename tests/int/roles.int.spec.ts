/**
 * The role matrix from outside (issue 23, part 3; decision 016): each role, signed in through the REST
 * API, reads and writes what its work needs and nothing else, through REST and GraphQL alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StaffRole } from '@/lib/staff/roles'

import { graphql, rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'
import { signedInStaff } from './staff-roles'

let t: TestPayload
const PASSWORD = 'harmattan-cowrie-lantern-58'
const tokens = new Map<string, string>()
const ids = new Map<string, number | string>()

type Who = StaffRole | 'none'
const EVERYONE: Who[] = ['editor', 'publisher', 'pricing_actuary', 'pricing_approver', 'underwriter', 'claims_officer', 'customer_service', 'auditor', 'administrator', 'none']

const headers = (who: Who): Record<string, string> => ({ 'content-type': 'application/json', authorization: `JWT ${tokens.get(who)}` })

beforeAll(async () => {
  t = await startPayload()
  const people = Object.fromEntries(EVERYONE.map((who): [string, StaffRole[]] => [who, who === 'none' ? [] : [who]]))
  for (const [who, account] of await signedInStaff(t.payload, 'role', people, PASSWORD)) {
    ids.set(who, account.id)
    tokens.set(who, account.token)
  }
}, 120_000)
afterAll(async () => {
  await t?.close()
})

/** Who may list a collection through REST (200), and who is refused (403). */
const READERS: Record<string, Who[]> = {
  enquiries: ['customer_service'],
  // The complaints queue: customer service works it, administrators too, auditors read it (decision 036).
  complaints: ['customer_service', 'auditor', 'administrator'],
  'call-backs': ['customer_service'],
  'group-quote-requests': ['customer_service'],
  applications: ['underwriter', 'customer_service'],
  'online-claims': ['claims_officer'],
  'claim-files': ['claims_officer'],
  'outbox-messages': ['customer_service', 'administrator'],
  // The policy service's stand-in records and the premiums paid on /pay (decision 040): personal data.
  policies: ['claims_officer', 'customer_service', 'administrator'],
  'policy-premiums': ['claims_officer', 'customer_service', 'administrator'],
  'policy-change-requests': ['claims_officer', 'customer_service', 'administrator'],
  'premium-payments': ['customer_service', 'administrator'],
  'policy-service-calls': ['customer_service', 'administrator'],
  'pay-lookups': [],
  // My policies (decision 042): the change requests queue as complaints; codes and sessions to nobody.
  'policyholder-change-requests': ['customer_service', 'auditor', 'administrator'],
  'policyholder-codes': [],
  'policyholder-sessions': [],
  redirects: ['editor', 'publisher'],
}

/** The same lists through GraphQL: the query name of each. */
const GRAPHQL_LISTS: Record<string, string> = {
  enquiries: 'Enquiries',
  complaints: 'Complaints',
  'call-backs': 'CallBacks',
  'group-quote-requests': 'GroupQuoteRequests',
  applications: 'Applications',
  'online-claims': 'OnlineClaims',
  policies: 'Policies',
  'policy-premiums': 'PolicyPremiums',
  'premium-payments': 'PremiumPayments',
  'policyholder-change-requests': 'PolicyholderChangeRequests',
  'policyholder-sessions': 'PolicyholderSessions',
  redirects: 'Redirects',
}

describe('reading lists, by role', () => {
  for (const [collection, readers] of Object.entries(READERS)) {
    it(`${collection}: ${readers.join(', ')} and nobody else (REST)`, async () => {
      const seen: Record<string, number> = {}
      for (const who of EVERYONE) seen[who] = (await rest('GET', `/api/${collection}?limit=1&depth=0`, { headers: headers(who) })).status
      const expected = Object.fromEntries(EVERYONE.map((who) => [who, readers.includes(who) ? 200 : 403]))
      expect(seen).toEqual(expected)
    })
  }

  for (const [collection, query] of Object.entries(GRAPHQL_LISTS)) {
    it(`${collection}: the same through GraphQL`, async () => {
      const seen: Record<string, boolean> = {}
      for (const who of EVERYONE) {
        const response = await graphql(JSON.stringify({ query: `{ ${query}(limit: 1) { totalDocs } }` }), headers(who))
        const json = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown[] }
        seen[who] = Boolean(json.data?.[query]) && !json.errors
      }
      expect(seen).toEqual(Object.fromEntries(EVERYONE.map((who) => [who, READERS[collection]!.includes(who)])))
    })
  }
})

describe('writing, by role', () => {
  it('only the pricing roles propose a change to a plan (REST and GraphQL)', async () => {
    const plan = (await t.payload.find({ collection: 'plans', limit: 1, depth: 0 })).docs[0]!
    const writers: Who[] = ['pricing_actuary', 'pricing_approver']
    const seen: Record<string, number> = {}
    for (const who of EVERYONE) {
      const draft = JSON.stringify({ name: plan.name, _status: 'draft' })
      seen[who] = (await rest('PATCH', `/api/plans/${plan.id}?draft=true`, { headers: headers(who), body: draft })).status
    }
    expect(seen).toEqual(Object.fromEntries(EVERYONE.map((who) => [who, writers.includes(who) ? 200 : 403])))
    // Through GraphQL, an editor cannot delete a plan either (the plan is still there after).
    const viaGraphql = await graphql(JSON.stringify({ query: `mutation { deletePlan(id: ${plan.id}) { id } }` }), headers('editor'))
    const json = (await viaGraphql.json()) as { errors?: { message: string }[] }
    expect(json.errors?.[0]?.message).toMatch(/not allowed/i)
    expect((await t.payload.count({ collection: 'plans', where: { id: { equals: plan.id } } })).totalDocs).toBe(1)
  })

  it('editors save drafts of a product; only a publisher puts it live', async () => {
    const product = (await t.payload.find({ collection: 'products', limit: 1, depth: 0 })).docs[0]!
    const draft = await rest('PATCH', `/api/products/${product.id}?draft=true`, { headers: headers('editor'), body: JSON.stringify({ title: product.title, _status: 'draft' }) })
    expect(draft.status).toBe(200)
    const publishByEditor = await rest('PATCH', `/api/products/${product.id}`, { headers: headers('editor'), body: JSON.stringify({ title: product.title, _status: 'published' }) })
    expect(publishByEditor.status).toBe(403)
    const publish = await rest('PATCH', `/api/products/${product.id}`, { headers: headers('publisher'), body: JSON.stringify({ title: product.title, _status: 'published' }) })
    expect(publish.status).toBe(200)
    for (const who of ['claims_officer', 'customer_service', 'underwriter', 'administrator', 'none'] as Who[]) {
      const response = await rest('PATCH', `/api/products/${product.id}?draft=true`, { headers: headers(who), body: JSON.stringify({ title: product.title, _status: 'draft' }) })
      expect({ who, status: response.status }).toEqual({ who, status: 403 })
    }
    const deleteByEditor = await rest('DELETE', `/api/products/${product.id}`, { headers: headers('editor') })
    expect(deleteByEditor.status).toBe(403)
  })

  it('the site settings are changed by editors and publishers only; changes to the underwriting settings are proposed by underwriters and the pricing roles only', async () => {
    const site: Record<string, number> = {}
    const underwriting: Record<string, number> = {}
    for (const who of EVERYONE) {
      site[who] = (await rest('POST', '/api/globals/site-settings', { headers: headers(who), body: JSON.stringify({}) })).status
      // Regulated: a change is a draft that someone else approves (tests/int/scheduled-publishing.int.spec.ts).
      underwriting[who] = (await rest('POST', '/api/globals/application-settings?draft=true', { headers: headers(who), body: JSON.stringify({ _status: 'draft' }) })).status
    }
    expect(site).toEqual(Object.fromEntries(EVERYONE.map((who) => [who, ['editor', 'publisher'].includes(who) ? 200 : 403])))
    expect(underwriting).toEqual(Object.fromEntries(EVERYONE.map((who) => [who, ['underwriter', 'pricing_actuary', 'pricing_approver'].includes(who) ? 200 : 403])))
  })

  it('a customer-service clerk notes an enquiry; a claims officer cannot', async () => {
    const enquiry = await t.payload.create({
      collection: 'enquiries',
      data: {
        firstName: 'Chidi',
        lastName: 'Okafor',
        phone: '08031234567',
        email: 'chidi@example.com',
        existingCustomer: 'no',
        message: 'Please call me about the term plan.',
        consentedAt: new Date().toISOString(),
        consentVersion: 'test',
        mailStatus: 'sent',
      },
    })
    expect((await rest('PATCH', `/api/enquiries/${enquiry.id}`, { headers: headers('customer_service'), body: JSON.stringify({}) })).status).toBe(200)
    expect((await rest('PATCH', `/api/enquiries/${enquiry.id}`, { headers: headers('claims_officer'), body: JSON.stringify({}) })).status).toBe(403)
  })
})

describe('slugs', () => {
  it('an editor who leaves the slug empty gets one made from the name, and can set their own', async () => {
    const made = await rest('POST', '/api/blog-groups', { headers: headers('editor'), body: JSON.stringify({ name: 'Pensions & Retirement (2026)', heading: 'Pensions' }) })
    expect(made.status, await made.clone().text()).toBe(201)
    expect(((await made.json()) as { doc: { slug: string } }).doc.slug).toBe('pensions-retirement-2026')
    const own = await rest('POST', '/api/blog-groups', { headers: headers('editor'), body: JSON.stringify({ name: 'Savings', heading: 'Savings', slug: 'saving-money' }) })
    expect(((await own.json()) as { doc: { slug: string } }).doc.slug).toBe('saving-money')
  })
})

describe('staff accounts and roles', () => {
  it('an administrator sees every account; anyone else sees only their own', async () => {
    const list = async (who: Who) => ((await (await rest('GET', '/api/users?limit=100&depth=0', { headers: headers(who) })).json()) as { docs: { id: number | string }[] }).docs.map((d) => d.id)
    expect((await list('administrator')).length).toBeGreaterThanOrEqual(EVERYONE.length)
    expect(await list('editor')).toEqual([ids.get('editor')])
    expect(await list('none')).toEqual([ids.get('none')])
  })

  it('only an administrator grants roles, never to themselves', async () => {
    const rolesOf = async (who: Who) => (await t.payload.findByID({ collection: 'users', id: ids.get(who)!, depth: 0 })).roles ?? []
    // An editor cannot make themselves an underwriter, nor grant it to someone else.
    await rest('PATCH', `/api/users/${ids.get('editor')}`, { headers: headers('editor'), body: JSON.stringify({ roles: ['editor', 'underwriter'] }) })
    expect(await rolesOf('editor')).toEqual(['editor'])
    expect((await rest('PATCH', `/api/users/${ids.get('none')}`, { headers: headers('editor'), body: JSON.stringify({ roles: ['underwriter'] }) })).status).toBe(403)
    // An administrator cannot give themselves a role…
    await rest('PATCH', `/api/users/${ids.get('administrator')}`, { headers: headers('administrator'), body: JSON.stringify({ roles: ['administrator', 'underwriter'] }) })
    expect(await rolesOf('administrator')).toEqual(['administrator'])
    // …but grants one to someone else, through REST and through GraphQL.
    expect((await rest('PATCH', `/api/users/${ids.get('auditor')}`, { headers: headers('administrator'), body: JSON.stringify({ roles: ['auditor', 'claims_officer'] }) })).status).toBe(200)
    expect(await rolesOf('auditor')).toEqual(['auditor', 'claims_officer'])
    const viaGraphql = await graphql(JSON.stringify({ query: `mutation { updateUser(id: ${ids.get('auditor')}, data: { roles: [auditor] }) { roles } }` }), headers('administrator'))
    expect(((await viaGraphql.json()) as { data?: { updateUser?: { roles?: string[] } } }).data?.updateUser?.roles).toEqual(['auditor'])
    // Nobody else may create accounts.
    const create = (who: Who) => rest('POST', '/api/users', { headers: headers(who), body: JSON.stringify({ email: `new-${who}@redwoodlife.example`, password: PASSWORD }) })
    expect((await create('editor')).status).toBe(403)
    expect((await create('administrator')).status).toBe(201)
  })
})
