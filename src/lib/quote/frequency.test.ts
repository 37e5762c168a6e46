import { describe, expect, it } from 'vitest'
import {
  FREQUENCY_LABELS,
  formatPaymentGap,
  frequencyLabel,
  frequencyName,
  normalizeFrequency,
  parsePaymentGap,
  tenureOptions,
} from './frequency'
import { roundMoney, ceilMoney } from './money'

describe('frequency labels', () => {
  it('has the agreed labels', () => {
    expect(FREQUENCY_LABELS).toEqual({ '01': 'Monthly', '03': 'Quarterly', '06': 'Semi-Annual', '12': 'Annual', OT: 'One Time' })
  })
  it('shows code and label, and an unknown code raw', () => {
    expect(frequencyLabel('01')).toBe('01 Monthly')
    expect(frequencyLabel('06')).toBe('06 Semi-Annual')
    expect(frequencyLabel('OT')).toBe('OT One Time')
    expect(frequencyLabel('24')).toBe('24')
    expect(frequencyLabel('')).toBe('')
    expect(frequencyName('12')).toBe('Annual')
    expect(frequencyName('XX')).toBe('XX')
  })
  it('normalises lenient inputs', () => {
    expect(normalizeFrequency(12)).toBe('12')
    expect(normalizeFrequency(1)).toBe('01')
    expect(normalizeFrequency('3')).toBe('03')
    expect(normalizeFrequency(' ot ')).toBe('OT')
    expect(normalizeFrequency('02')).toBeNull()
    expect(normalizeFrequency(1.5)).toBeNull()
    expect(normalizeFrequency(null)).toBeNull()
  })
})

describe('parsePaymentGap', () => {
  it.each([
    ['01,03,12', ['01', '03', '12']],
    ['010312', ['01', '03', '12']],
    ['0103OT', ['01', '03', 'OT']],
    ['01, 03 ,OT', ['01', '03', 'OT']],
    ['12 06', ['06', '12']],
    ['OT', ['OT']],
    ['ot', ['OT']],
    ['12,01,01', ['01', '12']],
    ['1,3', ['01', '03']],
    ['', []],
  ])('reads "%s"', (input, expected) => {
    expect(parsePaymentGap(input)).toEqual(expected)
  })
  it('rejects unknown codes and odd-length run-together codes in plain English', () => {
    expect(() => parsePaymentGap('0105')).toThrow('"05" in the payment frequencies "0105" is not a known code. Use 01, 03, 06, 12, OT.')
    expect(() => parsePaymentGap('01,weekly')).toThrow(/"weekly" .* not a known code/)
    expect(() => parsePaymentGap('01031')).toThrow(/two characters each/)
  })
  it('formats codes in canonical order', () => {
    expect(formatPaymentGap(['OT', '12', '01', '06', '03'])).toBe('01,03,06,12,OT')
    expect(formatPaymentGap(['12', '12'])).toBe('12')
    expect(formatPaymentGap([])).toBe('')
    expect(formatPaymentGap(parsePaymentGap('0103OT'))).toBe('01,03,OT')
  })
})

describe('tenureOptions', () => {
  it('runs minTenure..minTenure+tenor inclusive', () => {
    expect(tenureOptions(5, 3)).toEqual([5, 6, 7, 8])
    expect(tenureOptions(10, 0)).toEqual([10])
    expect(tenureOptions(0, 3)).toEqual([])
    expect(tenureOptions(5, -1)).toEqual([])
  })
})

describe('roundMoney and ceilMoney', () => {
  it('rounds half away from zero and ceils to the kobo', () => {
    expect(roundMoney(2.675)).toBe(2.68)
    expect(roundMoney(-2.675)).toBe(-2.68)
    expect(ceilMoney(10.001)).toBe(10.01)
    expect(ceilMoney(10.1)).toBe(10.1)
  })
})
