/**
 * Office hours and public holidays, in Lagos time, and what follows from them: whether the lines are
 * open at a moment, when they next open or close, the sentence that states the hours, and the call-back
 * slots. Pure functions, no I/O: every page, SMS and job reads the same rules (docs/decisions/038-reaching-us.md).
 *
 * Lagos keeps West Africa Time all year (UTC+1, no daylight saving), so a fixed offset is exact.
 */

import { i18n, type Translate } from '@/lib/i18n'

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type Weekday = (typeof WEEKDAYS)[number]

export const WEEKDAY_LABELS: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
}

/** One weekday's hours, as "HH:MM" in Lagos time (closes after opens). A day without an entry is closed. */
export type DayHours = { day: Weekday; opens: string; closes: string }
/** A closed day, as "YYYY-MM-DD" in Lagos. */
export type Holiday = { date: string; name: string }
export type Schedule = { hours: DayHours[]; holidays: Holiday[] }

export type OpenStatus = { open: true; closesAt: Date } | { open: false; opensAt: Date | null }

const LAGOS_OFFSET_MS = 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000
/** How far ahead "opens next" looks: two weeks covers any run of holidays. */
const LOOKAHEAD_DAYS = 21

/** The words of the site's default language (English), for callers that give no other. */
const english: Translate = i18n.translate(i18n.defaultLanguage.code)

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** "08:00" → 480; anything else → null. */
export function toMinutes(value: string): number | null {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value.trim())
  if (!m) return null
  return Number(m[1]) * 60 + Number(m[2])
}

/** 480 → "8:00am", 1020 → "5:00pm", 720 → "12:00pm", 0 → "12:00am". */
export function clockText(minutes: number): string {
  const h = Math.floor(minutes / 60) % 24
  const m = minutes % 60
  const h12 = h % 12 === 0 ? 12 : h % 12
  return `${h12}:${String(m).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`
}

/** The Lagos calendar date, weekday and minute of the day of an instant. */
export function lagosClock(at: Date): { date: string; weekday: Weekday; minutes: number } {
  const local = new Date(at.getTime() + LAGOS_OFFSET_MS)
  const date = local.toISOString().slice(0, 10)
  // getUTCDay: 0 is Sunday.
  const weekday = WEEKDAYS[(local.getUTCDay() + 6) % 7] as Weekday
  return { date, weekday, minutes: local.getUTCHours() * 60 + local.getUTCMinutes() }
}

/** The instant of a Lagos date ("YYYY-MM-DD") and minute of the day. */
export function lagosInstant(date: string, minutes: number): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, mo - 1, d, 0, minutes) - LAGOS_OFFSET_MS)
}

function addDays(date: string, days: number): string {
  return new Date(lagosInstant(date, 0).getTime() + LAGOS_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10)
}

function weekdayOf(date: string): Weekday {
  return lagosClock(lagosInstant(date, 12 * 60)).weekday
}

/** "YYYY-MM-DD" of a CMS date (a day picked in the admin is stored as an instant on that day). */
export function holidayDate(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value
  const t = Date.parse(value)
  return Number.isFinite(t) ? lagosClock(new Date(t)).date : null
}

export function holidayOn(schedule: Schedule, date: string): Holiday | null {
  return schedule.holidays.find((h) => h.date === date) ?? null
}

/** The hours of a Lagos date in minutes, or null when the lines are closed all day (no hours, or a holiday). */
export function hoursOn(schedule: Schedule, date: string): { opens: number; closes: number } | null {
  if (holidayOn(schedule, date)) return null
  const day = schedule.hours.find((h) => h.day === weekdayOf(date))
  if (!day) return null
  const opens = toMinutes(day.opens)
  const closes = toMinutes(day.closes)
  if (opens === null || closes === null || closes <= opens) return null
  return { opens, closes }
}

/** Open from the opening minute up to, not including, the closing minute. */
export function openStatus(now: Date, schedule: Schedule): OpenStatus {
  const { date, minutes } = lagosClock(now)
  const today = hoursOn(schedule, date)
  if (today && minutes >= today.opens && minutes < today.closes) return { open: true, closesAt: lagosInstant(date, today.closes) }
  for (let i = 0; i <= LOOKAHEAD_DAYS; i++) {
    const day = addDays(date, i)
    const hours = hoursOn(schedule, day)
    if (!hours) continue
    if (i === 0 && minutes >= hours.opens) continue
    return { open: false, opensAt: lagosInstant(day, hours.opens) }
  }
  return { open: false, opensAt: null }
}

/** When the answer of openStatus next changes (a closing or an opening), or null if never within the look-ahead. */
export function nextChange(now: Date, schedule: Schedule): Date | null {
  const status = openStatus(now, schedule)
  return status.open ? status.closesAt : status.opensAt
}

/** "today", "tomorrow", "Monday" (within the week), or "Thursday 1 January". */
export function dayWords(now: Date, at: Date, t: Translate = english): string {
  const from = lagosClock(now).date
  const to = lagosClock(at)
  if (to.date === from) return t('today')
  if (to.date === addDays(from, 1)) return t('tomorrow')
  const label = t(WEEKDAY_LABELS[to.weekday])
  if (to.date < addDays(from, 7)) return label
  const [, mo, d] = to.date.split('-').map(Number) as [number, number, number]
  return `${label} ${d} ${t(MONTHS[mo - 1] ?? '')}`
}

/** "Opens today at 8:00am", "Opens Monday at 8:00am". */
export function opensWords(now: Date, at: Date, t: Translate = english): string {
  return t('Opens {day} at {time}', { day: dayWords(now, at, t), time: clockText(lagosClock(at).minutes) })
}

/** The header's few words: "Open now until 5:00pm" or "Opens Monday at 8:00am". */
export function statusShort(now: Date, status: OpenStatus, t: Translate = english): string {
  if (status.open || !status.opensAt) return statusSentence(now, status, t)
  return opensWords(now, status.opensAt, t)
}

/** What the header, /contact and /claims say: "Open now until 5:00pm" or "Closed now. Opens Monday at 8:00am". */
export function statusSentence(now: Date, status: OpenStatus, t: Translate = english): string {
  if (status.open) return t('Open now until {time}', { time: clockText(lagosClock(status.closesAt).minutes) })
  if (!status.opensAt) return t('Closed now')
  return t('Closed now. {opens}', { opens: opensWords(now, status.opensAt, t) })
}

/**
 * The hours in words, as the pages have always shown them: "Monday to Friday, 8:00am to 5:00pm,
 * excluding public holidays". Days with the same hours are grouped; runs of days read "A to B".
 */
export function hoursSentence(hours: DayHours[]): string {
  const byDay = WEEKDAYS.map((day) => {
    const entry = hours.find((h) => h.day === day)
    const opens = entry ? toMinutes(entry.opens) : null
    const closes = entry ? toMinutes(entry.closes) : null
    return opens === null || closes === null || closes <= opens ? null : `${clockText(opens)} to ${clockText(closes)}`
  })
  const groups: { days: number[]; text: string }[] = []
  byDay.forEach((text, i) => {
    if (!text) return
    const group = groups.find((g) => g.text === text)
    if (group) group.days.push(i)
    else groups.push({ days: [i], text })
  })
  if (groups.length === 0) return 'Closed'
  const dayList = (days: number[]): string => {
    const runs: number[][] = []
    for (const d of days) {
      const last = runs.at(-1)
      if (last && last.at(-1) === d - 1) last.push(d)
      else runs.push([d])
    }
    const names = runs.map((r) => {
      const first = WEEKDAY_LABELS[WEEKDAYS[r[0] as number] as Weekday]
      const end = WEEKDAY_LABELS[WEEKDAYS[r.at(-1) as number] as Weekday]
      return r.length === 1 ? first : r.length === 2 ? `${first} and ${end}` : `${first} to ${end}`
    })
    return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`
  }
  return `${groups.map((g) => `${dayList(g.days)}, ${g.text}`).join('; ')}, excluding public holidays`
}

// ---------------------------------------------------------------------------------------------------
// Call-back slots

export const SLOT_MINUTES = 30
/** A call-back is booked at least this far ahead, so the team can plan for it. */
export const SLOT_NOTICE_MINUTES = 30
/** And at most this many days ahead. */
export const SLOT_DAYS_AHEAD = 10

export type Slot = { value: string; start: Date; label: string }
export type SlotDay = { date: string; label: string; slots: Slot[] }

/** A slot's form value: its Lagos date and time, "2026-11-30T09:30". */
export function slotValue(date: string, minutes: number): string {
  return `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
}

export type SlotCheck = { ok: true; start: Date } | { ok: false; reason: 'format' | 'past' | 'too-far' | 'holiday' | 'closed' | 'outside-hours' }

/** Whether a visitor may ask to be called at `value` (Lagos time): within office hours, not on a holiday, ahead of now. */
export function checkSlot(value: string, now: Date, schedule: Schedule): SlotCheck {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value)
  if (!m) return { ok: false, reason: 'format' }
  const date = m[1] as string
  const minutes = toMinutes(m[2] as string)
  if (minutes === null || holidayDate(date) !== date || addDays(date, 0) !== date) return { ok: false, reason: 'format' }
  if (minutes % SLOT_MINUTES !== 0) return { ok: false, reason: 'outside-hours' }
  const start = lagosInstant(date, minutes)
  if (start.getTime() < now.getTime() + SLOT_NOTICE_MINUTES * 60_000) return { ok: false, reason: 'past' }
  if (date > addDays(lagosClock(now).date, SLOT_DAYS_AHEAD)) return { ok: false, reason: 'too-far' }
  if (holidayOn(schedule, date)) return { ok: false, reason: 'holiday' }
  const hours = hoursOn(schedule, date)
  if (!hours) return { ok: false, reason: 'closed' }
  if (minutes < hours.opens || minutes + SLOT_MINUTES > hours.closes) return { ok: false, reason: 'outside-hours' }
  return { ok: true, start }
}

/** "Monday 30 November at 9:30am": how a slot is written on the page and in the SMS. */
export function slotWords(start: Date): string {
  const c = lagosClock(start)
  const [, mo, d] = c.date.split('-').map(Number) as [number, number, number]
  return `${WEEKDAY_LABELS[c.weekday]} ${d} ${MONTHS[mo - 1]} at ${clockText(c.minutes)}`
}

/** Every slot a visitor can choose from now, grouped by day. */
export function availableSlots(now: Date, schedule: Schedule): SlotDay[] {
  const today = lagosClock(now).date
  const days: SlotDay[] = []
  for (let i = 0; i <= SLOT_DAYS_AHEAD; i++) {
    const date = addDays(today, i)
    const hours = hoursOn(schedule, date)
    if (!hours) continue
    const slots: Slot[] = []
    for (let t = Math.ceil(hours.opens / SLOT_MINUTES) * SLOT_MINUTES; t + SLOT_MINUTES <= hours.closes; t += SLOT_MINUTES) {
      const value = slotValue(date, t)
      const check = checkSlot(value, now, schedule)
      if (check.ok) slots.push({ value, start: check.start, label: clockText(t) })
    }
    if (slots.length === 0) continue
    const c = lagosClock(lagosInstant(date, 12 * 60))
    const [, mo, d] = date.split('-').map(Number) as [number, number, number]
    days.push({ date, label: `${WEEKDAY_LABELS[c.weekday]} ${d} ${MONTHS[mo - 1]}`, slots })
  }
  return days
}
