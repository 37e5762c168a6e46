import { describe, expect, it } from 'vitest'

import { MessageError, prepareMessage, SMS_TEXT_MAX } from './message'
import { dueWhere, messageIdOf, retryDelay } from './worker'

const email = { channel: 'email', to: ' claims@redwoodlife.example ', subject: 'New claim\r\nBcc: x@y.z', text: 'Claim 42', key: 'claim:42:new:email' } as const
const sms = { channel: 'sms', to: '0803 123 4567', text: 'Your claim 42 is approved.', key: 'claim:42:status:approved:sms', related: 'claims:42' } as const

describe('prepareMessage', () => {
  it('stores an email with a one-line subject and a trimmed address', () => {
    expect(prepareMessage(email)).toEqual({
      channel: 'email',
      to: 'claims@redwoodlife.example',
      subject: 'New claim Bcc: x@y.z',
      text: 'Claim 42',
      html: null,
      key: 'claim:42:new:email',
      related: null,
    })
  })

  it('stores an SMS with the number as 234XXXXXXXXXX', () => {
    expect(prepareMessage(sms)).toMatchObject({ channel: 'sms', to: '2348031234567', subject: null, html: null, related: 'claims:42' })
  })

  it.each([
    ['an email without a subject', { ...email, subject: undefined }, /needs a subject/],
    ['a malformed address', { ...email, to: 'claims@@redwood' }, /not in a valid format/],
    ['a number that is not a Nigerian mobile', { ...sms, to: '+44 20 7946 0000' }, /not a Nigerian mobile/],
    ['an SMS with a subject', { ...sms, subject: 'Hi' }, /no subject/],
    ['an SMS that is too long', { ...sms, text: 'x'.repeat(SMS_TEXT_MAX + 1) }, /longer than 612/],
    ['an empty text', { ...sms, text: '  ' }, /needs a text/],
    ['no key', { ...sms, key: '' }, /needs a key/],
    ['a key with spaces', { ...sms, key: 'claim 42' }, /no spaces/],
    ['a key of 201 characters', { ...sms, key: 'k'.repeat(201) }, /longer than 200/],
    ['another channel', { ...sms, channel: 'fax' }, /must be "email" or "sms"/],
  ])('refuses %s', (_name, input, message) => {
    expect(() => prepareMessage(input as never)).toThrow(MessageError)
    expect(() => prepareMessage(input as never)).toThrow(message)
  })
})

describe('the worker’s rules', () => {
  it('waits longer after each failure, then keeps the last delay for ever', () => {
    const delays = [10_000, 30_000, 120_000]
    expect([1, 2, 3, 4, 50].map((n) => retryDelay(n, delays))).toEqual([10_000, 30_000, 120_000, 120_000, 120_000])
  })

  it('counts messages not sent for want of a provider as due only once their channel is configured', () => {
    const now = '2026-11-22T14:00:00.000Z'
    expect(JSON.stringify(dueWhere(now, { email: false, sms: false }))).not.toContain('not-configured')
    expect(dueWhere(now, { email: false, sms: true }).or?.[2]).toEqual({
      and: [{ status: { equals: 'not-configured' } }, { channel: { in: ['sms'] } }],
    })
  })

  it('gives every attempt of one mail the same Message-ID', () => {
    const message = { id: 7, createdAt: '2026-11-22T14:00:00.000Z' }
    expect(messageIdOf(message, 'Redwood Life <website@redwoodlife.example>')).toBe('<outbox-7-1795356000000@redwoodlife.example>')
  })
})
