// Security headers for every HTML page, added by our HTTP front (scripts/server.mjs) after Next.js has
// rendered or served the page from its cache. The Content-Security-Policy allows Next's inline
// scripts (RSC flight data, bootstrap) by their sha256 hashes, computed here from each response, so
// cached pages stay static: see docs/decisions/015-content-security-policy.md.
import crypto from 'node:crypto'
import zlib from 'node:zlib'

import { paystackCheckoutOrigin } from '../src/lib/payments/checkout-origin.mjs'
import { flightOut, flightUrl, mayMoveFlight, processFlightStore } from './http/flight-data.mjs'
import { scriptsAfterLoad } from './http/scripts-after-load.mjs'

/** The only outside hosts the site frames: the privacy-enhanced YouTube player and Vimeo's player. */
const VIDEO_FRAMES = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com']

/**
 * The policy for a page, given the hashes of its inline scripts. `formTargets`: origins besides the
 * site a form on this page may end up at (the Paystack checkout, when it is set up).
 * @param {{ admin: boolean, production: boolean, hashes: string[], formTargets?: string[] }} options
 */
export function contentSecurityPolicy({ admin, production, hashes, formTargets = [] }) {
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
        "frame-ancestors 'self'",
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
        "frame-ancestors 'none'",
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
 * @param {Buffer} html
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const [, attributes = '', body = ''] of html.toString('latin1').matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue
    hashes.add(crypto.createHash('sha256').update(Buffer.from(body, 'latin1')).digest('base64'))
  }
  return [...hashes]
}

/** @param {Buffer} body @param {string} encoding */
function decode(body, encoding) {
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

/** @param {Buffer} body @param {string} encoding */
function encode(body, encoding) {
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

/**
 * Hashes of pages already read, by path and ETag. Next gives a cached page the same ETag (a hash of
 * its body) every time, so its hashes are known when its headers are written and the page streams
 * straight through; a publish changes the body and so the ETag. Oldest entries go first. Only the admin's
 * pages: a public page is always read, to start its scripts after load (scripts-after-load.mjs).
 */
const known = new Map()
const KNOWN_LIMIT = 1000
/** @param {string} key @param {string[]} hashes */
function remember(key, hashes) {
  known.delete(key)
  known.set(key, hashes)
  if (known.size > KNOWN_LIMIT) known.delete(known.keys().next().value)
}

/** @param {string | undefined} url */
const isAdmin = (url) => /^\/admin(?:[/?#]|$)/.test(url ?? '')

/**
 * A step for scripts/server.mjs. It lets Next.js answer as usual; when the answer turns out to be an
 * HTML page, it holds the body back (as sent: compressed or not), on a public page moves the scripts
 * after load (scripts-after-load.mjs), hashes the inline scripts and adds the policy and the other page
 * headers before sending it. Anything else passes straight through.
 * `env` gives the Paystack settings (the checkout origin the "Pay" form's redirect leads to); `flights`
 * is where a public page's data file goes (the process's own store, unless a test gives another).
 * @param {{ production: boolean, env?: Record<string, string | undefined>, flights?: ReturnType<typeof processFlightStore> }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 */
export function securityHeaders({ production, env = process.env, flights = processFlightStore() }) {
  const checkout = paystackCheckoutOrigin(env)
  return (req, res) => {
    const admin = isAdmin(req.url)
    // Every public page, not only the pay pages: a visit that moves on by client-side navigation keeps
    // the policy of the page it started on, so the "Pay" form may sit in any public page's document.
    const formTargets = checkout && !admin ? [checkout] : []
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
    /** @type {'undecided' | 'pass' | 'hold'} */
    let mode = 'undecided'
    /** @type {Buffer[]} */
    const chunks = []
    /** @type {unknown[]} */
    let head = []
    let holdKey = ''

    const pageHeaders = () => {
      res.setHeader('X-Frame-Options', admin ? 'SAMEORIGIN' : 'DENY')
      res.setHeader('Cross-Origin-Opener-Policy', 'same-origin')
      if (production) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    }

    /** Node's writeHead(status, [reason], [headers]): headers go through setHeader so we can read them. */
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
      if (!/^text\/html\b/i.test(type)) {
        mode = 'pass'
        return original.writeHead.call(this, statusCode, ...reason)
      }
      pageHeaders()
      const etag = this.getHeader('etag')
      const key = etag ? `${req.url} ${etag}` : ''
      const hashes = key && admin ? known.get(key) : undefined
      if (hashes) {
        mode = 'pass'
        this.setHeader('Content-Security-Policy', contentSecurityPolicy({ admin, production, hashes, formTargets }))
        return original.writeHead.call(this, statusCode, ...reason)
      }
      if (req.method === 'HEAD' || statusCode === 304 || statusCode === 204) {
        mode = 'pass'
        this.setHeader('Content-Security-Policy', contentSecurityPolicy({ admin, production, hashes: [], formTargets }))
        return original.writeHead.call(this, statusCode, ...reason)
      }
      mode = 'hold'
      head = [statusCode, ...reason]
      holdKey = key
      return this
    }

    res.flushHeaders = function () {
      if (mode !== 'hold') original.flushHeaders.call(this)
    }

    /** @param {unknown} chunk @param {unknown} encoding */
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
        let body = Buffer.concat(chunks)
        let hashes = []
        try {
          const encoding = String(this.getHeader('content-encoding') ?? '')
          let html = decode(body, encoding)
          if (!admin) {
            const text = html.toString('utf8')
            // A page anyone may be shown sends its React data as a file after load (flight-data.mjs),
            // if it has a loader to fetch it (that is, scripts to start after load).
            const flight = mayMoveFlight(req, Number(head[0]), this) ? flightOut(text) : null
            const moved = flight && scriptsAfterLoad(flight.html, { flight: flightUrl(flight.hash, String(req.url)) })
            const rewritten = flight && moved && moved !== flight.html ? moved : scriptsAfterLoad(text)
            if (flight && rewritten === moved) flights.set(flight.hash, flight.js, String(req.url))
            if (rewritten !== text) {
              html = Buffer.from(rewritten, 'utf8')
              body = encode(html, encoding)
            }
          }
          hashes = inlineScriptHashes(html)
          if (holdKey && admin && head[0] === 200) remember(holdKey, hashes)
        } catch (error) {
          // The page goes out without its hashes: its scripts will not run, but nothing unsafe is allowed.
          console.error('Could not read a page to hash its scripts:', error instanceof Error ? error.message : error)
        }
        this.setHeader('Content-Security-Policy', contentSecurityPolicy({ admin, production, hashes, formTargets }))
        this.removeHeader('Transfer-Encoding')
        this.setHeader('Content-Length', body.length)
        mode = 'pass'
        original.writeHead.apply(this, /** @type {any} */ (head))
        return original.end.call(this, body, /** @type {any} */ (done))
      }
    )
    return false
  }
}
