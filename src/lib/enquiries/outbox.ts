/**
 * The enquiry mail outbox: every enquiry is stored first, then mailed by this worker.
 * See docs/decisions/005-enquiry-outbox.md for why it works this way.
 *
 *  - A run finds enquiries that are due (waiting, or failed and past their retry time, or stuck in
 *    "sending" after a crash) and, one by one, claims each with a single conditional UPDATE. Only one
 *    worker (in this process or any other) can win a claim, so nothing is mailed twice by two workers.
 *  - The enquiry is marked sent only after the mail server accepted it. A failure records the error and
 *    schedules the next attempt with exponential backoff; the worker never gives up, so nothing is lost.
 *  - With no mail server configured, the mail is written to a file under DATA_DIR/mail and the enquiry marked
 *    "not-configured"; once a server is configured, those enquiries are mailed too.
 */
import crypto from 'node:crypto'

import type { Payload, Where } from 'payload'

import { env } from '@/lib/env'
import { errorSummary } from '@/lib/log'
import { describeMailError, getMailer, type Mailer } from '@/lib/mail'
import type { Enquiry } from '@/payload-types'

import type { MailStatus } from './status'
import { composeEnquiryMail } from './mail'

export type OutboxOptions = {
  mailer: Mailer
  /** Waits before the 1st, 2nd, … retry; the last one repeats for every later retry. */
  retryDelaysMs: number[]
  /** How long a claim holds before another worker may take the enquiry over (longer than any send). */
  leaseMs: number
  batchSize: number
  intervalMs: number
  inbox: string
  from: string
  adminUrl: string
  now: () => Date
  /** False stops the background worker and the attempt after each submission (tests drive runs themselves). */
  auto: boolean
}

export type OutboxReport = { sent: number; failed: number; notConfigured: number; skipped: number }

type State = {
  overrides: Partial<OutboxOptions>
  timer: ReturnType<typeof setInterval> | null
  running: Promise<void> | null
  again: boolean
}

const KEY = Symbol.for('redwood.enquiry-outbox')
function state(): State {
  const g = globalThis as typeof globalThis & { [KEY]?: State }
  g[KEY] ??= { overrides: {}, timer: null, running: null, again: false }
  return g[KEY]
}

function options(overrides: Partial<OutboxOptions> = {}): OutboxOptions {
  const merged = { ...state().overrides, ...overrides }
  return {
    mailer: merged.mailer ?? getMailer(),
    retryDelaysMs: merged.retryDelaysMs ?? env.enquiry.retryDelaysMs,
    leaseMs: merged.leaseMs ?? 2 * 60_000,
    batchSize: merged.batchSize ?? 50,
    intervalMs: merged.intervalMs ?? env.enquiry.outboxIntervalMs,
    inbox: merged.inbox ?? env.enquiryInbox,
    from: merged.from ?? env.mailFrom,
    adminUrl: merged.adminUrl ?? env.serverUrl,
    now: merged.now ?? (() => new Date()),
    auto: merged.auto ?? true,
  }
}

/** Sets defaults for every later run in this process (the mail server, timings; tests use short ones). */
export function configureEnquiryOutbox(overrides: Partial<OutboxOptions>): void {
  state().overrides = { ...state().overrides, ...overrides }
}

export function retryDelay(attempts: number, delays: number[]): number {
  if (delays.length === 0) return 60_000
  return delays[Math.min(Math.max(attempts, 1), delays.length) - 1] as number
}

// --- Which enquiries are due, and the conditional updates that claim them atomically. ---------

/**
 * The one rule for "due": waiting, or failed and past its retry time, or stuck in "sending" past its
 * lease (a crash); and, once a mail server is configured, those only logged so far. The list of due
 * enquiries is a Payload query of it, and the claim is a conditional UPDATE of the same rule.
 */
export function dueWhere(nowIso: string, mailerConfigured: boolean): Where {
  return {
    or: [
      { and: [{ mailStatus: { in: ['pending', 'failed-retrying'] satisfies MailStatus[] } }, { nextAttemptAt: { less_than_equal: nowIso } }] },
      { and: [{ mailStatus: { equals: 'sending' satisfies MailStatus } }, { leaseUntil: { less_than: nowIso } }] },
      ...(mailerConfigured ? [{ mailStatus: { equals: 'not-configured' satisfies MailStatus } }] : []),
    ],
  }
}

/** A condition in SQL, built with the database adapter's own operators (SQLite's or Postgres's). */
type Condition = unknown
type Operator = (...args: unknown[]) => Condition
type Operators = Record<'and' | 'or' | 'equals' | 'in' | 'less_than' | 'less_than_equal' | 'isNull', Operator>
type Row = { id: number }
type UpdateChain = {
  set: (values: Record<string, unknown>) => {
    where: (condition: Condition) => { returning: (fields: Record<string, unknown>) => Promise<Row[]> }
  }
}
type SqlAdapter = { drizzle?: { update: (table: unknown) => UpdateChain }; tables?: Record<string, Record<string, unknown>>; operators?: Operators }

function sqlAdapter(payload: Payload): { db: { update: (table: unknown) => UpdateChain }; t: Record<string, unknown>; op: Operators } {
  const adapter = payload.db as unknown as SqlAdapter
  const t = adapter.tables?.enquiries
  if (!adapter.drizzle || !t || !adapter.operators) throw new Error('The enquiry outbox needs a SQL database adapter (SQLite or Postgres).')
  return { db: adapter.drizzle, t, op: adapter.operators }
}

/**
 * The SQL form of a Where made of and/or and equals, in, less_than, less_than_equal on the enquiry's
 * own columns: the only shapes the outbox writes, so the due rule is stated once (dueWhere).
 */
function toSql(where: Where, t: Record<string, unknown>, op: Operators): Condition {
  const parts: Condition[] = []
  for (const [key, value] of Object.entries(where)) {
    if ((key === 'and' || key === 'or') && Array.isArray(value)) {
      parts.push(op[key](...value.map((w: Where) => toSql(w, t, op))))
      continue
    }
    const column = t[key]
    if (!column || !value || typeof value !== 'object') throw new Error(`The outbox cannot query enquiries by "${key}".`)
    for (const [operator, operand] of Object.entries(value as Record<string, unknown>)) {
      if (operator === 'equals' && operand === null) parts.push(op.isNull(column))
      else if (operator === 'equals' || operator === 'in' || operator === 'less_than' || operator === 'less_than_equal') {
        parts.push(op[operator](column, operand))
      } else throw new Error(`The outbox does not query with "${operator}".`)
    }
  }
  return parts.length === 1 ? parts[0] : op.and(...parts)
}

/**
 * Takes the enquiry for this worker if it is still due and nobody has tried it since we looked.
 * Returns its attempt number, or null if someone else has it.
 */
async function claim(payload: Payload, id: number, seenAttempts: number | null, token: string, o: OutboxOptions, now: Date): Promise<number | null> {
  const { db, t, op } = sqlAdapter(payload)
  const nowIso = now.toISOString()
  const attempts = (seenAttempts ?? 0) + 1
  const rows = await db
    .update(t)
    .set({
      mailStatus: 'sending' satisfies MailStatus,
      claimToken: token,
      leaseUntil: new Date(now.getTime() + o.leaseMs).toISOString(),
      mailAttempts: attempts,
      updatedAt: nowIso,
    })
    .where(toSql({ and: [{ id: { equals: id } }, { mailAttempts: { equals: seenAttempts } }, dueWhere(nowIso, o.mailer.configured)] }, t, op))
    .returning({ id: t.id })
  return rows.length > 0 ? attempts : null
}

/** Records the outcome, but only if this worker still holds the claim. */
async function settle(payload: Payload, id: number, token: string, values: Record<string, unknown>, now: Date): Promise<boolean> {
  const { db, t, op } = sqlAdapter(payload)
  const rows = await db
    .update(t)
    .set({ ...values, claimToken: null, leaseUntil: null, updatedAt: now.toISOString() })
    .where(toSql({ id: { equals: id }, claimToken: { equals: token }, mailStatus: { equals: 'sending' satisfies MailStatus } }, t, op))
    .returning({ id: t.id })
  return rows.length > 0
}

// --- One run ----------------------------------------------------------------------------------

/** Mails every enquiry that is due now. Safe to run from several places at once. */
export async function processEnquiryOutbox(payload: Payload, overrides: Partial<OutboxOptions> = {}): Promise<OutboxReport> {
  const o = options(overrides)
  const report: OutboxReport = { sent: 0, failed: 0, notConfigured: 0, skipped: 0 }
  const due = await payload.find({
    collection: 'enquiries',
    where: dueWhere(o.now().toISOString(), o.mailer.configured),
    sort: 'createdAt',
    limit: o.batchSize,
    depth: 0,
    overrideAccess: true,
    select: { mailAttempts: true },
  })

  for (const { id, mailAttempts } of due.docs) {
    const token = crypto.randomUUID()
    const attempts = await claim(payload, id, mailAttempts ?? null, token, o, o.now())
    if (attempts === null) {
      report.skipped += 1
      continue
    }
    const enquiry = (await payload.findByID({ collection: 'enquiries', id, depth: 0, overrideAccess: true })) as Enquiry
    const mail = composeEnquiryMail(enquiry, { from: o.from, to: o.inbox, adminUrl: o.adminUrl })
    try {
      const receipt = await o.mailer.send(mail)
      const done = o.now()
      if (o.mailer.configured) {
        const kept = await settle(
          payload,
          id,
          token,
          { mailStatus: 'sent', mailedAt: done.toISOString(), messageId: receipt.messageId || mail.messageId, lastMailError: null, nextAttemptAt: null },
          done,
        )
        if (!kept) payload.logger.warn(`Enquiry ${id} was mailed, but another worker had taken it over meanwhile.`)
        report.sent += 1
      } else {
        await settle(
          payload,
          id,
          token,
          {
            mailStatus: 'not-configured',
            nextAttemptAt: null,
            lastMailError: `No mail server is configured (SMTP_URL is not set), so the enquiry was ${receipt.response} instead of being mailed to ${o.inbox}.`,
          },
          done,
        )
        report.notConfigured += 1
      }
    } catch (error) {
      const problem = describeMailError(error)
      const failedAt = o.now()
      const next = new Date(failedAt.getTime() + retryDelay(attempts, o.retryDelaysMs))
      await settle(
        payload,
        id,
        token,
        { mailStatus: 'failed-retrying', nextAttemptAt: next.toISOString(), lastMailError: problem.message },
        failedAt,
      )
      payload.logger.warn(`Enquiry ${id}: mail attempt ${attempts} failed (${problem.message}); next try at ${next.toISOString()}.`)
      report.failed += 1
      // The server can't be reached: the rest would fail the same way, so they wait for the next run.
      if (problem.unreachable) break
    }
  }
  return report
}

// --- In the server process ---------------------------------------------------------------------

/** Starts a run now, or right after the current one if one is under way (runs never overlap here). */
export function runEnquiryOutboxSoon(payload: Payload): Promise<void> {
  const s = state()
  if (s.running) {
    s.again = true
    return s.running
  }
  s.running = (async () => {
    try {
      do {
        s.again = false
        await processEnquiryOutbox(payload)
      } while (s.again)
    } catch (error) {
      payload.logger.error({ err: errorSummary(error) }, 'The enquiry mail outbox run failed; it will try again.')
    } finally {
      s.running = null
    }
  })()
  return s.running
}

/** Starts the background worker once per process (and does nothing if it runs already). */
export function startEnquiryOutbox(payload: Payload): void {
  const s = state()
  const o = options()
  if (!o.auto || s.timer) return
  s.timer = setInterval(() => void runEnquiryOutboxSoon(payload), o.intervalMs)
  s.timer.unref?.()
  payload.logger.info(`Enquiry mail outbox started: mail goes to ${o.inbox} via ${o.mailer.description}.`)
  void runEnquiryOutboxSoon(payload)
}

/** Stops the worker; resolves once a run under way has finished (so nothing is written after a shutdown). */
export function stopEnquiryOutbox(): Promise<void> {
  const s = state()
  if (s.timer) clearInterval(s.timer)
  s.timer = null
  s.again = false
  return s.running ?? Promise.resolve()
}

/** After a submission: make sure the worker runs, and try this enquiry straight away. */
export function kickEnquiryOutbox(payload: Payload): void {
  if (!options().auto) return
  startEnquiryOutbox(payload)
  void runEnquiryOutboxSoon(payload)
}

/** For payload.config onInit: start the worker inside the Next.js server only (not builds, scripts or tests). */
export function startEnquiryOutboxInServer(payload: Payload): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  startEnquiryOutbox(payload)
}
