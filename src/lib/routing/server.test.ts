import { beforeEach, describe, expect, it, vi } from 'vitest'

import type { RedirectRule } from './redirects'
import type { Catalog } from './resolve'

/**
 * The page-level glue: which Next.js response each kind of address gets. next/navigation's
 * functions throw in a real render; here they throw a marker we can read.
 */
const state = vi.hoisted(() => ({
  rules: [] as RedirectRule[],
  catalog: { categories: [], products: [] } as Catalog,
}))

vi.mock('next/navigation', () => ({
  permanentRedirect: (to: string) => {
    throw new Error(`308 ${to}`)
  },
  redirect: (to: string) => {
    throw new Error(`307 ${to}`)
  },
  notFound: () => {
    throw new Error('404')
  },
}))
vi.mock('@/lib/content/products', () => ({
  getRedirectRules: async () => state.rules,
  getRoutingCatalog: async () => state.catalog,
}))
// Old blog addresses and where the blog's own resolution (src/lib/content/blog.ts) sends them.
const blogAddresses: Record<string, string> = {
  '/blog/lifeblog': '/blog/life-insurance',
  '/blog/Markets': '/blog/markets',
  '/blog/markets': '/blog/markets',
  '/blog/life-insurance/12': '/blog/life-insurance/term-or-endowment',
  '/blog/Life%20insurance,%20explained/term-or-endowment': '/blog/life-insurance/term-or-endowment',
}
vi.mock('@/lib/content/blog', () => ({
  canonicalBlogPath: async (path: string) => blogAddresses[path] ?? null,
}))
vi.mock('@/lib/env', () => ({ env: { serverUrl: 'https://www.redwoodlife.example' } }))

const { canonicalUrl, redirectOrNotFound, resolveUnmatched } = await import('./server')

async function outcome(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
    return 'rendered'
  } catch (error) {
    return (error as Error).message
  }
}

beforeEach(() => {
  state.rules = [
    { from: '/summer-promo', to: '/policy/life/term-life-plan', permanent: false },
    // Saved before every redirect had to stay on the site: never followed.
    { from: '/old-brochure', to: 'https://example.org/brochure.pdf', permanent: true },
    { from: '/sneaky', to: '/.//evil.example', permanent: true },
    { from: '/sneaky-backslash', to: '/\\evil.example', permanent: false },
    { from: '/tidy-me', to: '/blog/../claims', permanent: false },
    { from: '/medical/home', to: '/claims', permanent: true },
  ]
  state.catalog = {
    categories: [
      { id: 1, slug: 'life', name: 'Life', kind: 'individual' },
      { id: 2, slug: 'family', name: 'Family', kind: 'individual' },
    ],
    products: [{ id: 9, slug: 'term-life-plan', categoryId: 1 }],
  }
})

describe('resolveUnmatched (the catch-all route)', () => {
  it.each([
    ['/summer-promo', '307 /policy/life/term-life-plan'],
    ['/Summer-Promo/', '307 /policy/life/term-life-plan'],
    ['/old-brochure', '404'],
    ['/sneaky', '404'],
    ['/sneaky-backslash', '404'],
    ['/tidy-me', '307 /claims'],
    ['/life/home', '308 /policy/life/home'],
    ['/Family/home', '308 /policy/family/home'],
    // An editor's redirect wins over the built-in old link shapes.
    ['/medical/home', '308 /claims'],
    ['/foo/home', '404'],
    ['/anything/else', '404'],
    // Old policy links, as the proxy hands them over.
    ['/_old-link/policy/Life/home', '308 /policy/life/home'],
    ['/_old-link/policy/individual/9', '308 /policy/life/term-life-plan'],
    ['/_old-link/policy/life/nothing', '404'],
    // Old blog links, as the proxy hands them over: one permanent redirect, or 404.
    ['/_old-link/blog/lifeblog', '308 /blog/life-insurance'],
    ['/_old-link/blog/Markets', '308 /blog/markets'],
    ['/_old-link/blog/life-insurance/12', '308 /blog/life-insurance/term-or-endowment'],
    ['/_old-link/blog/Life%20insurance,%20explained/term-or-endowment', '308 /blog/life-insurance/term-or-endowment'],
    ['/_old-link/blog/No-Such-Group', '404'],
    ['/_old-link/blog/life-insurance/999', '404'],
    // A canonical address never redirects to itself.
    ['/_old-link/blog/markets', '404'],
  ])('%s → %s', async (path, expected) => {
    expect(await outcome(() => resolveUnmatched(path))).toBe(expected)
  })
})

describe('redirectOrNotFound (a route that found nothing to show)', () => {
  it('follows an editor redirect', async () => {
    state.rules.push({ from: '/policy/life/retired-plan', to: '/policy/life/term-life-plan', permanent: true })
    expect(await outcome(() => redirectOrNotFound('/policy/life/retired-plan'))).toBe('308 /policy/life/term-life-plan')
  })
  it('lets an editor redirect win over an old blog address', async () => {
    state.rules.push({ from: '/blog/lifeblog', to: '/claims', permanent: true })
    expect(await outcome(() => resolveUnmatched('/_old-link/blog/lifeblog'))).toBe('308 /claims')
  })
  it('answers 404 otherwise', async () => {
    expect(await outcome(() => redirectOrNotFound('/policy/life/no-such-plan'))).toBe('404')
  })
})

it('canonicalUrl builds absolute addresses on the site origin', () => {
  expect(canonicalUrl('/policy/life/home')).toBe('https://www.redwoodlife.example/policy/life/home')
})
