/**
 * What a complainant is told: the acknowledgement when a complaint is stored, and a message at each
 * change of status, the final answer in full by email (an SMS says where to read it). Pure functions:
 * the Complaints collection's hook hands the result to the outbox.
 */
import { lagosDateText } from '@/lib/text/lagos'

import { acknowledgeWords, bureauLine, resolveWords, type ComplaintTerms } from './terms'
import type { ComplaintStatus } from './types'

export type MessageComplaint = {
  id: number
  reference: string
  firstName: string
  phone: string
  email: string | null | undefined
  dueAt: string | null | undefined
  finalAnswer?: string | null
}

export type Channel = 'email' | 'sms'
export type ComplaintMessage = { channel: Channel; to: string; subject?: string; text: string; key: string }

/** The idempotency key: the complaint, the status, how many times it has reached it, the channel. */
export function complaintMessageKey(id: number, status: ComplaintStatus, occurrence: number, channel: Channel): string {
  return `complaint:${id}:${status}:${occurrence}:${channel}`
}

function headline(status: ComplaintStatus, c: MessageComplaint, terms: ComplaintTerms): string {
  const due = c.dueAt ? ` by ${lagosDateText(c.dueAt)}` : ''
  switch (status) {
    case 'received':
      return `We have received your complaint ${c.reference}. We will send you our final answer ${resolveWords(terms.resolveDays)}${due ? `,${due}` : ''}.`
    case 'investigating':
      return `We are looking into your complaint ${c.reference}. We will send you our final answer${due}.`
    case 'escalated':
      return `Your complaint ${c.reference} has been passed to a senior manager, who will reply to you${due}.`
    case 'resolved':
      return `We have sent our final answer to your complaint ${c.reference}.`
  }
}

const SUBJECT: Record<ComplaintStatus, string> = {
  received: 'received',
  investigating: 'we are looking into it',
  escalated: 'passed to a senior manager',
  resolved: 'our final answer',
}

export function composeComplaintMessages(
  c: MessageComplaint,
  status: ComplaintStatus,
  { occurrence, trackUrl, terms }: { occurrence: number; trackUrl: string; terms: ComplaintTerms },
): ComplaintMessage[] {
  const first = headline(status, c, terms)
  const follow = `Follow it at ${trackUrl} with your reference and this phone number.`
  const lines = [`Dear ${c.firstName},`, '', first]
  if (status === 'received') {
    lines.push('', `This is our acknowledgement: we acknowledge every complaint ${acknowledgeWords(terms.acknowledgeDays)}.`)
  }
  if (status === 'resolved' && c.finalAnswer) lines.push('', 'Our answer:', '', c.finalAnswer)
  if (status === 'resolved') {
    lines.push('', `If you are not happy with our answer, you can take your complaint to ${bureauLine(terms.bureau)}.`)
    if (terms.bureau.address) lines.push(`Their address: ${terms.bureau.address}`)
  }
  lines.push('', follow, '', 'Redwood Life Assurance')
  const sms =
    status === 'resolved'
      ? `Redwood Life: ${first} ${c.email ? 'It is in your email and' : 'Read it'} at ${trackUrl}`
      : `Redwood Life: ${first} Details: ${trackUrl}`
  const messages: ComplaintMessage[] = [{ channel: 'sms', to: c.phone, text: sms, key: complaintMessageKey(c.id, status, occurrence, 'sms') }]
  if (c.email) {
    messages.push({
      channel: 'email',
      to: c.email,
      subject: `Your complaint ${c.reference}: ${SUBJECT[status]}`,
      text: lines.join('\n'),
      key: complaintMessageKey(c.id, status, occurrence, 'email'),
    })
  }
  return messages
}
