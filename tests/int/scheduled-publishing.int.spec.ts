/**
 * Scheduled publishing (issue 23, parts 1 and 5; decision 035). Staff schedule a publish or unpublish in
 * Payload's Schedule drawer, which queues a `schedulePublish` job naming them; these tests queue the job
 * exactly as the drawer does and run the site's job (src/lib/publishing/scheduled.ts) as the server
 * would. A plan change approved for a date goes live then and not before; an approval by the change's
 * own author fails at its time; a draft edited after its approval withdraws it; content is published and
 * unpublished on time; an editor can take nothing down; and the underwriting settings need two people.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { StaffRole } from '@/lib/staff/roles'
import type { AuditLog, Plan, Product } from '@/payload-types'

import { graphql, rest } from './api-client'
import { startPayload, type TestPayload } from './helpers'
import { signedInStaff, type SignedIn } from './staff-roles'

let t: TestPayload
// Imported once Payload has started on the test's database (startPayload sets where it is).
let loadSettings: typeof import('@/lib/application/store.server').loadSettings
let runDueSchedules: typeof import('@/lib/publishing/scheduled').runDueSchedules
let pendingSchedules: typeof import('@/lib/publishing/scheduled').pendingSchedules
let schedulePublishServerFunction: typeof import('@/lib/publishing/scheduled').schedulePublishServerFunction
const JOBS_COLLECTION = 'payload-jobs'
const SCHEDULE_TASK = 'schedulePublish'
const PASSWORD = 'kola-nut-harmattan-57'
let staff: Map<string, SignedIn>
const who = (name: string): SignedIn => staff.get(name)!

beforeAll(async () => {
  t = await startPayload()
  ;({ loadSettings } = await import('@/lib/application/store.server'))
  ;({ runDueSchedules, pendingSchedules, schedulePublishServerFunction } = await import('@/lib/publishing/scheduled'))
  const people: Record<string, StaffRole[]> = {
    actuary: ['pricing_actuary'],
    approver: ['pricing_approver'],
    both: ['pricing_actuary', 'pricing_approver'],
    editor: ['editor'],
    publisher: ['publisher'],
    underwriter: ['underwriter'],
    underwriter2: ['underwriter'],
    admin: ['administrator'],
  }
  staff = await signedInStaff(t.payload, 'schedule', people, PASSWORD)
}, 120_000)
afterAll(async () => {
  await t?.close()
})

const inAMinute = () => new Date(Date.now() + 60_000)

/** The signed-in person's request, as the admin's server functions get it. */
async function requestOf(name: string) {
  const { createLocalReq } = await import('payload')
  const user = { ...(await t.payload.findByID({ collection: 'users', id: who(name).id, depth: 0 })), collection: 'users' as const }
  const req = await createLocalReq({ user }, t.payload)
  return req
}

/** `name` picks a time in the admin's Schedule drawer (the `schedule-publish` server function). */
async function schedule(name: string, target: { collection: string; id: number } | { global: string }, type: 'publish' | 'unpublish', at: Date) {
  const doc = 'collection' in target ? { relationTo: target.collection, value: String(target.id) } : undefined
  const global = 'global' in target ? target.global : undefined
  return schedulePublishServerFunction({ type, date: at, doc: doc as never, global: global as never, req: await requestOf(name) } as never) as Promise<{ error?: string }>
}

/** The one waiting scheduled change of a document. */
async function waitingFor(collection: string, id: number) {
  return (await t.payload.find({ collection: JOBS_COLLECTION, where: pendingSchedules({ collection, id }), depth: 0 })).docs
}

/** The clock reaching a scheduled time: every waiting scheduled change falls due. */
async function timePasses(): Promise<void> {
  const waiting = await t.payload.find({ collection: JOBS_COLLECTION, where: { taskSlug: { equals: SCHEDULE_TASK } }, limit: 100, depth: 0 })
  for (const job of waiting.docs) {
    await t.payload.update({ collection: JOBS_COLLECTION, id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() }, depth: 0 })
  }
}

async function publicPlan(id: number): Promise<Plan> {
  const response = await rest('GET', `/api/plans/${id}?depth=0`)
  expect(response.status).toBe(200)
  return (await response.json()) as Plan
}

async function auditNotes(target: string): Promise<string[]> {
  const found = await t.payload.find({ collection: 'audit-log', where: { and: [{ action: { equals: 'schedule' } }, { target: { equals: target } }] }, sort: '-id', limit: 20, depth: 0 })
  return found.docs.map((e: AuditLog) => e.note ?? '')
}

async function proposeLoading(plan: Plan, name: string, loadingPercent: number): Promise<void> {
  const response = await rest('PATCH', `/api/plans/${plan.id}?draft=true`, { headers: who(name).headers, body: JSON.stringify({ loadingPercent, _status: 'draft' }) })
  expect(response.status, await response.clone().text()).toBe(200)
}

const planByCode = async (code: string): Promise<Plan> => (await t.payload.find({ collection: 'plans', where: { code: { equals: code } }, depth: 0 })).docs[0]!

describe('a price change approved for a date and time', () => {
  it('goes live at that time, not before, named as approved by the approver; the scheduling is in the audit log', async () => {
    const plan = await planByCode('TLP')
    const before = plan.loadingPercent ?? 0
    await proposeLoading(plan, 'actuary', before + 5)
    await schedule('approver', { collection: 'plans', id: plan.id }, 'publish', inAMinute())

    // Not yet its time: visitors keep the old price.
    expect((await runDueSchedules(t.payload)).ran).toBe(0)
    expect((await publicPlan(plan.id)).loadingPercent).toBe(before)
    expect((await auditNotes('plans'))[0]).toMatch(/^Publish on \w+day, \d+ \w+ \d{4} at \d\d:\d\d \(Lagos time\)$/)
    const entry = (await t.payload.find({ collection: 'audit-log', where: { action: { equals: 'schedule' } }, sort: '-id', limit: 1, depth: 0 })).docs[0]!
    expect(entry).toMatchObject({ actorEmail: who('approver').email, documentId: String(plan.id) })

    await timePasses()
    expect(await runDueSchedules(t.payload)).toEqual({ ran: 1, failed: 0 })
    const live = await publicPlan(plan.id)
    expect(live.loadingPercent).toBe(before + 5)
    const approvedBy = live.approvedBy && typeof live.approvedBy === 'object' ? live.approvedBy.id : live.approvedBy
    const changedBy = live.changedBy && typeof live.changedBy === 'object' ? live.changedBy.id : live.changedBy
    expect(approvedBy).toBe(who('approver').id)
    expect(changedBy).toBe(who('actuary').id)
    // It ran once: nothing is left waiting for the plan.
    expect((await t.payload.count({ collection: JOBS_COLLECTION, where: pendingSchedules({ collection: 'plans', id: plan.id }) })).totalDocs).toBe(0)
  })

  it('is refused at its time when the approver is the change’s own author, and the refusal is recorded', async () => {
    const plan = await planByCode('TLP')
    const before = (await publicPlan(plan.id)).loadingPercent ?? 0
    await proposeLoading(plan, 'both', before + 3)
    await schedule('both', { collection: 'plans', id: plan.id }, 'publish', inAMinute())
    await timePasses()
    expect(await runDueSchedules(t.payload)).toEqual({ ran: 1, failed: 1 })
    expect((await publicPlan(plan.id)).loadingPercent).toBe(before)
    expect((await auditNotes('plans'))[0]).toMatch(/did not happen: You proposed this change to the plan, so someone else must approve it\./)
  })

  it('is withdrawn when the proposal is edited after the approval, so nothing unapproved goes live', async () => {
    const plan = await planByCode('TLP')
    const before = (await publicPlan(plan.id)).loadingPercent ?? 0
    await proposeLoading(plan, 'actuary', before + 2)
    await schedule('approver', { collection: 'plans', id: plan.id }, 'publish', inAMinute())
    expect((await t.payload.count({ collection: JOBS_COLLECTION, where: pendingSchedules({ collection: 'plans', id: plan.id }) })).totalDocs).toBe(1)

    await proposeLoading(plan, 'actuary', before + 40)
    expect((await t.payload.count({ collection: JOBS_COLLECTION, where: pendingSchedules({ collection: 'plans', id: plan.id }) })).totalDocs).toBe(0)
    await timePasses()
    expect((await runDueSchedules(t.payload)).ran).toBe(0)
    expect((await publicPlan(plan.id)).loadingPercent).toBe(before)
    expect((await auditNotes('plans'))[0]).toMatch(/withdrawn: the proposed change was edited after it was approved/)
  })

  it('can be cancelled by the approver who scheduled it, not by the actuary whose change it is', async () => {
    const plan = await planByCode('TLP')
    await proposeLoading(plan, 'actuary', ((await publicPlan(plan.id)).loadingPercent ?? 0) + 1)
    expect((await schedule('actuary', { collection: 'plans', id: plan.id }, 'publish', inAMinute())).error).toMatch(/Only someone who may publish this/)
    expect(await waitingFor('plans', plan.id)).toHaveLength(0)
    await schedule('approver', { collection: 'plans', id: plan.id }, 'publish', inAMinute())
    const [job] = await waitingFor('plans', plan.id)
    const cancel = async (name: string) => schedulePublishServerFunction({ deleteID: job!.id, req: await requestOf(name) } as never)
    await expect(cancel('actuary')).rejects.toThrow(/Only the person who scheduled this change/)
    expect(await waitingFor('plans', plan.id)).toHaveLength(1)
    await cancel('approver')
    expect(await waitingFor('plans', plan.id)).toHaveLength(0)
    // Nothing else was queued on the way (Payload's own handler queues an empty job after a cancel).
    expect((await t.payload.count({ collection: JOBS_COLLECTION })).totalDocs).toBe(0)
    expect((await auditNotes('plans'))[0]).toMatch(/^Publish on .* cancelled$/)
  })
})

describe('content published and unpublished on a schedule', () => {
  it('a publisher’s scheduled publish puts the draft live at its time, and a scheduled unpublish takes it down', async () => {
    const category = (await t.payload.find({ collection: 'product-categories', limit: 1, depth: 0 })).docs[0]!
    const created = await rest('POST', '/api/products?draft=true', {
      headers: who('editor').headers,
      body: JSON.stringify({ title: 'Scheduled Saver', slug: 'scheduled-saver', category: category.id, summary: 'A plan that launches on a date.', heading: { text: 'Scheduled' }, _status: 'draft' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const product = ((await created.json()) as { doc: Product }).doc
    const seen = async () => (await rest('GET', `/api/products?where[slug][equals]=scheduled-saver&depth=0`).then((r) => r.json() as Promise<{ totalDocs: number }>)).totalDocs

    await schedule('publisher', { collection: 'products', id: product.id }, 'publish', inAMinute())
    await runDueSchedules(t.payload)
    expect(await seen()).toBe(0)
    await timePasses()
    expect(await runDueSchedules(t.payload), (await auditNotes('products')).join('\n')).toEqual({ ran: 1, failed: 0 })
    expect(await seen()).toBe(1)

    await schedule('publisher', { collection: 'products', id: product.id }, 'unpublish', inAMinute())
    await timePasses()
    expect(await runDueSchedules(t.payload)).toEqual({ ran: 1, failed: 0 })
    expect(await seen()).toBe(0)
  })

  it('an editor can neither unpublish a page nor have one unpublished on a schedule', async () => {
    const product = (await t.payload.find({ collection: 'products', where: { _status: { equals: 'published' } }, limit: 1, depth: 0 })).docs[0]!
    const unpublish = await rest('PATCH', `/api/products/${product.id}`, { headers: who('editor').headers, body: JSON.stringify({ _status: 'draft' }) })
    expect(unpublish.status).toBe(403)
    const viaGraphql = await graphql(JSON.stringify({ query: `mutation { updateProduct(id: ${product.id}, data: { _status: draft }) { id } }` }), who('editor').headers)
    expect(await viaGraphql.text()).toMatch(/Only a publisher can change what visitors see/)
    // A draft save is still the editor's to make.
    const draft = await rest('PATCH', `/api/products/${product.id}?draft=true`, { headers: who('editor').headers, body: JSON.stringify({ summary: `${product.summary ?? ''} (edited)`, _status: 'draft' }) })
    expect(draft.status).toBe(200)

    // Nor schedule one, nor have one run that was scheduled by someone who has since lost the role.
    expect((await schedule('editor', { collection: 'products', id: product.id }, 'unpublish', inAMinute())).error).toMatch(/Only someone who may publish this/)
    expect(await waitingFor('products', product.id)).toHaveLength(0)
    await t.payload.jobs.queue({ task: SCHEDULE_TASK, input: { type: 'unpublish', doc: { relationTo: 'products', value: String(product.id) }, user: { relationTo: 'users', value: who('editor').id } } as never, waitUntil: inAMinute() })
    await timePasses()
    expect(await runDueSchedules(t.payload)).toEqual({ ran: 1, failed: 1 })
    expect((await t.payload.findByID({ collection: 'products', id: product.id, depth: 0 }))._status).toBe('published')
    expect((await auditNotes('products'))[0]).toMatch(/^Unpublish on .* did not happen: Only a publisher can change what visitors see/)
  })

  it('the jobs behind the schedules are not readable, writable or runnable from outside, by anyone', async () => {
    // A change that is due: only the site's own runner may run it.
    const product = (await t.payload.find({ collection: 'products', where: { _status: { equals: 'published' } }, limit: 1, depth: 0 })).docs[0]!
    const due = await t.payload.jobs.queue({ task: SCHEDULE_TASK, input: { type: 'unpublish', doc: { relationTo: 'products', value: String(product.id) }, user: { relationTo: 'users', value: who('publisher').id } } as never, waitUntil: new Date(Date.now() - 1000) })
    const refused = (status: number) => status >= 400 && status < 500
    for (const name of ['editor', 'publisher', 'approver', 'admin']) {
      expect((await rest('GET', `/api/${JOBS_COLLECTION}?depth=0`, { headers: who(name).headers })).status).toBe(403)
      expect((await rest('GET', `/api/${JOBS_COLLECTION}/${due.id}?depth=0`, { headers: who(name).headers })).status).toBe(403)
      expect((await rest('POST', `/api/${JOBS_COLLECTION}`, { headers: who(name).headers, body: JSON.stringify({ taskSlug: SCHEDULE_TASK }) })).status).toBe(403)
      expect((await rest('DELETE', `/api/${JOBS_COLLECTION}/${due.id}`, { headers: who(name).headers })).status).toBe(403)
      // Payload's own run endpoints are not there: our job runner runs the jobs.
      for (const path of ['run', 'handle-schedules']) {
        for (const method of ['GET', 'POST'] as const) expect(refused((await rest(method, `/api/${JOBS_COLLECTION}/${path}`, { headers: who(name).headers })).status), `${name} ${method} ${path}`).toBe(true)
      }
    }
    expect((await rest('GET', `/api/${JOBS_COLLECTION}?depth=0`)).status).toBe(403)
    expect(refused((await rest('GET', `/api/${JOBS_COLLECTION}/run`)).status)).toBe(true)
    // Nothing ran: the product is still live and its change still waits for the runner.
    expect((await t.payload.findByID({ collection: 'products', id: product.id, depth: 0 }))._status).toBe('published')
    expect(await t.payload.findByID({ collection: JOBS_COLLECTION, id: due.id, depth: 0 })).toMatchObject({ completedAt: null, hasError: false, processing: false })
    await t.payload.delete({ collection: JOBS_COLLECTION, id: due.id })
  })
})

describe('the underwriting settings take two people', () => {
  it('a change to the sum-assured limits waits for a second underwriter; its author cannot approve it', async () => {
    const before = await loadSettings(t.payload)
    const draft = (await (await rest('GET', '/api/globals/application-settings?draft=true&depth=0', { headers: who('underwriter').headers })).json()) as Record<string, unknown>
    const limits = [{ upToAge: 40, maxSumAssured: 1_000_000 }, { upToAge: 70, maxSumAssured: 500_000 }]
    const saved = await rest('POST', '/api/globals/application-settings?draft=true', { headers: who('underwriter').headers, body: JSON.stringify({ ...draft, sumAssuredLimits: limits, _status: 'draft' }) })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect((await loadSettings(t.payload)).limits).toEqual(before.limits)

    const proposal = (await (await rest('GET', '/api/globals/application-settings?draft=true&depth=0', { headers: who('underwriter').headers })).json()) as Record<string, unknown>
    const own = await rest('POST', '/api/globals/application-settings', { headers: who('underwriter').headers, body: JSON.stringify({ ...proposal, _status: 'published' }) })
    expect(own.status).toBe(403)
    expect(JSON.stringify(await own.json())).toMatch(/You proposed this change to the underwriting settings, so someone else must approve it/)
    expect((await loadSettings(t.payload)).limits).toEqual(before.limits)

    // A pricing actuary may propose, not approve.
    expect((await rest('POST', '/api/globals/application-settings', { headers: who('actuary').headers, body: JSON.stringify({ ...proposal, _status: 'published' }) })).status).toBe(403)

    const approved = await rest('POST', '/api/globals/application-settings', { headers: who('underwriter2').headers, body: JSON.stringify({ ...proposal, _status: 'published' }) })
    expect(approved.status, await approved.clone().text()).toBe(200)
    expect((await loadSettings(t.payload)).limits).toEqual(limits)
  })
})
