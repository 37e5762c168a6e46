// A public page's React data after the first paint (decision 025, "The page's data after the first
// paint"). Next.js writes into every page, besides its HTML, the same content once more as the data
// React needs to take the page over in the browser (the "flight" data, FLIGHT_SCRIPT of next-internals.ts):
// on the home page 94 KB of 160, 14 KB of 24 gzipped. Nobody reads it: the page is already there in
// HTML and works without scripts. So on a page anyone may be shown (isPublicPageRequest below), the security
// step (security-headers.ts) takes those scripts out and keeps them here as one file named by
// the hash of what it holds, `/_f/<hash>.js?p=<page>`; the page's loader (scripts-after-load.ts) runs
// it just before Next's own scripts, after the page has loaded and painted. The file never changes
// under its name, so a browser keeps it: a visitor who comes back to an unchanged page does not fetch
// it again.
//
// Every server serves the same bytes for a page version (Next renders it once and keeps it in the
// shared cache, decision 018), so every server names its file alike. A server asked for a file it has
// not kept (another server behind the proxy served the page, or this one has restarted since) looks
// for it in Redis, where each server puts the files it makes; without Redis, or if Redis lost it, it
// answers with its own latest file for the same page, marked not to be kept, or 404 (the page then
// stays as sent: whole, working by its links and forms). It never renders a page for a file.
import crypto from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { chooseEncoding } from './accept-encoding'
import { NEXT_OWN_PREFIX, PREVIEW_COOKIES } from './next-internals'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Where the files are served; our front answers before Next.js sees the request. */
export const FLIGHT_PREFIX = '/_f/'
/**
 * Next's scripts that hand the page's data to React (FLIGHT_SCRIPT of edge/next-internals.ts, the one
 * module that knows Next's private output), set by the server once it has checked that the build it
 * serves writes them so. Until then, or if it does not, pages keep their data inline.
 */
let flightScript: RegExp | null = null
export function setFlightScripts(pattern: RegExp | null): void {
  flightScript = pattern && new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`)
}
const REQUEST = /^\/_f\/([A-Za-z0-9_-]{22})\.js(?:\?p=([^&#]{1,1024}))?$/
/** Addresses whose pages are never moved: the admin, the APIs, Next's own (NEXT_OWN_PREFIX), preview, an application's pages, a policyholder's. */
const NEVER = new RegExp(`^/(?:admin|api|plan-service|policy-service|${NEXT_OWN_PREFIX.slice(1, -1)}|preview|apply|pay|my)(?:[/?]|$)`)
const FILE = /\.[A-Za-z0-9]{1,8}$/
/** Requests from a signed-in editor, a preview (Next's draft mode), an applicant or a signed-in policyholder (/my) are one person's own. */
const PRIVATE_COOKIE = new RegExp(`(?:^|;\\s*)(?:${['payload-token', ...PREVIEW_COOKIES, 'redwood_application', '__Host-rl-my'].join('|')})=`)
/** How long Redis keeps a file nobody asks for (a browser keeps it as long as it likes). */
const SHARED_TTL_SECONDS = 7 * 24 * 60 * 60

/** Whether a path (without its query string) is a page's that anyone may be shown: not the admin's, an API's, a file's, or one person's own. */
export function isPageAddress(path: string): boolean {
  return !NEVER.test(path) && !FILE.test(path)
}

/**
 * Whether a request is for a page anyone may be shown: a GET or HEAD of a page address without a query
 * string, from someone who is not signed in, previewing or applying.
 */
export function isPublicPageRequest(req: Pick<IncomingMessage, 'method' | 'url' | 'headers'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? ''
  if (url.includes('?') || !isPageAddress(url)) return false
  const cookie = req.headers.cookie
  return !(cookie && PRIVATE_COOKIE.test(cookie))
}

/**
 * The page without its data scripts and the one file that holds them in order, with that file's name.
 * Null when the page has none.
 */
export function flightOut(html: string): { html: string; js: string; hash: string } | null {
  if (!flightScript) return null
  const bodies: string[] = []
  const rest = html.replace(flightScript, (_tag, body: string) => {
    bodies.push(body)
    return ''
  })
  if (bodies.length === 0) return null
  const js = bodies.map((body) => `${body};\n`).join('')
  return { html: rest, js, hash: flightHash(js) }
}

const flightHash = (js: string): string => crypto.createHash('sha256').update(js, 'utf8').digest('base64url').slice(0, 22)

/**
 * The file's address: its hash, and the page it belongs to (so that any server can render it again).
 * `page` is a path on this site, e.g. `/claims`.
 */
export const flightUrl = (hash: string, page: string): string => `${FLIGHT_PREFIX}${hash}.js?p=${encodeURIComponent(page)}`

/**
 * The files, least recently used out first, bounded in bytes, and the latest file of each page. Shared
 * by the security step (which fills it) and the step that serves it, in one process; with `shared`
 * (Redis) every file made is also written there, and a file this process lacks is looked for there.
 */
export function createFlightStore({ maxBytes, shared = null }: { maxBytes: number; shared?: SharedFiles | null }): FlightStore {
  const entries = new Map<string, FlightEntry>()
  /** page → hash */
  const latest = new Map<string, string>()
  let bytes = 0
  const store: FlightStore = {
    set(hash, js, page) {
      latest.delete(page)
      latest.set(page, hash)
      if (latest.size > 5000) {
        const first = latest.keys().next()
        if (!first.done) latest.delete(first.value)
      }
      if (entries.has(hash)) {
        store.get(hash)
        return
      }
      shared?.put(hash, js)
      const entry: FlightEntry = { js: Buffer.from(js, 'utf8'), bytes: 0 }
      // The text, and room for its two compressed forms once asked for.
      entry.bytes = Math.ceil(entry.js.length * 1.4) + 256
      if (entry.bytes > maxBytes) return
      entries.set(hash, entry)
      bytes += entry.bytes
      while (bytes > maxBytes) {
        const first = entries.entries().next()
        if (first.done) break
        const [oldest, old] = first.value
        entries.delete(oldest)
        bytes -= old.bytes
      }
    },
    get(hash) {
      const entry = entries.get(hash)
      if (!entry) return undefined
      entries.delete(hash)
      entries.set(hash, entry)
      return entry
    },
    async fetchShared(hash) {
      const js = await shared?.get(hash)
      // Only a file that is what its name says: Redis is shared, its contents are not trusted blindly.
      if (typeof js !== 'string' || flightHash(js) !== hash) return undefined
      store.set(hash, js, '')
      latest.delete('')
      return store.get(hash)
    },
    latest(page) {
      const hash = latest.get(page)
      return hash === undefined ? undefined : store.get(hash)
    },
  }
  return store
}

/** A page's data file: the text, its compressed forms once asked for, and the bytes it counts for. */
type FlightEntry = { js: Buffer; gzip?: Buffer; br?: Buffer; bytes: number }

export type FlightStore = {
  set(hash: string, js: string, page: string): void
  get(hash: string): FlightEntry | undefined
  /** A file this process has not kept, from the other servers (through Redis), kept from then on. */
  fetchShared(hash: string): Promise<FlightEntry | undefined>
  /** The latest file this process made of a page. */
  latest(page: string): FlightEntry | undefined
}

export type SharedFiles = { put: (hash: string, js: string) => void; get: (hash: string) => Promise<string | null | undefined> }

/** The files in Redis, under `<prefix>flight:<hash>`. Errors are a miss: the page then stays as sent. */
export async function redisFlightFiles({ url, prefix }: { url: string; prefix: string }): Promise<SharedFiles> {
  const { createClient } = await import('redis')
  const client = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1000, reconnectStrategy: (n) => Math.min(100 * 2 ** n, 2000) } })
  let failing = false
  client.on('error', (error) => {
    if (!failing) console.warn(`React data files: Redis unreachable, each server serves only its own (${error instanceof Error ? error.message : error})`)
    failing = true
  })
  client.on('ready', () => (failing = false))
  await client.connect().catch(() => {})
  const key = (hash: string) => `${prefix}flight:${hash}`
  return {
    put: (hash, js) => {
      if (client.isReady) client.set(key(hash), js, { expiration: { type: 'EX', value: SHARED_TTL_SECONDS } }).catch(() => {})
    },
    get: async (hash) => (client.isReady ? client.get(key(hash)).catch(() => null) : null),
  }
}

let processStore: FlightStore | null = null
/**
 * The store of this process (the security step and the serving step are set up apart, in one module
 * graph). `shared` is taken the first time only: edge/server.ts calls it first.
 */
export function processFlightStore({ shared = null }: { shared?: SharedFiles | null } = {}): FlightStore {
  processStore ??= createFlightStore({ maxBytes: 32 * 1024 * 1024, shared })
  return processStore
}

/**
 * Whether a page's data may go into a file that anyone holding its name can fetch: the page is one anyone
 * may be shown (no sign-in, no preview, no applicant's cookie, no query), and its answer sets no cookie.
 */
export function mayMoveFlight(req: IncomingMessage, status: number, res: ServerResponse): boolean {
  const url = String(req.url)
  return req.method === 'GET' && status === 200 && !res.hasHeader('set-cookie') && !url.includes('?') && !hasDotSegment(url) && isPublicPageRequest(req)
}

/**
 * Whether a path climbs or stays put anywhere (`/../admin`, `/./x`), as written or once more decoded: such
 * a page is never one of ours, and it must not lead the server to render one it would not name so.
 */
function hasDotSegment(page: string): boolean {
  let decoded = page
  try {
    decoded = decodeURIComponent(page)
  } catch {
    return true
  }
  return [page, decoded].some((path) => path.split('/').some((segment) => segment === '.' || segment === '..'))
}

/** The step that serves the files (edge/server.ts puts it before Next.js). */
export function flightStep({ store = processFlightStore() }: { store?: FlightStore } = {}) {
  return async function flightFileStep(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const url = req.url ?? ''
    if (!url.startsWith(FLIGHT_PREFIX)) return false
    const notFound = (status = 404, message = 'Not found.') => {
      res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...(status === 405 ? { allow: 'GET, HEAD' } : {}) })
      res.end(req.method === 'HEAD' ? undefined : message)
      return true
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return notFound(405, 'Only GET and HEAD are allowed here.')
    const match = REQUEST.exec(url)
    if (!match) return notFound()
    const [, hash = '', encodedPage] = match
    let entry = store.get(hash) ?? (await store.fetchShared(hash))
    // Another version of the page's data (see the top of this file): good to start the page, not to be kept.
    let substitute = false
    if (!entry && encodedPage) {
      let page = ''
      try {
        page = decodeURIComponent(encodedPage)
      } catch {
        return notFound()
      }
      const asked = { method: 'GET', url: page, headers: {} }
      if (!page.startsWith('/') || page.startsWith('//') || /[\s\\]/.test(page) || hasDotSegment(page) || !isPublicPageRequest(asked)) {
        return notFound()
      }
      entry = store.latest(page)
      substitute = true
    }
    if (!entry) return notFound()

    const encoding = chooseEncoding(req.headers['accept-encoding'])
    let body = entry.js
    if (encoding === 'gzip') body = entry.gzip ??= await gzip(entry.js, { level: 9 })
    if (encoding === 'br') body = entry.br ??= await brotli(entry.js, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
    // Named by its content: it never changes under this name.
    res.setHeader('Cache-Control', substitute ? 'no-store' : 'public, max-age=31536000, immutable')
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', body.length)
    res.writeHead(200)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
