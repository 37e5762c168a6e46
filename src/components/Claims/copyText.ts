import { termAnchor } from '@/lib/paths'
import { telHref } from '@/lib/phone'

/**
 * The small notation of the claims pages' text boxes, so editors can write paragraphs, bullet lists
 * and glossary links without a rich-text editor:
 *   blank line → new paragraph; "- " or "• " at the start of a line → bullet; [[Term]] or
 *   [[shown words|Term]] → a link to that term in the glossary.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'term'; label: string; term: string; anchor: string }
  | { kind: 'link'; text: string; href: string }
export type CopyBlock = { kind: 'paragraph'; parts: Inline[] } | { kind: 'list'; items: Inline[][] }

const TERM = /\[\[([^\]|]+?)(?:\|([^\]]+?))?\]\]/g
const BULLET = /^\s*(?:-|•|\*)\s+/
// E-mail addresses and Nigerian phone numbers in copy become mailto: and tel: links, so a phone
// user can tap them instead of copying them.
const CONTACT = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}|\+234(?:[ -]?\d){8,10}\b|\b0[789]0\d[ -]?\d{3}[ -]?\d{4}\b/g

function splitContacts(text: string): Inline[] {
  const parts: Inline[] = []
  let last = 0
  for (const match of text.matchAll(CONTACT)) {
    const index = match.index ?? 0
    if (index > last) parts.push({ kind: 'text', text: text.slice(last, index) })
    const value = match[0]
    parts.push({ kind: 'link', text: value, href: value.includes('@') ? `mailto:${value}` : telHref(value) })
    last = index + value.length
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) })
  return parts
}

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = []
  let last = 0
  for (const match of text.matchAll(TERM)) {
    const index = match.index ?? 0
    if (index > last) parts.push(...splitContacts(text.slice(last, index)))
    const first = (match[1] ?? '').trim()
    const second = match[2]?.trim()
    const term = second || first
    parts.push({ kind: 'term', label: first, term, anchor: termAnchor(term) })
    last = index + match[0].length
  }
  if (last < text.length) parts.push(...splitContacts(text.slice(last)))
  return parts
}

export function parseCopy(text: string | null | undefined): CopyBlock[] {
  if (!text) return []
  const blocks: CopyBlock[] = []
  for (const chunk of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = []
    let list: string[] = []
    const flushParagraph = () => {
      if (paragraph.length) blocks.push({ kind: 'paragraph', parts: parseInline(paragraph.join(' ')) })
      paragraph = []
    }
    const flushList = () => {
      if (list.length) blocks.push({ kind: 'list', items: list.map(parseInline) })
      list = []
    }
    for (const raw of chunk.split('\n')) {
      const line = raw.trim()
      if (!line) continue
      if (BULLET.test(line)) {
        flushParagraph()
        list.push(line.replace(BULLET, ''))
      } else {
        flushList()
        paragraph.push(line)
      }
    }
    flushParagraph()
    flushList()
  }
  return blocks
}

/** The copy as plain text (glossary markup removed), for meta descriptions. */
export function plainCopy(text: string | null | undefined): string {
  return parseCopy(text)
    .flatMap((b) => (b.kind === 'paragraph' ? [b.parts] : b.items))
    .map((parts) => parts.map((p) => (p.kind === 'term' ? p.label : p.text)).join(''))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Every glossary term the copy links to (used to check seeded copy against the glossary). */
export function linkedTerms(text: string | null | undefined): string[] {
  return parseCopy(text).flatMap((b) =>
    (b.kind === 'paragraph' ? [b.parts] : b.items).flat().flatMap((p) => (p.kind === 'term' ? [p.term] : [])),
  )
}
