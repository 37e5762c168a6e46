// Every assumption this project makes about Next.js's private output, in one place (issue 22, part 3;
// decision 025). Each one is listed below with what relies on it and how it is checked. At start-up the
// server checks each against the build it serves (`checkAssumptions`); one that does not hold is
// logged in one line and its part is switched off, so the visitor gets Next's own output for it
// (slower, never wrong). A canary test per assumption (next-internals.test.ts, run by `npm test`)
// fails on a Next.js version that breaks it, before any server runs it.
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

/** Next's scripts that hand a page's React data ("flight" data) to React, exactly as it writes them. */
export const FLIGHT_SCRIPT = /<script>((?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\(\[[\s\S]*?\]\))<\/script>/g
/** Next's tags for a page's script chunks, exactly as it writes them. */
export const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[\w./-]+\.js)" async=""><\/script>/g
/** The low-priority preload Next adds for its bootstrap chunk. */
export const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/chunks\/[\w./-]+\.js)"\/>/g
/** A client reference manifest is one assignment: `globalThis.__RSC_MANIFEST["<route>"] = {…};`. */
export const CLIENT_MANIFEST_ASSIGNMENT = /^globalThis\.__RSC_MANIFEST\s*=\s*\(?globalThis\.__RSC_MANIFEST\s*\|\|\s*\{\}\)?;\s*globalThis\.__RSC_MANIFEST\[("(?:[^"\\]|\\.)*")\]\s*=\s*(\{[\s\S]*\});?\s*$/
/**
 * The request headers Next varies a page's answer on (its `Vary`), besides Accept-Encoding. nginx's
 * cache key (deploy/nginx/nginx.conf) holds them; `next-url` besides, which Next adds for intercepting routes.
 */
export const VARY_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch'] as const
/** A server action is a POST with this header (fetch from the page), or a multipart form post (without JavaScript). */
export const ACTION_HEADER = 'next-action'
/** How Next marks a page it keeps in its cache (runtime ISR) as shareable: `s-maxage=<seconds>`. */
export const SHARED_PAGE_MARK = /(?:^|,\s*)s-maxage=\d+/

export type AssumptionId = 'flight-scripts' | 'chunk-tags' | 'manifests' | 'server-action-body' | 'vary' | 'isr-cache-control'

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

/** The HTML pages the build prerendered (placeholders, decision 018: they still carry Next's markup). */
function prerenderedPages(distDir: string): string[] {
  const app = path.join(distDir, 'server', 'app')
  if (!fs.existsSync(app)) return []
  return fs
    .readdirSync(app, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => fs.readFileSync(path.join(app, file), 'utf8'))
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

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'flight-scripts',
    what: 'a page’s React data is written as inline `self.__next_f.push([…])` scripts (flight-data.ts moves them to a file after first paint)',
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
    what: 'a page’s scripts are `<script src="/_next/static/chunks/…" async="">` tags (scripts-after-load.ts starts them after load)',
    fallback: 'pages start their scripts as Next writes them',
    check: ({ distDir }) => {
      const pages = prerenderedPages(distDir)
      if (pages.length === 0) return 'the build has no prerendered page to read'
      return someMatch(pages, CHUNK_SCRIPT) ? null : 'no page has a script tag CHUNK_SCRIPT matches'
    },
  },
  {
    id: 'manifests',
    what: 'build-manifest.json lists `rootMainFiles`, and each route’s client reference manifest is one `globalThis.__RSC_MANIFEST[…] = {…}` with `entryJSFiles` (compile-hints.ts)',
    fallback: 'no compile hints are added after the build',
    check: ({ distDir }) => {
      const build = readJson(path.join(distDir, 'build-manifest.json')) as { rootMainFiles?: unknown } | null
      if (!build || !Array.isArray(build.rootMainFiles) || build.rootMainFiles.length === 0) return 'build-manifest.json has no rootMainFiles'
      if (!build.rootMainFiles.every((f) => typeof f === 'string' && /^static\/chunks\/[\w.-]+\.js$/.test(f))) return 'rootMainFiles are not static/chunks/*.js'
      const app = path.join(distDir, 'server', 'app')
      const manifests = fs.existsSync(app)
        ? fs.readdirSync(app, { recursive: true }).map(String).filter((f) => f.endsWith('_client-reference-manifest.js'))
        : []
      if (manifests.length === 0) return 'no client reference manifest in server/app'
      for (const file of manifests) {
        const parsed = readClientManifest(fs.readFileSync(path.join(app, file), 'utf8'))
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
