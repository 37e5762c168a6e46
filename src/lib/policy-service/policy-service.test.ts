import { describe, expect, it } from 'vitest'

import { maskEmail, maskPhone, normalisePhone, normalisePolicyNumber } from './contract'
import { addMonths, instalmentsUntil, positionOn, statementFor } from './schedule'
import { bearerMatches, policyServiceToken } from './token'

describe('policy numbers, phones and masks', () => {
  it('reads a policy number however it is typed, and nothing else', () => {
    expect(normalisePolicyNumber(' rl pol 2026 000123 ')).toBe('RL-POL-2026-000123')
    expect(normalisePolicyNumber('RLPOL2026000123')).toBe('RL-POL-2026-000123')
    expect(normalisePolicyNumber('RL-POL-2026-00012')).toBeNull()
    expect(normalisePolicyNumber('RL-POL-2026-000123; drop')).toBeNull()
    expect(normalisePolicyNumber(42)).toBeNull()
  })

  it('keeps a Nigerian mobile as 11 digits', () => {
    expect(normalisePhone('+234 803 000 0101')).toBe('08030000101')
    expect(normalisePhone('0803-000-0101')).toBe('08030000101')
    expect(normalisePhone('0103 000 0101')).toBeNull()
  })

  it('masks contact details as the summary shows them', () => {
    expect(maskPhone('08030000121')).toBe('0803 *** **21')
    expect(maskEmail('ada.obi@example.com')).toBe('a***@example.com')
  })
})

describe('premium arithmetic', () => {
  const monthly = { startDate: '2026-01-31', frequency: 'monthly' as const, premiumKobo: 1000, premiumsEndDate: null }

  it('steps months keeping the day, or the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29')
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15')
  })

  it('owes the instalments due and unpaid, and names the next one after today', () => {
    expect(instalmentsUntil(monthly, '2026-04-30')).toEqual(['2026-01-31', '2026-02-28', '2026-03-31', '2026-04-30'])
    expect(positionOn(monthly, [{ amountKobo: 2000 }], '2026-04-30', false)).toEqual({ arrearsKobo: 2000, nextDueDate: '2026-05-31' })
    expect(positionOn(monthly, [{ amountKobo: 6000 }], '2026-04-30', false)).toEqual({ arrearsKobo: 0, nextDueDate: '2026-07-31' })
    expect(positionOn({ ...monthly, premiumsEndDate: '2026-03-01' }, [], '2026-04-30', true)).toEqual({ arrearsKobo: 2000, nextDueDate: null })
  })

  it('balances a statement: closing = opening + due − received', () => {
    const s = statementFor('RL-POL-2026-000001', monthly, [{ reference: 'A-000001', amountKobo: 1000, paidOn: '2026-01-31', channel: 'card' }, { reference: 'A-000002', amountKobo: 500, paidOn: '2026-03-02', channel: 'card' }], '2026-02-01', '2026-03-31')
    expect(s).toMatchObject({ openingArrearsKobo: 0, premiumsDueKobo: 2000, premiumsReceivedKobo: 500, closingBalanceKobo: 1500 })
  })
})

describe('the bearer token', () => {
  it('is the given one, or an HMAC of the Payload secret; only an exact Bearer header matches', () => {
    expect(policyServiceToken('x'.repeat(30), 'secret')).toBe('x'.repeat(30))
    const derived = policyServiceToken(undefined, 'a'.repeat(32))
    expect(derived).toMatch(/^[0-9a-f]{64}$/)
    expect(bearerMatches(`Bearer ${derived}`, derived)).toBe(true)
    expect(bearerMatches(`bearer  ${derived}`, derived)).toBe(true)
    expect(bearerMatches(`Bearer ${derived}a`, derived)).toBe(false)
    expect(bearerMatches(null, derived)).toBe(false)
    expect(bearerMatches(derived, derived)).toBe(false)
  })
})
