/**
 * The enquiry mail outbox: every enquiry is stored first, then mailed by this queue
 * (docs/decisions/005-enquiry-outbox.md). It is a queue of src/lib/jobs on the enquiry's own columns:
 * due enquiries are claimed one by one, mailed, and marked sent only once the mail server accepted the
 * mail; a failure is retried with growing delays for ever. Every attempt of one enquiry's mail carries
 * the same Message-ID, so the one repeat a crash can cause is recognisably the same mail.
 * With no mail server configured, the mail is written to a file under DATA_DIR/mail and the enquiry
 * marked "not-configured"; once a server is configured, those enquiries are mailed too.
 */
import { env } from '@/lib/env'
import { processQueue, type Queue, type QueueReport } from '@/lib/jobs/queue'
import { queueJob, type QueueJobOptions } from '@/lib/jobs/queue-job'
import { describeMailError, getMailer, type Mailer } from '@/lib/mail'
import type { Enquiry } from '@/payload-types'

import { composeEnquiryMail } from './mail'
import type { MailStatus } from './status'

export { retryDelay } from '@/lib/jobs/queue'

export type OutboxOptions = QueueJobOptions & {
  mailer: Mailer
  inbox: string
  from: string
  adminUrl: string
}

export type OutboxReport = QueueReport

const DUE: MailStatus[] = ['pending', 'failed-retrying']

function enquiryQueue(o: OutboxOptions): Queue<Enquiry> {
  return {
    name: 'Enquiry',
    collection: 'enquiries',
    table: 'enquiries',
    columns: { status: 'mailStatus', attempts: 'mailAttempts', nextAttemptAt: 'nextAttemptAt', lastError: 'lastMailError' },
    states: { due: DUE, sending: 'sending' satisfies MailStatus, failed: 'failed-retrying' satisfies MailStatus, notConfigured: 'not-configured' satisfies MailStatus },
    dueAgain: () => (o.mailer.configured ? { mailStatus: { equals: 'not-configured' satisfies MailStatus } } : null),
    async work(enquiry) {
      const mail = composeEnquiryMail(enquiry, { from: o.from, to: o.inbox, adminUrl: o.adminUrl })
      const receipt = await o.mailer.send(mail)
      if (!o.mailer.configured) {
        return { kind: 'not-configured', note: `No mail server is configured (SMTP_URL is not set), so the enquiry was ${receipt.response} instead of being mailed to ${o.inbox}.` }
      }
      const sent: MailStatus = 'sent'
      return { kind: 'done', record: { mailStatus: sent, mailedAt: o.now().toISOString(), messageId: receipt.messageId || mail.messageId } }
    },
    describeFailure: (error) => describeMailError(error),
  }
}

const queue = queueJob<OutboxOptions>({
  name: 'enquiry mail',
  key: 'redwood.enquiry-outbox',
  defaults: (m) => ({
    mailer: m.mailer ?? getMailer(),
    retryDelaysMs: m.retryDelaysMs ?? env.enquiry.retryDelaysMs,
    leaseMs: m.leaseMs ?? 2 * 60_000,
    batchSize: m.batchSize ?? 50,
    intervalMs: m.intervalMs ?? env.enquiry.outboxIntervalMs,
    inbox: m.inbox ?? env.enquiryInbox,
    from: m.from ?? env.mailFrom,
    adminUrl: m.adminUrl ?? env.serverUrl,
    now: m.now ?? (() => new Date()),
    auto: m.auto ?? true,
  }),
  process: (payload, o) => processQueue(payload, enquiryQueue(o), o),
})

/** Sets defaults for every later run in this process (the mail server, timings; tests use short ones). */
export const configureEnquiryOutbox = queue.configure
/** Mails every enquiry that is due now. Safe to run from several places (and processes) at once. */
export const processEnquiryOutbox = queue.process
/** The background job: every ENQUIRY_OUTBOX_INTERVAL_SECONDS, and right after each submission. */
export const enquiryMailJob = queue.job
/** After a submission: make sure the job runs, and try this enquiry straight away. */
export const kickEnquiryOutbox = queue.kick
/** Stops the job; resolves once a run under way has finished (so nothing is written after a shutdown). */
export const stopEnquiryOutbox = queue.stop
