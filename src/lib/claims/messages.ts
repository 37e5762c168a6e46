/**
 * What a claimant is told when a claim is made and each time its status changes: one email and one
 * SMS per change. Pure functions: the Claims collection hands the result to the outbox.
 */
import { lagosDateText } from '@/lib/text/lagos'

import { unreadableSentence } from './documents'
import { promiseDate } from './timeline'
import { claimTypeLabel, type ClaimStatus } from './types'

export type MessageClaim = {
  id: number
  reference: string
  firstName: string
  claimType: string
  phone: string
  email: string | null | undefined
  declineReason?: string | null
  documentsCompleteAt?: string | null
  missing: string[]
}

export type Channel = 'email' | 'sms'
export type ClaimMessage = { channel: Channel; to: string; subject?: string; text: string; key: string }

/** What each status means to the claimant, in one sentence (the SMS says only this and the link). */
function headline(status: ClaimStatus, claim: MessageClaim, promiseDays: number): string {
  switch (status) {
    case 'received':
      return `We have received your claim ${claim.reference}.`
    case 'documents-complete': {
      const due = promiseDate(claim.documentsCompleteAt, promiseDays)
      return `We have all the documents for claim ${claim.reference}.${due ? ` We will decide by ${lagosDateText(due)}.` : ''}`
    }
    case 'assessing':
      return `Your claim ${claim.reference} is being assessed.`
    case 'approved':
      return `Your claim ${claim.reference} is approved. We will pay it into the bank account you gave us.`
    case 'paid':
      return `We have paid your claim ${claim.reference} into the bank account you gave us.`
    case 'declined':
      return `We cannot pay your claim ${claim.reference}.`
  }
}

/**
 * The idempotency key of one message: the claim, the status, how many times the claim has reached
 * that status (a claim sent back a step and forward again is a new change) and the channel.
 */
export function messageKey(claimId: number, status: ClaimStatus, occurrence: number, channel: Channel): string {
  return `claim:${claimId}:${status}:${occurrence}:${channel}`
}

export function composeClaimMessages(
  claim: MessageClaim,
  status: ClaimStatus,
  { occurrence, trackUrl, promiseDays }: { occurrence: number; trackUrl: string; promiseDays: number },
): ClaimMessage[] {
  const first = headline(status, claim, promiseDays)
  const lines = [`Dear ${claim.firstName},`, '', first]
  if (status === 'received') {
    lines.push('', `Claim for: ${claimTypeLabel(claim.claimType)}.`)
    if (claim.missing.length > 0) lines.push('', 'Documents we still need:', ...claim.missing.map((m) => `- ${m}`))
    lines.push('', `Once we have every document, we decide within ${promiseDays} days.`)
  }
  if (status === 'declined' && claim.declineReason) lines.push('', `The reason: ${claim.declineReason}`, '', 'If you disagree, reply to this email and ask for a review.')
  lines.push('', `Follow your claim at ${trackUrl} with your reference and this phone number or email.`, '', 'Redwood Life Assurance')
  lines.push('', 'We never ask for a PIN, password or payment to pay a claim.')
  const messages: ClaimMessage[] = [
    {
      channel: 'sms',
      to: claim.phone,
      // An SMS says what changed and where to read more; the reason for a decline goes by email or the page.
      text: `Redwood Life: ${first} Details: ${trackUrl}`,
      key: messageKey(claim.id, status, occurrence, 'sms'),
    },
  ]
  if (claim.email) {
    messages.push({
      channel: 'email',
      to: claim.email,
      subject: `Your claim ${claim.reference}: ${status === 'received' ? 'received' : statusWord(status)}`,
      text: lines.join('\n'),
      key: messageKey(claim.id, status, occurrence, 'email'),
    })
  }
  return messages
}

function statusWord(status: ClaimStatus): string {
  return { received: 'received', 'documents-complete': 'documents complete', assessing: 'being assessed', approved: 'approved', paid: 'paid', declined: 'declined' }[status]
}

/** The longest SMS the outbox takes is 612 characters; a long reason goes by email and on the page. */
const SMS_MAX = 600

/**
 * What a claimant is told when staff mark a file unreadable: the same pair as a status change (an SMS,
 * and an email when one was given), keyed by the claim, the file and how many times that file has been
 * marked unreadable, so a retried save sends nothing twice.
 */
export function composeUnreadableMessages(
  claim: Pick<MessageClaim, 'id' | 'reference' | 'firstName' | 'phone' | 'email'>,
  file: { id: number; document: string; reason: string },
  { occurrence, trackUrl }: { occurrence: number; trackUrl: string },
): ClaimMessage[] {
  const sentence = unreadableSentence(file.document, file.reason)
  const key = (channel: Channel) => `claim:${claim.id}:file-${file.id}-unreadable:${occurrence}:${channel}`
  const how = `To send it, open ${trackUrl}, enter your reference ${claim.reference} and this phone number or email, and choose "Send documents".`
  let sms = `Redwood Life, claim ${claim.reference}: ${sentence} Details: ${trackUrl}`
  if (sms.length > SMS_MAX) sms = `Redwood Life, claim ${claim.reference}: ${unreadableSentence(file.document, '')} Details: ${trackUrl}`
  const messages: ClaimMessage[] = [{ channel: 'sms', to: claim.phone, text: sms, key: key('sms') }]
  if (claim.email) {
    const lines = [`Dear ${claim.firstName},`, '', sentence, '', how, '', 'Redwood Life Assurance', '', 'We never ask for a PIN, password or payment to pay a claim.']
    messages.push({
      channel: 'email',
      to: claim.email,
      subject: `Your claim ${claim.reference}: please send a document again`,
      text: lines.join('\n'),
      key: key('email'),
    })
  }
  return messages
}
