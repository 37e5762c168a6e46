// @ts-check
// Next.js's data and page cache in this process's memory, for a server without REDIS_URL (decision 018).
// Next's default handler would do the same job, but it also serves the pages `next build` prerendered
// and reads and writes .next/cache, which belongs to whichever database the last server used: this
// one starts empty, so a build serves the content of the database it runs against (decision 013), and
// servers that share a build folder never share or delete each other's entries.
// Next loads this file itself (next.config.mjs names it), outside the bundle: plain JavaScript.
import { entryTags, isExpired } from './cache-entries.mjs'

/** Bounded in bytes (JSON-ish size of each entry), least recently used out first. */
const MAX_BYTES = Number(process.env.NEXT_CACHE_MEMORY_MB || 128) * 1024 * 1024

/**
 * One store per process: Next makes several handler instances.
 * @type {{ entries: Map<string, { lastModified: number, value: any, tags: string[], cacheControl: any, bytes: number }>, tags: Map<string, number>, bytes: number }}
 */
const state = { entries: new Map(), tags: new Map(), bytes: 0 }

/** @param {any} value */
function sizeOf(value) {
  let bytes = 256
  const walk = (/** @type {any} */ v, depth = 0) => {
    if (depth > 6 || v === null || v === undefined) return
    if (typeof v === 'string') bytes += v.length
    else if (Buffer.isBuffer(v) || v instanceof Uint8Array) bytes += v.byteLength
    else if (v instanceof Map) for (const x of v.values()) walk(x, depth + 1)
    else if (typeof v === 'object') for (const x of Object.values(v)) walk(x, depth + 1)
  }
  walk(value)
  return bytes
}

/** @param {string} key */
function drop(key) {
  const entry = state.entries.get(key)
  if (!entry) return
  state.entries.delete(key)
  state.bytes -= entry.bytes
}

export default class MemoryCacheHandler {
  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    const entry = state.entries.get(key)
    if (!entry) return null
    const tags = [...new Set([...entry.tags, ...entryTags(null, ctx)])]
    if (isExpired(tags.map((t) => String(state.tags.get(t) ?? '')), entry.lastModified)) {
      drop(key)
      return null
    }
    // Most recently used last: a Map keeps insertion order.
    state.entries.delete(key)
    state.entries.set(key, entry)
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    drop(key)
    if (!data) return
    const entry = { lastModified: Date.now(), value: data, tags: entryTags(data, ctx), cacheControl: ctx?.cacheControl, bytes: sizeOf(data) }
    if (entry.bytes > MAX_BYTES / 4) return
    state.entries.set(key, entry)
    state.bytes += entry.bytes
    while (state.bytes > MAX_BYTES) {
      const oldest = state.entries.keys().next().value
      if (oldest === undefined) break
      drop(oldest)
    }
  }

  /**
   * Records when each tag expired; an entry made before that is a miss from then on.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const at = Date.now() + Math.max(0, durations?.expire ?? 0) * 1000
    for (const tag of typeof tags === 'string' ? [tags] : tags) state.tags.set(tag, at)
  }

  resetRequestCache() {}
}
