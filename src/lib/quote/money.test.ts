import { describe, expect, it } from 'vitest'

import { formatNaira, formatNairaExact, groupDigits, roundMoney } from './money'

describe('formatNaira: every amount shown, in whole naira', () => {
  it.each([
    [1080.88, '₦1,081'],
    [1080.49, '₦1,080'],
    [1080.5, '₦1,081'],
    [10_000_000, '₦10,000,000'],
    [10_000_000.4, '₦10,000,000'],
    [0, '₦0'],
    [0.4, '₦0'],
    [999.999, '₦1,000'],
    [1_234_567.891, '₦1,234,568'],
    [-5, '-₦5'],
    [-0.2, '₦0'],
    [-2.5, '-₦3'],
  ])('%f → %s', (n, s) => {
    expect(formatNaira(n)).toBe(s)
  })

  it('ignores binary noise before rounding a half up', () => {
    // 0.1 + 0.2 + 1080.2 is 1080.5000000000002 or 1080.4999… depending on order: both show ₦1,081.
    expect(formatNaira(1080.2 + 0.1 + 0.2)).toBe('₦1,081')
    expect(formatNaira(1080.5 - 1e-12)).toBe('₦1,081')
  })

  it('never carries kobo and never changes the amount itself', () => {
    const exact = 701.456
    expect(formatNaira(exact)).not.toMatch(/\./)
    expect(roundMoney(exact)).toBe(701.46)
  })
})

describe('formatNairaExact: the amount charged, to the kobo', () => {
  it.each([
    [1080.88, '₦1,080.88'],
    [1_250_000, '₦1,250,000.00'],
    [1.005, '₦1.01'],
    [12.3, '₦12.30'],
    [-5, '-₦5.00'],
  ])('%f → %s', (n, s) => {
    expect(formatNairaExact(n)).toBe(s)
  })
})

describe('groupDigits', () => {
  it('groups an amount being typed and leaves anything else alone', () => {
    expect(groupDigits('10000000')).toBe('10,000,000')
    expect(groupDigits('1,0000')).toBe('10,000')
    expect(groupDigits('12.50')).toBe('12.50')
  })
})
