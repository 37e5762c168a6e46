import { describe, expect, it } from 'vitest'

import { deliverySentence, NOT_CONFIGURED_NOTE } from '@/lib/outbox/describe'

import { moneyText } from './money'
import { rowLabelText } from './row-label'

describe('an array row’s name in the admin', () => {
  const options = { fields: ['claimType', 'name'], options: { claimType: { death: 'Death of the person covered' } }, noun: 'checklist' }

  it('is the first naming field that holds something, an option by its label', () => {
    expect(rowLabelText({ claimType: 'death' }, 0, options)).toBe('Death of the person covered')
    expect(rowLabelText({ claimType: '', name: '  Funeral   receipt ' }, 1, options)).toBe('Funeral receipt')
  })

  it('is cut to a readable length, and says a new row is not named yet (never "Checklist 01")', () => {
    expect(rowLabelText({ name: 'x'.repeat(200) }, 0, options)).toHaveLength(80)
    const empty = rowLabelText({}, 2, options)
    expect(empty).toBe('New checklist (row 3), not named yet')
    expect(empty).not.toMatch(/^\w+ \d\d$/)
  })
})

describe('amounts in the admin', () => {
  it('are naira as a person writes them, from naira or kobo, never changing what is stored', () => {
    expect(moneyText(10_000_000, { unit: 'naira' })).toBe('₦10,000,000')
    expect(moneyText(108_088, { unit: 'kobo', exact: true })).toBe('₦1,080.88')
    expect(moneyText(null, { unit: 'kobo' })).toBe('Not recorded')
  })
})

describe('where an outgoing message stands', () => {
  it('is a plain sentence with no setting name or file path', () => {
    expect(deliverySentence({ channel: 'email', status: 'not-configured' })).toBe('Not sent: no mail server is set up yet. It will go once one is configured.')
    expect(deliverySentence({ channel: 'sms', status: 'not-configured' })).toBe(NOT_CONFIGURED_NOTE.sms)
    expect(deliverySentence({ channel: 'sms', status: 'failed', attempts: 3, nextAttemptAt: '2026-11-26T13:05:00.000Z' })).toBe(
      'Not sent yet: the SMS provider did not accept it after 3 tries. We try again at 26/11/2026 14:05.',
    )
    expect(deliverySentence({ channel: 'email', status: 'sent', sentAt: '2026-11-26T09:00:00.000Z' })).toBe('Sent 26/11/2026 10:00.')
    for (const status of ['waiting', 'sending', 'sent', 'failed', 'not-configured']) {
      expect(deliverySentence({ channel: 'email', status })).not.toMatch(/[A-Z]+_[A-Z]+|\/|lastError/)
    }
  })
})
