import type { SiteSetting } from '@/payload-types'

import { holidayDate, WEEKDAYS, type DayHours, type Holiday, type Schedule, type Weekday } from './hours'

type Rows = Partial<Pick<SiteSetting, 'openingHours' | 'holidays'>>

/** The hours and holidays of Site settings as the pure functions take them; rows that are incomplete are left out. */
export function scheduleFromSettings(settings: Rows | Record<string, unknown>): Schedule {
  const s = settings as Rows
  const hours: DayHours[] = []
  for (const row of Array.isArray(s.openingHours) ? s.openingHours : []) {
    if (row && WEEKDAYS.includes(row.day as Weekday) && typeof row.opens === 'string' && typeof row.closes === 'string') {
      hours.push({ day: row.day as Weekday, opens: row.opens, closes: row.closes })
    }
  }
  const holidays: Holiday[] = []
  for (const row of Array.isArray(s.holidays) ? s.holidays : []) {
    const date = row && typeof row.date === 'string' ? holidayDate(row.date) : null
    if (date) holidays.push({ date, name: typeof row.name === 'string' ? row.name : '' })
  }
  return { hours, holidays }
}
