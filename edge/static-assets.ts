// Next.js's scripts and stylesheets in Brotli (issue 13; decision 025). Next compresses the build's
// static files (STATIC_DIR, served at STATIC_URL_PREFIX: edge/next-internals.ts) itself, on every
// request and in gzip only. Brotli at its highest quality makes the site's JavaScript about a fifth
// smaller than gzip does, but takes a second or more per large file, so it is done once, after each
// build (`compressStaticAssets`, writing <file>.br beside each file), and this step serves that copy to
// browsers that accept Brotli. Anything else (no Brotli, a range request, a file without a .br copy, an
// address it does not know) goes to Next.js as before.
import crypto from 'node:crypto'
import fs from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { STATIC_CACHE_CONTROL, STATIC_DIR, staticFileOf } from './next-internals'

const brotli = promisify(zlib.brotliCompress)

/** The files worth it: text that Next.js sends with a year-long, immutable cache. */
const TYPES: Readonly<Record<string, string>> = { '.js': 'application/javascript; charset=UTF-8', '.css': 'text/css; charset=UTF-8' }
/** Smaller files gain a few bytes at most. */
const MIN_BYTES = 1024

/**
 * Writes <file>.br beside every script and stylesheet of a build, at Brotli's highest quality, two at a
 * time. Files that already have a .br copy as new as themselves are left alone. `distDir` is the build
 * folder (.next, or NEXT_DIST_DIR).
 */
export async function compressStaticAssets(distDir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = filesUnder(path.join(distDir, STATIC_DIR)).filter(
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
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath ?? (e as { path?: string }).path ?? dir, e.name)) // parentPath from Node 20.12
}

/**
 * Whether an Accept-Encoding header takes br (its q-value above 0, or `*` above 0 with br unnamed).
 * Anything else, or a header longer than any browser sends, is left to Next.js.
 */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  if (typeof header !== 'string' || header.length > 1000) return false
  const accepted = new Map<string, number>()
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    accepted.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  return (accepted.get('br') ?? accepted.get('*') ?? 0) > 0
}

type Kept = { body: Buffer; type: string; etag: string }

/**
 * The step for edge/server.ts. The build is made (and its .br copies written) before the server
 * starts, so the copies there are listed once, at the first request, and each is read once and kept in
 * memory (the build's own files: a fixed, small set). An address without a copy costs a lookup, no disk.
 * The site's security headers come from the step before it (edge/security-headers.ts).
 */
export function staticAssetStep(distDir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const staticDir = path.join(distDir, STATIC_DIR)
  /** The files (as paths under STATIC_DIR) that have a .br copy. */
  let copies: Set<string> | null = null
  const kept = new Map<string, Kept>()
  const MAX_KEPT_BYTES = 64 * 1024 * 1024
  let keptBytes = 0

  const load = (relative: string): Kept | null => {
    const cached = kept.get(relative)
    if (cached) return cached
    copies ??= new Set(
      filesUnder(staticDir)
        .filter((file) => file.endsWith('.br'))
        .map((file) => path.relative(staticDir, file.slice(0, -3)).split(path.sep).join('/')),
    )
    if (!copies.has(relative)) return null
    const file = path.join(staticDir, relative)
    let body: Buffer
    try {
      body = fs.readFileSync(`${file}.br`)
    } catch {
      return null
    }
    const entry: Kept = {
      body,
      type: TYPES[path.extname(relative)] ?? 'application/octet-stream',
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
    // A static file's address (plain names only, no dot segments, no escapes), of a type worth it.
    const file = staticFileOf(req.url ?? '')
    if (!file || !(path.extname(file) in TYPES) || req.headers.range || !acceptsBrotli(req.headers['accept-encoding'])) return false
    const entry = load(file)
    if (!entry) return false
    const headers = {
      'Cache-Control': STATIC_CACHE_CONTROL,
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
