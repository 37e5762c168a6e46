// Every security header the site sends, and the two steps of edge/server.ts that set them: siteHeadersStep
// first of all (so the edge's own answers, static files, API responses, uploaded files and pages all
// carry the site's headers) and securityHeaders last (pages). Nothing else in the repository sets these
// headers: next.config.mjs, route handlers and the upload collections leave them to this module.
// See docs/decisions/015-content-security-policy.md.
//
// - every response: SITE_HEADERS (no sniffing, referrer, framing by the site only, no camera/mic/geo);
// - uploaded files (/api/<collection>/file/…): UPLOAD_HEADERS, a sandbox policy;
// - HTML pages: a Content-Security-Policy allowing Next's inline scripts by their sha256 hashes, no
//   framing (the admin, and a page an editor previews in draft mode: by the site), the opener policy and,
//   in production, HSTS.
//
// A page's hashes are computed once per page version: the finished page (scripts moved after load,
// hashes, compressed body) is kept in memory, keyed by the address, the encoding and a hash of the body
// Next sent; the next response with the same body is sent from there. Better still, Next need not send
// the body again: a public page's request goes to Next with the ETag of the version last sent for it
// (If-None-Match, plain HTTP), and when Next answers 304 (that version is still current) the kept page
// goes out as the 200 it stands for. Next still decides, on every request, which version is current
// (its cache, its tags); it no longer compresses and writes the same page each time (decision 018).
import crypto from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import zlib from 'node:zlib'

import { paystackCheckoutOrigin } from '../src/lib/payments/checkout-origin.mjs'
import { flightOut, flightUrl, isPublicPageRequest, mayMoveFlight, processFlightStore } from './flight-data'
import { PREVIEW_COOKIES } from './next-internals'
import { scriptsAfterLoad } from './scripts-after-load'

/** On every response. */
export const SITE_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

/**
 * On uploaded files, served under /api/<collection>/file/…. Opened directly, a file is a document of
 * this site's origin: `sandbox` gives it an opaque origin with scripts, forms and plugins-in-pages off,
 * and `default-src 'none'` lets it load nothing. Chromium's PDF viewer still shows PDFs under this policy
 * (checked in tests/e2e/security-headers.spec.ts); an SVG opened directly cannot run its scripts.
 */
export const UPLOAD_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'Cross-Origin-Resource-Policy': 'same-origin',
}
const UPLOADED_FILE = /^\/api\/[a-z0-9-]+\/file\//

/**
 * Who may frame a page: the admin and a page in draft mode (the admin's live preview shows it beside
 * the form, decision 034) by the site itself; every other page by nobody.
 */
export type Framing = 'self' | 'none'

/** On HTML pages, besides their Content-Security-Policy. */
export function pageHeaders({ admin, production, framing = admin ? 'self' : 'none' }: { admin: boolean; production: boolean; framing?: Framing }): Record<string, string> {
  return {
    'X-Frame-Options': framing === 'self' ? 'SAMEORIGIN' : 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(production ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  }
}

/** The only outside hosts the site frames: the privacy-enhanced YouTube player and Vimeo's player. */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/**
 * The policy for a page, given the hashes of its inline scripts. `formTargets`: origins besides the
 * site a form on this page may end up at (the Paystack checkout, when it is set up).
 */
export function contentSecurityPolicy({
  admin,
  production,
  hashes,
  formTargets = [],
  framing = admin ? 'self' : 'none',
}: {
  admin: boolean
  production: boolean
  hashes: readonly string[]
  formTargets?: readonly string[]
  /** Who may frame the page (pageHeaders' X-Frame-Options says the same). */
  framing?: Framing
}): string {
  const scripts = ["'self'", ...hashes.map((h) => `'sha256-${h}'`)].join(' ')
  const directives = admin
    ? [
        "default-src 'self'",
        `script-src ${scripts}`,
        // Payload's admin sets style attributes and <style> elements as it renders.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "media-src 'self' blob:",
        "worker-src 'self' blob:",
        "frame-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        `frame-ancestors '${framing}'`,
      ]
    : [
        "default-src 'self'",
        `script-src ${scripts}`,
        // next/image writes style="color:transparent" on every image; no inline <style> is needed.
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "media-src 'self'",
        `frame-src ${VIDEO_FRAMES.join(' ')}`,
        "worker-src 'self'",
        "manifest-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        ["form-action 'self'", ...formTargets].join(' '),
        `frame-ancestors '${framing}'`,
      ]
  // Only behind HTTPS: on a plain-http test server this would send every request to https://.
  if (production) directives.push('upgrade-insecure-requests')
  return directives.join('; ')
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const EXECUTABLE_TYPE = /^\s*(?:text\/javascript|application\/javascript|module)?\s*$/i

/**
 * sha256 (base64) of every inline script the browser would run: no `src`, and no type or a
 * JavaScript type (JSON-LD and other data blocks are not run, so need no hash). The HTML is read as
 * latin1 so each script's bytes are hashed exactly as sent.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.toString('latin1').matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue
    hashes.add(crypto.createHash('sha256').update(Buffer.from(body, 'latin1')).digest('base64'))
  }
  return [...hashes]
}

function decode(body: Buffer, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case '':
    case 'identity':
      return body
    case 'gzip':
      return zlib.gunzipSync(body)
    case 'br':
      return zlib.brotliDecompressSync(body)
    case 'deflate':
      return zlib.inflateSync(body)
    default:
      throw new Error(`unexpected content-encoding ${encoding}`)
  }
}

function encode(body: Buffer, encoding: string): Buffer {
  switch (encoding.trim().toLowerCase()) {
    case '':
    case 'identity':
      return body
    case 'gzip':
      return zlib.gzipSync(body)
    case 'br':
      return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    case 'deflate':
      return zlib.deflateSync(body)
    default:
      throw new Error(`unexpected content-encoding ${encoding}`)
  }
}

/** A map whose least recently used entries go first once it holds more than `maxBytes` or `maxEntries`. */
export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; bytes: number }>()
  private bytes = 0
  constructor(
    private readonly maxBytes: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V, bytes: number): void {
    this.delete(key)
    if (bytes > this.maxBytes) return
    this.entries.set(key, { value, bytes })
    this.bytes += bytes
    while (this.bytes > this.maxBytes || this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next()
      if (oldest.done) break
      this.delete(oldest.value)
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.bytes
  }

  get size(): number {
    return this.entries.size
  }
}

/** Headers a request of its own makes conditional, or partial: such a request goes to Next as it came. */
const CONDITIONAL = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range', 'range'] as const
/** What Next's 304 leaves out and its 200 said: restored when a kept version goes out as a 200. */
const VERSION_HEADERS = ['content-type', 'content-encoding', 'vary'] as const

/**
 * The version of a page last sent for an address and Accept-Encoding: Next's ETag for it (a hash of the
 * page, computed by Next before compression), the body as Next sent it, and the headers its 304 leaves
 * out. Next answering 304 to this ETag means its page now is this very body.
 */
type KnownVersion = { etag: string; body: Buffer; digest: string; headers: Partial<Record<(typeof VERSION_HEADERS)[number], string>> }

type FlightStore = ReturnType<typeof processFlightStore>
type FlightFile = { hash: string; js: string }

/** A finished page: what is sent for one version of one page, and what its policy allows. */
type FinishedPage = { body: Buffer; hashes: string[]; flight: FlightFile | null }

/**
 * What a public page goes out as (the part that knows Next's private output, see decision 025): its
 * React data in a file fetched after load (flight-data.ts), when the page is one anyone may be shown,
 * and its scripts started after load (scripts-after-load.ts).
 */
function finishPublicPage(text: string, { moveFlight, url }: { moveFlight: boolean; url: string }): { html: string; flight: FlightFile | null } {
  const flight = moveFlight ? flightOut(text) : null
  const moved = flight && scriptsAfterLoad(flight.html, { flight: flightUrl(flight.hash, url) })
  if (flight && moved && moved !== flight.html) return { html: moved, flight: { hash: flight.hash, js: flight.js } }
  return { html: scriptsAfterLoad(text), flight: null }
}

const isAdmin = (url: string | undefined): boolean => /^\/admin(?:[/?#]|$)/.test(url ?? '')

const DRAFT_MODE_COOKIE = new RegExp(`(?:^|;\\s*)(?:${PREVIEW_COOKIES.join('|')})=`)
/**
 * A request in Next's draft mode: an editor's preview, which the admin's live preview frames. Only the
 * cookie's presence is read (Next checks its value); a forged one gains nothing but framing by this
 * same site, which can show its own pages anyway.
 */
export const inDraftMode = (req: Pick<IncomingMessage, 'headers'>): boolean => DRAFT_MODE_COOKIE.test(req.headers.cookie ?? '')

export type SecurityHeadersOptions = {
  production: boolean
  /** The Paystack settings (the checkout origin the "Pay" form's redirect leads to). */
  env?: Record<string, string | undefined>
  /** Where a public page's data file goes (the process's own store, unless a test gives another). */
  flights?: FlightStore
  /** Bounds on each of the two stores: finished pages, and the versions Next confirms (by default 32 MB, 2,000 pages each). */
  cache?: { maxBytes: number; maxEntries: number }
}

export type Step = (req: IncomingMessage, res: ServerResponse) => boolean

/**
 * The first step of edge/server.ts: the site's headers on every response, and the upload policy on
 * uploaded files. Set before anything answers, so the edge's own answers carry them as Next's do.
 */
export function siteHeadersStep(): Step {
  return (req, res) => {
    for (const [name, value] of Object.entries(SITE_HEADERS)) res.setHeader(name, value)
    if (!UPLOADED_FILE.test(req.url ?? '')) return false
    // Set as the headers go out, over whatever the file's handler set: Payload gives SVG and other XML
    // files a policy of its own, without the sandbox.
    const writeHead = res.writeHead.bind(res) as (statusCode: number, ...rest: unknown[]) => ServerResponse
    res.writeHead = ((statusCode: number, ...rest: unknown[]) => {
      for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.setHeader(name, value)
      return writeHead(statusCode, ...rest)
    }) as typeof res.writeHead
    return false
  }
}

/**
 * The page step for edge/server.ts (the last before Next.js). It lets Next.js answer as usual; when the
 * answer turns out to be an HTML page, it
 * holds the body back (as sent: compressed or not), finishes a public page (finishPublicPage), hashes the
 * inline scripts and adds the policy and the page headers before sending it. Anything else passes
 * straight through.
 */
export function securityHeaders({
  production,
  env = process.env,
  flights = processFlightStore(),
  cache = { maxBytes: 32 * 1024 * 1024, maxEntries: 2000 },
}: SecurityHeadersOptions): Step {
  const checkout = paystackCheckoutOrigin(env)
  // Public pages by address, encoding and the hash of Next's body; admin pages by address and ETag
  // (Next gives a page the same ETag, a hash of its body, every time, so an admin page whose hashes are
  // known streams straight through). Both are dropped oldest first.
  const finished = new BoundedCache<FinishedPage>(cache.maxBytes, cache.maxEntries)
  const adminHashes = new BoundedCache<string[]>(1024 * 1024, 1000)
  // Public pages' current versions, by address and Accept-Encoding (the encoding Next chose follows from it).
  const versions = new BoundedCache<KnownVersion>(cache.maxBytes, cache.maxEntries)

  return (req, res) => {
    // An uploaded file keeps the upload policy siteHeadersStep gave it, whatever its type.
    if (UPLOADED_FILE.test(req.url ?? '')) return false
    const admin = isAdmin(req.url)
    // Every public page, not only the pay pages: a visit that moves on by client-side navigation keeps
    // the policy of the page it started on, so the "Pay" form may sit in any public page's document.
    const formTargets = checkout && !admin ? [checkout] : []
    const framing: Framing = admin || inDraftMode(req) ? 'self' : 'none'
    const policy = (hashes: readonly string[]) => contentSecurityPolicy({ admin, production, hashes, formTargets, framing })
    const original = {
      writeHead: res.writeHead.bind(res) as (statusCode: number, ...rest: unknown[]) => ServerResponse,
      write: res.write.bind(res) as (...args: unknown[]) => boolean,
      end: res.end.bind(res) as (...args: unknown[]) => ServerResponse,
      flushHeaders: res.flushHeaders.bind(res),
    }
    let mode: 'undecided' | 'pass' | 'hold' = 'undecided'
    const chunks: Buffer[] = []
    let heldStatus = 200
    let heldReason: string | undefined
    let adminKey = ''

    // A plain GET of a page anyone may be shown, whose version we hold, is asked of Next conditionally: a
    // 304 means "still that". Nobody's own page (signed in, previewing, applying) is kept for this.
    const versionKey =
      req.method === 'GET' && isPublicPageRequest(req) && CONDITIONAL.every((name) => req.headers[name] === undefined)
        ? `${req.url ?? ''}\n${req.headers['accept-encoding'] ?? ''}`
        : ''
    const current = versionKey ? versions.get(versionKey) : undefined
    if (current) req.headers['if-none-match'] = current.etag
    /** Next confirmed the version we hold: it goes out from memory, as a 200. */
    let confirmed: KnownVersion | undefined

    const sendHead = (statusCode: number, reason: string | undefined) =>
      reason === undefined ? original.writeHead(statusCode) : original.writeHead(statusCode, reason)

    /** Node's writeHead(status, [reason], [headers]): headers go through setHeader so we can read them. */
    const writeHead = (statusCode: number, ...rest: unknown[]): ServerResponse => {
      if (mode === 'hold') return res
      const reason = typeof rest[0] === 'string' ? rest[0] : undefined
      const headers = (reason === undefined ? rest[0] : rest[1]) as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined
      if (mode === 'pass') return original.writeHead(statusCode, ...rest)
      if (Array.isArray(headers)) {
        for (let i = 0; i + 1 < headers.length; i += 2) {
          const value = headers[i + 1]
          if (value !== undefined) res.setHeader(String(headers[i]), value)
        }
      } else if (headers && typeof headers === 'object') {
        for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
      }
      if (current && statusCode === 304) {
        // Our own question, not the client's: answer it with the page the ETag stands for.
        confirmed = current
        for (const name of VERSION_HEADERS) {
          const value = current.headers[name]
          if (value === undefined) res.removeHeader(name)
          else res.setHeader(name.replace(/(^|-)[a-z]/g, (c) => c.toUpperCase()), value)
        }
        statusCode = 200
      }
      const type = String(res.getHeader('content-type') ?? '')
      if (!/^text\/html\b/i.test(type)) {
        mode = 'pass'
        return sendHead(statusCode, reason)
      }
      for (const [name, value] of Object.entries(pageHeaders({ admin, production, framing }))) res.setHeader(name, value)
      const etag = res.getHeader('etag')
      const key = admin && etag ? `${req.url} ${String(etag)}` : ''
      const known = key ? adminHashes.get(key) : undefined
      if (known) {
        mode = 'pass'
        res.setHeader('Content-Security-Policy', policy(known))
        return sendHead(statusCode, reason)
      }
      if (!confirmed && (req.method === 'HEAD' || statusCode === 304 || statusCode === 204)) {
        mode = 'pass'
        res.setHeader('Content-Security-Policy', policy([]))
        return sendHead(statusCode, reason)
      }
      mode = 'hold'
      heldStatus = statusCode
      heldReason = confirmed ? undefined : reason
      adminKey = key
      return res
    }
    res.writeHead = writeHead as typeof res.writeHead

    res.flushHeaders = () => {
      if (mode !== 'hold') original.flushHeaders()
    }

    const keep = (chunk: unknown, encoding: unknown) => {
      if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))
    }

    res.write = ((...args: unknown[]) => {
      if (mode === 'undecided') writeHead(res.statusCode)
      if (mode === 'pass') return original.write(...args)
      const [chunk, encoding, callback] = args
      keep(chunk, encoding)
      const done = typeof encoding === 'function' ? encoding : callback
      if (typeof done === 'function') process.nextTick(done as () => void)
      return true
    }) as typeof res.write

    res.end = ((...args: unknown[]) => {
      if (mode === 'undecided' && !res.headersSent) writeHead(res.statusCode)
      if (mode !== 'hold') return original.end(...args)
      const [chunk, encoding] = args
      if (typeof chunk !== 'function') keep(chunk, encoding)
      const done = args.find((a): a is () => void => typeof a === 'function')
      const page = confirmed ? finish(confirmed.body, confirmed.digest) : finish(Buffer.concat(chunks))
      res.setHeader('Content-Security-Policy', policy(page.hashes))
      res.removeHeader('Transfer-Encoding')
      res.setHeader('Content-Length', page.body.length)
      mode = 'pass'
      sendHead(heldStatus, heldReason)
      return done ? original.end(page.body, done) : original.end(page.body)
    }) as typeof res.end

    /** The page as sent, once per version: from the cache, or made now and kept. */
    const finish = (body: Buffer, knownDigest?: string): FinishedPage => {
      const encoding = String(res.getHeader('content-encoding') ?? '')
      const url = String(req.url)
      const moveFlight = !admin && mayMoveFlight(req, heldStatus, res)
      const digest = admin ? '' : (knownDigest ?? crypto.createHash('sha256').update(body).digest('base64url'))
      const etag = res.getHeader('etag')
      if (versionKey && !confirmed && heldStatus === 200 && typeof etag === 'string' && etag) {
        const headers: KnownVersion['headers'] = {}
        for (const name of VERSION_HEADERS) {
          const value = res.getHeader(name)
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
        }
        versions.set(versionKey, { etag, body, digest, headers }, body.length + versionKey.length + 256)
      }
      const key = admin ? '' : [moveFlight ? 'file' : 'inline', heldStatus, encoding, url, digest].join('\n')
      const cached = key ? finished.get(key) : undefined
      if (cached) {
        // The data file may have left its store since: put it back (a no-op when it is there).
        if (cached.flight) flights.set(cached.flight.hash, cached.flight.js, url)
        return cached
      }
      try {
        let html = decode(body, encoding)
        let sent = body
        let flight: FlightFile | null = null
        if (!admin) {
          const text = html.toString('utf8')
          const page = finishPublicPage(text, { moveFlight, url })
          flight = page.flight
          if (flight) flights.set(flight.hash, flight.js, url)
          if (page.html !== text) {
            html = Buffer.from(page.html, 'utf8')
            sent = encode(html, encoding)
          }
        }
        const made: FinishedPage = { body: sent, hashes: inlineScriptHashes(html), flight }
        if (key) finished.set(key, made, sent.length + (flight?.js.length ?? 0) + key.length)
        if (adminKey && heldStatus === 200) adminHashes.set(adminKey, made.hashes, made.hashes.length * 48 + adminKey.length)
        return made
      } catch (error) {
        // The page goes out without its hashes: its scripts will not run, but nothing unsafe is allowed.
        console.error('Could not read a page to hash its scripts:', error instanceof Error ? error.message : error)
        return { body, hashes: [], flight: null }
      }
    }
    return false
  }
}
