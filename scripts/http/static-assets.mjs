// Next.js's scripts and stylesheets in Brotli (issue 13; decision 025). Next compresses /_next/static/
// files itself, on every request and in gzip only. Brotli at its highest quality makes the site's
// JavaScript about a fifth smaller than gzip does, but takes a second or more per large file, so it is
// done once, after each build (`compressStaticAssets`, writing <file>.br beside each file), and this
// step serves that copy to browsers that accept Brotli. Anything else (no Brotli, a range request, a
// file without a .br copy, an address it does not know) goes to Next.js as before.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { chooseEncoding } from './accept-encoding.mjs'

const brotli = promisify(zlib.brotliCompress)

/** The files worth it: text that Next.js sends with a year-long, immutable cache. */
const TYPES = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }
/** Smaller files gain a few bytes at most. */
const MIN_BYTES = 1024
/** /_next/static/<folders>/<name>.js|css: plain names only, no dot segments, no escapes. */
const ADDRESS = /^\/_next\/static\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}\/){0,6}[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}\.(?:js|css))$/
/** The headers next.config.mjs gives every response (the static files get them from Next.js too). */
const SITE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
}

/**
 * Writes <file>.br beside every script and stylesheet of a build, at Brotli's highest quality, two at a
 * time. Files that already have a .br copy as new as themselves are left alone.
 * @param {string} distDir the build folder (.next, or NEXT_DIST_DIR)
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>}
 */
export async function compressStaticAssets(distDir) {
  const files = filesUnder(path.join(distDir, 'static')).filter(
    (file) => path.extname(file) in TYPES && fs.statSync(file).size >= MIN_BYTES,
  )
  const totals = { files: 0, bytes: 0, brotliBytes: 0 }
  const queue = [...files]
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const target = `${file}.br`
      const source = fs.statSync(file)
      if (fs.existsSync(target) && fs.statSync(target).mtimeMs >= source.mtimeMs) continue
      const body = fs.readFileSync(file)
      const compressed = await brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
      // Written under another name first, so a server never reads half a file.
      fs.writeFileSync(`${target}.tmp`, compressed)
      fs.renameSync(`${target}.tmp`, target)
      totals.files++
      totals.bytes += body.length
      totals.brotliBytes += compressed.length
    }
  }
  await Promise.all([worker(), worker()])
  return totals
}

/** Every file under a folder (none if it does not exist). */
function filesUnder(dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name)) // parentPath from Node 20.12
}

/** Whether an Accept-Encoding header accepts br, read as the other steps read it (accept-encoding.mjs). */
export function acceptsBrotli(header) {
  return typeof header === 'string' && header.length <= 1000 && chooseEncoding(header) === 'br'
}

/**
 * The step for scripts/server.mjs. The build is made (and its .br copies written) before the server
 * starts, so the copies there are listed once, at the first request, and each is read once and kept in
 * memory (the build's own files: a fixed, small set). An address without a copy costs a lookup, no disk.
 * @param {string} distDir
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => boolean}
 */
export function staticAssetStep(distDir) {
  const staticDir = path.join(distDir, 'static')
  /** @type {Set<string> | null} the files (as paths under static/) that have a .br copy */
  let copies = null
  /** @type {Map<string, { body: Buffer, type: string, etag: string }>} */
  const kept = new Map()
  const MAX_KEPT_BYTES = 64 * 1024 * 1024
  let keptBytes = 0

  /** @returns {{ body: Buffer, type: string, etag: string } | null} */
  const load = (relative) => {
    const cached = kept.get(relative)
    if (cached) return cached
    copies ??= new Set(
      filesUnder(staticDir)
        .filter((file) => file.endsWith('.br'))
        .map((file) => path.relative(staticDir, file.slice(0, -3)).split(path.sep).join('/')),
    )
    if (!copies.has(relative)) return null
    const file = path.join(staticDir, relative)
    let body
    try {
      body = fs.readFileSync(`${file}.br`)
    } catch {
      return null
    }
    const entry = {
      body,
      type: TYPES[/** @type {'.js' | '.css'} */ (path.extname(relative))],
      etag: `"br-${crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    }
    if (keptBytes + body.length <= MAX_KEPT_BYTES) {
      kept.set(relative, entry)
      keptBytes += body.length
    }
    return entry
  }

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false
    const match = ADDRESS.exec(req.url ?? '')
    if (!match || req.headers.range || !acceptsBrotli(req.headers['accept-encoding'])) return false
    const entry = load(match[1] ?? '')
    if (!entry) return false
    const headers = {
      ...SITE_HEADERS,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Type': entry.type,
      'Content-Encoding': 'br',
      Vary: 'Accept-Encoding',
      ETag: entry.etag,
    }
    const inm = req.headers['if-none-match']
    if (typeof inm === 'string' && inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === entry.etag)) {
      res.writeHead(304, headers)
      res.end()
      return true
    }
    res.writeHead(200, { ...headers, 'Content-Length': String(entry.body.length) })
    res.end(req.method === 'HEAD' ? undefined : entry.body)
    return true
  }
}
