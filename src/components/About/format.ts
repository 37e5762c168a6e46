/** Small text helpers for the company pages. Pure functions, no React. */
import { lagosDayText, lagosIsoDay } from '@/lib/text/lagos'

/** A file size as people read it: "950 bytes", "12 KB", "1.4 MB". */
export function formatFileSize(bytes: number | null | undefined): string | null {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return null
  if (bytes < 1000) return `${Math.round(bytes)} bytes`
  const kb = bytes / 1024
  if (kb < 1000) return `${Math.max(1, Math.round(kb))} KB`
  const mb = kb / 1024
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}


/** "28 April 2026", in Lagos time; null for a missing or invalid date. */
export function formatLongDate(iso: string | null | undefined): string | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : lagosDayText(date)
}

/** The calendar date for a <time dateTime> attribute, e.g. "2026-04-28" (Lagos time). */
export function isoDay(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return lagosIsoDay(date)
}

/** Text from a plain textarea, split into paragraphs at blank lines. */
export function paragraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
}

/** A mailto: address with an optional subject line. */
export function mailto(email: string, subject?: string | null): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`
}
