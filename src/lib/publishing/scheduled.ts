/**
 * Scheduled publishing and unpublishing (issue 23, parts 1 and 5; decision 035). Staff pick a date and
 * time in Payload's own Schedule drawer (next to Publish); Payload stores each as a `schedulePublish` job
 * in its jobs table, naming the staff member who scheduled it, and at that time publishes (or unpublishes)
 * the document as that person, with their access. This module:
 *
 * - runs the due ones from our one job runner (src/lib/jobs, decision 017), every 30 s;
 * - checks and records each scheduling (the admin's `schedule-publish` server function), and records each
 *   cancelling and failed run, in the audit log (decision 030);
 * - withdraws the scheduled approvals of regulated content when its draft changes afterwards, so an
 *   approval for a date publishes exactly what was approved (decision 031).
 */
import { schedulePublishHandler, type SchedulePublishHandlerArgs } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { hasScheduledPublishEnabled } from 'payload/shared'
import { APIError, docAccessOperation, docAccessOperationGlobal, type Payload, type PayloadRequest, type ServerFunction, type Where } from 'payload'

import { recordAudit } from '@/lib/audit/record'
import type { Job } from '@/lib/jobs/runner'
import { hasRole, liveChangesRoles, type StaffRole } from '@/lib/staff/roles'
import { lagosTimeOfDay, lagosDateText } from '@/lib/text/lagos'

/** Payload's task that publishes or unpublishes at a time (payload/dist/versions/schedule/job.js). */
export const SCHEDULE_TASK = 'schedulePublish'
export const JOBS_COLLECTION = 'payload-jobs'
/** How often due publishes are looked for: a scheduled change goes live within this of its time. */
export const SCHEDULE_CHECK_MS = 30_000

export type ScheduleTarget = { collection: string; id: string | number } | { global: string }

/** The job's input as Payload's schedule drawer writes it. */
type ScheduleInput = {
  type?: 'publish' | 'unpublish' | null
  doc?: { relationTo?: string; value?: string | number } | null
  global?: string | null
  user?: { relationTo?: string; value?: string | number } | string | number | null
}

type ScheduleJob = { id: string | number; taskSlug?: string | null; input?: unknown; waitUntil?: string | null; log?: unknown; error?: unknown }

const inputOf = (job: ScheduleJob): ScheduleInput => (job.input && typeof job.input === 'object' ? (job.input as ScheduleInput) : {})

const schedulerId = (input: ScheduleInput): number | null => {
  const value = input.user && typeof input.user === 'object' ? input.user.value : input.user
  return value === null || value === undefined || Number.isNaN(Number(value)) ? null : Number(value)
}

function targetOf(input: ScheduleInput): { target: string; documentId: string | null } {
  if (input.doc?.relationTo) return { target: input.doc.relationTo, documentId: input.doc.value === undefined ? null : String(input.doc.value) }
  return { target: input.global ?? 'unknown', documentId: null }
}

/** "Thursday, 27 November 2026 at 09:00 (Lagos time)". */
export function formatScheduleTime(at: string | Date): string {
  const date = typeof at === 'string' ? new Date(at) : at
  return `${lagosDateText(date)} at ${lagosTimeOfDay(date)} (Lagos time)`
}

const verb = (input: ScheduleInput) => (input.type === 'unpublish' ? 'Unpublish' : 'Publish')
const whenOf = (job: ScheduleJob) => (job.waitUntil ? formatScheduleTime(job.waitUntil) : 'an unknown date')

/** The not-yet-run scheduled changes of one document or global (due ones included: the job may not have run yet). */
export function pendingSchedules(target: ScheduleTarget, type?: 'publish' | 'unpublish'): Where {
  const and: Where[] = [{ taskSlug: { equals: SCHEDULE_TASK } }, { completedAt: { exists: false } }]
  if ('collection' in target) and.push({ 'input.doc.value': { equals: String(target.id) } }, { 'input.doc.relationTo': { equals: target.collection } })
  else and.push({ 'input.global': { equals: target.global } })
  if (type) and.push({ 'input.type': { equals: type } })
  return { and }
}

/**
 * A new draft of regulated content withdraws its scheduled publishes: they were approvals of the draft
 * before, and publishing later would put live a change nobody approved. In the save's own transaction.
 */
export async function withdrawScheduledPublishes(req: PayloadRequest, target: ScheduleTarget): Promise<number> {
  const where = pendingSchedules(target, 'publish')
  if ((await req.payload.count({ collection: JOBS_COLLECTION, where, overrideAccess: true, req })).totalDocs === 0) return 0
  const result = await req.payload.delete({ collection: JOBS_COLLECTION, where, overrideAccess: true, depth: 0, req })
  for (const job of result.docs as ScheduleJob[]) {
    const input = inputOf(job)
    await recordAudit(req.payload, req, { action: 'schedule', ...targetOf(input), note: `${verb(input)} on ${whenOf(job)} withdrawn: the proposed change was edited after it was approved` })
  }
  return result.docs.length
}

export class ScheduleRefused extends APIError {
  constructor(message: string) {
    super(message, 403, undefined, true)
  }
}

/**
 * Who may cancel a change to the target besides the person who scheduled it: those who may publish it
 * (its `custom.liveChangesBy`, the same roles src/collections/liveChanges.ts enforces), and administrators.
 */
function publishRolesFor(payload: Payload, target: string): StaffRole[] {
  const collections = payload.collections as Record<string, { config: { custom?: Record<string, unknown> } } | undefined>
  const custom = Object.hasOwn(collections, target) ? collections[target]?.config.custom : payload.config.globals.find((g) => g.slug === target)?.custom
  return [...liveChangesRoles(custom), 'administrator']
}

/** The last error a failed job logged, in words staff can act on. */
function failureOf(job: ScheduleJob): string {
  const log = Array.isArray(job.log) ? (job.log as { error?: { message?: unknown } | null }[]) : []
  const last = [...log].reverse().find((entry) => entry.error)
  const message = last?.error?.message ?? (job.error && typeof job.error === 'object' ? (job.error as { message?: unknown }).message : null)
  return typeof message === 'string' && message.trim() ? message.trim().slice(0, 300) : 'it was refused'
}

/**
 * Runs every due scheduled change once. A run that fails (the person who scheduled it may no longer
 * publish, or an approval is refused) is recorded in the audit log with the reason, and is not retried:
 * someone must look at it. Returns how many ran and how many failed.
 */
export async function runDueSchedules(payload: Payload): Promise<{ ran: number; failed: number }> {
  const result = await payload.jobs.run({ where: { taskSlug: { equals: SCHEDULE_TASK } }, limit: 20, sequential: true, silent: true })
  const statuses = Object.entries(result.jobStatus ?? {})
  let failed = 0
  for (const [id, { status }] of statuses) {
    if (status === 'success') continue
    failed++
    const job = (await payload.findByID({ collection: JOBS_COLLECTION, id, depth: 0, overrideAccess: true, disableErrors: true })) as ScheduleJob | null
    if (!job) continue
    const input = inputOf(job)
    const actorId = schedulerId(input)
    const reason = failureOf(job)
    payload.logger.warn({ job: id, target: targetOf(input).target }, 'A scheduled publish did not happen')
    await recordAudit(
      payload,
      undefined,
      { action: 'schedule', ...targetOf(input), note: `${verb(input)} on ${whenOf(job)} did not happen: ${reason}` },
      { actor: actorId === null ? null : { id: actorId }, separate: true },
    )
  }
  return { ran: statuses.length, failed }
}

export const scheduledPublishingJob: Job = {
  name: 'scheduled publishing',
  everyMs: () => SCHEDULE_CHECK_MS,
  firstAfterMs: 5_000,
  run: async (payload) => {
    await runDueSchedules(payload)
  },
}

type ScheduleArgs = SchedulePublishHandlerArgs & { req: PayloadRequest }
type Target = { doc: { relationTo: string; value: string }; global?: undefined } | { doc?: undefined; global: string }
type ScheduleRequest = { type: 'publish' | 'unpublish'; date: Date; target: Target }

const ID = /^[0-9]{1,12}$/
/** How far ahead a change may be scheduled. */
const MAX_AHEAD_MS = 5 * 365 * 24 * 60 * 60 * 1000
/** A time a moment ago (the drawer's clock, a slow click) still counts as now. */
const SKEW_MS = 5 * 60 * 1000

const idOf = (value: unknown): string | null => ((typeof value === 'string' || typeof value === 'number') && ID.test(String(value)) ? String(value) : null)

/** The drawer's arguments, checked: they come from the browser like any form. */
function parseSchedule(payload: Payload, args: Record<string, unknown>, now: number): { ok: true; value: ScheduleRequest } | { ok: false; error: string } {
  const type = args.type === undefined ? 'publish' : args.type
  if (type !== 'publish' && type !== 'unpublish') return { ok: false, error: 'Choose whether to publish or unpublish.' }
  const date = args.date instanceof Date ? args.date : typeof args.date === 'string' ? new Date(args.date) : null
  if (!date || !Number.isFinite(date.getTime())) return { ok: false, error: 'Choose a date and time.' }
  if (date.getTime() < now - SKEW_MS) return { ok: false, error: 'Choose a time that has not passed yet.' }
  if (date.getTime() > now + MAX_AHEAD_MS) return { ok: false, error: 'Choose a time within the next five years.' }
  const doc = args.doc && typeof args.doc === 'object' ? (args.doc as { relationTo?: unknown; value?: unknown }) : null
  if (doc && args.global === undefined) {
    const slug = typeof doc.relationTo === 'string' ? doc.relationTo : ''
    const collections = payload.collections as Record<string, (typeof payload.collections)[keyof typeof payload.collections] | undefined>
    const collection = Object.hasOwn(collections, slug) ? collections[slug] : undefined
    const value = idOf(doc.value)
    if (!collection || !hasScheduledPublishEnabled(collection.config) || value === null) return { ok: false, error: 'There is nothing to schedule here.' }
    return { ok: true, value: { type, date, target: { doc: { relationTo: slug, value } } } }
  }
  const global = typeof args.global === 'string' ? payload.config.globals.find((g) => g.slug === args.global) : undefined
  if (!doc && global && hasScheduledPublishEnabled(global)) return { ok: true, value: { type, date, target: { global: global.slug } } }
  return { ok: false, error: 'There is nothing to schedule here.' }
}

/** May the signed-in person put the target live (the check Payload's Publish button makes)? */
async function mayPublish(req: PayloadRequest, target: Target): Promise<boolean> {
  if (target.doc) {
    const slug = target.doc.relationTo as keyof typeof req.payload.collections
    const collection = req.payload.collections[slug]
    const found = await req.payload.findByID({ collection: slug, id: target.doc.value, depth: 0, draft: true, req, user: req.user, overrideAccess: false, disableErrors: true })
    if (!found) return false
    const access = await docAccessOperation({ id: target.doc.value, collection, data: { _status: 'published' }, req })
    return Boolean(access.update)
  }
  const globalConfig = req.payload.config.globals.find((g) => g.slug === target.global)!
  return Boolean((await docAccessOperationGlobal({ globalConfig, data: { _status: 'published' }, req })).update)
}

/** Cancels one scheduled change, by the person who scheduled it or someone who may publish it. */
async function cancelSchedule(req: PayloadRequest & { user: NonNullable<PayloadRequest['user']> }, id: string): Promise<{ error?: string; message?: string }> {
  const job = (await req.payload.findByID({ collection: JOBS_COLLECTION, id, depth: 0, overrideAccess: true, req, disableErrors: true })) as ScheduleJob | null
  if (!job || job.taskSlug !== SCHEDULE_TASK || (job as { completedAt?: unknown }).completedAt) return { error: 'There is no such scheduled change.' }
  const mine = schedulerId(inputOf(job)) === Number(req.user.id)
  if (!mine && !hasRole(req.user, ...publishRolesFor(req.payload, targetOf(inputOf(job)).target))) {
    throw new ScheduleRefused('Only the person who scheduled this change, or someone who may publish it, can cancel it.')
  }
  await req.payload.delete({ collection: JOBS_COLLECTION, id: job.id, overrideAccess: true, req })
  await recordAudit(req.payload, req, { action: 'schedule', ...targetOf(inputOf(job)), note: `${verb(inputOf(job))} on ${whenOf(job)} cancelled` })
  return { message: 'Cancelled' }
}

/**
 * The admin's Schedule drawer, through Payload's own handler, with what it leaves out: its arguments are
 * checked; only someone who may publish the document schedules its publishing; only the person who
 * scheduled a change or someone who may publish it cancels it; each scheduling and cancellation is
 * recorded in the audit log with its time; and a cancellation deletes the one job without queueing an
 * empty one (Payload's handler queues a job after every call). Given to the admin as the
 * `schedule-publish` server function (src/app/(payload)/layout.tsx; decision 035 lists this reliance on
 * Payload's admin).
 */
export const schedulePublishServerFunction: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { req } = args as ScheduleArgs
  const user = req.user
  if (!user) return { error: 'Sign in to schedule a change.' }
  const raw = args as unknown as Record<string, unknown>
  if (raw.deleteID !== undefined && raw.date === undefined) {
    const id = idOf(raw.deleteID)
    return id === null ? { error: 'There is no such scheduled change.' } : cancelSchedule(Object.assign(req, { user }), id)
  }
  const parsed = parseSchedule(req.payload, raw, Date.now())
  if (!parsed.ok) return { error: parsed.error }
  const { type, date, target } = parsed.value
  if (!(await mayPublish(req, target))) return { error: 'Only someone who may publish this can schedule it.' }
  const result = (await schedulePublishHandler({ req, type, date, doc: target.doc, global: target.global } as Parameters<typeof schedulePublishHandler>[0])) as {
    error?: string
    message?: string
  }
  if (!result.error) {
    const input: ScheduleInput = { type, doc: target.doc, global: target.global }
    await recordAudit(req.payload, req, { action: 'schedule', ...targetOf(input), note: `${verb(input)} on ${formatScheduleTime(date)}` })
  }
  return result
}
