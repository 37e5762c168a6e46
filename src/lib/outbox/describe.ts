import { lagosStaffTime } from '@/lib/text/lagos'

import type { MessageChannel, MessageStatus } from './statuses'

/** Set where no mail server or SMS provider is configured: what staff read, never a setting's name or a file's path. */
export const NOT_CONFIGURED_NOTE: Record<MessageChannel, string> = {
  email: 'Not sent: no mail server is set up yet. It will go once one is configured.',
  sms: 'Not sent: no SMS provider is set up yet. It will go once one is configured.',
}

type Delivery = { channel?: string | null; status?: string | null; attempts?: number | null; nextAttemptAt?: string | null; sentAt?: string | null }

/** "26/11/2026 14:05" in Lagos time, as staff read times. */
function lagosTime(iso: string): string {
  return lagosStaffTime(iso)
}

/**
 * One plain sentence on where a message stands (decision 033): what the admin shows instead of the
 * worker's raw problem (a mail server's reply, an HTTP status), which stays in the server's log.
 */
export function deliverySentence(message: Delivery): string {
  const channel: MessageChannel = message.channel === 'sms' ? 'sms' : 'email'
  const sender = channel === 'sms' ? 'SMS provider' : 'mail server'
  const status = (message.status ?? 'waiting') as MessageStatus
  switch (status) {
    case 'sent':
      return message.sentAt ? `Sent ${lagosTime(message.sentAt)}.` : 'Sent.'
    case 'sending':
      return 'Being sent now.'
    case 'not-configured':
      return NOT_CONFIGURED_NOTE[channel]
    case 'failed': {
      const tries = message.attempts && message.attempts > 1 ? ` after ${message.attempts} tries` : ''
      const next = message.nextAttemptAt ? ` We try again at ${lagosTime(message.nextAttemptAt)}.` : ' We will try again.'
      return `Not sent yet: the ${sender} did not accept it${tries}.${next}`
    }
    default:
      return 'Waiting to be sent.'
  }
}
