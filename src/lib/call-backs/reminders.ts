import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { slotWords } from '@/lib/hours/hours'
import type { Job } from '@/lib/jobs/runner'
import { errorSummary } from '@/lib/log'
import { queueMessage } from '@/lib/outbox'

/** How long before a call-back the team's inbox is reminded of it. */
export const REMINDER_MINUTES = 15
/** A call-back more than this far past its time gets no reminder (the server was down; the queue still shows it). */
const TOO_LATE_MINUTES = 60

/**
 * Queues a reminder mail to the customer service inbox for every call-back due within REMINDER_MINUTES
 * that is not done and not yet reminded. The outbox key makes a second run (or a second server) harmless.
 */
export async function queueCallBackReminders(payload: Payload, now: Date = new Date()): Promise<{ queued: number }> {
  const due = await payload.find({
    collection: 'call-backs',
    where: {
      and: [
        { done: { not_equals: true } },
        { reminderQueuedAt: { exists: false } },
        { slotStart: { less_than_equal: new Date(now.getTime() + REMINDER_MINUTES * 60_000).toISOString() } },
        { slotStart: { greater_than: new Date(now.getTime() - TOO_LATE_MINUTES * 60_000).toISOString() } },
      ],
    },
    sort: 'slotStart',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  if (due.docs.length === 0) return { queued: 0 }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { customerServiceEmail: true } })
  const inbox = settings.customerServiceEmail || env.enquiryInbox
  let queued = 0
  for (const cb of due.docs) {
    if (!cb.reference) continue
    const when = slotWords(new Date(cb.slotStart))
    try {
      await queueMessage(payload, {
        channel: 'email',
        to: inbox,
        subject: `Call-back due: ${cb.name}, ${when}`,
        text: [
          `${cb.name} asked to be called on ${when} (Lagos time).`,
          `Phone: ${cb.phone}`,
          cb.topic ? `About: ${cb.topic}` : null,
          `Reference: ${cb.reference}`,
          '',
          `Open the call-back: ${env.serverUrl}/admin/collections/call-backs/${cb.id}`,
          'Tick "Done" once you have called.',
        ]
          .filter((line) => line !== null)
          .join('\n'),
        key: `call-back:${cb.reference}:reminder`,
        related: `call-backs:${cb.reference}`,
      })
      await payload.update({ collection: 'call-backs', id: cb.id, data: { reminderQueuedAt: now.toISOString() }, overrideAccess: true, depth: 0 })
      queued++
    } catch (error) {
      payload.logger.error({ err: errorSummary(error) }, 'A call-back reminder could not be queued.')
    }
  }
  return { queued }
}

export const callBackReminderJob: Job = {
  name: 'call-back-reminders',
  everyMs: () => 60_000,
  run: async (payload) => {
    await queueCallBackReminders(payload)
  },
}
