import { describe, expect, it } from 'vitest'

import { csvCell, lagosDateTime, toCsv } from './csv'

describe('csvCell', () => {
  it('leaves plain text alone and quotes text with commas, quotes or line breaks', () => {
    expect(csvCell('Adaeze')).toBe('Adaeze')
    expect(csvCell('Okonkwo, Jr')).toBe('"Okonkwo, Jr"')
    expect(csvCell('He said "call me"')).toBe('"He said ""call me"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell(' padded ')).toBe('" padded "')
    expect(csvCell(null)).toBe('')
    expect(csvCell(3)).toBe('3')
  })

  it('defuses spreadsheet formulas but keeps phone numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`)
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`)
    expect(csvCell('-1+2')).toBe(`"'-1+2"`)
    expect(csvCell('+234 803 123 4567')).toBe('+234 803 123 4567')
  })
})

describe('toCsv', () => {
  it('writes a UTF-8 BOM, a header and CRLF rows', () => {
    expect(toCsv(['a', 'b'], [[1, 'x,y']])).toBe('\uFEFFa,b\r\n1,"x,y"\r\n')
  })
})

describe('lagosDateTime', () => {
  it('shows Lagos time (UTC+1) as dd/mm/yyyy hh:mm', () => {
    expect(lagosDateTime('2026-11-21T13:05:00.000Z')).toBe('21/11/2026 14:05')
    expect(lagosDateTime(null)).toBe('')
  })
})
