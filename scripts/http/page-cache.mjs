// The page cache of our HTTP front (docs/decisions/018-page-cache.md). Pages render per request from
// cached CMS reads (decision 013), which costs a React render each time; this keeps the finished
// response of each public page (HTML or the RSC payload of a client navigation) in memory, already
// compressed, with its headers (Content-Security-Policy included), and serves it to the next visitor
// without Next.js. Any content change in the CMS drops every page at once (src/hooks/revalidate.ts calls
// `invalidatePageCache`); with REDIS_URL the drop reaches every server through a generation counter.
import crypto from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Addresses that are never cached: the admin, the APIs, Next's own files, preview, and files with an extension. */
// /apply: an application's pages are one applicant's own (its cookie or resume link), never kept for others.
const NEVER = /^\/(?:admin|api|plan-service|_next|preview|apply)(?:[/?]|$)/
const FILE = /\.[A-Za-z0-9]{1,8}$/
/** Requests from a signed-in editor or a preview (draft mode) see what others must not: never cached. */
const PRIVATE_COOKIE = /(?:^|;\s*)(?:payload-token|__prerender_bypass|__next_preview_data|redwood_application)=/
/** The request headers Next.js varies a page's response on (its Vary header), besides Accept-Encoding. */
const VARY = ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url']
/** Responses worth keeping and compressing. */
const CACHEABLE_TYPE = /^(?:text\/html|text\/x-component)\b/i
const COMPRESSIBLE_TYPE = /^(?:text\/|application\/(?:json|xml|rss\+xml|atom\+xml|manifest\+json|javascript))/i
/** A page that says it must not be kept (a degraded render, e.g. the quote service was down) carries this. */
const SKIP_MARK = Buffer.from('data-page-cache="skip"')
/** Headers that belong to one response, not to the page. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'x-request-id', 'set-cookie', 'etag'])
const MAX_ENTRY_BYTES = 2 * 1024 * 1024

const GLOBAL = Symbol.for('redwood.page-cache')

/**
 * A request from this server to itself that must be rendered, not answered from the cache: the flight
 * step (flight-data.mjs) renders a page again for its data file. Only this process knows the token.
 */
export const RENDER_HEADER = 'x-redwood-render'
export const RENDER_TOKEN = crypto.randomBytes(18).toString('base64url')

/**
 * Drops every cached page, on this server and (with Redis) on every other. Called by the CMS hooks in
 * the same process through globalThis, so the Next.js bundle needs no import of this file.
 */
export function invalidatePageCache() {
  /** @type {{ invalidate?: () => void } | undefined} */
  const cache = /** @type {any} */ (globalThis)[GLOBAL]
  cache?.invalidate?.()
}

/**
 * Reads PAGE_CACHE_MB and PAGE_CACHE_TTL_SECONDS. A bad value stops start-up with one line.
 * @param {Record<string, string | undefined>} env
 */
export function pageCacheSettings(env) {
  const number = (name, fallback, max) => {
    const raw = env[name]
    if (raw === undefined || raw === '') return fallback
    if (!/^\d+$/.test(raw) || Number(raw) > max) throw new Error(`Invalid environment variable ${name}: expected a whole number from 0 to ${max}, got "${raw}"`)
    return Number(raw)
  }
  return {
    maxBytes: number('PAGE_CACHE_MB', 64, 4096) * 1024 * 1024,
    ttlMs: number('PAGE_CACHE_TTL_SECONDS', 120, 86_400) * 1000,
  }
}

/**
 * Whether a request may be answered from the cache (and its answer kept): a GET or HEAD of a page
 * address, without a query string (other than Next's `_rsc` cache-buster), from someone who is not
 * signed in or previewing.
 * @param {import('node:http').IncomingMessage} req
 */
export function isCacheableRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? ''
  const q = url.indexOf('?')
  const path = q === -1 ? url : url.slice(0, q)
  if (NEVER.test(path) || FILE.test(path)) return false
  if (q !== -1 && !/^_rsc=[A-Za-z0-9_-]{1,32}$/.test(url.slice(q + 1))) return false
  const cookie = req.headers.cookie
  if (cookie && PRIVATE_COOKIE.test(cookie)) return false
  return true
}

/**
 * The encoding to send a client: the best it accepts of br and gzip (q=0 refuses one), else none.
 * @param {string | undefined} header
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function chooseEncoding(header) {
  if (!header) return 'identity'
  const accepted = new Map()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return 'identity'
}

/** @param {import('node:http').IncomingMessage} req */
function keyOf(req) {
  const parts = [req.url ?? '/']
  for (const name of VARY) {
    const value = req.headers[name]
    parts.push(typeof value === 'string' ? value.slice(0, 2048) : '')
  }
  return parts.join('\n')
}

/**
 * @typedef {{ status: number, headers: [string, string | string[]][], identity: Buffer, gzip: Buffer,
 *   br: Buffer | null, etag: string, bytes: number, storedAt: number }} Entry
 */

/**
 * An in-memory store of finished responses, least recently used out first, bounded in bytes.
 * @param {{ maxBytes: number, ttlMs: number, now?: () => number }} options
 */
export function createPageStore({ maxBytes, ttlMs, now = Date.now }) {
  /** @type {Map<string, Entry>} */
  const entries = new Map()
  let bytes = 0
  let generation = 0
  const drop = (key) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    bytes -= entry.bytes
  }
  return {
    get generation() {
      return generation
    },
    get size() {
      return entries.size
    },
    get bytes() {
      return bytes
    },
    /** @param {string} key */
    get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      if (now() - entry.storedAt >= ttlMs) {
        drop(key)
        return undefined
      }
      // Most recently used last: Map keeps insertion order.
      entries.delete(key)
      entries.set(key, entry)
      return entry
    },
    /** @param {string} key @param {Entry} entry @param {number} filledIn the generation the response was rendered in */
    set(key, entry, filledIn) {
      if (filledIn !== generation || entry.bytes > Math.min(MAX_ENTRY_BYTES, maxBytes)) return false
      drop(key)
      entries.set(key, entry)
      bytes += entry.bytes
      while (bytes > maxBytes) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        drop(oldest)
      }
      return true
    },
    clear() {
      generation++
      entries.clear()
      bytes = 0
    },
  }
}

/**
 * Keeps the cache in step with the other servers through Redis: a publish anywhere increments one
 * counter; each server reads it twice a second and drops its pages when it moved. While Redis cannot
 * be read, pages are not served from the cache (a publish elsewhere could be missed).
 * @param {{ url: string, prefix: string, onChange: () => void, log: (msg: string) => void }} options
 */
async function redisGeneration({ url, prefix, onChange, log }) {
  const { createClient } = await import('redis')
  const key = `${prefix}page-cache:generation`
  const client = createClient({ url, socket: { connectTimeout: 2000, reconnectStrategy: (n) => Math.min(100 * 2 ** n, 2000) } })
  let failing = false
  client.on('error', (error) => {
    if (!failing) log(`Page cache: Redis unreachable, serving pages uncached until it is back (${error instanceof Error ? error.message : error})`)
    failing = true
  })
  await client.connect().catch(() => {})
  let seen = /** @type {string | null} */ (null)
  let lastRead = 0
  const poll = async () => {
    try {
      const value = (await client.get(key)) ?? '0'
      lastRead = Date.now()
      // A change made while Redis was away could not be counted: drop everything on its return.
      if (failing) {
        log('Page cache: Redis is back')
        failing = false
        onChange()
      } else if (seen !== null && value !== seen) onChange()
      seen = value
    } catch {
      // The error handler above has said so once.
    }
  }
  await poll()
  const timer = setInterval(poll, 500)
  timer.unref()
  return {
    /** Fresh enough to trust: no connection error since the last read, made within two seconds. */
    usable: () => !failing && Date.now() - lastRead < 2000,
    bump: () => {
      client.incr(key).catch(() => {})
    },
  }
}

/**
 * The front step. On a hit it answers from memory; on a miss it asks Next.js for an uncompressed
 * response (the front compresses), keeps a cacheable one, and sends each client the encoding it takes.
 * Requests for the same page that arrive while it renders wait for that render instead of starting
 * their own.
 * @param {{ maxBytes: number, ttlMs: number, redisUrl?: string, redisPrefix?: string }} options
 */
export async function pageCache({ maxBytes, ttlMs, redisUrl, redisPrefix = 'redwood:' }) {
  const store = createPageStore({ maxBytes, ttlMs })
  // With the pages go the pages' latest data files (flight-data.mjs keeps its store on globalThis).
  const dropAll = () => {
    store.clear()
    const flights = /** @type {any} */ (globalThis)[Symbol.for('redwood.flight-store')]
    flights?.forgetPages()
  }
  /** @type {Map<string, Promise<Entry | null>>} */
  const filling = new Map()
  const log = (msg) => console.warn(msg)
  const shared = redisUrl ? await redisGeneration({ url: redisUrl, prefix: redisPrefix, onChange: dropAll, log }) : null
  // A CMS hook runs before its transaction commits, so a page rendered in that moment could still
  // show the old content: every drop is repeated two seconds later, once, however many came between.
  let again = /** @type {ReturnType<typeof setTimeout> | null} */ (null)
  ;/** @type {any} */ (globalThis)[GLOBAL] = {
    invalidate() {
      dropAll()
      shared?.bump()
      if (again) return
      again = setTimeout(() => {
        again = null
        dropAll()
        shared?.bump()
      }, 2000)
      again.unref()
    },
    stats: () => ({ entries: store.size, bytes: store.bytes, generation: store.generation }),
  }
  const enabled = () => maxBytes > 0 && (!shared || shared.usable())

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Entry} entry
   * @param {'HIT' | 'MISS'} state
   */
  const send = (req, res, entry, state) => {
    const encoding = chooseEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']))
    const body = encoding === 'br' && entry.br ? entry.br : encoding === 'identity' ? entry.identity : entry.gzip
    const used = body === entry.identity ? 'identity' : body === entry.br ? 'br' : 'gzip'
    for (const [name, value] of entry.headers) res.setHeader(name, value)
    res.setHeader('ETag', entry.etag)
    res.setHeader('X-Page-Cache', state)
    const inm = req.headers['if-none-match']
    if (typeof inm === 'string' && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === entry.etag)) {
      res.writeHead(304)
      res.end()
      return
    }
    if (used !== 'identity') res.setHeader('Content-Encoding', used)
    res.setHeader('Content-Length', body.length)
    res.writeHead(entry.status)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  return async function pageCacheStep(req, res) {
    if (!isCacheableRequest(req) || req.headers[RENDER_HEADER] === RENDER_TOKEN) return false
    const key = keyOf(req)
    if (enabled()) {
      const hit = store.get(key)
      if (hit) {
        send(req, res, hit, 'HIT')
        return true
      }
      const pending = filling.get(key)
      if (pending) {
        const entry = await pending
        if (entry) {
          send(req, res, entry, 'HIT')
          return true
        }
      }
    }
    // A HEAD fills nothing (it has no body to keep); it goes to Next.js as it is.
    if (req.method === 'HEAD') return false

    const generation = store.generation
    const clientEncoding = chooseEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']))
    // Next.js sends the body uncompressed; the front compresses once and keeps every encoding.
    delete req.headers['accept-encoding']
    /** @type {(entry: Entry | null) => void} */
    let settle = () => {}
    const mine = new Promise((resolve) => (settle = resolve))
    if (enabled() && !filling.has(key)) {
      filling.set(key, mine)
      mine.finally(() => filling.get(key) === mine && filling.delete(key))
    }
    res.once('close', () => settle(null))
    capture(res, async (status, body) => {
      const type = String(res.getHeader('content-type') ?? '')
      const keep =
        enabled() &&
        status === 200 &&
        CACHEABLE_TYPE.test(type) &&
        !res.hasHeader('set-cookie') &&
        !res.hasHeader('content-encoding') &&
        !body.includes(SKIP_MARK)
      if (!keep) {
        settle(null)
        res.setHeader('X-Page-Cache', 'MISS')
        if (COMPRESSIBLE_TYPE.test(type) && !res.hasHeader('content-encoding') && body.length > 1024 && clientEncoding !== 'identity') {
          const packed = await gzip(body)
          res.setHeader('Content-Encoding', 'gzip')
          appendVary(res, 'Accept-Encoding')
          return packed
        }
        return body
      }
      const [packed, brotlied] = await Promise.all([
        gzip(body, { level: 9 }),
        brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      ])
      appendVary(res, 'Accept-Encoding')
      /** @type {Entry} */
      const entry = {
        status,
        headers: Object.entries(res.getHeaders())
          .filter(([name, value]) => value !== undefined && !PER_RESPONSE.has(name.toLowerCase()))
          .map(([name, value]) => [name, Array.isArray(value) ? value : String(value)]),
        identity: body,
        gzip: packed,
        br: brotlied,
        etag: `"${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
        bytes: body.length + packed.length + brotlied.length + 512,
        storedAt: Date.now(),
      }
      store.set(key, entry, generation)
      settle(entry)
      res.setHeader('ETag', entry.etag)
      res.setHeader('X-Page-Cache', 'MISS')
      const chosen = clientEncoding === 'br' ? brotlied : clientEncoding === 'gzip' ? packed : body
      if (chosen !== body) res.setHeader('Content-Encoding', clientEncoding)
      return chosen
    })
    return false
  }
}

/** @param {import('node:http').ServerResponse} res @param {string} value */
function appendVary(res, value) {
  const current = String(res.getHeader('vary') ?? '')
  if (!current.toLowerCase().split(/\s*,\s*/).includes(value.toLowerCase())) res.setHeader('Vary', current ? `${current}, ${value}` : value)
}

/**
 * Holds a response's body until it ends, then lets `finish` replace it (and set headers) before it is
 * sent. Responses that are not text (files, streams of other types) pass straight through.
 * @param {import('node:http').ServerResponse} res
 * @param {(status: number, body: Buffer) => Promise<Buffer>} finish
 */
function capture(res, finish) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
  /** @type {'undecided' | 'pass' | 'hold'} */
  let mode = 'undecided'
  /** @type {Buffer[]} */
  const chunks = []
  /** @type {unknown[]} */
  let head = []

  res.writeHead = function (statusCode, ...rest) {
    if (mode === 'hold') return this
    if (mode === 'pass') return original.writeHead.call(this, statusCode, ...rest)
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    const reason = typeof rest[0] === 'string' ? [rest[0]] : []
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.setHeader(String(headers[i]), headers[i + 1])
    } else if (headers && typeof headers === 'object') {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value)
    }
    const type = String(this.getHeader('content-type') ?? '')
    if (!COMPRESSIBLE_TYPE.test(type) || this.hasHeader('content-encoding') || statusCode === 204 || statusCode === 304) {
      mode = 'pass'
      return original.writeHead.call(this, statusCode, ...reason)
    }
    mode = 'hold'
    head = [statusCode, ...reason]
    return this
  }
  res.flushHeaders = function () {
    if (mode !== 'hold') original.flushHeaders.call(this)
  }
  const keep = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
  }
  res.write = /** @type {typeof res.write} */ (
    function (chunk, encoding, callback) {
      if (mode === 'undecided') this.writeHead(this.statusCode)
      if (mode === 'pass') return original.write.apply(this, /** @type {any} */ (arguments))
      keep(chunk, encoding)
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') process.nextTick(done)
      return true
    }
  )
  res.end = /** @type {typeof res.end} */ (
    function (chunk, encoding, callback) {
      if (mode === 'undecided' && !this.headersSent) this.writeHead(this.statusCode)
      if (mode !== 'hold') return original.end.apply(this, /** @type {any} */ (arguments))
      keep(chunk, encoding)
      const done = [chunk, encoding, callback].find((a) => typeof a === 'function')
      const body = Buffer.concat(chunks)
      mode = 'pass'
      finish(/** @type {number} */ (head[0]), body).then(
        (out) => {
          this.removeHeader('Transfer-Encoding')
          this.setHeader('Content-Length', out.length)
          original.writeHead.apply(this, /** @type {any} */ (head))
          original.end.call(this, out, /** @type {any} */ (done))
        },
        (error) => {
          console.error('Page cache: could not finish a response:', error instanceof Error ? error.message : error)
          this.setHeader('Content-Length', body.length)
          this.removeHeader('Content-Encoding')
          original.writeHead.apply(this, /** @type {any} */ (head))
          original.end.call(this, body, /** @type {any} */ (done))
        },
      )
      return this
    }
  )
}
