/**
 * The words of a query and of a document, as both engines see them: normalised (lower case, no accents,
 * letters and digits only), without filler words, bounded, and the pieces a result page highlights.
 * Pure functions: no I/O, the same on SQLite and Postgres.
 */

/** The longest query looked at, in characters, and the most terms searched for. */
export const MAX_QUERY_CHARS = 100
export const MAX_TERMS = 8

/** Words that say nothing about what is wanted, in English and in Nigerian Pidgin. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from get how i in is it me my of on or our please the to what when where which who why ' +
    'will with you your abeg dey don fit go na make una wetin wey dem abi sef o oo wan e'
  ).split(' '),
)

/** Lower case, accents removed, anything but letters and digits a space; at most MAX_QUERY_CHARS. */
export function normalise(raw: string): string {
  return raw
    .slice(0, MAX_QUERY_CHARS * 2)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_CHARS)
    .trim()
}

export const wordsOf = (text: string): string[] => normalise(text).split(' ').filter(Boolean)

export const isStopWord = (word: string): boolean => STOP_WORDS.has(word)

/** The words of a document worth offering as corrections of a typo (at least 3 letters, no digits). */
export function vocabularyOf(texts: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const text of texts) {
    for (const word of new Set(text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z]{3,24}/g) ?? [])) {
      counts.set(word, (counts.get(word) ?? 0) + 1)
    }
  }
  return counts
}

/** The trigrams of a word, for finding the words it may be a typo of. */
export function trigramsOf(word: string): string[] {
  const out = new Set<string>()
  for (let i = 0; i + 3 <= word.length; i++) out.add(word.slice(i, i + 3))
  return [...out]
}

/** Edits (insert, delete, change, swap two neighbours) between two words, or `max + 1` once past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prev2: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, (prev2[j - 2] as number) + 1)
      row.push(v)
      best = Math.min(best, v)
    }
    if (best > max) return max + 1
    prev2 = prev
    prev = row
  }
  return prev[b.length] as number
}

/** How many edits a word of this length may be away from the word meant. */
export const allowedEdits = (word: string): number => (word.length < 4 ? 0 : word.length < 8 ? 1 : 2)

/** The best correction of `word` among `candidates` (with how many documents use each), or null. */
export function closestWord(word: string, candidates: { term: string; docs: number }[]): string | null {
  const max = allowedEdits(word)
  if (max === 0) return null
  let best: { term: string; distance: number; docs: number } | null = null
  for (const c of candidates) {
    const distance = editDistance(word, c.term, max)
    if (distance > max) continue
    if (!best || distance < best.distance || (distance === best.distance && c.docs > best.docs)) best = { term: c.term, distance, docs: c.docs }
  }
  return best?.term ?? null
}

/** A word's stem, roughly, for highlighting the forms of a searched word ("claims", "claimed" for "claim"). */
export function stemOf(word: string): string {
  const w = word.toLowerCase()
  for (const suffix of ['ing', 'ies', 'ed', 'es', 's', 'y', 'e']) {
    if (w.length - suffix.length >= 3 && w.endsWith(suffix)) return w.slice(0, -suffix.length)
  }
  return w
}

export type Segment = { text: string; mark: boolean }

/** `text` cut into pieces, the words that begin with one of the stems marked. */
export function highlight(text: string, stems: string[]): Segment[] {
  const useful = stems.filter((s) => s.length >= 2)
  const segments: Segment[] = []
  const push = (piece: string, mark: boolean) => {
    if (!piece) return
    const last = segments.at(-1)
    if (last && last.mark === mark) last.text += piece
    else segments.push({ text: piece, mark })
  }
  for (const piece of text.split(/([\p{L}\p{N}]+)/u)) {
    const lower = piece.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '')
    push(piece, /[\p{L}\p{N}]/u.test(piece) && useful.some((s) => lower.startsWith(s)))
  }
  return segments
}

/** About `length` characters of `body` around the first searched word, cut at word boundaries. */
export function snippet(body: string, stems: string[], length = 200): string {
  const text = body.replace(/\s+/g, ' ').trim()
  if (text.length <= length) return text
  const lower = text.toLowerCase()
  let first = -1
  for (const s of stems.filter((x) => x.length >= 2)) {
    const at = lower.search(new RegExp(`(^|[^a-z0-9])${s.replace(/[^a-z0-9]/g, '')}`))
    if (at >= 0 && (first < 0 || at < first)) first = at
  }
  let start = Math.max(0, first < 0 ? 0 : first - Math.floor(length / 3))
  if (start > 0) start = text.indexOf(' ', start) + 1
  let end = Math.min(text.length, start + length)
  if (end < text.length) end = Math.max(start + 1, text.lastIndexOf(' ', end))
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`
}
