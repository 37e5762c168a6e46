import { describe, expect, it } from 'vitest'

import { parseTransaction, signatureOf, verifySignature } from './paystack'

const SECRET = 'sk_test_0123456789abcdef'

describe('webhook signatures', () => {
  const body = '{"event":"charge.success","data":{"reference":"RL-1","status":"success","amount":432150}}'
  it('accepts the HMAC-SHA512 of the exact raw body', () => {
    expect(verifySignature(SECRET, body, signatureOf(SECRET, body))).toBe(true)
    expect(verifySignature(SECRET, new TextEncoder().encode(body), signatureOf(SECRET, body).toUpperCase())).toBe(true)
  })
  it('refuses a missing, malformed, other-key or other-body signature', () => {
    expect(verifySignature(SECRET, body, null)).toBe(false)
    expect(verifySignature(SECRET, body, 'abc')).toBe(false)
    expect(verifySignature(SECRET, body, signatureOf('sk_test_other', body))).toBe(false)
    expect(verifySignature(SECRET, body.replace('432150', '1'), signatureOf(SECRET, body))).toBe(false)
  })
})

describe('transactions', () => {
  it('keeps the state, the amount in kobo and the authorisation for later premiums', () => {
    const tx = parseTransaction({
      reference: 'RL-1',
      status: 'success',
      amount: 432150,
      currency: 'NGN',
      paid_at: '2026-11-22T12:00:00.000Z',
      channel: 'card',
      authorization: { authorization_code: 'AUTH_x1', card_type: 'visa ', last4: '4081', bank: 'TEST BANK', channel: 'card', reusable: true },
      customer: { customer_code: 'CUS_1' },
    })
    expect(tx).toEqual({
      reference: 'RL-1',
      status: 'success',
      amountKobo: 432150,
      currency: 'NGN',
      paidAt: '2026-11-22T12:00:00.000Z',
      channel: 'card',
      authorization: { authorizationCode: 'AUTH_x1', cardType: 'visa', last4: '4081', bank: 'TEST BANK', channel: 'card', reusable: true },
      customerCode: 'CUS_1',
    })
  })
  it('is null for anything that is not a transaction', () => {
    expect(parseTransaction(null)).toBeNull()
    expect(parseTransaction({ status: 'success' })).toBeNull()
    expect(parseTransaction({ reference: 'x', status: 'success', amount: -5 })).toBeNull()
  })
})
