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

import { and, eq, inArray, lt, lte, or, sql, type Column, type SQL } from '@payloadcms/db-sqlite/drizzle'
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { errorSummary } from '@/lib/log'
import { describeMailError, getMailer, type Mailer } from '@/lib/mail'
import type { Enquiry } from '@/payload-types'

import type { MailStatus } from './index'
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

// --- The conditional updates, straight to the database so that they are atomic. ---------------

type Row = { id: number; mailAttempts: unknown }
type UpdateChain = {
  set: (values: Record<string, unknown>) => {
    where: (condition: SQL | undefined) => { returning: (fields: Record<string, unknown>) => Promise<Row[]> }
  }
}
type Columns = Record<'id' | 'mailStatus' | 'nextAttemptAt' | 'leaseUntil' | 'claimToken' | 'mailAttempts', Column>
type DrizzleDb = { drizzle: { update: (table: unknown) => UpdateChain }; tables: Record<string, unknown> }

function table(payload: Payload): { db: DrizzleDb['drizzle']; t: Columns } {
  const adapter = payload.db as unknown as DrizzleDb
  const t = adapter.tables.enquiries as Columns | undefined
  if (!adapter.drizzle || !t) throw new Error('The enquiry outbox needs a SQL database adapter (SQLite or Postgres).')
  return { db: adapter.drizzle, t }
}

function dueCondition(t: Columns, nowIso: string, mailerConfigured: boolean): SQL | undefined {
  const parts: (SQL | undefined)[] = [
    and(inArray(t.mailStatus, ['pending', 'failed-retrying'] satisfies MailStatus[]), lte(t.nextAttemptAt, nowIso)),
    and(eq(t.mailStatus, 'sending' satisfies MailStatus), lt(t.leaseUntil, nowIso)),
  ]
  if (mailerConfigured) parts.push(eq(t.mailStatus, 'not-configured' satisfies MailStatus))
  return or(...parts)
}

/** Takes the enquiry for this worker if it is still due. Returns its attempt number, or null if someone else has it. */
async function claim(payload: Payload, id: number, token: string, o: OutboxOptions, now: Date): Promise<number | null> {
  const { db, t } = table(payload)
  const nowIso = now.toISOString()
  const rows = await db
    .update(t)
    .set({
      mailStatus: 'sending' satisfies MailStatus,
      claimToken: token,
      leaseUntil: new Date(now.getTime() + o.leaseMs).toISOString(),
      mailAttempts: sql`coalesce(${t.mailAttempts}, 0) + 1`,
      updatedAt: nowIso,
    })
    .where(and(eq(t.id, id), dueCondition(t, nowIso, o.mailer.configured)))
    .returning({ id: t.id, mailAttempts: t.mailAttempts })
  const row = rows[0]
  return row ? Number(row.mailAttempts) : null
}

/** Records the outcome, but only if this worker still holds the claim. */
async function settle(payload: Payload, id: number, token: string, values: Record<string, unknown>, now: Date): Promise<boolean> {
  const { db, t } = table(payload)
  const rows = await db
    .update(t)
    .set({ ...values, claimToken: null, leaseUntil: null, updatedAt: now.toISOString() })
    .where(and(eq(t.id, id), eq(t.claimToken, token), eq(t.mailStatus, 'sending' satisfies MailStatus)))
    .returning({ id: t.id, mailAttempts: t.mailAttempts })
  return rows.length > 0
}

// --- One run ----------------------------------------------------------------------------------

/** Mails every enquiry that is due now. Safe to run from several places at once. */
export async function processEnquiryOutbox(payload: Payload, overrides: Partial<OutboxOptions> = {}): Promise<OutboxReport> {
  const o = options(overrides)
  const report: OutboxReport = { sent: 0, failed: 0, notConfigured: 0, skipped: 0 }
  const nowIso = o.now().toISOString()
  const mailStatusIn: MailStatus[] = o.mailer.configured ? ['not-configured'] : []
  const due = await payload.find({
    collection: 'enquiries',
    where: {
      or: [
        { and: [{ mailStatus: { in: ['pending', 'failed-retrying'] } }, { nextAttemptAt: { less_than_equal: nowIso } }] },
        { and: [{ mailStatus: { equals: 'sending' } }, { leaseUntil: { less_than: nowIso } }] },
        ...(mailStatusIn.length > 0 ? [{ mailStatus: { in: mailStatusIn } }] : []),
      ],
    },
    sort: 'createdAt',
    limit: o.batchSize,
    depth: 0,
    overrideAccess: true,
    select: { mailStatus: true },
  })

  for (const { id } of due.docs) {
    const token = crypto.randomUUID()
    const attempts = await claim(payload, id, token, o, o.now())
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

export function stopEnquiryOutbox(): void {
  const s = state()
  if (s.timer) clearInterval(s.timer)
  s.timer = null
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
