/**
 * Calendar-date helpers. All dates here are "calendar dates" represented as a
 * Date at 00:00 UTC, and are compared with the UTC getters, so results don't
 * depend on the server's time zone.
 */

export type DateParseResult =
  | { ok: true; date: Date }
  | { ok: false; reason: 'format' | 'impossible' }

export const DOB_FORMAT_MESSAGE = 'Enter the date of birth as dd/mm/yyyy, for example 21/11/1990.'

/** Build a UTC calendar date, or null when the day/month don't exist (31/02). */
export function calendarDate(year: number, month: number, day: number): Date | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null
  if (month < 1 || month > 12 || day < 1 || day > 31) return null
  const d = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC maps years 0..99 to 1900..1999; fix that explicitly.
  d.setUTCFullYear(year)
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) {
    return null
  }
  return d
}

/** Parse 'dd/mm/yyyy' (one-digit day or month allowed). */
export function parseDdMmYyyy(input: string): DateParseResult {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(input.trim())
  if (!m) return { ok: false, reason: 'format' }
  const date = calendarDate(Number(m[3]), Number(m[2]), Number(m[1]))
  return date ? { ok: true, date } : { ok: false, reason: 'impossible' }
}

/** Parse 'yyyy-mm-dd' (what an <input type="date"> submits). */
export function parseIsoDate(input: string): DateParseResult {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(input.trim())
  if (!m) return { ok: false, reason: 'format' }
  const date = calendarDate(Number(m[1]), Number(m[2]), Number(m[3]))
  return date ? { ok: true, date } : { ok: false, reason: 'impossible' }
}

/** 'dd/mm/yyyy' for a calendar date. */
export function formatDdMmYyyy(date: Date): string {
  const dd = String(date.getUTCDate()).padStart(2, '0')
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0')
  return `${dd}/${mm}/${String(date.getUTCFullYear()).padStart(4, '0')}`
}

/** Lagos is UTC+1 all year (no daylight saving). */
const LAGOS_OFFSET_MS = 60 * 60 * 1000

/** The calendar date in Lagos at the given instant, as a UTC-midnight Date. */
export function lagosCalendarDate(instant: Date): Date {
  const shifted = new Date(instant.getTime() + LAGOS_OFFSET_MS)
  return new Date(
    Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()),
  )
}

/** Compare two calendar dates by their UTC year/month/day. */
export function compareCalendarDates(a: Date, b: Date): number {
  const ka = a.getUTCFullYear() * 10000 + a.getUTCMonth() * 100 + a.getUTCDate()
  const kb = b.getUTCFullYear() * 10000 + b.getUTCMonth() * 100 + b.getUTCDate()
  return ka - kb
}

/**
 * A birth date that makes someone `age` last birthday on `today` (a calendar date), well clear of a
 * birthday so the age can't tip over during the day: `age` years and 100 days before.
 */
export function birthDateForAge(age: number, today: Date): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth(), today.getUTCDate()))
  d.setUTCFullYear(today.getUTCFullYear() - age)
  d.setUTCDate(d.getUTCDate() - 100)
  return formatDdMmYyyy(d)
}
