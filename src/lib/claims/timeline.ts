import { claimStatusLabel, type ClaimStatus } from './types'

/** The claims promise: a complete claim is dealt with within this many days of being complete. */
export const PROMISE_DAYS = 14

export type HistoryEntry = { status: string; at: string }

export type TimelineStep = {
  status: ClaimStatus
  label: string
  state: 'done' | 'current' | 'upcoming'
  /** When the claim reached this step (the latest time, if it went back and forth). */
  at: string | null
}

const PATH: ClaimStatus[] = ['received', 'documents-complete', 'assessing', 'approved', 'paid']

/**
 * The steps a claimant sees: received → documents complete → being assessed → approved → paid, or the
 * path cut short by "declined" after the step it was declined at.
 */
export function buildTimeline(status: ClaimStatus, history: HistoryEntry[]): TimelineStep[] {
  const reachedAt = new Map<string, string>()
  for (const h of history) {
    const previous = reachedAt.get(h.status)
    if (!previous || previous < h.at) reachedAt.set(h.status, h.at)
  }
  if (status === 'declined') {
    // The steps it passed before the decision, then the decision itself.
    const before = PATH.filter((s) => s !== 'paid' && s !== 'approved' && reachedAt.has(s))
    return [
      ...before.map((s) => ({ status: s, label: claimStatusLabel(s), state: 'done' as const, at: reachedAt.get(s) ?? null })),
      { status: 'declined', label: claimStatusLabel('declined'), state: 'current', at: reachedAt.get('declined') ?? null },
    ]
  }
  const current = PATH.indexOf(status)
  return PATH.map((s, i) => ({
    status: s,
    label: claimStatusLabel(s),
    state: i < current ? 'done' : i === current ? (s === 'paid' ? 'done' : 'current') : 'upcoming',
    at: i <= current ? (reachedAt.get(s) ?? null) : null,
  }))
}

/** The day the 14-day promise falls on, counted from the moment the documents were complete. */
export function promiseDate(documentsCompleteAt: string | null | undefined): Date | null {
  if (!documentsCompleteAt) return null
  const start = Date.parse(documentsCompleteAt)
  if (!Number.isFinite(start)) return null
  return new Date(start + PROMISE_DAYS * 24 * 60 * 60 * 1000)
}

/** "Friday, 4 December 2026", in Lagos time. */
export function formatLagosDate(date: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Lagos',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(typeof date === 'string' ? new Date(date) : date)
}
