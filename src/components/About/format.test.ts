import { describe, expect, it } from 'vitest'

import { formatFileSize, formatLongDate, isoDay, mailto, paragraphs } from './format'

describe('formatFileSize', () => {
  it('reads as bytes, KB or MB', () => {
    expect(formatFileSize(950)).toBe('950 bytes')
    expect(formatFileSize(5745)).toBe('6 KB')
    expect(formatFileSize(12 * 1024)).toBe('12 KB')
    expect(formatFileSize(1.4 * 1024 * 1024)).toBe('1.4 MB')
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB')
  })
  it('gives null when the size is unknown', () => {
    expect(formatFileSize(null)).toBeNull()
    expect(formatFileSize(undefined)).toBeNull()
    expect(formatFileSize(Number.NaN)).toBeNull()
  })
})

describe('dates', () => {
  it('formats a long date in Lagos time', () => {
    expect(formatLongDate('2026-04-28T09:00:00.000Z')).toBe('28 April 2026')
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(formatLongDate('2025-12-31T23:30:00.000Z')).toBe('1 January 2026')
    expect(isoDay('2025-12-31T23:30:00.000Z')).toBe('2026-01-01')
  })
  it('gives null for a missing or invalid date', () => {
    expect(formatLongDate(null)).toBeNull()
    expect(formatLongDate('not a date')).toBeNull()
  })
})

describe('paragraphs', () => {
  it('splits at blank lines and drops empty parts', () => {
    expect(paragraphs('One.\n\nTwo,\nstill two.\n \n\nThree.')).toEqual(['One.', 'Two,\nstill two.', 'Three.'])
    expect(paragraphs(null)).toEqual([])
  })
})

describe('mailto', () => {
  it('encodes the subject', () => {
    expect(mailto('careers@redwoodlife.example')).toBe('mailto:careers@redwoodlife.example')
    expect(mailto('careers@redwoodlife.example', 'Job application: Claims & Service')).toBe(
      'mailto:careers@redwoodlife.example?subject=Job%20application%3A%20Claims%20%26%20Service',
    )
  })
})
