/**
 * The one place background work runs (docs/decisions/017-message-outbox.md): every job, whether a queue
 * (enquiry mails, outgoing messages) or a clean-up (unfinished applications, old claim lookups, abandoned
 * uploads), is a `Job` started by `startJobs` from the Payload config's onInit, inside the Next.js server
 * only. One timer per process wakes each job on its own interval; a kick (after a submission) runs one
 * now. Runs of one job never overlap in a process; across processes each job's own rule keeps work
 * single (a queue's row claims) or harmless (a clean-up deletes what is already past its time).
 *
 * The state lives on globalThis: Next bundles the instrumentation hook (which boots Payload, and so this)
 * and each route apart, and a kick from a route must find the timer the hook started.
 */
import type { Payload } from 'payload'

import { errorSummary } from '@/lib/log'

export type Job = {
  /** Unique; for log lines. */
  name: string
  /** How long between runs. */
  everyMs: () => number
  /** How long after the start the first run waits (default: none). */
  firstAfterMs?: number
  /** False keeps the job from running by itself (tests drive it by hand). */
  enabled?: () => boolean
  run: (payload: Payload) => Promise<void>
}

type JobState = { running: Promise<void> | null; again: boolean; nextAt: number }
type State = { payload: Payload | null; jobs: Map<string, Job>; states: Map<string, JobState>; timer: ReturnType<typeof setTimeout> | null }

const KEY = Symbol.for('redwood.jobs')
function state(): State {
  const g = globalThis as typeof globalThis & { [KEY]?: State }
  g[KEY] ??= { payload: null, jobs: new Map(), states: new Map(), timer: null }
  return g[KEY]
}

function jobState(name: string): JobState {
  const s = state()
  let js = s.states.get(name)
  if (!js) {
    js = { running: null, again: false, nextAt: 0 }
    s.states.set(name, js)
  }
  return js
}

/** Runs the job now, or right after its current run if one is under way here (runs never overlap). */
export function runJobSoon(payload: Payload, job: Job): Promise<void> {
  const js = jobState(job.name)
  if (js.running) {
    js.again = true
    return js.running
  }
  js.running = (async () => {
    try {
      do {
        js.again = false
        await job.run(payload)
      } while (js.again)
    } catch (error) {
      payload.logger.error({ err: errorSummary(error) }, `The background job "${job.name}" failed; it will run again.`)
    } finally {
      js.running = null
    }
  })()
  return js.running
}

/** Wakes at the next job's time, runs every job that is due, and sleeps again. */
function schedule(): void {
  const s = state()
  if (!s.payload) return
  if (s.timer) clearTimeout(s.timer)
  const now = Date.now()
  let next = Infinity
  for (const job of s.jobs.values()) next = Math.min(next, jobState(job.name).nextAt)
  if (next === Infinity) return
  s.timer = setTimeout(tick, Math.max(0, next - now))
  s.timer.unref?.()
}

function tick(): void {
  const s = state()
  const payload = s.payload
  if (!payload) return
  const now = Date.now()
  for (const job of s.jobs.values()) {
    const js = jobState(job.name)
    if (js.nextAt > now) continue
    js.nextAt = now + Math.max(job.everyMs(), 100)
    void runJobSoon(payload, job)
  }
  schedule()
}

/** Starts these jobs in this process (each only once; a job already started is left as it is). */
export function startJobs(payload: Payload, jobs: Job[]): void {
  const s = state()
  s.payload = payload
  const now = Date.now()
  for (const job of jobs) {
    if (s.jobs.has(job.name) || job.enabled?.() === false) continue
    s.jobs.set(job.name, job)
    jobState(job.name).nextAt = now + (job.firstAfterMs ?? 0)
    payload.logger.info(`Background job "${job.name}" started: every ${Math.round(job.everyMs() / 1000)} s.`)
  }
  schedule()
}

/** Starts a job if it is not running by itself yet, and runs it now (after a submission). */
export function kickJob(payload: Payload, job: Job): void {
  if (job.enabled?.() === false) return
  startJobs(payload, [job])
  void runJobSoon(payload, job)
}

/** Stops one job (or all); resolves once the runs under way have finished, so nothing is written after a shutdown. */
export function stopJobs(names?: string[]): Promise<void> {
  const s = state()
  const stopping: Promise<void>[] = []
  for (const name of names ?? [...s.jobs.keys()]) {
    s.jobs.delete(name)
    const js = s.states.get(name)
    if (!js) continue
    js.again = false
    if (js.running) stopping.push(js.running)
  }
  if (s.jobs.size === 0 && s.timer) {
    clearTimeout(s.timer)
    s.timer = null
  } else schedule()
  return Promise.all(stopping).then(() => undefined)
}

/** For the Payload config's onInit: start the jobs inside the Next.js server only (not builds, scripts or tests). */
export function startJobsInServer(payload: Payload, jobs: Job[]): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  startJobs(payload, jobs)
}
