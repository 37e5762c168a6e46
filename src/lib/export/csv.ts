import { lagosStaffTime } from '@/lib/text/lagos'

/** CSV as spreadsheets expect it (RFC 4180): comma-separated, CRLF rows, quotes doubled inside quotes. */

const PLAIN_PHONE = /^\+\d[\d ]*$/

/**
 * One cell. Text that a spreadsheet would run as a formula (starting with = + - @ or a tab) gets a
 * leading apostrophe, so an enquiry can't smuggle a formula into the export; phone numbers like
 * "+234 803 123 4567" are left as they are.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return ''
  let text = typeof value === 'string' ? value : String(value)
  if (/^[=+\-@\t\r]/.test(text) && !PLAIN_PHONE.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) || text !== text.trim() || text.startsWith("'") ? `"${text.replace(/"/g, '""')}"` : text
}

export function toCsv(header: string[], rows: unknown[][]): string {
  // A byte-order mark so Excel reads the file as UTF-8 (names with accents, ₦).
  return '\uFEFF' + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

/** "21/11/2026 14:05" in Lagos time, the way staff read dates. */
export function lagosDateTime(iso: string | null | undefined): string {
  return lagosStaffTime(iso)
}
