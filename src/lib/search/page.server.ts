/**
 * What the /search page needs, in one call: the query read and bounded, a per-connection limit, the
 * search itself, the anonymous count of the query (decision 043), and the help a page with no result offers.
 */
import type { Payload } from 'payload'

import { clientKey } from '@/lib/http/client-address'
import { searchQuerySchema, type SearchQuery } from '@/lib/schemas/search'

import { recordSearch } from './counts.server'
import { allowSearch } from './limit'
import { searchSite, type SearchResponse } from './search.server'

export type SearchPageData =
  | { state: 'empty'; query: SearchQuery }
  | { state: 'limited'; query: SearchQuery; retryAfterSeconds: number }
  | { state: 'results'; query: SearchQuery; response: SearchResponse }

/** Reads the query string, searches, and counts the search. Never throws for what a visitor sends. */
export async function searchPageData(payload: Payload, params: Record<string, unknown>, headers: Headers | null, now = Date.now()): Promise<SearchPageData> {
  const query = searchQuerySchema.parse(params)
  if (!query.q) return { state: 'empty', query }
  const allowed = allowSearch(headers ? clientKey(headers) : 'unknown', now)
  if (!allowed.ok) return { state: 'limited', query, retryAfterSeconds: allowed.retryAfterSeconds }
  const response = await searchSite(payload, { q: query.q, kind: query.kind })
  // Counted once per query, not again for each filter the visitor clicks.
  if (!query.kind && response.query) void recordSearch(payload, response.query, response.total, new Date(now)).catch(() => undefined)
  return { state: 'results', query, response }
}
