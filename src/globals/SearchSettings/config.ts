import type { GlobalConfig } from 'payload'

import { CONTENT_ROLES, roles } from '@/access'
import { DEFAULT_BEST_BETS, DEFAULT_SYNONYMS } from '@/lib/search/rules'

/** What staff teach the site search (decision 043): words that mean the same, and results pinned for a query. */
export const SearchSettings: GlobalConfig = {
  slug: 'search-settings',
  label: 'Search settings',
  admin: { group: 'Settings', description: 'How the site search understands what visitors type. Changes apply to the next search.' },
  access: { read: roles(...CONTENT_ROLES, 'administrator'), update: roles(...CONTENT_ROLES) },
  fields: [
    {
      name: 'synonyms',
      label: 'Words that mean the same',
      type: 'array',
      defaultValue: DEFAULT_SYNONYMS,
      admin: { description: 'A visitor who types any of the words finds what the meaning finds, e.g. "burial, bury" means "funeral"; Pidgin such as "how I go claim" means "claim".' },
      fields: [
        { name: 'words', label: 'Words or phrases, separated by commas', type: 'text', required: true, maxLength: 500 },
        { name: 'meaning', label: 'Means', type: 'text', required: true, maxLength: 100 },
      ],
    },
    {
      name: 'bestBets',
      label: 'Best bets',
      type: 'array',
      defaultValue: DEFAULT_BEST_BETS,
      admin: { description: 'The page shown first for a query, e.g. "claim" → /claims. The page must be published.' },
      fields: [
        { name: 'query', label: 'Query', type: 'text', required: true, maxLength: 100 },
        {
          name: 'path',
          label: 'Page address on this site',
          type: 'text',
          required: true,
          maxLength: 300,
          validate: (v: unknown) => (typeof v === 'string' && /^\/[^\s/][^\s]*$|^\/$/.test(v) ? true : 'Enter an address on this site starting with /, e.g. /claims'),
        },
      ],
    },
  ],
}
