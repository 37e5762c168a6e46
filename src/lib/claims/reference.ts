/**
 * Claim references, e.g. RL-CLM-2026-000123. The number is the claim's database id, which the database
 * hands out once and never twice, so two claims made at the same moment cannot share a reference (no
 * counter to read and increment, no race). The year is the year the claim was made, in Lagos.
 */
import { lagosYear } from '@/lib/text/lagos'

const REFERENCE = /^RL-CLM-(\d{4})-(\d{6,})$/

export function formatReference(id: number, createdAt: Date): string {
  const year = lagosYear(createdAt)
  return `RL-CLM-${year}-${String(id).padStart(6, '0')}`
}

/** A reference as people type it (any case, spaces, missing dashes) in its one stored form, or null. */
export function normaliseReference(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s_]/g, '')
  const loose = /^RL-?CLM-?(\d{4})-?(\d{6,})$/.exec(compact)
  if (!loose) return null
  const normal = `RL-CLM-${loose[1]}-${loose[2]}`
  return REFERENCE.test(normal) && normal.length <= 32 ? normal : null
}
