/**
 * Dates as the site writes them: in Lagos time (West Africa Time, UTC+1 all year, no summer time), for
 * pages, emails, SMS and PDFs alike. A `YYYY-MM-DD` string is a calendar day and is written as that day.
 */
const ZONE = 'Africa/Lagos'
// Each formatter is built once: building one costs far more than using it (an export of 1,000 rows spent
// most of its time building the same formatter for each row).
const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric' })
const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
const YEAR = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, year: 'numeric' })
const ISO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE })
const CLOCK = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hour12: false })
const STAFF_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })
const SHORT_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false })
const DAY_AND_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit', hour12: true })
const LONG_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, dateStyle: 'long', timeStyle: 'short' })

const instant = (date: Date | string): Date => (typeof date !== 'string' ? date : /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T12:00:00Z`) : new Date(date))

/** The day in Lagos at `now`, as YYYY-MM-DD: a death late at night, or a payment, is dated as it is there. */
export function lagosToday(now: Date): string {
  return new Date(now.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10)
}

/** "3 November 2026". */
export function lagosDayText(date: Date | string): string {
  return DAY.format(instant(date))
}

/** "Friday, 4 December 2026". */
export function lagosDateText(date: Date | string): string {
  return DATE.format(instant(date))
}

/** "2026": the year in Lagos (references carry it). */
export function lagosYear(date: Date): string {
  return YEAR.format(date)
}

/** "2026-04-28": the calendar day in Lagos, for a <time dateTime> attribute. */
export function lagosIsoDay(date: Date): string {
  return ISO_DAY.format(date)
}

/** "09:00", on the 24-hour clock. */
export function lagosTimeOfDay(date: Date): string {
  return CLOCK.format(date)
}

/** "21/11/2026 14:05", as staff read times in lists and exports; '' for a missing or invalid date. */
export function lagosStaffTime(date: Date | string | null | undefined): string {
  if (!date) return ''
  const d = typeof date === 'string' ? new Date(date) : date
  if (Number.isNaN(d.getTime())) return ''
  const parts = STAFF_TIME.formatToParts(d)
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return `${get('day')}/${get('month')}/${get('year')} ${get('hour')}:${get('minute')}`
}

/** "26 Nov 2026, 14:05", as a history row is named; '' for a missing or invalid date. */
export function lagosShortTime(iso: string | null | undefined): string {
  const d = iso ? new Date(iso) : null
  return d && !Number.isNaN(d.getTime()) ? SHORT_TIME.format(d) : ''
}

/** "27 November at 9:05 am", for a visitor told when something happens. */
export function lagosDayAndTime(date: Date | string): string {
  return DAY_AND_TIME.format(typeof date === 'string' ? new Date(date) : date)
}

/** "27 November 2026 at 09:05". */
export function lagosLongTime(date: Date): string {
  return LONG_TIME.format(date)
}
