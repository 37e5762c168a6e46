import { describe, expect, it } from 'vitest'

import { availableSlots, checkSlot, hoursSentence, nextChange, openStatus, statusSentence, statusShort, type Schedule } from './hours'

const WEEK = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({ day, opens: '08:00', closes: '17:00' }))
// 2026-12-25 (Friday) and 2026-12-28 (Monday, the Boxing Day holiday moved) are holidays.
const schedule: Schedule = {
  hours: WEEK,
  holidays: [
    { date: '2026-12-25', name: 'Christmas Day' },
    { date: '2026-12-28', name: 'Boxing Day (observed)' },
  ],
}
/** An instant given in Lagos time (UTC+1). */
const lagos = (local: string) => new Date(`${local}+01:00`)
const say = (local: string) => statusSentence(lagos(local), openStatus(lagos(local), schedule))

describe('open now, in Lagos time', () => {
  it('opens at 8:00am exactly, not a minute before', () => {
    expect(say('2026-12-01T07:59:59')).toBe('Closed now. Opens today at 8:00am')
    expect(say('2026-12-01T08:00:00')).toBe('Open now until 5:00pm')
  })
  it('closes at 5:00pm exactly', () => {
    expect(say('2026-12-01T16:59:59')).toBe('Open now until 5:00pm')
    expect(say('2026-12-01T17:00:00')).toBe('Closed now. Opens tomorrow at 8:00am')
  })
  it('is right around midnight, whatever the server clock says (23:30 UTC is already the next day in Lagos)', () => {
    expect(say('2026-12-01T23:59:59')).toBe('Closed now. Opens tomorrow at 8:00am')
    expect(say('2026-12-02T00:00:00')).toBe('Closed now. Opens today at 8:00am')
    expect(statusSentence(new Date('2026-12-01T23:30:00Z'), openStatus(new Date('2026-12-01T23:30:00Z'), schedule))).toBe(
      'Closed now. Opens today at 8:00am',
    )
  })
  it('names the Monday on a Friday evening, Saturday and Sunday', () => {
    expect(say('2026-12-04T17:00:00')).toBe('Closed now. Opens Monday at 8:00am')
    expect(say('2026-12-05T10:00:00')).toBe('Closed now. Opens Monday at 8:00am')
    expect(say('2026-12-06T23:00:00')).toBe('Closed now. Opens tomorrow at 8:00am')
  })
  it('stays closed on a holiday and skips it when saying when the lines open', () => {
    expect(say('2026-12-25T10:00:00')).toBe('Closed now. Opens Tuesday at 8:00am')
    // The day before the Christmas holiday: open as usual, then the next opening skips Friday to Monday (itself a holiday).
    expect(say('2026-12-24T16:59:00')).toBe('Open now until 5:00pm')
    expect(say('2026-12-24T17:00:00')).toBe('Closed now. Opens Tuesday at 8:00am')
  })
  it('writes the date when the next opening is a week or more away', () => {
    const closedLong: Schedule = { hours: WEEK, holidays: ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11'].map((date) => ({ date, name: 'Closure' })) }
    const now = lagos('2026-12-05T10:00:00')
    expect(statusSentence(now, openStatus(now, closedLong))).toBe('Closed now. Opens Monday 14 December at 8:00am')
  })
  it('gives the next change: the closing while open, the opening while closed', () => {
    expect(nextChange(lagos('2026-12-01T09:00:00'), schedule)?.toISOString()).toBe('2026-12-01T16:00:00.000Z')
    expect(nextChange(lagos('2026-12-04T18:00:00'), schedule)?.toISOString()).toBe('2026-12-07T07:00:00.000Z')
  })
  it('has a short form for the header', () => {
    const now = lagos('2026-12-05T10:00:00')
    expect(statusShort(now, openStatus(now, schedule))).toBe('Opens Monday at 8:00am')
    const open = lagos('2026-12-01T10:00:00')
    expect(statusShort(open, openStatus(open, schedule))).toBe('Open now until 5:00pm')
  })
  it('says closed, with no opening, when no hours are set', () => {
    expect(statusSentence(new Date(), openStatus(new Date(), { hours: [], holidays: [] }))).toBe('Closed now')
  })
})

describe('the hours in words', () => {
  it('reads as the pages have always said it', () => {
    expect(hoursSentence(WEEK)).toBe('Monday to Friday, 8:00am to 5:00pm, excluding public holidays')
  })
  it('groups days with the same hours', () => {
    expect(hoursSentence([...WEEK, { day: 'saturday', opens: '09:00', closes: '13:00' }])).toBe(
      'Monday to Friday, 8:00am to 5:00pm; Saturday, 9:00am to 1:00pm, excluding public holidays',
    )
  })
})

describe('call-back slots', () => {
  const now = lagos('2026-12-01T10:00:00')
  it('accepts a slot within office hours', () => {
    expect(checkSlot('2026-12-01T14:30', now, schedule)).toMatchObject({ ok: true })
    expect(checkSlot('2026-12-02T16:30', now, schedule)).toMatchObject({ ok: true })
  })
  it('refuses a slot in the past or too soon', () => {
    expect(checkSlot('2026-12-01T09:00', now, schedule)).toEqual({ ok: false, reason: 'past' })
    expect(checkSlot('2026-12-01T10:00', now, schedule)).toEqual({ ok: false, reason: 'past' })
  })
  it('refuses a slot outside hours, at the weekend, on a holiday, or not on the half hour', () => {
    expect(checkSlot('2026-12-02T07:30', now, schedule)).toEqual({ ok: false, reason: 'outside-hours' })
    expect(checkSlot('2026-12-02T17:00', now, schedule)).toEqual({ ok: false, reason: 'outside-hours' })
    expect(checkSlot('2026-12-05T10:00', now, schedule)).toEqual({ ok: false, reason: 'closed' })
    expect(checkSlot('2026-12-02T10:15', now, schedule)).toEqual({ ok: false, reason: 'outside-hours' })
    const christmas = lagos('2026-12-22T10:00:00')
    expect(checkSlot('2026-12-25T10:00', christmas, schedule)).toEqual({ ok: false, reason: 'holiday' })
  })
  it('refuses what is not a date and time', () => {
    for (const bad of ['', 'tomorrow', '2026-13-01T10:00', '2026-02-30T10:00', '2026-12-01T25:00', '2026-12-01 10:00']) {
      expect(checkSlot(bad, now, schedule)).toEqual({ ok: false, reason: 'format' })
    }
  })
  it('refuses a slot too far ahead', () => {
    expect(checkSlot('2027-01-20T10:00', now, schedule)).toEqual({ ok: false, reason: 'too-far' })
  })
  it('offers only slots it would accept, none on holidays or weekends', () => {
    const days = availableSlots(lagos('2026-12-22T16:10:00'), schedule)
    expect(days.map((d) => d.date)).not.toContain('2026-12-25')
    expect(days.map((d) => d.date)).not.toContain('2026-12-26')
    expect(days[0]?.date).toBe('2026-12-23')
    expect(days[0]?.slots[0]?.label).toBe('8:00am')
    expect(days[0]?.slots.at(-1)?.label).toBe('4:30pm')
    for (const d of days) for (const s of d.slots) expect(checkSlot(s.value, lagos('2026-12-22T16:10:00'), schedule).ok).toBe(true)
  })
})
