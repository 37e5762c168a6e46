// Every assumption this project makes about Next.js's private output, in one place (issue 22, part 3;
// decision 025). Each one is listed below with what relies on it and how it is checked. At start-up the
// server checks each against the build it serves (`checkAssumptions`); one that does not hold is
// logged in one line and its part is switched off, so the visitor gets Next's own output for it
// (slower, never wrong). A canary test per assumption (next-internals.test.ts, run by `npm test`)
// fails on a Next.js version that breaks it, before any server runs it. The other modules of edge/ name
// none of Next's private paths, file names or formats: they import them from here.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Escapes a text for use inside a regular expression. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

// --- static-files -----------------------------------------------------------------------------------

/** Every address under this is one of Next's own (its files, its image optimiser), never a page of the site. */
export const NEXT_OWN_PREFIX = '/_next/'
/** The build's folder of browser files (scripts, stylesheets, fonts), under the build folder. */
export const STATIC_DIR = 'static'
/** Where Next serves that folder: `<distDir>/static/<path>` is `/_next/static/<path>`. */
export const STATIC_URL_PREFIX = `${NEXT_OWN_PREFIX}${STATIC_DIR}/`
/** What Next sends with those files, which never change under their names. */
export const STATIC_CACHE_CONTROL = 'public, max-age=31536000, immutable'
/** One path segment of a static file as the build names it: plain characters, no dot segment, no escape. */
const STATIC_SEGMENT = '[A-Za-z0-9_-][A-Za-z0-9._-]{0,200}'
const STATIC_ADDRESS = new RegExp(`^${literal(STATIC_URL_PREFIX)}((?:${STATIC_SEGMENT}/){0,6}${STATIC_SEGMENT})$`)

/** The path under STATIC_DIR (with `/`) that a request target names, or null when it is no plain static file's address. */
export function staticFileOf(url: string): string | null {
  return STATIC_ADDRESS.exec(url)?.[1] ?? null
}

// --- chunk-tags ---------------------------------------------------------------------------------------

/** The folder of a page's script chunks, as its addresses begin. */
export const CHUNK_FOLDER = `${STATIC_URL_PREFIX}chunks/`
const CHUNK_SRC = `${literal(CHUNK_FOLDER)}[\\w./-]+\\.js`
/**
 * Next's tags for a page's script chunks, exactly as it writes them: `<script src="/_next/static/chunks/…js"
 * async=""></script>`. The address captured holds only `[\w./-]` (scripts-after-load.ts relies on it).
 */
export const CHUNK_SCRIPT = new RegExp(`<script src="(${CHUNK_SRC})" async=""></script>`, 'g')
/** The low-priority preload Next adds for its bootstrap chunk: `<link rel="preload" as="script" fetchPriority="low" href="…"/>`. */
export const CHUNK_PRELOAD = new RegExp(`<link rel="preload" as="script" fetchPriority="low" href="(${CHUNK_SRC})"/>`, 'g')

// --- flight-scripts -----------------------------------------------------------------------------------

/**
 * Next's scripts that hand a page's React data ("flight" data) to React, exactly as it writes them:
 * `<script>(self.__next_f=self.__next_f||[]).push([0])</script>`, then `<script>self.__next_f.push([1,"…"])</script>`.
 * What is captured is one statement; run in order from a file, before Next's chunks, it does what the scripts did.
 */
export const FLIGHT_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(\[[\s\S]*?\]\))<\/script>/g

// --- manifests ----------------------------------------------------------------------------------------

/** The build manifest, under the build folder: its `rootMainFiles` are the scripts every page starts with. */
export const BUILD_MANIFEST = 'build-manifest.json'
/** Where the server's files of the app's routes are, under the build folder (its prerendered pages, its client reference manifests). */
const SERVER_APP_DIR = path.join('server', 'app')
/** The ending of each route's client reference manifest under SERVER_APP_DIR. */
const CLIENT_MANIFEST_SUFFIX = '_client-reference-manifest.js'
/** A client reference manifest is one assignment: `globalThis.__RSC_MANIFEST["<route>"] = {…};`. */
export const CLIENT_MANIFEST_ASSIGNMENT = /^globalThis\.__RSC_MANIFEST\s*=\s*\(?globalThis\.__RSC_MANIFEST\s*\|\|\s*\{\}\)?;\s*globalThis\.__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\]\s*=\s*(\{[\s\S]*\});?\s*$/
/** A script as the manifests name it, relative to the build folder: static/chunks/<name>.js, nothing else. */
export const BUILD_CHUNK = new RegExp(`^${literal(STATIC_DIR)}/chunks/${STATIC_SEGMENT}\\.js$`)

// --- preview-cookies ----------------------------------------------------------------------------------

/** The cookies of Next's draft mode (and the older preview mode): a request carrying one is one editor's own. */
export const PREVIEW_COOKIES = ['__prerender_bypass', '__next_preview_data'] as const

// --- image-optimizer ----------------------------------------------------------------------------------

/** The build's record of its image settings (next.config's `images`, with Next's defaults), under the build folder. */
export const IMAGES_MANIFEST = 'images-manifest.json'

/** Where Next's image optimiser answers (its `images.path`, by default). */
export const IMAGE_OPTIMIZER_PATH = `${NEXT_OWN_PREFIX}image`
/** The optimiser's address of a local picture at a width and quality, as Next's own loader writes it. */
export function imageOptimizerUrl(src: string, width: number, quality: number): string {
  return `${IMAGE_OPTIMIZER_PATH}?url=${encodeURIComponent(src)}&w=${width}&q=${quality}`
}

// --- vary, server-action-body, isr-cache-control -----------------------------------------------------

/**
 * The request headers Next varies a page's answer on (its `Vary`), besides Accept-Encoding. nginx's
 * cache key (deploy/nginx/nginx.conf) holds them; `next-url` besides, which Next adds for intercepting routes.
 */
export const VARY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'] as const
/** A server action is a POST with this header (fetch from the page), or a multipart form post (without JavaScript). */
export const ACTION_HEADER = 'next-action'
/** How Next marks a page it keeps in its cache (runtime ISR) as shareable: `s-maxage=<seconds>`. */
export const SHARED_PAGE_MARK = /(?:^|,\s*)s-maxage=\d+/

/** Where Next keeps its incremental cache in the server process (src/lib/cache/scheduled-expiry.ts reaches it). */
export const INCREMENTAL_CACHE_GLOBAL = '__incrementalCache'

export type AssumptionId =
  | 'flight-scripts'
  | 'chunk-tags'
  | 'manifests'
  | 'server-action-body'
  | 'vary'
  | 'isr-cache-control'
  | 'static-files'
  | 'preview-cookies'
  | 'image-optimizer'
  | 'incremental-cache'

export type Assumption = {
  id: AssumptionId
  /** What it is, and what relies on it. */
  what: string
  /** What is switched off when it does not hold. */
  fallback: string
  /** Null when the build holds to it, else why not (one line). */
  check: (build: BuildView) => string | null
}

/** What the checks read of a build: its folder, and Next's own modules as installed. */
export type BuildView = { distDir: string; nextRequire: NodeRequire }

export function buildView(distDir: string, projectRoot = process.cwd()): BuildView {
  return { distDir, nextRequire: createRequire(path.join(projectRoot, 'package.json')) }
}

/** The files under the build's SERVER_APP_DIR whose names end so, as paths relative to it. */
function serverAppFiles(distDir: string, ending: string): string[] {
  const app = path.join(distDir, SERVER_APP_DIR)
  if (!fs.existsSync(app)) return []
  return fs
    .readdirSync(app, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith(ending))
}

/** The HTML pages the build prerendered (placeholders, decision 018: they still carry Next's markup). */
function prerenderedPages(distDir: string): string[] {
  return serverAppFiles(distDir, '.html').map((file) => fs.readFileSync(path.join(distDir, SERVER_APP_DIR, file), 'utf8'))
}

function someMatch(pages: string[], pattern: RegExp): boolean {
  return pages.some((html) => new RegExp(pattern.source, pattern.flags.replace('g', '')).test(html))
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'))
  } catch {
    return null
  }
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x))

/** The addresses of static files a page's HTML names (scripts, stylesheets), without a query. */
const STATIC_REFERENCE = new RegExp(`(?:src|href)="(${literal(STATIC_URL_PREFIX)}[^"?#]+)`, 'g')

/** A module of Next's, read as text (for the canaries and checks that look for what it writes). */
function nextSource(nextRequire: NodeRequire, id: string): string {
  return fs.readFileSync(nextRequire.resolve(id), 'utf8')
}

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'flight-scripts',
    what: 'a page’s React data is written as inline FLIGHT_SCRIPT scripts, each one statement that may run from a file, in order, before Next’s chunks (flight-data.ts moves them to a file after first paint)',
    fallback: 'pages keep their React data inline',
    check: ({ distDir }) => {
      const pages = prerenderedPages(distDir)
      if (pages.length === 0) return 'the build has no prerendered page to read'
      if (!pages.some((html) => html.includes('self.__next_f'))) return 'no page holds `self.__next_f` data'
      return someMatch(pages, FLIGHT_SCRIPT) ? null : '`self.__next_f` data is written in a form FLIGHT_SCRIPT does not match'
    },
  },
  {
    id: 'chunk-tags',
    what: 'a page’s scripts are CHUNK_SCRIPT tags of addresses under CHUNK_FOLDER, its bootstrap chunk also a CHUNK_PRELOAD (scripts-after-load.ts starts them after load)',
    fallback: 'pages start their scripts as Next writes them',
    check: ({ distDir }) => {
      const pages = prerenderedPages(distDir)
      if (pages.length === 0) return 'the build has no prerendered page to read'
      return someMatch(pages, CHUNK_SCRIPT) ? null : 'no page has a script tag CHUNK_SCRIPT matches'
    },
  },
  {
    id: 'manifests',
    what: 'BUILD_MANIFEST lists `rootMainFiles`, and each route’s client reference manifest is one `globalThis.__RSC_MANIFEST[…] = {…}` with `entryJSFiles`, naming scripts as BUILD_CHUNK (compile-hints.ts, through buildScripts)',
    fallback: 'no compile hints are added after the build',
    check: ({ distDir }) => {
      const build = readJson(path.join(distDir, BUILD_MANIFEST)) as { rootMainFiles?: unknown } | null
      if (!build || !Array.isArray(build.rootMainFiles) || build.rootMainFiles.length === 0) return `${BUILD_MANIFEST} has no rootMainFiles`
      if (!build.rootMainFiles.every((f) => typeof f === 'string' && BUILD_CHUNK.test(f))) return 'rootMainFiles are not static/chunks/*.js'
      const manifests = serverAppFiles(distDir, CLIENT_MANIFEST_SUFFIX)
      if (manifests.length === 0) return 'no client reference manifest in server/app'
      for (const file of manifests) {
        const parsed = readClientManifest(fs.readFileSync(path.join(distDir, SERVER_APP_DIR, file), 'utf8'))
        if (!parsed) return `${file} is not one __RSC_MANIFEST assignment of JSON with entryJSFiles`
      }
      return null
    },
  },
  {
    id: 'server-action-body',
    what: 'a server action is a POST with a Next-Action header, its arguments a JSON array or a multipart body in React’s reply format (page-requests.ts checks the body is whole, and actionBodyProblem below that React could decode it, before Next reads it)',
    fallback: 'server action bodies go to Next without the completeness check',
    check: ({ nextRequire }) => {
      const headers = nextRequire('next/dist/client/components/app-router-headers.js') as { ACTION_HEADER?: string }
      return headers.ACTION_HEADER === ACTION_HEADER ? null : `Next's action header is ${JSON.stringify(headers.ACTION_HEADER)}, not ${ACTION_HEADER}`
    },
  },
  {
    id: 'vary',
    what: 'the headers Next varies a page on are VARY_HEADERS (nginx’s cache key, flight-data.ts’s rule of which requests may share a page’s data)',
    fallback: 'public pages are not marked shareable for a proxy, and keep their React data inline',
    check: ({ nextRequire }) => {
      const headers = nextRequire('next/dist/client/components/app-router-headers.js') as { FLIGHT_HEADERS?: string[] }
      const flight = (headers.FLIGHT_HEADERS ?? []).filter((h) => h !== 'next-hmr-refresh')
      return sameList(flight, VARY_HEADERS) ? null : `Next varies pages on ${flight.join(', ')}`
    },
  },
  {
    id: 'isr-cache-control',
    what: 'a page Next keeps in its cache is sent with `s-maxage=<seconds>` (shared-cache-control.ts shortens it for nginx)',
    fallback: 'public pages go out with the Cache-Control Next gives them',
    check: ({ nextRequire }) => {
      const { getCacheControlHeader } = nextRequire('next/dist/server/lib/cache-control.js') as {
        getCacheControlHeader?: (c: { revalidate: number | false; expire: number | undefined }) => string
      }
      if (typeof getCacheControlHeader !== 'function') return 'next/dist/server/lib/cache-control.js has no getCacheControlHeader'
      const value = getCacheControlHeader({ revalidate: false, expire: undefined })
      return SHARED_PAGE_MARK.test(value) ? null : `a kept page is sent with "${value}"`
    },
  },
  {
    id: 'static-files',
    what: 'Next serves the build’s STATIC_DIR at STATIC_URL_PREFIX, path for path, with STATIC_CACHE_CONTROL (static-assets.ts serves Brotli copies of those files under the same addresses and headers); its own addresses all begin NEXT_OWN_PREFIX (flight-data.ts never takes them for pages)',
    fallback: 'scripts and stylesheets are served by Next, in gzip',
    check: ({ distDir, nextRequire }) => {
      const pages = prerenderedPages(distDir)
      if (pages.length === 0) return 'the build has no prerendered page to read'
      const named = [...new Set(pages.flatMap((html) => [...html.matchAll(STATIC_REFERENCE)].map((m) => m[1] ?? '')))]
      if (named.length === 0) return `no page names a file under ${STATIC_URL_PREFIX}`
      for (const address of named) {
        const file = staticFileOf(address)
        if (!file || !fs.existsSync(path.join(distDir, STATIC_DIR, file))) return `${address.slice(0, 120)} is not a file of the build’s ${STATIC_DIR} folder`
      }
      // Next's router: the folder it serves at that address, and the Cache-Control it sends with its files.
      const files = nextSource(nextRequire, 'next/dist/server/lib/router-utils/filesystem.js')
      if (!files.includes(`join(distDir, '${STATIC_DIR}')`) || !files.includes(`'${STATIC_URL_PREFIX.slice(0, -1)}'`)) {
        return `Next's router does not serve ${STATIC_DIR}/ at ${STATIC_URL_PREFIX}`
      }
      const server = nextSource(nextRequire, 'next/dist/server/lib/router-server.js')
      return server.includes(`'${STATIC_CACHE_CONTROL}'`) ? null : `Next's router does not send "${STATIC_CACHE_CONTROL}" with its static files`
    },
  },
  {
    id: 'preview-cookies',
    what: 'Next’s draft (preview) mode is carried by the PREVIEW_COOKIES (flight-data.ts and nginx’s cache treat a request with one as one editor’s own)',
    fallback: 'public pages keep their React data inline and are not marked shareable for a proxy',
    check: ({ nextRequire }) => {
      const names = nextRequire('next/dist/server/api-utils/index.js') as { COOKIE_NAME_PRERENDER_BYPASS?: string; COOKIE_NAME_PRERENDER_DATA?: string }
      const cookies = [names.COOKIE_NAME_PRERENDER_BYPASS, names.COOKIE_NAME_PRERENDER_DATA].filter((n): n is string => typeof n === 'string')
      return sameList(cookies, PREVIEW_COOKIES) ? null : `Next's draft mode cookies are ${cookies.join(', ') || 'unknown'}`
    },
  },
  {
    id: 'image-optimizer',
    what: 'Next’s image optimiser answers imageOptimizerUrl(src, width, quality) (media-urls.ts hands it /m/<width>/<file>)',
    fallback: '/m/ addresses serve the original picture, not resized',
    check: ({ distDir }) => {
      const manifest = readJson(path.join(distDir, IMAGES_MANIFEST)) as { images?: { path?: unknown; loader?: unknown } } | null
      const images = manifest?.images
      if (!images) return `the build has no ${IMAGES_MANIFEST}`
      if (images.loader !== 'default') return `the build's image loader is ${JSON.stringify(images.loader)}`
      return images.path === IMAGE_OPTIMIZER_PATH ? null : `the optimiser answers at ${JSON.stringify(images.path)}`
    },
  },
  {
    id: 'incremental-cache',
    what: 'Next keeps its incremental cache on globalThis[INCREMENTAL_CACHE_GLOBAL] in the server process, with revalidateTag(tags, { expire }) (src/lib/cache/scheduled-expiry.ts expires a page showing whether the phone lines are open at the moment that changes, decision 038)',
    fallback: 'a page saying whether the lines are open is rendered again by time, not at the exact change',
    check: ({ nextRequire }) => {
      const server = nextSource(nextRequire, 'next/dist/server/base-server.js')
      if (!server.includes(`globalThis.${INCREMENTAL_CACHE_GLOBAL} = incrementalCache`)) return `Next's server does not set globalThis.${INCREMENTAL_CACHE_GLOBAL}`
      const cache = nextSource(nextRequire, 'next/dist/server/lib/incremental-cache/index.js')
      return /async revalidateTag\(tags, durations\)/.test(cache) ? null : 'Next’s incremental cache has no revalidateTag(tags, durations)'
    },
  },
]

/** The object of a client reference manifest, read as JSON (never run), or null. */
export function readClientManifest(text: string): { entryJSFiles: Record<string, string[]> } | null {
  const match = CLIENT_MANIFEST_ASSIGNMENT.exec(text.trim())
  if (!match?.[2]) return null
  try {
    const parsed = JSON.parse(match[2]) as { entryJSFiles?: unknown }
    return parsed.entryJSFiles && typeof parsed.entryJSFiles === 'object' ? (parsed as { entryJSFiles: Record<string, string[]> }) : null
  } catch {
    return null
  }
}

/** The scripts a build names (assumption `manifests`), as paths relative to the build folder, each a BUILD_CHUNK. */
export type BuildScripts = {
  /** The scripts every page starts with (the build manifest's rootMainFiles). */
  everyPage: string[]
  /** Per route, the scripts of its layouts and page; `route` is its manifest's path under server/app, with `/`. */
  routes: { route: string; files: string[] }[]
}

/**
 * The scripts a build names, read from its manifests as JSON (never run). A manifest that cannot be read
 * is skipped, and names that are not BUILD_CHUNK are left out.
 */
export function buildScripts(distDir: string): BuildScripts {
  const chunks = (files: unknown): string[] => (Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string' && BUILD_CHUNK.test(f)) : [])
  const build = readJson(path.join(distDir, BUILD_MANIFEST))
  const everyPage = chunks(build && typeof build === 'object' && 'rootMainFiles' in build ? build.rootMainFiles : undefined)
  const routes = serverAppFiles(distDir, CLIENT_MANIFEST_SUFFIX).flatMap((file) => {
    const manifest = readClientManifest(fs.readFileSync(path.join(distDir, SERVER_APP_DIR, file), 'utf8'))
    if (!manifest) return []
    return [{ route: file.split(path.sep).join('/'), files: Object.values<unknown>(manifest.entryJSFiles).flatMap(chunks) }]
  })
  return { everyPage, routes }
}

export type AssumptionReport = Record<AssumptionId, boolean>

/**
 * Checks every assumption against a build. Each that does not hold is logged in one line; the answer
 * says, per assumption, whether its part may run.
 */
export function checkAssumptions(view: BuildView, log: (line: string) => void = (line) => console.warn(line)): AssumptionReport {
  const report = {} as AssumptionReport
  for (const assumption of ASSUMPTIONS) {
    let reason: string | null
    try {
      reason = assumption.check(view)
    } catch (error) {
      reason = error instanceof Error ? error.message : String(error)
    }
    report[assumption.id] = reason === null
    if (reason !== null) log(`Next.js internals: "${assumption.id}" does not hold for this build (${reason}); ${assumption.fallback}.`)
  }
  return report
}

// ---------------------------------------------------------------------------------------------------
// Assumption `server-action-body`, the arguments' format: React's "reply" encoding of a server action's
// arguments (react-server-dom's decodeReply / parseModelString), checked before Next decodes them.
// ---------------------------------------------------------------------------------------------------

// The arguments of a server action, checked before Next.js decodes them (issue 22, part 5). React reads
// them in its "reply" format: numbered parts of JSON whose strings may be references ("$Q1" a Map made
// from part 1, "$B1" a file, "$K1" a FormData, "$@1" a promise, "$1:a:b" a path into part 1, …).
// Bodies that React cannot decode, or that use a form our own forms never send, made Next answer 500
// (a Map keyed by {"__proto__":1}, a file reference to a part that is no file, 5,000 nested arrays).
// Here they get a 400 instead. What our forms send passes: a JSON argument list (the form's previous
// state), a FormData reference with its fields, and the escapes React writes for $-strings, dates,
// undefined, NaN, ±Infinity, -0 and bigints. Without JavaScript a form posts the action's id and its
// bound arguments in $ACTION_REF_n / $ACTION_n:… fields, in the same format: each is checked alike.
// Everything here is about React's private format (react-server-dom's parseModelString).

/** Deeper JSON than this is refused: the site's forms send 3 levels, the admin's rich text a few dozen; React failed on 5,000. */
export const MAX_DEPTH = 256

/** Keys that reach an object's prototype when a reference walks them. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

const PART_ID = /^(?:0|[1-9]\d{0,8})$/
const FORM_DATA_FIELD = /^_(?:0|[1-9]\d{0,8})_/
const HEX = /^[0-9a-f]{1,8}$/

type Field = { name: string; value: string; file: boolean }

/** The fields of a multipart/form-data body, or null when it is not one (see isCompleteMultipart). */
export function multipartFields(contentType: string | undefined, body: Buffer): Field[] | null {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '')
  const boundary = match?.[1] ?? match?.[2]
  if (!boundary) return null
  const text = body.toString('latin1')
  const delimiter = `--${boundary}`
  if (!text.startsWith(`${delimiter}\r\n`)) return null
  const close = text.indexOf(`\r\n${delimiter}--`)
  if (close < 0) return null
  const fields: Field[] = []
  for (const part of text.slice(delimiter.length + 2, close).split(`\r\n${delimiter}\r\n`)) {
    const end = part.indexOf('\r\n\r\n')
    if (end < 0) return null
    const disposition = part
      .slice(0, end)
      .split('\r\n')
      .find((line) => /^content-disposition:/i.test(line))
    const name = disposition && /;\s*name="((?:[^"\\]|\\.)*)"/i.exec(disposition)?.[1]
    if (name === undefined || name === null || name === '') return null
    fields.push({
      name: Buffer.from(name.replace(/\\(.)/g, '$1'), 'latin1').toString('utf8'),
      value: Buffer.from(part.slice(end + 4), 'latin1').toString('utf8'),
      file: /;\s*filename\*?=/i.test(disposition ?? ''),
    })
  }
  return fields
}

/**
 * How deeply a JSON text nests arrays and objects, counted without parsing it (so a text nested
 * deeper than JSON.parse or React could follow is measured safely). Stops counting past `limit`.
 */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c) i++
      else if (c === 0x22) inString = false
    } else if (c === 0x22) inString = true
    else if (c === 0x5b || c === 0x7b) {
      depth++
      if (depth > deepest) {
        deepest = depth
        if (deepest > limit) return deepest
      }
    } else if (c === 0x5d || c === 0x7d) depth--
  }
  return deepest
}

/**
 * One reply (an action's argument list) as React would read it: its JSON parts by number, and the
 * FormData ids its fields fill. A field under its prefix that is neither is refused.
 */
function readReply(fields: Field[], prefix: string): { parts: Map<number, unknown> } | { problem: string } {
  const parts = new Map<number, unknown>()
  for (const field of fields) {
    if (!field.name.startsWith(prefix)) continue
    const rest = field.name.slice(prefix.length)
    if (FORM_DATA_FIELD.test(rest)) continue
    if (!PART_ID.test(rest)) return { problem: `a field named ${JSON.stringify(field.name.slice(0, 40))}` }
    const id = Number(rest)
    if (field.file) return { problem: `part ${id} is a file` }
    if (parts.has(id)) return { problem: `part ${id} twice` }
    if (jsonDepth(field.value, MAX_DEPTH) > MAX_DEPTH) return { problem: `part ${id} nests deeper than ${MAX_DEPTH}` }
    try {
      parts.set(id, JSON.parse(field.value))
    } catch {
      return { problem: `part ${id} is not JSON` }
    }
  }
  if (!parts.has(0)) return { problem: 'no part 0' }
  return { parts }
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Follows a path reference ("$1:a:b") through the JSON of its part; true when every step is an own
 * key of a plain object or an index of an array, and none passes a reference.
 */
function pathExists(value: unknown, keys: string[]): boolean {
  let at = value
  for (const key of keys) {
    if (UNSAFE_KEYS.has(key)) return false
    if (typeof at === 'string' && at.startsWith('$')) return false
    if (Array.isArray(at)) {
      if (!/^(?:0|[1-9]\d*)$/.test(key) || Number(key) >= at.length) return false
      at = at[Number(key)]
    } else if (isPlainRecord(at)) {
      const record = at
      if (!Object.prototype.hasOwnProperty.call(record, key)) return false
      at = record[key]
    } else return false
  }
  return !(typeof at === 'string' && at.startsWith('$'))
}

/** What is wrong with a $-string in a reply, or null when it is one our forms may send. */
function referenceProblem(value: string, parts: Map<number, unknown>): string | null {
  const tag = value[1]
  const rest = value.slice(2)
  switch (tag) {
    case '$':
      return null
    case 'u':
      return value === '$undefined' ? null : 'an unknown $u value'
    case 'N':
      return value === '$NaN' ? null : 'an unknown $N value'
    case 'I':
      return value === '$Infinity' ? null : 'an unknown $I value'
    case '-':
      return value === '$-Infinity' || value === '$-0' ? null : 'an unknown $- value'
    case 'D':
      return rest.length <= 40 && Number.isFinite(Date.parse(rest)) ? null : 'a date that is not one'
    case 'n':
      return /^-?\d{1,300}$/.test(rest) ? null : 'a bigint that is not one'
    case 'K':
      return HEX.test(rest) ? null : 'a malformed FormData reference'
    case '@': {
      if (!HEX.test(rest)) return 'a malformed promise reference'
      return parts.has(parseInt(rest, 16)) ? null : 'a promise of a part that is not there'
    }
    default:
      break
  }
  // "$<hex>" or "$<hex>:key:key": a path into a part.
  const [id, ...keys] = value.slice(1).split(':')
  if (id === undefined || !HEX.test(id)) return `a ${JSON.stringify(value.slice(0, 2))} reference, which our forms never send`
  const part = parseInt(id, 16)
  if (!parts.has(part)) return 'a reference to a part that is not there'
  return pathExists(parts.get(part), keys) ? null : 'a reference to a path that is not there'
}

/** What is wrong with the values of a reply, or null. */
function valuesProblem(parts: Map<number, unknown>): string | null {
  for (const root of parts.values()) {
    const stack: unknown[] = [root]
    while (stack.length > 0) {
      const value = stack.pop()
      if (typeof value === 'string') {
        if (value.startsWith('$')) {
          const problem = referenceProblem(value, parts)
          if (problem) return problem
        }
      } else if (Array.isArray(value)) for (const item of value) stack.push(item)
      else if (isPlainRecord(value)) {
        const record = value
        for (const key of Object.keys(record)) {
          if (UNSAFE_KEYS.has(key)) return `the key ${key}`
          stack.push(record[key])
        }
      }
    }
  }
  return null
}

/**
 * Why a server action's body cannot be given to Next.js, or null when it may. The body has passed
 * the multipart and JSON checks of page-requests.ts already. `nextAction`: whether the request has a
 * Next-Action header (a call from the page's JavaScript).
 */
export function actionBodyProblem({ nextAction, contentType, body }: { nextAction: boolean; contentType: string | undefined; body: Buffer }): string | null {
  const multipart = /^multipart\/form-data/i.test(contentType ?? '')
  const fields: Field[] | null = multipart ? multipartFields(contentType, body) : [{ name: '0', value: body.toString('utf8'), file: false }]
  if (!fields) return 'not multipart'
  if (nextAction) {
    const reply = readReply(fields, '')
    if ('problem' in reply) return reply.problem
    if (!Array.isArray(reply.parts.get(0))) return 'part 0 is not an argument list'
    return valuesProblem(reply.parts)
  }
  // A form posted without JavaScript: each $ACTION_REF_n names the bound arguments in $ACTION_n:….
  for (const field of fields) {
    if (!field.name.startsWith('$ACTION_REF_')) continue
    const prefix = `$ACTION_${field.name.slice('$ACTION_REF_'.length)}:`
    const reply = readReply(fields, prefix)
    if ('problem' in reply) return `${prefix} ${reply.problem}`
    const meta = reply.parts.get(0)
    if (!isPlainRecord(meta)) return `${prefix}0 is not an action`
    const { id, bound } = meta
    if (typeof id !== 'string' || !/^[0-9a-f]{1,128}$/i.test(id)) return `${prefix}0 has no action id`
    if (bound !== null) {
      if (typeof bound !== 'string' || !/^\$@[0-9a-f]{1,8}$/.test(bound)) return `${prefix}0 has malformed arguments`
      if (!Array.isArray(reply.parts.get(parseInt(bound.slice(2), 16)))) return `${prefix}0's arguments are not a list`
    }
    const problem = valuesProblem(reply.parts)
    if (problem) return `${prefix} ${problem}`
  }
  return null
}
