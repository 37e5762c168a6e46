import type { CollectionConfig } from 'payload'

import { nobody, roles, CONTENT_ROLES } from '@/access'

/**
 * What visitors search for, counted per normalised query and day, never who searched (decision 043).
 * Written by the site search only; staff read it to see the commonest searches and those with no result.
 */
export const SearchQueries: CollectionConfig = {
  slug: 'search-queries',
  labels: { singular: 'Search', plural: 'Searches' },
  admin: {
    group: 'Settings',
    useAsTitle: 'query',
    defaultColumns: ['query', 'day', 'count', 'results'],
    description: 'What visitors searched for, counted per day (no one is identified). Sort by Count for the commonest; filter Results equals 0 for searches that found nothing.',
  },
  defaultSort: '-count',
  access: { read: roles(...CONTENT_ROLES, 'administrator'), create: nobody, update: nobody, delete: nobody },
  fields: [
    { name: 'query', label: 'Query', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'day', label: 'Day', type: 'text', required: true, index: true, admin: { readOnly: true, description: 'YYYY-MM-DD (Lagos time).' } },
    { name: 'count', label: 'Count', type: 'number', required: true, defaultValue: 1, admin: { readOnly: true } },
    { name: 'results', label: 'Results', type: 'number', required: true, defaultValue: 0, admin: { readOnly: true } },
  ],
}
