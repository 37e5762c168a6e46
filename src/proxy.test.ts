import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { OLD_LINK_PREFIX } from '@/lib/routing/aliases'

import { proxy } from './proxy'

/** Where the proxy sends a request: the path Next renders instead, or null when it goes on untouched. */
function rewrittenTo(address: string): string | null {
  const response = proxy(new NextRequest(new URL(address, 'http://localhost:3000')))
  const to = response.headers.get('x-middleware-rewrite')
  return to ? new URL(to).pathname + new URL(to).search : null
}

describe('the proxy', () => {
  it('sends a product page with the calculator’s ?cover= to the route that reads it, and leaves the plain page to the cache', () => {
    expect(rewrittenTo('/policy/life/term-life-plan?cover=36300000')).toBe('/policy/life/term-life-plan/cover?cover=36300000')
    expect(rewrittenTo('/policy/life/term-life-plan?cover=')).toBe('/policy/life/term-life-plan/cover?cover=')
    expect(rewrittenTo('/policy/life/term-life-plan')).toBeNull()
    expect(rewrittenTo('/policy/life/term-life-plan?utm_source=x')).toBeNull()
  })

  it('leaves a category’s home alone, with or without ?cover=', () => {
    expect(rewrittenTo('/policy/life/home')).toBeNull()
    expect(rewrittenTo('/policy/life/home?cover=1000000')).toBeNull()
  })

  it('sends /how-much-cover and /compare with answers to the routes that read them, and leaves plain visits to the cache', () => {
    expect(rewrittenTo('/how-much-cover?income=3600000&years=10')).toBe('/how-much-cover/answers?income=3600000&years=10')
    expect(rewrittenTo('/compare?plans=AEE&plans=TLP&age=35')).toBe('/compare/answers?plans=AEE&plans=TLP&age=35')
    expect(rewrittenTo('/compare?utm_source=x')).toBe('/compare/answers?utm_source=x')
    expect(rewrittenTo('/how-much-cover')).toBeNull()
    expect(rewrittenTo('/compare')).toBeNull()
    // Next's router's own cache-busting parameter is not an answer.
    expect(rewrittenTo('/compare?_rsc=1x2y3')).toBeNull()
  })

  it('sends old link shapes to the catch-all route first, ?cover= or not', () => {
    expect(rewrittenTo('/policy/individual/12')).toBe(`${OLD_LINK_PREFIX}/policy/individual/12`)
    expect(rewrittenTo('/policy/individual/12?cover=5')).toBe(`${OLD_LINK_PREFIX}/policy/individual/12?cover=5`)
  })
})
