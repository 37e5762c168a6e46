/**
 * A cheap per-connection limit for searches (a GET stores nothing, so the database-backed limit of the
 * forms, src/lib/http/sender-limit.ts, does not fit): at most SEARCHES_PER_MINUTE in a sliding minute per
 * client key, kept in this process's memory. Against floods, not a quota; several servers each allow it.
 */
export const SEARCHES_PER_MINUTE = 60
const WINDOW_MS = 60_000
const MAX_CLIENTS = 10_000

const KEY = Symbol.for('redwood.search.limit')
function recent(): Map<string, number[]> {
  const g = globalThis as unknown as Record<symbol, Map<string, number[]> | undefined>
  return (g[KEY] ??= new Map())
}

export function allowSearch(client: string, now: number, limit = SEARCHES_PER_MINUTE): { ok: true } | { ok: false; retryAfterSeconds: number } {
  const map = recent()
  const times = (map.get(client) ?? []).filter((t) => t > now - WINDOW_MS)
  if (times.length >= limit) {
    map.set(client, times)
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((times[0] as number) + WINDOW_MS - now) / 1000)) }
  }
  times.push(now)
  map.delete(client)
  map.set(client, times)
  // Bounded memory: the least recently seen clients go first.
  while (map.size > MAX_CLIENTS) map.delete(map.keys().next().value as string)
  return { ok: true }
}

/** Forgets every count (for tests). */
export function resetSearchLimit(): void {
  recent().clear()
}
