// How long a cache in front of the servers (nginx's proxy_cache, a CDN) may keep a public page
// (decision 018). Next marks a page it keeps in its own cache with `s-maxage=<its revalidate>` (a year,
// for pages expired only by tags). A proxy holding a page for a year would never learn of a publish,
// so this step shortens the shared lifetime to PROXY_MAX_AGE_SECONDS and lets the proxy serve a stale
// copy for a while as it fetches a new one. Browsers keep nothing (max-age=0). Pages Next renders per
// request (a preview, a signed-in applicant, forms' answers) say `private, no-store` and are left alone.
// Next's mark is a private detail: edge/next-internals.ts lists it, and the server sets it once checked.

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import { isPageAddress } from './flight-data'

/** A publish reaches visitors behind the proxy within about this long. */
export const PROXY_MAX_AGE_SECONDS = 1
/** A proxy may serve the previous copy this long while it fetches the new one (one request waits, not all). */
export const PROXY_STALE_SECONDS = 30

/**
 * How Next marks a page it keeps (SHARED_PAGE_MARK of edge/next-internals.ts), set by the server once it
 * has checked the Next.js it runs holds to it. Until then, or if not, pages keep Next's Cache-Control.
 */
let sharedPageMark: RegExp | null = null
export function setSharedPageMark(pattern: RegExp | null): void {
  sharedPageMark = pattern
}

export const SHARED_CACHE_CONTROL = `public, max-age=0, s-maxage=${PROXY_MAX_AGE_SECONDS}, stale-while-revalidate=${PROXY_STALE_SECONDS}`

/** The Cache-Control a proxy is sent, given Next's. */
export function sharedCacheControl(nextValue: string): string {
  if (!sharedPageMark) return nextValue
  const directives = nextValue.toLowerCase().split(',').map((d) => d.trim())
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return nextValue
  return sharedPageMark.test(nextValue) ? SHARED_CACHE_CONTROL : nextValue
}

/**
 * Whether Next's answer to this request may be a page it keeps: a GET or HEAD of a public page's address,
 * whatever its query string and cookies. Next sends the kept page to every such request with the same
 * long-lived mark: with a campaign's `?utm_source=sms` or a newsletter's `?ref=`, or to a visitor who also
 * holds a session cookie (a policyholder, an editor reading the site), and a proxy keys its copy on the
 * address alone. Such an answer is never personal: a page that reads the query or cookies is made per
 * request and says `private, no-store`, which sharedCacheControl leaves as it is.
 */
export function mayBeKeptPage(req: Pick<IncomingMessage, 'method' | 'url'>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const url = req.url ?? ''
  const query = url.indexOf('?')
  return isPageAddress(query === -1 ? url : url.slice(0, query))
}

/**
 * The step for edge/server.ts: on a request for a public page, rewrites the Cache-Control of
 * Next's answer as it is written.
 */
export function sharedCacheControlStep(req: IncomingMessage, res: ServerResponse): boolean {
  if (!mayBeKeptPage(req)) return false
  const writeHead = res.writeHead as (this: ServerResponse, statusCode: number, ...rest: unknown[]) => ServerResponse
  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]): ServerResponse {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) this.setHeader(name, value)
      rest = typeof rest[0] === 'string' ? [rest[0]] : []
    }
    const value = this.getHeader('cache-control')
    if (typeof value === 'string') this.setHeader('Cache-Control', sharedCacheControl(value))
    return writeHead.call(this, statusCode, ...rest)
  } as typeof res.writeHead
  return false
}
