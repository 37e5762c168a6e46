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
