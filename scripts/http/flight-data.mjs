// A public page's React data after the first paint (decision 025, "The page's data after the first
// paint"). Next.js writes into every page, besides its HTML, the same content once more as the data
// React needs to take the page over in the browser (the "flight" data, `self.__next_f.push(…)` scripts):
// on the home page 94 KB of 160, 14 KB of 24 gzipped. Nobody reads it: the page is already there in
// HTML and works without scripts. So on a page anyone may be shown (the page cache's rule), the security
// step (scripts/security-headers.mjs) takes those scripts out and keeps them here as one file named by
// the hash of what it holds, `/_f/<hash>.js?p=<page>`; the page's loader (scripts-after-load.mjs) runs
// it just before Next's own scripts, after the page has loaded and painted. The file never changes
// under its name, so a browser keeps it: a visitor who comes back to an unchanged page does not fetch
// it again.
//
// The data is the same from one render of a page to the next, but not byte for byte: React writes its
// parts in the order they finish, so two renders of the same page make files of different names that
// either page can start from. A server asked for a file it does not have (another server behind the
// proxy rendered the page, or this one has restarted since) answers with its own data for the same page,
// rendering the page first if it has not since the last change in the CMS, and marks that answer
// not to be kept.
import crypto from 'node:crypto'
import http from 'node:http'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { chooseEncoding, isCacheableRequest, RENDER_HEADER, RENDER_TOKEN } from './page-cache.mjs'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

/** Where the files are served; our front answers before Next.js sees the request. */
export const FLIGHT_PREFIX = '/_f/'
/** Next's scripts that hand the page's data to React, exactly as it writes them. */
const FLIGHT_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(\[[\s\S]*?\]\))<\/script>/g
const REQUEST = /^\/_f\/([A-Za-z0-9_-]{22})\.js(?:\?p=([^&#]{1,1024}))?$/
/** After rendering a page for its file, the same page is not rendered again for this long (unless the CMS changes). */
const RENDER_AGAIN_MS = 10_000

/**
 * The page without its data scripts and the one file that holds them in order, with that file's name.
 * Null when the page has none.
 * @param {string} html
 * @returns {{ html: string, js: string, hash: string } | null}
 */
export function flightOut(html) {
  /** @type {string[]} */
  const bodies = []
  const rest = html.replace(FLIGHT_SCRIPT, (_tag, body) => {
    bodies.push(body)
    return ''
  })
  if (bodies.length === 0) return null
  const js = bodies.map((body) => `${body};\n`).join('')
  return { html: rest, js, hash: flightHash(js) }
}

/** @param {string} js */
const flightHash = (js) => crypto.createHash('sha256').update(js, 'utf8').digest('base64url').slice(0, 22)

/**
 * The file's address: its hash, and the page it belongs to (so that any server can render it again).
 * @param {string} hash @param {string} page a path on this site, e.g. `/claims`
 */
export const flightUrl = (hash, page) => `${FLIGHT_PREFIX}${hash}.js?p=${encodeURIComponent(page)}`

/**
 * The files, least recently used out first, bounded in bytes, and the latest file of each page since
 * the last change in the CMS. Shared by the security step (which fills it) and the step that serves it,
 * in one process.
 * @param {{ maxBytes: number }} options
 */
export function createFlightStore({ maxBytes }) {
  /** @typedef {{ js: Buffer, gzip?: Buffer, br?: Buffer, bytes: number }} FlightEntry */
  /** @type {Map<string, FlightEntry>} */
  const entries = new Map()
  /** @type {Map<string, string>} page → hash */
  const latest = new Map()
  let bytes = 0
  let generation = 0
  return {
    /** @param {string} hash @param {string} js @param {string} page */
    set(hash, js, page) {
      latest.delete(page)
      latest.set(page, hash)
      if (latest.size > 5000) latest.delete(latest.keys().next().value)
      if (entries.has(hash)) {
        this.get(hash)
        return
      }
      const entry = { js: Buffer.from(js, 'utf8'), bytes: 0 }
      // The text, and room for its two compressed forms once asked for.
      entry.bytes = Math.ceil(entry.js.length * 1.4) + 256
      if (entry.bytes > maxBytes) return
      entries.set(hash, entry)
      bytes += entry.bytes
      while (bytes > maxBytes) {
        const [oldest, old] = entries.entries().next().value
        entries.delete(oldest)
        bytes -= old.bytes
      }
    },
    /** @param {string} hash */
    get(hash) {
      const entry = entries.get(hash)
      if (!entry) return undefined
      entries.delete(hash)
      entries.set(hash, entry)
      return entry
    },
    /** The latest file of a page rendered since the last change in the CMS. @param {string} page */
    latest(page) {
      const hash = latest.get(page)
      return hash === undefined ? undefined : this.get(hash)
    },
    /** After a change in the CMS (the page cache calls it): files stay, but no page's is the latest. */
    forgetPages() {
      latest.clear()
      generation += 1
    },
    /** Counts the changes in the CMS this store has heard of. */
    get generation() {
      return generation
    },
  }
}

/** The store of this process (the security step and the serving step are set up apart). */
const GLOBAL = Symbol.for('redwood.flight-store')
export function processFlightStore() {
  const g = /** @type {any} */ (globalThis)
  g[GLOBAL] ??= createFlightStore({ maxBytes: 32 * 1024 * 1024 })
  return /** @type {ReturnType<typeof createFlightStore>} */ (g[GLOBAL])
}

/**
 * Whether a page's data may go into a file that anyone holding its name can fetch: the page is one the
 * page cache would keep for every visitor (no sign-in, no preview, no applicant's cookie, no query).
 * @param {import('node:http').IncomingMessage} req
 * @param {number} status
 * @param {import('node:http').ServerResponse} res
 */
export function mayMoveFlight(req, status, res) {
  const url = String(req.url)
  return req.method === 'GET' && status === 200 && !res.hasHeader('set-cookie') && !url.includes('?') && !hasDotSegment(url) && isCacheableRequest(req)
}

/**
 * Whether a path climbs or stays put anywhere (`/../admin`, `/./x`), as written or once more decoded: such
 * a page is never one of ours, and it must not lead the server to render one it would not name so.
 * @param {string} page
 */
function hasDotSegment(page) {
  let decoded = page
  try {
    decoded = decodeURIComponent(page)
  } catch {
    return true
  }
  return [page, decoded].some((path) => path.split('/').some((segment) => segment === '.' || segment === '..'))
}

/**
 * The step that serves the files (scripts/server.mjs puts it before the page cache). `address` gives
 * where this server listens, for rendering a page it has not rendered itself.
 * @param {{ store?: ReturnType<typeof createFlightStore>, address: () => { host: string, port: number } | null }} options
 */
export function flightStep({ store = processFlightStore(), address }) {
  /** Pages being rendered for their file now, and when (and since which CMS change) each was last. */
  /** @type {Map<string, Promise<void>>} */
  const rendering = new Map()
  /** @type {Map<string, { at: number, generation: number }>} */
  const renderedAt = new Map()

  /** @param {string} page */
  const render = (page) => {
    const pending = rendering.get(page)
    if (pending) return pending
    // Not again for a while, unless the CMS has changed since (then the page's latest is gone for good reason).
    const last = renderedAt.get(page)
    if (last && last.generation === store.generation && Date.now() - last.at < RENDER_AGAIN_MS) return Promise.resolve()
    const at = address()
    if (!at) return Promise.resolve()
    // The CMS change the render starts after: one made while it runs calls for another.
    const generation = store.generation
    const done = new Promise((resolve) => {
      const request = http.get(
        { host: at.host, port: at.port, path: page, headers: { [RENDER_HEADER]: RENDER_TOKEN, 'accept-encoding': 'identity' }, timeout: 15_000 },
        (response) => {
          response.resume()
          response.on('end', resolve)
          response.on('error', resolve)
        },
      )
      request.on('timeout', () => request.destroy())
      request.on('error', resolve)
    }).then(() => {
      rendering.delete(page)
      renderedAt.set(page, { at: Date.now(), generation })
      if (renderedAt.size > 1000) renderedAt.delete(renderedAt.keys().next().value)
    })
    rendering.set(page, done)
    return done
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  return async function flightFileStep(req, res) {
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
    const [, hash, encodedPage] = match
    let entry = store.get(hash)
    // Another render of the page (see the top of this file): good to start the page, not to be kept.
    let substitute = false
    if (!entry && encodedPage) {
      let page = ''
      try {
        page = decodeURIComponent(encodedPage)
      } catch {
        return notFound()
      }
      const asked = /** @type {import('node:http').IncomingMessage} */ ({ method: 'GET', url: page, headers: {} })
      if (!page.startsWith('/') || page.startsWith('//') || page.includes('?') || /[\s\\]/.test(page) || hasDotSegment(page) || !isCacheableRequest(asked)) {
        return notFound()
      }
      if (!store.latest(page)) await render(page)
      entry = store.latest(page)
      substitute = true
    }
    if (!entry) return notFound()

    const encoding = chooseEncoding(/** @type {string | undefined} */ (req.headers['accept-encoding']))
    if (encoding === 'gzip') entry.gzip ??= await gzip(entry.js, { level: 9 })
    if (encoding === 'br') entry.br ??= await brotli(entry.js, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    const body = encoding === 'gzip' ? entry.gzip : encoding === 'br' ? entry.br : entry.js
    res.setHeader('Content-Type', 'text/javascript; charset=utf-8')
    // Named by its content: it never changes under this name.
    res.setHeader('Cache-Control', substitute ? 'no-store' : 'public, max-age=31536000, immutable')
    res.setHeader('Vary', 'Accept-Encoding')
    res.setHeader('X-Content-Type-Options', 'nosniff')
    if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding)
    res.setHeader('Content-Length', /** @type {Buffer} */ (body).length)
    res.writeHead(200)
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }
}
