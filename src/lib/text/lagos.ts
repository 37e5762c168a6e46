/**
 * Dates as the site writes them: in Lagos time (West Africa Time, UTC+1 all year, no summer time), for
 * pages, emails, SMS and PDFs alike. A `YYYY-MM-DD` string is a calendar day and is written as that day.
 */
const ZONE = 'Africa/Lagos'
const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric' })
const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })

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
