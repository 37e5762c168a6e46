import { claimStatusLabel, type ClaimStatus } from './types'

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

/**
 * The day the claims promise falls on, counted from the moment the documents were complete; `days`
 * is the CMS setting (src/lib/claims/promise.ts).
 */
export function promiseDate(documentsCompleteAt: string | null | undefined, days: number): Date | null {
  if (!documentsCompleteAt) return null
  const start = Date.parse(documentsCompleteAt)
  if (!Number.isFinite(start)) return null
  return new Date(start + days * 24 * 60 * 60 * 1000)
}

