import { z } from 'zod'

import { SEARCH_KINDS } from '@/lib/search/kinds'
import { MAX_QUERY_CHARS } from '@/lib/search/text'

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v)

/**
 * The /search page's query string: `q` (cut to MAX_QUERY_CHARS; a longer one is searched by its start)
 * and an optional `kind` filter (an unknown kind is ignored). Never an error: a search page answers.
 */
export const searchQuerySchema = z.object({
  q: z.preprocess(first, z.string().catch('')).transform((s) => s.replace(/[\u0000-\u001f\u007f]/g, ' ').trim().slice(0, MAX_QUERY_CHARS)),
  kind: z.preprocess(first, z.enum(SEARCH_KINDS).nullable().catch(null)).default(null),
})

export type SearchQuery = z.infer<typeof searchQuerySchema>
