import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'

import { describe, expect, it } from 'vitest'

import { SHARED_PAGE_MARK } from './next-internals'
import { SHARED_CACHE_CONTROL, setSharedPageMark, sharedCacheControl, sharedCacheControlStep } from './shared-cache-control'

describe('sharedCacheControl (what a proxy may keep of a public page)', () => {
  it('gives a page Next keeps a one-second shared lifetime, and browsers none', () => {
    setSharedPageMark(SHARED_PAGE_MARK)
    expect(sharedCacheControl('s-maxage=31536000')).toBe(SHARED_CACHE_CONTROL)
    expect(SHARED_CACHE_CONTROL).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=30')
  })

  it('leaves pages rendered per request, and anything private, as Next sent them', () => {
    setSharedPageMark(SHARED_PAGE_MARK)
    for (const value of ['private, no-cache, no-store, max-age=0, must-revalidate', 'no-store', 'private, s-maxage=60']) {
      expect(sharedCacheControl(value)).toBe(value)
    }
  })

  it('changes nothing when Next’s mark of a kept page did not hold at start-up (edge/next-internals.ts)', () => {
    setSharedPageMark(null)
    expect(sharedCacheControl('s-maxage=31536000')).toBe('s-maxage=31536000')
  })
})

describe('sharedCacheControlStep (which answers it rewrites)', () => {
  /** The Cache-Control a response goes out with, after the step, when Next set `nextValue`. */
  function sent(url: string, nextValue: string, headers: Record<string, string> = {}): string | undefined {
    setSharedPageMark(SHARED_PAGE_MARK)
    const req = new IncomingMessage(new Socket())
    Object.assign(req, { method: 'GET', url, headers })
    const res = new ServerResponse(req)
    expect(sharedCacheControlStep(req, res)).toBe(false)
    res.setHeader('Cache-Control', nextValue)
    res.writeHead(200)
    const value = res.getHeader('cache-control')
    return typeof value === 'string' ? value : undefined
  }

  it('shortens a kept page’s lifetime with a query string too: a campaign link is not kept by a proxy for hours', () => {
    for (const url of ['/', '/?utm_source=sms&utm_campaign=harmattan', '/about?ref=newsletter', '/policy/life/home?cover=5']) {
      expect(sent(url, 's-maxage=13111, stale-while-revalidate=31522889'), url).toBe(SHARED_CACHE_CONTROL)
    }
  })

  it('shortens it for a visitor with a session cookie too: the kept page is everyone’s, and a proxy keys it on the address', () => {
    const kept = 's-maxage=13106, stale-while-revalidate=31522894'
    expect(sent('/about?ref=x', kept, { cookie: 'payload-token=abc' })).toBe(SHARED_CACHE_CONTROL)
    expect(sent('/about', kept, { cookie: 'a=1; __Host-rl-my=abc' })).toBe(SHARED_CACHE_CONTROL)
    // A page made for that person says so, and is left so.
    const own = 'private, no-cache, no-store, max-age=0, must-revalidate'
    expect(sent('/about', own, { cookie: '__prerender_bypass=1' })).toBe(own)
  })

  it('leaves alone the admin, the APIs, an application’s and a policyholder’s pages, and files', () => {
    const year = 's-maxage=31536000'
    for (const url of ['/admin', '/api/products?limit=1', '/my?x=1', '/apply?plan=1', '/logo.svg?v=2']) expect(sent(url, year), url).toBe(year)
  })
})
