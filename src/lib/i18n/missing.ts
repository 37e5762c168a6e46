import type { Field } from 'payload'

/** Keys every document has that are not its words. */
const NOT_WORDS = new Set(['id', 'createdAt', 'updatedAt', 'globalType', '_status', 'blockType', 'blockName'])

/**
 * The words a document has in the default language and lacks in another: the paths of the string fields
 * set in `english` and empty in `other` (the same document read in the other language with no fallback).
 * Fields kept once for every language read the same in both, so only the untranslated ones are listed.
 */
export function missingWords(english: unknown, other: unknown, path = ''): string[] {
  if (typeof english === 'string') return english.trim() !== '' && (typeof other !== 'string' || other.trim() === '') ? [path] : []
  if (Array.isArray(english)) {
    const rows: unknown[] = Array.isArray(other) ? other : []
    return english.flatMap((row, i) => missingWords(row, rows[i], `${path}[${i}]`))
  }
  if (english && typeof english === 'object') {
    const fields = other && typeof other === 'object' ? (other as Record<string, unknown>) : {}
    return Object.entries(english as Record<string, unknown>).flatMap(([key, value]) =>
      NOT_WORDS.has(key) ? [] : missingWords(value, fields[key], path ? `${path}.${key}` : key),
    )
  }
  return []
}

const labelText = (field: Field): string | null => {
  const label = 'label' in field ? field.label : undefined
  if (typeof label === 'string') return label
  return 'name' in field ? field.name : null
}

/** "intro.paragraphB" → "Introduction › Second paragraph"; "heroSlides[1].message" → "Slides › row 2 › Message". */
export function fieldLabel(fields: Field[], path: string): string {
  const words: string[] = []
  let level: Field[] = fields
  for (const part of path.split('.')) {
    const [, name, index] = /^([^[]+)(?:\[(\d+)\])?$/.exec(part) ?? []
    const field = findField(level, name ?? part)
    if (!field) return path
    const label = labelText(field)
    if (label) words.push(label)
    if (index !== undefined) words.push(`row ${Number(index) + 1}`)
    level = 'fields' in field ? field.fields : []
  }
  return words.join(' › ')
}

/** A named field, looking through rows, collapsibles and tabs, which have no name of their own. */
function findField(fields: Field[], name: string): Field | undefined {
  for (const field of fields) {
    if ('name' in field && field.name === name) return field
    const inner = field.type === 'tabs' ? field.tabs.flatMap((tab) => ('name' in tab && tab.name ? [] : tab.fields)) : field.type === 'row' || field.type === 'collapsible' ? field.fields : []
    const found = findField(inner, name)
    if (found) return found
  }
  return undefined
}
