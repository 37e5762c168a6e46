/**
 * The queue that sends stored messages (docs/decisions/017-message-outbox.md): a queue of src/lib/jobs
 * on the outbox-messages table. Each message is claimed by one worker anywhere, sent, and marked sent only
 * once the mail server or SMS provider accepted it; a failure is retried with growing delays for ever.
 * Without a mail server or SMS provider the message is written to a file and marked "not-configured";
 * once one is configured it is sent after all. A channel that cannot be reached is left alone for the
 * rest of a run; the other goes on.
 */
import type { Where } from 'payload'

import { env } from '@/lib/env'
import { dueWhere as queueDueWhere, processQueue, type Queue, type QueueReport } from '@/lib/jobs/queue'
import { queueJob, type QueueJobOptions } from '@/lib/jobs/queue-job'
import { errorSummary } from '@/lib/log'
import { describeMailError, getMailer, mailDomain, type Mailer } from '@/lib/mail'
import { NOT_CONFIGURED_NOTE } from '@/lib/outbox/describe'
import type { MessageChannel, MessageStatus } from '@/lib/outbox/statuses'
import { getSmsProvider, SmsError, type SmsProvider } from '@/lib/sms'
import type { OutboxMessage } from '@/payload-types'

export { retryDelay } from '@/lib/jobs/queue'

export type OutboxOptions = QueueJobOptions & {
  mailer: Mailer
  sms: SmsProvider
  /** The From of every mail. */
  from: string
}

export type OutboxReport = QueueReport

/** The Message-ID every attempt of one mail carries, so a mailbox can spot a repeat after a crash. */
export function messageIdOf(message: Pick<OutboxMessage, 'id' | 'createdAt'>, from: string): string {
  return `<outbox-${message.id}-${Date.parse(message.createdAt)}@${mailDomain(from)}>`
}

const DUE: MessageStatus[] = ['waiting', 'failed']
const NOT_CONFIGURED: MessageStatus = 'not-configured'

/** The outbox-messages table as a queue: its columns and the names of its states. */
function shape(configured: Record<MessageChannel, boolean>): Pick<Queue<OutboxMessage>, 'columns' | 'states' | 'dueAgain'> {
  const nowConfigured = (Object.keys(configured) as MessageChannel[]).filter((c) => configured[c])
  const again: Where = { and: [{ status: { equals: NOT_CONFIGURED } }, { channel: { in: nowConfigured } }] }
  return {
    columns: { status: 'status', attempts: 'attempts', nextAttemptAt: 'nextAttemptAt', lastError: 'lastError' },
    states: { due: DUE, sending: 'sending' satisfies MessageStatus, failed: 'failed' satisfies MessageStatus, notConfigured: NOT_CONFIGURED },
    // Messages not sent for want of a mail server or SMS provider are due again once theirs is configured.
    dueAgain: () => (nowConfigured.length > 0 ? again : null),
  }
}

/** Which messages are due now, with these channels configured (the queue's rule, src/lib/jobs/queue.ts). */
export function dueWhere(nowIso: string, configured: Record<MessageChannel, boolean>): Where {
  return queueDueWhere(shape(configured), nowIso)
}

function messageQueue(o: OutboxOptions): Queue<OutboxMessage> {
  return {
    name: 'Outbox message',
    collection: 'outbox-messages',
    table: 'outbox_messages',
    ...shape({ email: o.mailer.configured, sms: o.sms.configured }),
    laneField: 'channel',
    async work(message) {
      const sent: MessageStatus = 'sent'
      if (message.channel === 'email') {
        const mail = { from: o.from, to: message.to, subject: message.subject ?? '', text: message.text, html: message.html ?? undefined, messageId: messageIdOf(message, o.from) }
        const receipt = await o.mailer.send(mail)
        // Where the mail was written is in the server's log (src/lib/mail); staff read a plain sentence.
        if (!o.mailer.configured) return { kind: 'not-configured', note: NOT_CONFIGURED_NOTE.email }
        return { kind: 'done', record: { status: sent, sentAt: o.now().toISOString(), receipt: receipt.messageId || mail.messageId } }
      }
      const receipt = await o.sms.send({ to: message.to, text: message.text })
      if (!o.sms.configured) return { kind: 'not-configured', note: NOT_CONFIGURED_NOTE.sms }
      return { kind: 'done', record: { status: sent, sentAt: o.now().toISOString(), receipt: receipt.id || null } }
    },
    describeFailure(error, message) {
      if (message.channel === 'sms') return error instanceof SmsError ? error : { message: errorSummary(error).message, unreachable: false }
      return describeMailError(error)
    },
  }
}

const queue = queueJob<OutboxOptions>({
  name: 'outgoing messages',
  key: 'redwood.message-outbox',
  defaults: (m) => ({
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
  }),
  process: (payload, o) => processQueue(payload, messageQueue(o), o),
})

/** Sets defaults for every later run in this process (senders, timings; tests use short ones). */
export const configureOutbox = queue.configure
/** Whether the job runs by itself (false in tests that drive it). */
export const outboxRunsItself = (): boolean => queue.options().auto
/** Sends every message that is due now. Safe to run from several places (and processes) at once. */
export const processOutbox = queue.process
/** The background job: every ENQUIRY_OUTBOX_INTERVAL_SECONDS, and right after each queueing. */
export const messageJob = queue.job
/** After queueing: make sure the job runs, and try the new message straight away. */
export const kickOutbox = queue.kick
/** Stops the job; resolves once a run under way has finished (so nothing is written after a shutdown). */
export const stopOutbox = queue.stop
