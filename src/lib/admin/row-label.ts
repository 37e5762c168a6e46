/**
 * The words naming one row of an array in the admin (decision 033): the first of the row's naming
 * fields that holds something, an option's label rather than its stored value, cut to a readable
 * length. A row with nothing in it yet is "New <thing>, not named yet", never "Thing 01".
 */
export type RowLabelOptions = {
  /** The row's fields that can name it, best first (dotted paths reach into groups). */
  fields?: string[]
  /** Labels of the options of select fields among them, by field path then value. */
  options?: Record<string, Record<string, string>>
  /** What one row is ("document", "question"), for a row with nothing in it yet. */
  noun?: string
  /** Put before the naming words, e.g. "Up to age" for a row named by a number. */
  prefix?: string
}

const MAX = 80

function valueAt(data: Record<string, unknown> | undefined, path: string): unknown {
  let value: unknown = data
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined
    value = (value as Record<string, unknown>)[key]
  }
  return value
}

function words(value: unknown, options: Record<string, string> | undefined): string {
  if (typeof value === 'number' && Number.isFinite(value)) return value.toLocaleString('en-NG')
  if (typeof value !== 'string') return ''
  const text = options?.[value] ?? value
  return text.replace(/\s+/g, ' ').trim()
}

export function rowLabelText(data: Record<string, unknown> | undefined, rowNumber: number, { fields = [], options = {}, noun = 'row', prefix }: RowLabelOptions): string {
  for (const field of fields) {
    const text = words(valueAt(data, field), options[field])
    if (text) {
      const named = prefix ? `${prefix} ${text}` : text
      return named.length > MAX ? `${named.slice(0, MAX - 1).trimEnd()}…` : named
    }
  }
  return `New ${noun} (row ${rowNumber + 1}), not named yet`
}
