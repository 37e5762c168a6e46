/**
 * A sliding-window rate limit kept in this process's memory: at most `limit` hits per key within
 * `windowMs`. Enough for one server; with several servers behind a load balancer each keeps its own
 * count (so the real limit is limit × servers) and a shared store (Redis, the database) would be needed.
 */
export type RateLimitResult = { ok: true; remaining: number } | { ok: false; retryAfterSeconds: number }

export type RateLimiter = {
  /** Counts one hit for `key` unless the key is already at its limit. */
  hit: (key: string) => RateLimitResult
  reset: () => void
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: {
  limit: number
  windowMs: number
  now?: () => number
  maxKeys?: number
}): RateLimiter {
  const hits = new Map<string, number[]>()

  const prune = (list: number[], t: number) => {
    while (list.length > 0 && (list[0] as number) <= t - windowMs) list.shift()
  }

  const sweep = (t: number) => {
    for (const [key, list] of hits) {
      prune(list, t)
      if (list.length === 0) hits.delete(key)
    }
  }

  return {
    hit(key) {
      const t = now()
      if (hits.size >= maxKeys) sweep(t)
      const list = hits.get(key) ?? []
      prune(list, t)
      if (list.length >= limit) {
        const oldest = list[0] as number
        hits.set(key, list)
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - t) / 1000)) }
      }
      list.push(t)
      hits.set(key, list)
      return { ok: true, remaining: limit - list.length }
    },
    reset() {
      hits.clear()
    },
  }
}

/**
 * The client's address as the nearest proxy saw it: the right-most X-Forwarded-For entry (a proxy
 * appends the address it received the request from; Next.js fills the header with the socket address
 * when no proxy set it). Falls back to X-Real-IP, then to one shared key.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1)
  return last || headers.get('x-real-ip')?.trim() || 'unknown'
}
