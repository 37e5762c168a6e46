/**
 * Two people for every price change (issue 23, part 1; decision 031), from outside through the REST route
 * handlers: a pricing actuary proposes a change as a draft, visitors keep the old price, nobody approves
 * their own change, an approver publishes the proposal exactly as proposed, and a new plan or an old
 * version goes the same way.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StaffRole } from '@/lib/staff/roles'
import type { Plan } from '@/payload-types'

import { rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'
import { signedInStaff } from './staff-roles'

let t: TestPayload
const PASSWORD = 'cassava-lantern-otter-82'
const tokens = new Map<string, string>()
const ids = new Map<string, number>()
const json = { 'content-type': 'application/json' }
const as = (who: string): Record<string, string> => ({ ...json, authorization: `JWT ${tokens.get(who)}` })

beforeAll(async () => {
  t = await startPayload()
  const people: Record<string, StaffRole[]> = {
    actuary: ['pricing_actuary'],
    approver: ['pricing_approver'],
    both: ['pricing_actuary', 'pricing_approver'],
    editor: ['editor'],
    publisher: ['publisher'],
    publisher2: ['publisher'],
  }
  for (const [who, account] of await signedInStaff(t.payload, 'approvals', people, PASSWORD)) {
    ids.set(who, account.id)
    tokens.set(who, account.token)
  }
}, 120_000)
afterAll(async () => {
  await t?.close()
})

/** What a visitor (and so the plan service and every quote) reads of the plan. */
async function publicPlan(id: number): Promise<Plan> {
  const response = await rest('GET', `/api/plans/${id}?depth=0`)
  expect(response.status).toBe(200)
  return (await response.json()) as Plan
}

/** The proposed change as an approver opens it, to publish as it is. */
async function proposal(id: number, who = 'approver'): Promise<Record<string, unknown>> {
  return (await (await rest('GET', `/api/plans/${id}?draft=true&depth=0`, { headers: as(who) })).json()) as Record<string, unknown>
}

const publish = (id: number, who: string, body: Record<string, unknown>) => rest('PATCH', `/api/plans/${id}`, { headers: as(who), body: JSON.stringify({ ...body, _status: 'published' }) })

async function errorOf(response: Response): Promise<string> {
  const body = (await response.json()) as { errors?: { message: string }[] }
  return body.errors?.[0]?.message ?? ''
}

describe('a price change takes two people', () => {
  it('a proposed loading stays off the site until a second person approves it; then it is live, with both names', async () => {
    const plan = (await t.payload.find({ collection: 'plans', where: { code: { equals: 'TLP' } }, depth: 0 })).docs[0]!
    const before = plan.loadingPercent
    const proposed = (before ?? 0) + 10

    const draft = await rest('PATCH', `/api/plans/${plan.id}?draft=true`, { headers: as('actuary'), body: JSON.stringify({ loadingPercent: proposed, _status: 'draft' }) })
    expect(draft.status).toBe(200)
    expect((await publicPlan(plan.id)).loadingPercent).toBe(before)

    // The actuary cannot put it live (and the admin shows them no Publish button).
    const byActuary = await publish(plan.id, 'actuary', await proposal(plan.id, 'actuary'))
    expect(byActuary.status).toBe(403)
    expect(await errorOf(byActuary)).toMatch(/Only a pricing approver can change what visitors see/)
    expect((await publicPlan(plan.id)).loadingPercent).toBe(before)

    // The approver publishes the proposal as it is.
    const approved = await publish(plan.id, 'approver', await proposal(plan.id))
    expect(approved.status, await approved.clone().text()).toBe(200)
    const live = await publicPlan(plan.id)
    expect(live.loadingPercent).toBe(proposed)
    const stored = await t.payload.findByID({ collection: 'plans', id: plan.id, depth: 0 })
    expect([stored.changedBy, stored.approvedBy]).toEqual([ids.get('actuary'), ids.get('approver')])
    expect(stored.approvedAt).toBeTruthy()
    // The approval is in the audit log, under the approver's name.
    const [entry] = (await t.payload.find({ collection: 'audit-log', where: { target: { equals: 'plans' }, action: { equals: 'publish' } }, sort: '-id', limit: 1 })).docs
    expect(entry?.actorEmail).toBe('approvals-approver@redwoodlife.example')
  })

  it('nobody approves their own change, even holding both roles', async () => {
    const plan = (await t.payload.find({ collection: 'plans', where: { code: { equals: 'AEE' } }, depth: 0 })).docs[0]!
    expect((await rest('PATCH', `/api/plans/${plan.id}?draft=true`, { headers: as('both'), body: JSON.stringify({ loadingPercent: 44, _status: 'draft' }) })).status).toBe(200)
    const own = await publish(plan.id, 'both', await proposal(plan.id, 'both'))
    expect(own.status).toBe(403)
    expect(await errorOf(own)).toMatch(/You proposed this change/)
    expect((await publicPlan(plan.id)).loadingPercent).toBe(plan.loadingPercent)
  })

  it('an approver cannot slip an edit into the approval', async () => {
    const plan = (await t.payload.find({ collection: 'plans', where: { code: { equals: 'AEE' } }, depth: 0 })).docs[0]!
    const edited = await publish(plan.id, 'approver', { ...(await proposal(plan.id)), loadingPercent: 50 })
    expect(edited.status).toBe(403)
    expect(await errorOf(edited)).toMatch(/differs in: "Premium loading \(% of the premium\)"/)
    expect((await publicPlan(plan.id)).loadingPercent).toBe(plan.loadingPercent)
    // Nor publish a change nobody proposed: a plain save of the live plan is refused too.
    const other = (await t.payload.find({ collection: 'plans', where: { code: { equals: 'TLP' } }, depth: 0 })).docs[0]!
    const unproposed = await rest('PATCH', `/api/plans/${other.id}`, { headers: as('approver'), body: JSON.stringify({ loadingPercent: 50 }) })
    expect(unproposed.status, await unproposed.clone().text()).toBe(403)
    expect(await errorOf(unproposed)).toMatch(/no proposed change/)
  })

  it('a new plan is a draft until someone else approves it, and is not quoted meanwhile', async () => {
    const source = (await t.payload.find({ collection: 'plans', where: { code: { equals: 'TLP' } }, depth: 0 })).docs[0]!
    const { id: _id, createdAt: _c, updatedAt: _u, changedBy: _cb, approvedBy: _ab, approvedAt: _aa, ...fields } = source
    const body = { ...fields, code: 'NEWPL', name: 'New plan' }
    const published = await rest('POST', '/api/plans', { headers: as('approver'), body: JSON.stringify({ ...body, _status: 'published' }) })
    expect(published.status).toBe(403)
    const created = await rest('POST', '/api/plans?draft=true', { headers: as('actuary'), body: JSON.stringify({ ...body, _status: 'draft' }) })
    expect(created.status).toBe(201)
    const { doc } = (await created.json()) as { doc: { id: number } }
    expect((await rest('GET', `/api/plans/${doc.id}`)).status).toBe(404)
    const { createBuiltInClient } = await import('@/lib/plan-service/client')
    expect(await createBuiltInClient(async () => t.payload).getPlan('NEWPL')).toMatchObject({ ok: false })
    expect((await publish(doc.id, 'approver', await proposal(doc.id))).status).toBe(200)
    expect((await publicPlan(doc.id)).code).toBe('NEWPL')
  })

  it('restoring an old version is itself a change needing approval', async () => {
    const plan = (await t.payload.find({ collection: 'plans', where: { code: { equals: 'TLP' } }, depth: 0 })).docs[0]!
    const versions = (await (await rest('GET', `/api/plans/versions?where[parent][equals]=${plan.id}&sort=createdAt&depth=0`, { headers: as('approver') })).json()) as { docs: { id: string; version: Plan }[] }
    const oldest = versions.docs[0]!
    expect(oldest.version.loadingPercent).not.toBe(plan.loadingPercent)
    // Straight back to live: refused, whoever asks.
    const direct = await rest('POST', `/api/plans/versions/${oldest.id}`, { headers: as('approver') })
    expect(direct.status).toBe(403)
    expect((await publicPlan(plan.id)).loadingPercent).toBe(plan.loadingPercent)
    // As a draft by the actuary, then approved by the approver.
    const restored = await rest('POST', `/api/plans/versions/${oldest.id}?draft=true`, { headers: as('actuary') })
    expect(restored.status, await restored.clone().text()).toBe(200)
    expect((await publicPlan(plan.id)).loadingPercent).toBe(plan.loadingPercent)
    expect((await publish(plan.id, 'approver', await proposal(plan.id))).status).toBe(200)
    expect((await publicPlan(plan.id)).loadingPercent).toBe(oldest.version.loadingPercent)
  })
})

describe('a bad value in a proposed change', () => {
  it('is refused with the field\'s label and its range, never its internal name', async () => {
    const plan = (await t.payload.find({ collection: 'plans', where: { code: { equals: 'TLP' } }, depth: 0 })).docs[0]!
    const response = await rest('PATCH', `/api/plans/${plan.id}?draft=true`, { headers: as('actuary'), body: JSON.stringify({ loadingPercent: -5, _status: 'draft' }) })
    expect(response.status).toBe(400)
    const body = (await response.json()) as { errors: { message: string; data?: { errors?: { message: string }[] } }[] }
    const messages = [body.errors[0]!.message, ...(body.errors[0]!.data?.errors ?? []).map((e) => e.message)]
    expect(messages).toEqual(['The following field is invalid: Premium loading (% of the premium)', '"Premium loading (% of the premium)" must be at least 0.'])
    expect(messages.join(' ')).not.toMatch(/loadingPercent/)
  })
})

describe('the claims promise takes two people too', () => {
  type Page = { heading?: { text?: string; accent?: string | null } }
  const publicPage = async (): Promise<Page> => (await (await rest('GET', '/api/globals/claims-promise?depth=0')).json()) as Page
  const propose = (who: string, text: string) =>
    rest('POST', '/api/globals/claims-promise?draft=true', { headers: as(who), body: JSON.stringify({ heading: { text, accent: 'within 14 days' }, _status: 'draft' }) })
  const draftOf = async (who: string) => (await (await rest('GET', '/api/globals/claims-promise?draft=true&depth=0', { headers: as(who) })).json()) as Record<string, unknown>
  const publishPage = (who: string, body: Record<string, unknown>) => rest('POST', '/api/globals/claims-promise', { headers: as(who), body: JSON.stringify({ ...body, _status: 'published' }) })

  it('an editor proposes, a publisher approves; a publisher cannot approve their own change', async () => {
    const before = (await publicPage()).heading?.text
    expect((await propose('editor', 'We pay claims')).status).toBe(200)
    expect((await publicPage()).heading?.text).toBe(before)
    expect((await publishPage('editor', await draftOf('editor'))).status).toBe(403)
    const approved = await publishPage('publisher', await draftOf('publisher'))
    expect(approved.status, await approved.clone().text()).toBe(200)
    expect((await publicPage()).heading?.text).toBe('We pay claims')

    expect((await propose('publisher', 'We pay every claim')).status).toBe(200)
    const own = await publishPage('publisher', await draftOf('publisher'))
    expect(own.status).toBe(403)
    expect(await errorOf(own)).toMatch(/You proposed this change to the claims promise page/)
    expect((await publicPage()).heading?.text).toBe('We pay claims')
    expect((await publishPage('publisher2', await draftOf('publisher2'))).status).toBe(200)
    expect((await publicPage()).heading?.text).toBe('We pay every claim')
  })
})

describe('the privacy notice takes two people too (issue 24, part 4)', () => {
  type Notice = { lead?: string }
  const publicNotice = async (): Promise<Notice> => (await (await rest('GET', '/api/globals/privacy-notice?depth=0')).json()) as Notice
  const draftOf = async (who: string) => (await (await rest('GET', '/api/globals/privacy-notice?draft=true&depth=0', { headers: as(who) })).json()) as Record<string, unknown>
  const save = (who: string | null, body: Record<string, unknown>, draft: boolean) =>
    rest('POST', `/api/globals/privacy-notice${draft ? '?draft=true' : ''}`, {
      headers: who ? as(who) : { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, _status: draft ? 'draft' : 'published' }),
    })

  it('an editor proposes a change, the public sees it only once another person publishes it; nobody signed out writes it', async () => {
    const before = (await publicNotice()).lead
    expect(before).toMatch(/Nigeria Data Protection Act 2023/)
    const lead = 'This notice explains what personal data we collect, in plain words.'
    expect((await save(null, { lead }, true)).status).toBe(403)
    expect((await save(null, { lead }, false)).status).toBe(403)
    expect((await save('editor', { ...(await draftOf('editor')), lead }, true)).status).toBe(200)
    expect((await publicNotice()).lead).toBe(before)
    expect((await save('editor', await draftOf('editor'), false)).status).toBe(403)
    expect((await save('publisher', await draftOf('publisher'), false)).status).toBe(200)
    expect((await publicNotice()).lead).toBe(lead)
  })
})
