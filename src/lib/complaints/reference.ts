import { REFERENCE_PREFIXES } from '@/lib/references'

/** Complaint references, made by makeReference('complaint', …) (src/lib/references.ts): RL-CMP-2026-000001. */
const REFERENCE = new RegExp(`^${REFERENCE_PREFIXES.complaint}-(\\d{4})-(\\d{6,})$`)

/** A complaint reference as people type it (any case, spaces, missing dashes) in its one stored form, or null. */
export function normaliseComplaintReference(value: string): string | null {
  const compact = value.toUpperCase().replace(/[\s_]/g, '')
  const loose = /^RL-?CMP-?(\d{4})-?(\d{6,})$/.exec(compact)
  if (!loose) return null
  const normal = `${REFERENCE_PREFIXES.complaint}-${loose[1]}-${loose[2]}`
  return REFERENCE.test(normal) && normal.length <= 32 ? normal : null
}
