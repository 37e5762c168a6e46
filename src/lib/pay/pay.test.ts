import { describe, expect, it } from 'vitest'

import { parseDateOfBirth, payLookupSchema } from '@/lib/schemas/pay'

import { limitsOf, payOptions, withinMaximum } from './amounts'
import { paymentLink } from './link'
import { coverWords } from './receipt'
import { openLookup, sealLookup } from './token'

const SECRET = 'x'.repeat(40)

describe('what a payer may pay', () => {
  it('offers what is due now and up to N − 1 premiums ahead, within the maximum amount', () => {
    const limits = limitsOf({ maxAmountNaira: 100_000, maxInstalments: 3 })
    expect(limits).toEqual({ maxAmountKobo: 10_000_000, maxInstalments: 3 })
    const options = payOptions({ arrearsKobo: 1_000_000, premiumKobo: 4_000_000 }, limits)
    expect(options).toEqual([
      { instalments: 1, amountKobo: 5_000_000 },
      { instalments: 2, amountKobo: 9_000_000 },
      { instalments: 3, amountKobo: 13_000_000 },
    ])
    expect(options.map((o) => withinMaximum(o, limits))).toEqual([true, true, false])
    expect(limitsOf(null)).toEqual({ maxAmountKobo: 500_000_000, maxInstalments: 12 })
  })

  it('says what a payment covered', () => {
    expect(coverWords(1)).toBe('what was due')
    expect(coverWords(2)).toBe('what was due and 1 premium ahead')
    expect(coverWords(4)).toBe('what was due and 3 premiums ahead')
  })
})

describe('the look-up form', () => {
  it('reads a date of birth as people write it, and only real dates', () => {
    expect(parseDateOfBirth('14/03/1985')).toBe('1985-03-14')
    expect(parseDateOfBirth('5-12-1990')).toBe('1990-12-05')
    expect(parseDateOfBirth('1985-03-14')).toBe('1985-03-14')
    expect(parseDateOfBirth('31/02/1990')).toBeNull()
    expect(parseDateOfBirth('03/14/1985')).toBeNull()
  })

  it('names each missing or malformed field', () => {
    const r = payLookupSchema.safeParse({ policyNumber: 'abc', dateOfBirth: '' })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['policyNumber', 'Enter the policy number as it is on your policy, like RL-POL-2021-000101'],
      ['dateOfBirth', 'Enter the policyholder’s date of birth'],
    ])
  })
})

describe('the look-up token', () => {
  it('opens only with the secret, unchanged and in time, and shows no policy number', () => {
    const now = Date.parse('2026-11-26T10:00:00Z')
    const token = sealLookup(SECRET, 'RL-POL-2024-000108', now)
    expect(token).not.toContain('RL-POL')
    expect(openLookup(SECRET, token, now + 60_000)).toBe('RL-POL-2024-000108')
    expect(openLookup(SECRET, token, now + 31 * 60_000)).toBeNull()
    expect(openLookup('y'.repeat(40), token, now)).toBeNull()
    expect(openLookup(SECRET, `${token.slice(0, -2)}AA`, now)).toBeNull()
    expect(openLookup(SECRET, 'A'.repeat(60), now)).toBeNull()
  })
})

describe('where Online Payment leads', () => {
  it('to /pay while premiums are taken here, else to the external page, else nowhere', () => {
    expect(paymentLink({ premiumPayments: { enabled: true }, paymentUrl: 'https://pay.example/' })).toEqual({ href: '/pay', external: false })
    expect(paymentLink({ premiumPayments: { enabled: false }, paymentUrl: 'https://pay.example/' })).toEqual({ href: 'https://pay.example/', external: true })
    expect(paymentLink({ premiumPayments: { enabled: false }, paymentUrl: null })).toBeNull()
  })
})
