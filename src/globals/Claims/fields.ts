import type { ArrayField, Field, TextareaField } from 'payload'

import { termAnchor } from '@/lib/paths'

/** Shown under every claims text box: the small notation the claims pages understand. */
export const COPY_HELP =
  'Leave a blank line between paragraphs. Start a line with "- " for a bullet point. ' +
  'Link a glossary term with [[Sum assured]], or with your own words as [[the sum assured|Sum assured]]. ' +
  'Email addresses and phone numbers become links by themselves.'

/** A plain-text box that accepts the claims copy notation (paragraphs, bullets, glossary links). */
export const copyField = (name: string, opts: { required?: boolean; label?: string } = {}): TextareaField => ({
  name,
  type: 'textarea',
  required: opts.required ?? false,
  label: opts.label ?? (name === 'answer' ? 'Answer' : name === 'description' ? 'Description' : name.charAt(0).toUpperCase() + name.slice(1).replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)),
  admin: { description: COPY_HELP, rows: 4 },
})

/** Questions and answers, shared by the claims pages (the spec's question + solution pairs). */
export const faqList = (opts: { name?: string; withTopics?: boolean } = {}): ArrayField => ({
  name: opts.name ?? 'faqs',
  type: 'array',
  label: 'Questions and answers',
  labels: { singular: 'Question', plural: 'Questions' },
  interfaceName: opts.withTopics ? 'ClaimsFaqTopicList' : 'ClaimsFaqList',
  admin: { initCollapsed: true },
  fields: [
    ...(opts.withTopics
      ? [
          {
            name: 'topic', label: 'Topic',
            type: 'text',
            admin: { description: 'Questions with the same topic are shown together under it, e.g. "Documents".' },
          } satisfies Field,
        ]
      : []),
    { name: 'question', label: 'Question', type: 'text', required: true },
    copyField('answer', { required: true }),
  ],
})

/** A card with a heading, a short text and an optional illustration. */
export const cardFields = (opts: { titleLabel?: string } = {}): Field[] => [
  { name: 'title', type: 'text', required: true, label: opts.titleLabel ?? 'Heading' },
  copyField('body', { label: 'Text' }),
  { name: 'image', label: 'Picture', type: 'upload', relationTo: 'media' },
]

/** Rejects two rows whose names would share a web address fragment (the glossary's #term-… links). */
export function uniqueAnchors(field: string, what: string) {
  return (rows: unknown): true | string => {
    if (!Array.isArray(rows)) return true
    const seen = new Map<string, string>()
    for (const row of rows as Record<string, unknown>[]) {
      const value = row?.[field]
      if (typeof value !== 'string' || !value.trim()) continue
      const anchor = termAnchor(value)
      const earlier = seen.get(anchor)
      if (earlier !== undefined) return `"${value}" is listed twice (or too close to "${earlier}"). Each ${what} must be different.`
      seen.set(anchor, value)
    }
    return true
  }
}
