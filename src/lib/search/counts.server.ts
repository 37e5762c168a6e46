/**
 * The anonymous counts of what visitors search for (decision 043): one row per normalised query and day
 * (Lagos time), its count and how many results it had. Nothing about who searched is kept.
 */
import { Forbidden, type Payload } from 'payload'

import type { User } from '@/payload-types'
import { lagosToday } from '@/lib/text/lagos'

const CHAINS = Symbol.for('redwood.search.count-chains')

/**
 * Counts one search. The same query twice at once would both find no row and make two (Postgres runs
 * them side by side), or both add one to the same count and lose one: so this process counts one query
 * and day at a time. Two servers may still race on a query's first search of the day; the commonest
 * searches add rows of the same query together, so the figures stay right.
 */
export function recordSearch(payload: Payload, query: string, results: number, at = new Date()): Promise<void> {
  const day = lagosToday(at)
  const q = query.slice(0, 100)
  const key = `${day}|${q}`
  const g = globalThis as unknown as Record<symbol, Map<string, Promise<void>> | undefined>
  const chains = (g[CHAINS] ??= new Map())
  const next = (chains.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => countOnce(payload, q, day, results))
  chains.set(key, next)
  void next.finally(() => {
    if (chains.get(key) === next) chains.delete(key)
  }).catch(() => undefined)
  return next
}

async function countOnce(payload: Payload, q: string, day: string, results: number): Promise<void> {
  const found = await payload.find({
    collection: 'search-queries',
    where: { and: [{ query: { equals: q } }, { day: { equals: day } }] },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const row = found.docs[0]
  if (row) await payload.update({ collection: 'search-queries', id: row.id, data: { count: (row.count ?? 0) + 1, results }, depth: 0, overrideAccess: true })
  else await payload.create({ collection: 'search-queries', data: { query: q, day, count: 1, results }, depth: 0, overrideAccess: true })
}

export type SearchCount = { query: string; count: number; results: number }

type Common = { top: SearchCount[]; noResult: SearchCount[] }

/** The commonest searches since `sinceDay` (YYYY-MM-DD), and the commonest that found nothing. */
export async function commonSearches(payload: Payload, sinceDay: string, limit = 20, access: { user?: User } = {}): Promise<Common> {
  const { docs } = await payload.find({
    collection: 'search-queries',
    where: { day: { greater_than_equal: sinceDay } },
    // The newest days first: past this many rows the oldest days of the period are left out.
    sort: '-day',
    limit: 5000,
    depth: 0,
    ...(access.user ? { overrideAccess: false, user: access.user } : { overrideAccess: true }),
  })
  const sums = new Map<string, SearchCount>()
  for (const d of docs) {
    const s = sums.get(d.query) ?? { query: d.query, count: 0, results: d.results ?? 0 }
    s.count += d.count ?? 0
    sums.set(d.query, s)
  }
  const all = [...sums.values()].sort((a, b) => b.count - a.count || a.query.localeCompare(b.query))
  return { top: all.slice(0, limit), noResult: all.filter((s) => s.results === 0).slice(0, limit) }
}

/** The days the admin dashboard's summary of searches covers. */
export const SEARCH_SUMMARY_DAYS = 30

/**
 * The admin dashboard's summary: the ten commonest searches of the last SEARCH_SUMMARY_DAYS days and the
 * ten commonest that found nothing, read with the person's own access; null for roles that may not read
 * the counts.
 */
export async function searchSummary(payload: Payload, user: User, now = new Date()): Promise<(Common & { sinceDay: string }) | null> {
  const sinceDay = lagosToday(new Date(now.getTime() - (SEARCH_SUMMARY_DAYS - 1) * 86_400_000))
  try {
    return { sinceDay, ...(await commonSearches(payload, sinceDay, 10, { user })) }
  } catch (error) {
    if (error instanceof Forbidden || (error as { status?: number }).status === 403) return null
    throw error
  }
}
