import { describe, expect, it } from 'vitest'

import { lagosDateText, lagosDayText, lagosToday } from './lagos'

describe('dates in Lagos time', () => {
  it('takes the day as it is in Lagos, an hour ahead of UTC', () => {
    expect(lagosToday(new Date('2026-11-25T22:59:59Z'))).toBe('2026-11-25')
    expect(lagosToday(new Date('2026-11-25T23:00:00Z'))).toBe('2026-11-26')
    expect(lagosDayText(new Date('2026-12-31T23:30:00Z'))).toBe('1 January 2027')
  })

  it('writes a calendar day as that day, and with its weekday', () => {
    expect(lagosDayText('2026-03-01')).toBe('1 March 2026')
    expect(lagosDateText('2026-12-04')).toBe('Friday, 4 December 2026')
    expect(lagosDateText('2026-12-04T23:30:00.000Z')).toBe('Saturday, 5 December 2026')
  })
})
