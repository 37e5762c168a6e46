/**
 * What a staff change changed, for the record of staff actions (decision 030): one line per top-level
 * field whose value differs, with the value before and after. Fields holding personal or special-category
 * data (an application's health answers, a claimant's details) say only that they changed.
 */

/** One changed field. `before`/`after` are absent when the values are not recorded (personal data). */
export type FieldChange = { field: string; before?: string; after?: string }

/** Never compared nor recorded: bookkeeping, secrets and sign-in state. */
const IGNORED = new Set([
  'id',
  'createdAt',
  'updatedAt',
  '_status',
  // Who saved a version: the entry's own actor says it.
  'changedBy',
  'hash',
  'salt',
  'password',
  'sessions',
  'resetPasswordToken',
  'resetPasswordExpiration',
  'loginAttempts',
  'lockUntil',
  'apiKey',
  'apiKeyIndex',
  'tokenHash',
])

/** A recorded value is cut to this many characters (rich text and long lists stay bounded). */
export const VALUE_CHARS = 300
/** At most this many fields per entry. */
export const MAX_FIELDS = 60

/** Relationships arrive as ids or as documents, depending on depth: compare by id. */
function normalise(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(normalise)
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>
    if ('id' in record && ('createdAt' in record || 'updatedAt' in record)) return record.id
    return Object.fromEntries(Object.entries(record).filter(([key]) => !IGNORED.has(key) || key === 'id').map(([key, v]) => [key, normalise(v)]))
  }
  return value ?? null
}

function show(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value)
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text
}

/**
 * The fields that differ between two versions of a document. With `valuesOf`, only those fields' values
 * are recorded; every other changed field is named without its values.
 */
export function changedFields(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined, options: { valuesOf?: readonly string[] } = {}): FieldChange[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  const changes: FieldChange[] = []
  for (const field of [...keys].sort()) {
    if (IGNORED.has(field)) continue
    const a = normalise(before?.[field])
    const b = normalise(after?.[field])
    if (JSON.stringify(a) === JSON.stringify(b)) continue
    const recorded = options.valuesOf === undefined || options.valuesOf.includes(field)
    changes.push(recorded ? { field, before: show(a), after: show(b) } : { field })
    if (changes.length === MAX_FIELDS) break
  }
  return changes
}
