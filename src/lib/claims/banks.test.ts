import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import { BANKS, isValidNuban, nubanCheckDigit } from './banks'

describe('NUBAN check digit', () => {
  it('matches a hand-worked example (GTBank 058, serial 012345678 → 5)', () => {
    // 0·3+5·7+8·3 + 0·3+1·7+2·3 + 3·3+4·7+5·3 + 6·3+7·7+8·3 = 215; 10 − 5 = 5
    expect(nubanCheckDigit('058', '012345678')).toBe(5)
    expect(isValidNuban('058', '0123456785')).toBe(true)
    expect(isValidNuban('058', '0123456784')).toBe(false)
  })

  it('turns a remainder of 0 into a check digit of 0, not 10', () => {
    // 000 + 000000000 sums to 0
    expect(nubanCheckDigit('000', '000000000')).toBe(0)
  })

  it('catches any single mistyped digit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BANKS.map((b) => b.code)),
        fc.stringMatching(/^\d{9}$/),
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (bank, serial, position, shift) => {
          const account = `${serial}${nubanCheckDigit(bank, serial)}`
          expect(isValidNuban(bank, account)).toBe(true)
          const digit = (Number(account[position]) + shift) % 10
          const typo = account.slice(0, position) + String(digit) + account.slice(position + 1)
          expect(isValidNuban(bank, typo)).toBe(false)
        },
      ),
      { seed: 12, numRuns: 500 },
    )
  })

  it('refuses anything that is not ten digits', () => {
    expect(isValidNuban('058', '012345678')).toBe(false)
    expect(isValidNuban('058', '01234567850')).toBe(false)
    expect(isValidNuban('058', '01234a6785')).toBe(false)
  })

  it('lists each bank code once', () => {
    expect(new Set(BANKS.map((b) => b.code)).size).toBe(BANKS.length)
  })
})
