/**
 * What every queue (src/lib/jobs/queue.ts) has around it, written once: its settings for this process (which
 * tests override with short timings or their own senders), the background job that works through it every
 * `intervalMs`, a kick after each new row, and a stop that waits for a run under way.
 */
import type { Payload } from 'payload'

import type { QueueReport, QueueTimings } from './queue'
import { kickJob, stopJobs, type Job } from './runner'

export type QueueJobOptions = QueueTimings & {
  intervalMs: number
  /** False stops the background job and the run after each kick (tests drive runs themselves). */
  auto: boolean
}

export type QueueJob<O extends QueueJobOptions> = {
  /** The settings now: the defaults, this process's overrides, then `extra`. */
  options: (extra?: Partial<O>) => O
  /** Sets defaults for every later run in this process. */
  configure: (extra: Partial<O>) => void
  /** Works through every row due now. Safe to run from several places (and processes) at once. */
  process: (payload: Payload, extra?: Partial<O>) => Promise<QueueReport>
  /** The background job, for the list in src/lib/jobs/index.ts. */
  job: Job
  /** After a new row: make sure the job runs, and try the row straight away. */
  kick: (payload: Payload) => void
  /** Stops the job; resolves once a run under way has finished (so nothing is written after a shutdown). */
  stop: () => Promise<void>
}

/**
 * One queue's job. `key` names its overrides on globalThis: Next bundles the instrumentation hook and each
 * route apart, and a test's or a route's settings must reach the job the hook started.
 */
export function queueJob<O extends QueueJobOptions>(spec: {
  name: string
  key: string
  defaults: (given: Partial<O>) => O
  process: (payload: Payload, options: O) => Promise<QueueReport>
}): QueueJob<O> {
  const key = Symbol.for(spec.key)
  const overrides = (): Partial<O> => {
    const g = globalThis as unknown as Record<symbol, Partial<O> | undefined>
    return (g[key] ??= {})
  }
  const options = (extra: Partial<O> = {}) => spec.defaults({ ...overrides(), ...extra })
  const job: Job = {
    name: spec.name,
    everyMs: () => options().intervalMs,
    enabled: () => options().auto,
    run: async (payload) => {
      await spec.process(payload, options())
    },
  }
  return {
    options,
    configure: (extra) => void Object.assign(overrides(), extra),
    process: (payload, extra) => spec.process(payload, options(extra)),
    job,
    kick: (payload) => kickJob(payload, job),
    stop: () => stopJobs([job.name]),
  }
}
