import { describe, expect, it } from 'vitest'

import { lagosDateText } from '@/lib/text/lagos'

import { computeClaimsRecord, median } from './record'
import { formatReference, normaliseReference } from './reference'
import { buildTimeline, promiseDate } from './timeline'

describe('claim references', () => {
  it('pads the id to six digits after the Lagos year', () => {
    expect(formatReference(123, new Date('2026-11-22T10:00:00Z'))).toBe('RL-CLM-2026-000123')
    // 23:30 UTC on 31 December is already 1 January in Lagos (UTC+1).
    expect(formatReference(7, new Date('2026-12-31T23:30:00Z'))).toBe('RL-CLM-2027-000007')
    expect(formatReference(1234567, new Date('2026-01-01T12:00:00Z'))).toBe('RL-CLM-2026-1234567')
  })

  it('reads references the way people type them', () => {
    expect(normaliseReference(' rl-clm-2026-000123 ')).toBe('RL-CLM-2026-000123')
    expect(normaliseReference('RLCLM2026000123')).toBe('RL-CLM-2026-000123')
    expect(normaliseReference('RL CLM 2026 000123')).toBe('RL-CLM-2026-000123')
    expect(normaliseReference('RL-CLM-2026-123')).toBeNull()
    expect(normaliseReference('123')).toBeNull()
    expect(normaliseReference(`RL-CLM-2026-${'1'.repeat(40)}`)).toBeNull()
  })
})

describe('timeline', () => {
  const history = [
    { status: 'received', at: '2026-11-01T09:00:00.000Z' },
    { status: 'documents-complete', at: '2026-11-03T09:00:00.000Z' },
    { status: 'assessing', at: '2026-11-04T09:00:00.000Z' },
  ]

  it('marks the steps done, current and to come', () => {
    const steps = buildTimeline('assessing', history)
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['received', 'done'],
      ['documents-complete', 'done'],
      ['assessing', 'current'],
      ['approved', 'upcoming'],
      ['paid', 'upcoming'],
    ])
    expect(steps[1]?.at).toBe('2026-11-03T09:00:00.000Z')
    expect(steps[3]?.at).toBeNull()
  })

  it('ends at "declined" after the steps the claim passed', () => {
    const steps = buildTimeline('declined', [...history, { status: 'declined', at: '2026-11-05T09:00:00.000Z' }])
    expect(steps.map((s) => [s.status, s.state])).toEqual([
      ['received', 'done'],
      ['documents-complete', 'done'],
      ['assessing', 'done'],
      ['declined', 'current'],
    ])
  })

  it('counts a paid claim as finished', () => {
    expect(buildTimeline('paid', history).every((s) => s.state === 'done')).toBe(true)
  })

  it('falls the promise the set number of days after documents complete, shown as a Lagos date', () => {
    const due = promiseDate('2026-11-20T23:30:00.000Z', 14)
    expect(due?.toISOString()).toBe('2026-12-04T23:30:00.000Z')
    // 23:30 UTC is 00:30 the next day in Lagos.
    expect(lagosDateText(due!)).toBe('Saturday, 5 December 2026')
    expect(promiseDate('2026-11-20T23:30:00.000Z', 10)?.toISOString()).toBe('2026-11-30T23:30:00.000Z')
    expect(promiseDate(null, 14)).toBeNull()
    expect(promiseDate('not a date', 14)).toBeNull()
  })
})

describe('claims record', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([])).toBeNull()
    expect(median([5, 1, 3])).toBe(3)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })

  it('counts paid claims, their share of decided claims and the median days to pay', () => {
    const day = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString()
    const record = computeClaimsRecord([
      { status: 'paid', documentsCompleteAt: day(1), paidAt: day(5) },
      { status: 'paid', documentsCompleteAt: day(1), paidAt: day(11) },
      { status: 'paid', documentsCompleteAt: day(2), paidAt: day(9) },
      { status: 'declined' },
      { status: 'assessing', documentsCompleteAt: day(3) },
    ])
    expect(record).toEqual({ decided: 4, paid: 3, declined: 1, sharePaid: 75, medianDaysToPay: 7 })
  })

  it('shows no share before any claim is decided', () => {
    expect(computeClaimsRecord([{ status: 'received' }])).toEqual({
      decided: 0,
      paid: 0,
      declined: 0,
      sharePaid: null,
      medianDaysToPay: null,
    })
  })
})
