/**
 * A queue of rows to work through, each exactly once while nothing crashes (docs/decisions/017-message-outbox.md).
 * The enquiry mails (on the enquiry itself, decision 005) and the outgoing messages (a table of their own)
 * are two queues of this one kind; only the columns, the states' names and the work differ.
 *
 *  - A run lists the rows that are due, then claims each with one conditional UPDATE (still due, not
 *    tried since we looked): only one worker, in this process or any other, wins a row.
 *  - A claim is a lease: a worker that dies mid-run loses the row to the next run after the lease.
 *  - The outcome is written only while the worker still holds the claim. A failure records the problem
 *    and the next attempt after a growing delay, for ever: nothing is dropped.
 *  - Work that can be repeated only recognisably (a mail) must be made so by the queue's `work`: the
 *    crash window between "the server accepted it" and "we wrote sent" repeats it.
 */
import crypto from 'node:crypto'

import type { CollectionSlug, Payload, Where } from 'payload'

import { sqlOf, toSql } from './sql'

/** Where a row's delivery state is kept (column names in Payload's field names; the claim columns are always claimToken and leaseUntil). */
export type QueueColumns = { status: string; attempts: string; nextAttemptAt: string; lastError: string }

/** The names a queue gives its states. `due` are the states waiting for their next attempt time. */
export type QueueStates = { due: readonly string[]; sending: string; failed: string; notConfigured: string }

/** What came of one row: done (with what to record), or parked because its sender is not configured. */
export type Outcome = { kind: 'done'; record: Record<string, unknown> } | { kind: 'not-configured'; note: string }

export type Problem = { message: string; unreachable: boolean }

export type Queue<Row extends { id: number }> = {
  /** For log lines: "Enquiry 12", "Outbox message 40". */
  name: string
  collection: CollectionSlug
  /** The collection's SQL table. */
  table: string
  columns: QueueColumns
  states: QueueStates
  /** Rows parked as not-configured whose sender is configured now (due again), or null. */
  dueAgain: () => Where | null
  /** The field naming the sender a row goes through: one that cannot be reached is skipped for the rest of the run. */
  laneField?: string
  work: (row: Row) => Promise<Outcome>
  describeFailure: (error: unknown, row: Row) => Problem
}

export type QueueTimings = {
  /** Waits before the 1st, 2nd, … retry; the last one repeats for every later retry. */
  retryDelaysMs: number[]
  /** How long a claim holds before another worker may take the row over (longer than any attempt). */
  leaseMs: number
  batchSize: number
  now: () => Date
}

export type QueueReport = { sent: number; failed: number; notConfigured: number; skipped: number }

/** The wait before retry number `attempts` (1-based): the list's entry, its last one after that. */
export function retryDelay(attempts: number, delays: number[]): number {
  if (delays.length === 0) return 60_000
  return delays[Math.min(Math.max(attempts, 1), delays.length) - 1] as number
}

/**
 * The one rule for "due": waiting or failed and past its next attempt, or stuck in "sending" past its
 * lease (a crash), or parked for want of a sender that is now configured. The list of due rows is a
 * Payload query of it; the claim is a conditional UPDATE of the same rule.
 */
export function dueWhere(queue: Pick<Queue<{ id: number }>, 'columns' | 'states' | 'dueAgain'>, nowIso: string): Where {
  const { columns: c, states: s } = queue
  const again = queue.dueAgain()
  return {
    or: [
      { and: [{ [c.status]: { in: [...s.due] } }, { [c.nextAttemptAt]: { less_than_equal: nowIso } }] },
      { and: [{ [c.status]: { equals: s.sending } }, { leaseUntil: { less_than: nowIso } }] },
      ...(again ? [again] : []),
    ],
  }
}

async function claim<Row extends { id: number }>(payload: Payload, queue: Queue<Row>, id: number, seen: number | null, token: string, t: QueueTimings): Promise<number | null> {
  const { db, t: table, op } = await sqlOf(payload, queue.table)
  const now = t.now()
  const nowIso = now.toISOString()
  const attempts = (seen ?? 0) + 1
  const c = queue.columns
  const rows = await db
    .update(table)
    .set({ [c.status]: queue.states.sending, claimToken: token, leaseUntil: new Date(now.getTime() + t.leaseMs).toISOString(), [c.attempts]: attempts, updatedAt: nowIso })
    .where(toSql({ and: [{ id: { equals: id } }, { [c.attempts]: { equals: seen } }, dueWhere(queue, nowIso)] }, table, op))
    .returning({ id: table.id })
  return rows.length > 0 ? attempts : null
}

async function settle<Row extends { id: number }>(payload: Payload, queue: Queue<Row>, id: number, token: string, values: Record<string, unknown>, now: Date): Promise<boolean> {
  const { db, t: table, op } = await sqlOf(payload, queue.table)
  const rows = await db
    .update(table)
    .set({ ...values, claimToken: null, leaseUntil: null, updatedAt: now.toISOString() })
    .where(toSql({ id: { equals: id }, claimToken: { equals: token }, [queue.columns.status]: { equals: queue.states.sending } }, table, op))
    .returning({ id: table.id })
  return rows.length > 0
}

/** Works through every row that is due now. Safe to run from several places (and processes) at once. */
export async function processQueue<Row extends { id: number }>(payload: Payload, queue: Queue<Row>, t: QueueTimings): Promise<QueueReport> {
  const report: QueueReport = { sent: 0, failed: 0, notConfigured: 0, skipped: 0 }
  const c = queue.columns
  const due = await payload.find({
    collection: queue.collection,
    where: dueWhere(queue, t.now().toISOString()),
    sort: 'createdAt',
    limit: t.batchSize,
    depth: 0,
    overrideAccess: true,
    select: { [c.attempts]: true, ...(queue.laneField ? { [queue.laneField]: true } : {}) },
  })
  const down = new Set<string>()

  for (const listed of due.docs as unknown as Record<string, unknown>[]) {
    const id = listed.id as number
    const lane = queue.laneField ? String(listed[queue.laneField]) : ''
    if (down.has(lane)) {
      report.skipped += 1
      continue
    }
    const token = crypto.randomUUID()
    const seen = typeof listed[c.attempts] === 'number' ? (listed[c.attempts] as number) : null
    const attempts = await claim(payload, queue, id, seen, token, t)
    if (attempts === null) {
      report.skipped += 1
      continue
    }
    const row = (await payload.findByID({ collection: queue.collection, id, depth: 0, overrideAccess: true })) as unknown as Row
    try {
      const outcome = await queue.work(row)
      const done = t.now()
      if (outcome.kind === 'done') {
        const kept = await settle(payload, queue, id, token, { ...outcome.record, [c.lastError]: null, [c.nextAttemptAt]: null }, done)
        if (!kept) payload.logger.warn(`${queue.name} ${id} was sent, but another worker had taken it over meanwhile.`)
        report.sent += 1
      } else {
        await settle(payload, queue, id, token, { [c.status]: queue.states.notConfigured, [c.nextAttemptAt]: null, [c.lastError]: outcome.note }, done)
        report.notConfigured += 1
      }
    } catch (error) {
      const problem = queue.describeFailure(error, row)
      const failedAt = t.now()
      const next = new Date(failedAt.getTime() + retryDelay(attempts, t.retryDelaysMs))
      await settle(payload, queue, id, token, { [c.status]: queue.states.failed, [c.nextAttemptAt]: next.toISOString(), [c.lastError]: problem.message }, failedAt)
      payload.logger.warn(`${queue.name} ${id}: attempt ${attempts} failed (${problem.message}); next try at ${next.toISOString()}.`)
      report.failed += 1
      // Its sender can't be reached: the rest of its lane would fail the same way, so they wait for the next run.
      if (problem.unreachable) down.add(lane)
    }
  }
  return report
}
