import type { Field, TextField } from 'payload'

import { slugFromTitle } from '@/lib/text/slug'

/** The two-part heading of the brand: a dark part and a red accent ("Protect what **matters most**"). */
export const headingPair = (opts: { required?: boolean; name?: string; label?: string } = {}): Field => ({
  type: 'group',
  name: opts.name ?? 'heading',
  label: opts.label ?? 'Heading',
  interfaceName: 'HeadingPair',
  admin: { hideGutter: true },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'text', type: 'text', label: 'Dark part', required: opts.required ?? true },
        { name: 'accent', type: 'text', label: 'Red part' },
      ],
    },
  ],
})

export const image = (name: string, opts: { required?: boolean; label?: string; description?: string } = {}): Field => ({
  name,
  type: 'upload',
  relationTo: 'media',
  required: opts.required ?? false,
  label: opts.label ?? (name === 'photo' ? 'Photo' : 'Picture'),
  admin: opts.description ? { description: opts.description } : undefined,
})

export const document = (name: string, opts: { required?: boolean; label?: string } = {}): Field => ({
  name,
  type: 'upload',
  relationTo: 'documents',
  required: opts.required ?? false,
  label: opts.label ?? 'Document',
})

/**
 * A URL-safe slug; editors see it, and it becomes part of the page's address. Left empty, it is made from
 * the document's `from` field (its title or name) when saved; an editor can change it.
 */
export const slug = (opts: { description?: string; from?: string } = {}): TextField => ({
  name: 'slug', label: 'Page address (slug)',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: {
    position: 'sidebar',
    description: `${opts.description ?? 'The last part of the page address, e.g. "family-protection-plan".'} Leave it empty to make it from the ${opts.from ?? 'title'}.`,
  },
  hooks: {
    beforeValidate: [
      ({ value, siblingData }) => {
        if (typeof value === 'string' && value.trim() !== '') return value.trim()
        const source = (siblingData as Record<string, unknown> | undefined)?.[opts.from ?? 'title']
        return typeof source === 'string' ? slugFromTitle(source) : value
      },
    ],
  },
  validate: (value: unknown, { siblingData }: { siblingData?: Record<string, unknown> }) => {
    // Empty in the form while the title is there: it is made from the title when saved.
    const source = siblingData?.[opts.from ?? 'title']
    if ((value === undefined || value === null || value === '') && typeof source === 'string' && slugFromTitle(source) !== '') return true
    if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) {
      return 'Use lower-case letters, numbers and single hyphens only, e.g. "family-protection-plan".'
    }
    // An address made only of digits is read as an old numeric link and redirected.
    return /[a-z]/.test(value) ? true : 'Include at least one letter, e.g. "budget-2026" rather than "2026".'
  },
})

/** A link an editor can point anywhere on the site (a path like /claims) or outside it (https://…). */
export const link = (opts: { name?: string; required?: boolean; label?: string } = {}): Field => ({
  type: 'group',
  name: opts.name ?? 'link',
  label: opts.label ?? (opts.name === 'cta' ? 'Button' : 'Link'),
  interfaceName: 'Link',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'label', label: 'Link text', type: 'text', required: opts.required ?? false },
        {
          name: 'href',
          type: 'text',
          label: 'Address',
          required: opts.required ?? false,
          admin: { description: 'A page on this site such as /claims, or a full address such as https://…' },
          validate: (value: unknown) =>
            value == null || value === '' || (typeof value === 'string' && /^(\/|https?:\/\/|mailto:|tel:|#)/.test(value))
              ? true
              : 'Start with / for a page on this site, or https:// for another website.',
        },
      ],
    },
  ],
})

export const seoFields: Field = {
  type: 'group',
  name: 'meta',
  label: 'Search engines and sharing',
  interfaceName: 'Meta',
  admin: { position: 'sidebar' },
  fields: [
    { name: 'title', label: 'Title in search results', type: 'text', admin: { description: 'The browser tab and search result title.' } },
    {
      name: 'description', label: 'Description in search results',
      type: 'textarea',
      maxLength: 300,
      admin: { description: 'One or two sentences shown under the title in search results.' },
    },
  ],
}

/** Fields that hold an address, not words: the same in every language (the site's links are localized when drawn). */
const ADDRESS_FIELDS = new Set(['href', 'url'])

/**
 * The same fields with every piece of words in them (text, textarea, rich text) kept per language by
 * Payload's localization: pictures, links' addresses, choices and relationships stay shared. A language
 * without its own words shows the default language's (fallback; decision 045).
 *
 * `shared`: the fields that stay one value for every language although they are words, by their path of
 * names ("processingPromise.figure": a setting the site counts with; "entries.term": a glossary term, which
 * is its entry's link anchor). A list named there stays shared whole.
 */
export function localizedWords(fields: Field[], { shared = [] }: { shared?: readonly string[] } = {}): Field[] {
  const walk = (level: Field[], at: string): Field[] =>
    level.map((field): Field => {
      const path = 'name' in field && field.name ? (at ? `${at}.${field.name}` : field.name) : at
      if ('name' in field && shared.includes(path)) return field
      switch (field.type) {
        case 'text':
        case 'textarea':
        case 'richText':
          return ADDRESS_FIELDS.has(field.name) ? field : { ...field, localized: true }
        case 'group':
        case 'array':
        case 'row':
        case 'collapsible':
          return { ...field, fields: walk(field.fields, path) } as Field
        case 'tabs':
          return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: walk(tab.fields, 'name' in tab && tab.name ? (path ? `${path}.${tab.name}` : tab.name) : path) })) }
        default:
          return field
      }
    })
  return walk(fields, '')
}

/**
 * The sidebar of a page written in several languages (decision 045): what is written in each language, and
 * whether a fluent speaker has read it. The tick is kept per language; the seeded translations start
 * unreviewed, and the admin's dashboard lists what waits for a review.
 */
export const translationFields = (of: { global: string } | { collection: string }): Field[] => [
  {
    name: 'translationStatus',
    type: 'ui',
    label: 'Languages',
    admin: { position: 'sidebar', components: { Field: { path: '@/components/admin/TranslationStatus#TranslationStatus', serverProps: of } } },
  },
  translationReviewed,
]

const translationReviewed: Field = {
  name: 'translationReviewed',
  type: 'checkbox',
  localized: true,
  defaultValue: false,
  label: 'Translation reviewed by a fluent speaker',
  admin: {
    position: 'sidebar',
    description: 'For a language other than English: tick it once a fluent speaker has read every word in this language.',
  },
}
