/**
 * The interface's words for code that also runs in the browser (decision 045). Nothing here reads the
 * catalogue: a server component turns a list of English texts into the page's words with
 * `wordsFor(texts, i18n.translate(code))` and passes that record to a client component as a prop; the
 * client component makes its `t` from it with `fromWords`. An English page passes no words, and `t`
 * shows the code's own English.
 */
import type { Translate, Values } from './i18n'

export type { Translate, Values }

/** Fills the `{name}` placeholders a text has values for, and leaves the others as they are. */
export function fill(text: string, values?: Values): string {
  return values ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole)) : text
}

/** The code's own English, values filled in: what an English page shows. */
export const asWritten: Translate = (english, values) => fill(english, values)

/**
 * A client component's words in a language: each English text of `texts` whose translation differs from it,
 * with its placeholders kept for the browser to fill in. Empty in English.
 */
export function wordsFor<T extends string>(texts: readonly T[], t: Translate): Partial<Record<T, string>> {
  const words: Partial<Record<T, string>> = {}
  for (const english of texts) {
    const translated = t(english)
    if (translated !== english) words[english] = translated
  }
  return words
}

/** The `t` of a client component, from the words it was given: a text it has no word for shows in English. */
export function fromWords<T extends string>(words: Partial<Record<T, string>> | undefined): (english: T, values?: Values) => string {
  return (english, values) => fill(words?.[english] ?? english, values)
}

/** A text split at its remaining `{name}` placeholders, for those filled with elements: "Or {link}." → ['Or ', { slot: 'link' }, '.']. */
export function slots(text: string): (string | { slot: string })[] {
  const parts: (string | { slot: string })[] = []
  let at = 0
  for (const match of text.matchAll(/\{(\w+)\}/g)) {
    const index = match.index ?? 0
    if (index > at) parts.push(text.slice(at, index))
    parts.push({ slot: match[1] ?? '' })
    at = index + match[0].length
  }
  if (at < text.length) parts.push(text.slice(at))
  return parts
}
