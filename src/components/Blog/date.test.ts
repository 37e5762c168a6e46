import { describe, expect, it } from 'vitest'

import { formatArticleDate } from './date'

describe('formatArticleDate', () => {
  it('writes the day, month name and year in Lagos time', () => {
    expect(formatArticleDate('2026-11-10T08:00:00.000Z')).toBe('10 November 2026')
    // 23:30 UTC is already the next day in Lagos (UTC+1).
    expect(formatArticleDate('2026-11-20T23:30:00.000Z')).toBe('21 November 2026')
  })

  it('returns null for a missing or broken date', () => {
    expect(formatArticleDate(null)).toBeNull()
    expect(formatArticleDate('not a date')).toBeNull()
  })
})
