import { describe, expect, it } from 'vitest'
import { QxCsvError, parseQxCsv, qxAgeRange, tryParseQxCsv } from './qx-csv'

function errorsOf(text: string): string[] {
  const r = tryParseQxCsv(text)
  if (r.ok) throw new Error('expected the CSV to be rejected')
  return r.errors
}

describe('parseQxCsv', () => {
  it('reads a table with an age,qx header', () => {
    expect(parseQxCsv('age,qx\n40,0.001\n41,0.0012\n42,0.0015\n')).toEqual({ 40: 0.001, 41: 0.0012, 42: 0.0015 })
  })
  it('reads a table without a header, with CRLF, BOM, spaces, quotes and blank lines', () => {
    const text = '\uFEFF"Age", "qx"\r\n\r\n 18 , 0.0005\r\n19,5e-4\r\n20,1\r\n21,0\r\n'
    expect(parseQxCsv(text)).toEqual({ 18: 0.0005, 19: 0.0005, 20: 1, 21: 0 })
    expect(parseQxCsv('60,0.01\n61,0.011')).toEqual({ 60: 0.01, 61: 0.011 })
  })
  it('rejects ages that are not whole numbers', () => {
    expect(errorsOf('age,qx\n40,0.1\nforty-one,0.2')).toContain('Line 3: the age "forty-one" is not a whole number.')
    expect(errorsOf('40.5,0.1')).toContain('Line 1: the age "40.5" is not a whole number.')
    expect(errorsOf('-1,0.1')).toContain('Line 1: the age "-1" is not a whole number.')
  })
  it('rejects qx that is not a number', () => {
    expect(errorsOf('age,qx\n40,abc')).toEqual(['Line 2: the qx "abc" is not a number.'])
    expect(errorsOf('40,')).toEqual(['Line 1: the qx "" is not a number.'])
  })
  it('rejects qx outside 0..1', () => {
    expect(errorsOf('40,1.2\n41,-0.1')).toEqual([
      'Line 1: the qx 1.2 is not between 0 and 1.',
      'Line 2: the qx -0.1 is not between 0 and 1.',
    ])
  })
  it('rejects duplicate ages', () => {
    expect(errorsOf('age,qx\n40,0.1\n41,0.2\n40,0.3')).toEqual(['Age 40 appears more than once (lines 2 and 4).'])
  })
  it('rejects gaps in the ages', () => {
    expect(errorsOf('40,0.1\n42,0.2')).toEqual(['The ages must run without gaps: age 41 is missing.'])
    expect(errorsOf('40,0.1\n45,0.2')).toEqual(['The ages must run without gaps: ages 41 to 44 are missing.'])
  })
  it('rejects rows without exactly two values, and empty files', () => {
    expect(errorsOf('40,0.1,x')).toEqual(['Line 1: expected two values, the age and qx, separated by a comma (found "40,0.1,x").'])
    expect(errorsOf('40;0.1')[0]).toMatch(/expected two values/)
    expect(errorsOf('')).toEqual(['The file has no rows. Put a header "age,qx" and then one row per age, for example "40,0.00120".'])
    expect(errorsOf('age,qx\n\n')[0]).toMatch(/no rows/)
  })
  it('only treats the first line as a header', () => {
    expect(errorsOf('40,0.1\nage,qx\n41,0.1')).toContain('Line 2: the age "age" is not a whole number.')
  })
  it('throws a QxCsvError carrying every message', () => {
    try {
      parseQxCsv('40,2\n42,0.1')
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(QxCsvError)
      expect((e as QxCsvError).errors).toEqual(['Line 1: the qx 2 is not between 0 and 1.'])
      expect((e as QxCsvError).message).toBe('Line 1: the qx 2 is not between 0 and 1.')
    }
  })
  it('caps a very long list of problems', () => {
    const text = Array.from({ length: 30 }, (_, i) => `${i},x`).join('\n')
    const errs = errorsOf(text)
    expect(errs).toHaveLength(21)
    expect(errs[20]).toBe('…and 10 more problems.')
  })
  it('reports the age range', () => {
    expect(qxAgeRange({ 18: 0.1, 19: 0.1, 20: 0.2 })).toEqual({ min: 18, max: 20 })
    expect(qxAgeRange({})).toBeNull()
  })
})
