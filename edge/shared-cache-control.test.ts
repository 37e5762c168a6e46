import { describe, expect, it } from 'vitest'

import { SHARED_PAGE_MARK } from './next-internals'
import { SHARED_CACHE_CONTROL, setSharedPageMark, sharedCacheControl } from './shared-cache-control'

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
