/**
 * The published complaints record, computed from the complaints themselves (as the claims record is):
 * how many were received in the last 12 months, how many of them are resolved, the median days to
 * resolve, and the share resolved within the promise.
 */
import { median } from '@/lib/claims/record'

/** The cache tag of the computed record, expired whenever a complaint is stored or its status changes. */
export const COMPLAINTS_RECORD_TAG = 'complaints-record'
export const RECORD_WINDOW_DAYS = 365

export type RecordComplaint = { createdAt: string; status: string; resolvedAt?: string | null; dueAt?: string | null }

export type ComplaintsRecord = {
  received: number
  resolved: number
  /** Median days from receipt to the final answer, one decimal, or null before any is resolved. */
  medianDaysToResolve: number | null
  /**
   * Of the complaints whose time is up (resolved, or still open past their due date), the share resolved
   * by the date promised when each came in, 0–100 with one decimal; null while none is due.
   */
  shareWithinPromise: number | null
}

const DAY = 24 * 60 * 60 * 1000

export function computeComplaintsRecord(complaints: RecordComplaint[], now: Date = new Date()): ComplaintsRecord {
  const resolved = complaints.filter((c) => c.status === 'resolved' && Number.isFinite(Date.parse(c.resolvedAt ?? '')))
  const days = resolved.map((c) => Math.max(0, Date.parse(c.resolvedAt ?? '') - Date.parse(c.createdAt)) / DAY)
  const mid = median(days)
  const onTime = resolved.filter((c) => {
    const due = Date.parse(c.dueAt ?? '')
    return Number.isFinite(due) && Date.parse(c.resolvedAt ?? '') <= due
  }).length
  const overdueOpen = complaints.filter((c) => {
    if (c.status === 'resolved') return false
    const due = Date.parse(c.dueAt ?? '')
    return Number.isFinite(due) && due < now.getTime()
  }).length
  const due = resolved.length + overdueOpen
  return {
    received: complaints.length,
    resolved: resolved.length,
    medianDaysToResolve: mid === null ? null : Math.round(mid * 10) / 10,
    shareWithinPromise: due === 0 ? null : Math.round((onTime / due) * 1000) / 10,
  }
}
