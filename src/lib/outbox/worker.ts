/**
 * The worker that sends queued messages (docs/decisions/017-message-outbox.md), on the pattern of the
 * enquiry outbox (005): due messages are listed, each is claimed by one conditional UPDATE so only one
 * worker anywhere sends it, the claim is a lease (a crashed worker's message is taken over after it),
 * `sent` is written only once the mail server or SMS provider accepted it, and a failure schedules the
 * next attempt with exponential backoff, for ever. Without a mail server or SMS provider the message is
 * written to a file and marked "not-configured"; once one is configured it is sent after all.
 */
import crypto from 'node:crypto'

import type { Payload, Where } from 'payload'

import type { MessageChannel, MessageStatus } from '@/lib/outbox/statuses'
import { env } from '@/lib/env'
import { errorSummary } from '@/lib/log'
import { describeMailError, getMailer, mailDomain, type Mailer } from '@/lib/mail'
import { getSmsProvider, SmsError, type SmsProvider } from '@/lib/sms'
import type { OutboxMessage } from '@/payload-types'

import { sqlOf, toSql } from './sql'

export type OutboxOptions = {
  mailer: Mailer
  sms: SmsProvider
  /** The From of every mail. */
  from: string
  /** Waits before the 1st, 2nd, … retry; the last one repeats for every later retry. */
  retryDelaysMs: number[]
  /** How long a claim holds before another worker may take the message over (longer than any send). */
  leaseMs: number
  batchSize: number
  intervalMs: number
  now: () => Date
  /** False stops the background worker and the run after each queueing (tests drive runs themselves). */
  auto: boolean
}

export type OutboxReport = { sent: number; failed: number; notConfigured: number; skipped: number }

type State = { overrides: Partial<OutboxOptions>; timer: ReturnType<typeof setInterval> | null; running: Promise<void> | null; again: boolean }

const KEY = Symbol.for('redwood.message-outbox')
function state(): State {
  const g = globalThis as typeof globalThis & { [KEY]?: State }
  g[KEY] ??= { overrides: {}, timer: null, running: null, again: false }
  return g[KEY]
}

function options(overrides: Partial<OutboxOptions> = {}): OutboxOptions {
  const m = { ...state().overrides, ...overrides }
  return {
    mailer: m.mailer ?? getMailer(),
    sms: m.sms ?? getSmsProvider(),
    from: m.from ?? env.mailFrom,
    // The same delays and tick as the enquiry outbox: one setting for "how hard the site retries".
    retryDelaysMs: m.retryDelaysMs ?? env.enquiry.retryDelaysMs,
    leaseMs: m.leaseMs ?? 2 * 60_000,
    batchSize: m.batchSize ?? 50,
    intervalMs: m.intervalMs ?? env.enquiry.outboxIntervalMs,
    now: m.now ?? (() => new Date()),
    auto: m.auto ?? true,
  }
}

/** Sets defaults for every later run in this process (senders, timings; tests use short ones). */
export function configureOutbox(overrides: Partial<OutboxOptions>): void {
  state().overrides = { ...state().overrides, ...overrides }
}

/** Whether the worker runs by itself (false in tests that drive it). */
export function outboxRunsItself(): boolean {
  return options().auto
}

/** The wait before retry number `attempts` (1-based): the list's entry, its last one after that. */
export function retryDelay(attempts: number, delays: number[]): number {
  if (delays.length === 0) return 60_000
  return delays[Math.min(Math.max(attempts, 1), delays.length) - 1] as number
}

/**
 * The one rule for "due": waiting or failed and past its next attempt, or stuck in "sending" past its
 * lease (a crash), or not sent for want of a mail server or SMS provider that is now configured.
 * The list of due messages is a Payload query of it; the claim is a conditional UPDATE of the same rule.
 */
export function dueWhere(nowIso: string, configured: Record<MessageChannel, boolean>): Where {
  const nowConfigured = (Object.keys(configured) as MessageChannel[]).filter((c) => configured[c])
  return {
    or: [
      { and: [{ status: { in: ['waiting', 'failed'] satisfies MessageStatus[] } }, { nextAttemptAt: { less_than_equal: nowIso } }] },
      { and: [{ status: { equals: 'sending' satisfies MessageStatus } }, { leaseUntil: { less_than: nowIso } }] },
      ...(nowConfigured.length > 0 ? [{ and: [{ status: { equals: 'not-configured' satisfies MessageStatus } }, { channel: { in: nowConfigured } }] }] : []),
    ],
  }
}

/** The Message-ID every attempt of one mail carries, so a mailbox can spot a repeat after a crash. */
export function messageIdOf(message: Pick<OutboxMessage, 'id' | 'createdAt'>, from: string): string {
  return `<outbox-${message.id}-${Date.parse(message.createdAt)}@${mailDomain(from)}>`
}

type Outcome = { kind: 'sent'; receipt: string } | { kind: 'not-configured'; note: string }

async function deliver(message: OutboxMessage, o: OutboxOptions): Promise<Outcome> {
  if (message.channel === 'email') {
    const mail = { from: o.from, to: message.to, subject: message.subject ?? '', text: message.text, html: message.html ?? undefined, messageId: messageIdOf(message, o.from) }
    const receipt = await o.mailer.send(mail)
    if (!o.mailer.configured) return { kind: 'not-configured', note: `No mail server is configured (SMTP_URL is not set), so the mail was ${receipt.response}.` }
    return { kind: 'sent', receipt: receipt.messageId || mail.messageId }
  }
  const receipt = await o.sms.send({ to: message.to, text: message.text })
  if (!o.sms.configured) return { kind: 'not-configured', note: `No SMS provider is configured (SMS_API_URL and SMS_API_KEY are not set), so the SMS was ${receipt.response}.` }
  return { kind: 'sent', receipt: receipt.id }
}

function describeFailure(error: unknown, channel: MessageChannel): { message: string; unreachable: boolean } {
  if (channel === 'sms') {
    return error instanceof SmsError ? error : { message: errorSummary(error).message, unreachable: false }
  }
  return describeMailError(error)
}

/** Takes the message for this worker if it is still due and untried since we looked; its attempt number, or null. */
async function claim(payload: Payload, id: number, seenAttempts: number | null, token: string, o: OutboxOptions, now: Date): Promise<number | null> {
  const { db, t, op } = await sqlOf(payload)
  const nowIso = now.toISOString()
  const attempts = (seenAttempts ?? 0) + 1
  const due = dueWhere(nowIso, { email: o.mailer.configured, sms: o.sms.configured })
  const rows = await db
    .update(t)
    .set({ status: 'sending' satisfies MessageStatus, claimToken: token, leaseUntil: new Date(now.getTime() + o.leaseMs).toISOString(), attempts, updatedAt: nowIso })
    .where(toSql({ and: [{ id: { equals: id } }, { attempts: { equals: seenAttempts } }, due] }, t, op))
    .returning({ id: t.id })
  return rows.length > 0 ? attempts : null
}

/** Records the outcome, but only while this worker still holds the claim. */
async function settle(payload: Payload, id: number, token: string, values: Record<string, unknown>, now: Date): Promise<boolean> {
  const { db, t, op } = await sqlOf(payload)
  const rows = await db
    .update(t)
    .set({ ...values, claimToken: null, leaseUntil: null, updatedAt: now.toISOString() })
    .where(toSql({ id: { equals: id }, claimToken: { equals: token }, status: { equals: 'sending' satisfies MessageStatus } }, t, op))
    .returning({ id: t.id })
  return rows.length > 0
}

/** Sends every message that is due now. Safe to run from several places (and processes) at once. */
export async function processOutbox(payload: Payload, overrides: Partial<OutboxOptions> = {}): Promise<OutboxReport> {
  const o = options(overrides)
  const report: OutboxReport = { sent: 0, failed: 0, notConfigured: 0, skipped: 0 }
  const due = await payload.find({
    collection: 'outbox-messages',
    where: dueWhere(o.now().toISOString(), { email: o.mailer.configured, sms: o.sms.configured }),
    sort: 'createdAt',
    limit: o.batchSize,
    depth: 0,
    overrideAccess: true,
    select: { attempts: true, channel: true },
  })
  // A channel whose server cannot be reached is left alone for the rest of this run; the other goes on.
  const down = new Set<MessageChannel>()

  for (const { id, attempts: seen, channel } of due.docs) {
    if (down.has(channel)) {
      report.skipped += 1
      continue
    }
    const token = crypto.randomUUID()
    const attempts = await claim(payload, id, seen ?? null, token, o, o.now())
    if (attempts === null) {
      report.skipped += 1
      continue
    }
    const message = await payload.findByID({ collection: 'outbox-messages', id, depth: 0, overrideAccess: true })
    try {
      const outcome = await deliver(message, o)
      const done = o.now()
      if (outcome.kind === 'sent') {
        const kept = await settle(payload, id, token, { status: 'sent', sentAt: done.toISOString(), receipt: outcome.receipt || null, lastError: null, nextAttemptAt: null }, done)
        if (!kept) payload.logger.warn(`Outbox message ${id} was sent, but another worker had taken it over meanwhile.`)
        report.sent += 1
      } else {
        await settle(payload, id, token, { status: 'not-configured', nextAttemptAt: null, lastError: outcome.note }, done)
        report.notConfigured += 1
      }
    } catch (error) {
      const problem = describeFailure(error, message.channel)
      const failedAt = o.now()
      const next = new Date(failedAt.getTime() + retryDelay(attempts, o.retryDelaysMs))
      await settle(payload, id, token, { status: 'failed', nextAttemptAt: next.toISOString(), lastError: problem.message }, failedAt)
      payload.logger.warn(`Outbox message ${id} (${message.channel}): attempt ${attempts} failed (${problem.message}); next try at ${next.toISOString()}.`)
      report.failed += 1
      if (problem.unreachable) down.add(message.channel)
    }
  }
  return report
}

// --- In the server process ---------------------------------------------------------------------

/** Starts a run now, or right after the current one if one is under way (runs never overlap here). */
export function runOutboxSoon(payload: Payload): Promise<void> {
  const s = state()
  if (s.running) {
    s.again = true
    return s.running
  }
  s.running = (async () => {
    try {
      do {
        s.again = false
        await processOutbox(payload)
      } while (s.again)
    } catch (error) {
      payload.logger.error({ err: errorSummary(error) }, 'The message outbox run failed; it will try again.')
    } finally {
      s.running = null
    }
  })()
  return s.running
}

/** Starts the background worker once per process (and does nothing if it runs already). */
export function startOutbox(payload: Payload): void {
  const s = state()
  const o = options()
  if (!o.auto || s.timer) return
  s.timer = setInterval(() => void runOutboxSoon(payload), o.intervalMs)
  s.timer.unref?.()
  payload.logger.info(`Message outbox started: mail via ${o.mailer.description}, SMS via ${o.sms.description}.`)
  void runOutboxSoon(payload)
}

/** Stops the worker; resolves once a run under way has finished (so nothing is written after a shutdown). */
export function stopOutbox(): Promise<void> {
  const s = state()
  if (s.timer) clearInterval(s.timer)
  s.timer = null
  s.again = false
  return s.running ?? Promise.resolve()
}

/** After queueing: make sure the worker runs, and try the new message straight away. */
export function kickOutbox(payload: Payload): void {
  if (!options().auto) return
  startOutbox(payload)
  void runOutboxSoon(payload)
}

/** For payload.config onInit: start the worker inside the Next.js server only (not builds, scripts or tests). */
export function startOutboxInServer(payload: Payload): void {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  startOutbox(payload)
}
