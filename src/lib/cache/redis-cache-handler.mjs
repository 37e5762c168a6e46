// @ts-check
// Next.js's data and page cache kept in Redis, so every app server shares one cache and a publish on
// one server expires the entry for all of them (docs/decisions/012-shared-cache-in-redis.md).
// Next loads this file itself (next.config.mjs names it when REDIS_URL is set), outside the bundle:
// plain JavaScript, no path aliases.
import { createClient } from 'redis'

import { entryTags, isExpired } from './cache-entries.mjs'

export { entryTags, isExpired }

/** Everything this app writes to Redis sits under one prefix, so a shared Redis can hold other data. */
const PREFIX = process.env.REDIS_KEY_PREFIX || 'redwood:'
const ENTRY = `${PREFIX}cache:`
/** One hash: tag → the time (ms) at which entries made before it stopped being valid. */
const TAGS = `${PREFIX}tags`
/** Entries nobody asks for fall out after two weeks: the store stays bounded without a sweeper. */
const ENTRY_TTL_SECONDS = 14 * 24 * 60 * 60
/** A dead or hung Redis costs a page at most this long per command before it renders uncached. */
const COMMAND_TIMEOUT_MS = Number(process.env.REDIS_COMMAND_TIMEOUT_MS || 500)
const CONNECT_TIMEOUT_MS = 1_000

/** After a failed command (say a hung Redis that still holds the socket), skip Redis this long. */
const BACK_OFF_MS = 1_000

/**
 * The connection is shared by every handler instance in the process (Next makes several).
 * @type {{ client: ReturnType<typeof newClient> | null, down: boolean, skipUntil: number, pendingTags: Map<string, number> }}
 */
const state = { client: null, down: false, skipUntil: 0, pendingTags: new Map() }

function markDown(/** @type {unknown} */ error) {
  state.skipUntil = Date.now() + BACK_OFF_MS
  if (state.down) return
  state.down = true
  // Once per outage, not once per request: the pages keep coming from the database meanwhile.
  console.error(
    `Redis cache unavailable (${error instanceof Error ? error.message : String(error)}): pages are rendered without the shared cache until it is back.`,
  )
}

function markUp() {
  state.skipUntil = 0
  if (state.pendingTags.size > 0) void flushPendingTags()
  if (!state.down) return
  state.down = false
  console.log('Redis cache is back: pages are cached again.')
}

/** False while Redis is known to be unreachable: callers go straight to the database. */
function available() {
  return Boolean(state.client?.isReady) && Date.now() >= state.skipUntil
}

/** @param {string} url */
function newClient(url) {
  return createClient({
    url,
    // Without a connection, fail at once instead of queueing: the page renders from the database.
    disableOfflineQueue: true,
    commandOptions: { timeout: COMMAND_TIMEOUT_MS },
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      // Keep trying for as long as the process lives, at most every two seconds.
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
}

function client() {
  if (state.client) return state.client
  const url = process.env.REDIS_URL
  if (!url) throw new Error('REDIS_URL is not set')
  const c = newClient(url)
  c.on('error', markDown)
  c.on('ready', () => {
    markUp()
    void flushPendingTags()
  })
  c.connect().catch(markDown)
  state.client = c
  return c
}

/**
 * Tags expired while Redis was unreachable: written as soon as it is back, so entries cached before
 * the outage cannot come back to life on any server.
 */
async function flushPendingTags() {
  if (state.pendingTags.size === 0) return
  const pending = Object.fromEntries(state.pendingTags)
  try {
    await client().hSet(TAGS, pending)
    for (const [tag, at] of Object.entries(pending)) if (state.pendingTags.get(tag) === at) state.pendingTags.delete(tag)
  } catch (error) {
    markDown(error)
  }
}

/**
 * Cache entries hold Buffers (RSC payloads, route bodies) and Maps (RSC segments), which JSON alone
 * would flatten: they travel as tagged objects.
 * @param {unknown} value
 */
export function serialize(value) {
  return JSON.stringify(value, function (key, v) {
    const original = this[key]
    if (Buffer.isBuffer(original)) return { $buffer: original.toString('base64') }
    if (original instanceof Map) return { $map: [...original.entries()] }
    return v
  })
}

/** @param {string} text */
export function deserialize(text) {
  return JSON.parse(text, (_key, v) => {
    if (v && typeof v === 'object' && !Array.isArray(v)) {
      if (typeof v.$buffer === 'string' && Object.keys(v).length === 1) return Buffer.from(v.$buffer, 'base64')
      if (Array.isArray(v.$map) && Object.keys(v).length === 1) return new Map(v.$map)
    }
    return v
  })
}

export default class RedisCacheHandler {
  constructor() {
    client()
  }

  /**
   * @param {string} key
   * @param {any} ctx
   */
  async get(key, ctx) {
    if (!available()) return null
    try {
      const c = client()
      const raw = await c.get(ENTRY + key)
      markUp()
      if (!raw) return null
      const entry = deserialize(raw)
      const tags = [...new Set([...(entry.tags ?? []), ...entryTags(null, ctx)])]
      if (tags.length > 0 && isExpired(await c.hmGet(TAGS, tags), entry.lastModified)) return null
      return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl }
    } catch (error) {
      markDown(error)
      return null // a miss: Next renders from the database
    }
  }

  /**
   * @param {string} key
   * @param {any} data
   * @param {any} ctx
   */
  async set(key, data, ctx) {
    if (!available()) return
    try {
      const entry = { lastModified: Date.now(), value: data, tags: entryTags(data, ctx), cacheControl: ctx?.cacheControl }
      await client().set(ENTRY + key, serialize(entry), { expiration: { type: 'EX', value: ENTRY_TTL_SECONDS } })
    } catch (error) {
      markDown(error)
    }
  }

  /**
   * Records when each tag expired; every server compares it with an entry's age on read.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length === 0) return
    const at = Date.now() + Math.max(0, durations?.expire ?? 0) * 1000
    for (const tag of list) state.pendingTags.set(tag, at)
    if (!available()) return // written when Redis is back (see flushPendingTags)
    await flushPendingTags()
  }

  resetRequestCache() {}
}
