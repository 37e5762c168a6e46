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
    what: 'a page’s React data is written as inline `self.__next_f.push([…])` scripts (flight-data.mjs moves them to a file after first paint)',
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
    what: 'a page’s scripts are `<script src="/_next/static/chunks/…" async="">` tags (scripts-after-load.mjs starts them after load)',
    fallback: 'pages start their scripts as Next writes them',
    check: ({ distDir }) => {
      const pages = prerenderedPages(distDir)
      if (pages.length === 0) return 'the build has no prerendered page to read'
      return someMatch(pages, CHUNK_SCRIPT) ? null : 'no page has a script tag CHUNK_SCRIPT matches'
    },
  },
  {
    id: 'manifests',
    what: 'build-manifest.json lists `rootMainFiles`, and each route’s client reference manifest is one `globalThis.__RSC_MANIFEST[…] = {…}` with `entryJSFiles` (compile-hints.mjs)',
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
    what: 'a server action is a POST with a Next-Action header, its arguments a JSON array or a multipart body (page-requests.mjs checks the body is whole before Next reads it)',
    fallback: 'server action bodies go to Next without the completeness check',
    check: ({ nextRequire }) => {
      const headers = nextRequire('next/dist/client/components/app-router-headers.js') as { ACTION_HEADER?: string }
      return headers.ACTION_HEADER === ACTION_HEADER ? null : `Next's action header is ${JSON.stringify(headers.ACTION_HEADER)}, not ${ACTION_HEADER}`
    },
  },
  {
    id: 'vary',
    what: 'the headers Next varies a page on are VARY_HEADERS (nginx’s cache key, flight-data.mjs’s rule of which requests may share a page’s data)',
    fallback: 'public pages are not marked shareable for a proxy, and keep their React data inline',
    check: ({ nextRequire }) => {
      const headers = nextRequire('next/dist/client/components/app-router-headers.js') as { FLIGHT_HEADERS?: string[] }
      const flight = (headers.FLIGHT_HEADERS ?? []).filter((h) => h !== 'next-hmr-refresh')
      return sameList(flight, VARY_HEADERS) ? null : `Next varies pages on ${flight.join(', ')}`
    },
  },
  {
    id: 'isr-cache-control',
    what: 'a page Next keeps in its cache is sent with `s-maxage=<seconds>` (shared-cache-control.mjs shortens it for nginx)',
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
