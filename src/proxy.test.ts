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

  it('sends old link shapes to the catch-all route first, ?cover= or not', () => {
    expect(rewrittenTo('/policy/individual/12')).toBe(`${OLD_LINK_PREFIX}/policy/individual/12`)
    expect(rewrittenTo('/policy/individual/12?cover=5')).toBe(`${OLD_LINK_PREFIX}/policy/individual/12?cover=5`)
  })
})
