import { describe, expect, it } from 'vitest'

import { composeClaimMessages, composeUnreadableMessages, messageKey, type MessageClaim } from './messages'

const claim: MessageClaim = {
  id: 42,
  reference: 'RL-CLM-2026-000042',
  firstName: 'Ngozi',
  claimType: 'death',
  phone: '0803 123 4567',
  email: 'ngozi@example.com',
  missing: ['Certified copy of the death certificate'],
}
const trackUrl = 'https://redwoodlife.example/claims/track'

describe('claim messages', () => {
  it('sends one SMS and one email per change, each with its own key', () => {
    const messages = composeClaimMessages(claim, 'assessing', { occurrence: 1, trackUrl, promiseDays: 14 })
    expect(messages.map((m) => [m.channel, m.to, m.key])).toEqual([
      ['sms', '0803 123 4567', 'claim:42:assessing:1:sms'],
      ['email', 'ngozi@example.com', 'claim:42:assessing:1:email'],
    ])
    expect(messages[1]?.subject).toBe('Your claim RL-CLM-2026-000042: being assessed')
  })

  it('sends only the SMS when no email was given', () => {
    expect(composeClaimMessages({ ...claim, email: null }, 'paid', { occurrence: 1, trackUrl, promiseDays: 14 }).map((m) => m.channel)).toEqual(['sms'])
  })

  it('keeps every SMS to two text messages at most and names no personal data but the first name', () => {
    for (const status of ['received', 'documents-complete', 'assessing', 'approved', 'paid', 'declined'] as const) {
      const sms = composeClaimMessages({ ...claim, documentsCompleteAt: '2026-11-20T10:00:00Z' }, status, { occurrence: 1, trackUrl, promiseDays: 14 })[0]
      expect(sms?.text.length).toBeLessThanOrEqual(306)
      expect(sms?.text).toContain(claim.reference)
      expect(sms?.text).not.toContain('death certificate')
    }
  })

  it('lists the missing documents in the first email and gives the reason for a decline', () => {
    const received = composeClaimMessages(claim, 'received', { occurrence: 1, trackUrl, promiseDays: 14 })[1]
    expect(received?.text).toContain('- Certified copy of the death certificate')
    expect(received?.text).toContain(trackUrl)
    const declined = composeClaimMessages({ ...claim, declineReason: 'The policy had lapsed.' }, 'declined', { occurrence: 1, trackUrl, promiseDays: 14 })[1]
    expect(declined?.text).toContain('The reason: The policy had lapsed.')
  })

  it('gives the promise date once the documents are complete', () => {
    const [sms] = composeClaimMessages({ ...claim, documentsCompleteAt: '2026-11-20T10:00:00Z' }, 'documents-complete', { occurrence: 1, trackUrl, promiseDays: 14 })
    expect(sms?.text).toContain('We will decide by Friday, 4 December 2026.')
  })

  it('counts the promise with the CMS setting, in the first email and the decision date', () => {
    const received = composeClaimMessages(claim, 'received', { occurrence: 1, trackUrl, promiseDays: 10 })[1]
    expect(received?.text).toContain('Once we have every document, we decide within 10 days.')
    const [sms] = composeClaimMessages({ ...claim, documentsCompleteAt: '2026-11-20T10:00:00Z' }, 'documents-complete', { occurrence: 1, trackUrl, promiseDays: 10 })
    expect(sms?.text).toContain('We will decide by Monday, 30 November 2026.')
  })

  it('asks again for a file marked unreadable, by SMS and email, with the reason and its own key', () => {
    const file = { id: 7, document: 'Certified copy of the death certificate', reason: 'The photo is blurred.' }
    const messages = composeUnreadableMessages(claim, file, { occurrence: 1, trackUrl })
    expect(messages.map((m) => [m.channel, m.key])).toEqual([
      ['sms', 'claim:42:file-7-unreadable:1:sms'],
      ['email', 'claim:42:file-7-unreadable:1:email'],
    ])
    expect(messages[0]?.text).toBe(
      `Redwood Life, claim RL-CLM-2026-000042: We could not read your certified copy of the death certificate: the photo is blurred. Please send it again. Details: ${trackUrl}`,
    )
    expect(messages[1]?.subject).toBe('Your claim RL-CLM-2026-000042: please send a document again')
    expect(messages[1]?.text).toContain('We could not read your certified copy of the death certificate: the photo is blurred. Please send it again.')
    // A long reason is left to the email and the page: an SMS stays within what the outbox takes.
    const long = composeUnreadableMessages(claim, { ...file, reason: 'x'.repeat(200) }, { occurrence: 2, trackUrl })
    expect(long[0]?.text.length).toBeLessThanOrEqual(612)
    expect(long[0]?.key).toBe('claim:42:file-7-unreadable:2:sms')
  })

  it('tells a second arrival at the same status apart from the first', () => {
    expect(messageKey(42, 'assessing', 2, 'sms')).not.toBe(messageKey(42, 'assessing', 1, 'sms'))
  })
})
