import { describe, expect, it } from 'vitest'

import { type Catalog, resolveCategoryLanding, resolvePath, resolveProductPage, segmentsOf } from './resolve'

const catalog: Catalog = {
  categories: [
    { id: 1, slug: 'medical', name: 'Medical', kind: 'individual' },
    { id: 2, slug: 'life', name: 'Life', kind: 'individual' },
    { id: 3, slug: 'family', name: 'Family', kind: 'individual' },
    { id: 4, slug: 'education', name: 'Education', kind: 'individual' },
    { id: 5, slug: 'corporate', name: 'Corporate', kind: 'corporate' },
  ],
  products: [
    { id: 1, slug: 'hospital-cash-plan', categoryId: 1 },
    { id: 4, slug: 'term-life-plan', categoryId: 2 },
    { id: 7, slug: 'family-protection-plan', categoryId: 3 },
    { id: 10, slug: 'education-savings-plan', categoryId: 4 },
    { id: 13, slug: 'group-life-plan', categoryId: 5 },
    { id: 14, slug: 'credit-life-plan', categoryId: 5 },
  ],
}

type Row = [path: string, expected: string]
// expected: "render:<what>", "redirect:<to>" or "404"
const table: Row[] = [
  // Canonical pages render.
  ['/policy/medical/home', 'render:category medical'],
  ['/policy/life/home', 'render:category life'],
  ['/policy/family/home', 'render:category family'],
  ['/policy/education/home', 'render:category education'],
  ['/policy/life/term-life-plan', 'render:product term-life-plan'],
  ['/policy/medical/hospital-cash-plan', 'render:product hospital-cash-plan'],
  ['/policy/corporate/group-life-plan', 'render:product group-life-plan'],
  ['/corporate/home', 'render:corporate'],

  // The menu's capitalised category links.
  ['/policy/Medical/home', 'redirect:/policy/medical/home'],
  ['/policy/Life/home', 'redirect:/policy/life/home'],
  ['/policy/Family/home', 'redirect:/policy/family/home'],
  ['/policy/Education/home', 'redirect:/policy/education/home'],
  ['/policy/LIFE/home', 'redirect:/policy/life/home'],
  ['/policy/medical/HOME', 'redirect:/policy/medical/home'],
  ['/policy/corporate/home', 'redirect:/corporate/home'],
  ['/policy/Corporate/home', 'redirect:/corporate/home'],

  // The old footer's links.
  ['/medical/home', 'redirect:/policy/medical/home'],
  ['/life/home', 'redirect:/policy/life/home'],
  ['/family/home', 'redirect:/policy/family/home'],
  ['/education/home', 'redirect:/policy/education/home'],
  ['/Medical/home', 'redirect:/policy/medical/home'],
  ['/Corporate/home', 'redirect:/corporate/home'],
  ['/life/HOME', 'redirect:/policy/life/home'],

  // Individual product links by slug or numeric id.
  ['/policy/individual/term-life-plan', 'redirect:/policy/life/term-life-plan'],
  ['/policy/individual/4', 'redirect:/policy/life/term-life-plan'],
  ['/policy/individual/1', 'redirect:/policy/medical/hospital-cash-plan'],
  ['/policy/individual/hospital-cash-plan', 'redirect:/policy/medical/hospital-cash-plan'],
  ['/policy/Individual/10', 'redirect:/policy/education/education-savings-plan'],
  ['/policy/individual/Term-Life-Plan', 'redirect:/policy/life/term-life-plan'],

  // Corporate product links: the slug is canonical, numeric ids redirect.
  ['/policy/corporate/13', 'redirect:/policy/corporate/group-life-plan'],
  ['/policy/corporate/14', 'redirect:/policy/corporate/credit-life-plan'],
  ['/policy/Corporate/group-life-plan', 'redirect:/policy/corporate/group-life-plan'],

  // A product's numeric id or a differently cased slug under its own category.
  ['/policy/life/4', 'redirect:/policy/life/term-life-plan'],
  ['/policy/Life/term-life-plan', 'redirect:/policy/life/term-life-plan'],
  ['/policy/family/7', 'redirect:/policy/family/family-protection-plan'],

  // Unknown sections and ids, and products under the wrong section, are not pages.
  ['/foo/home', '404'],
  ['/claims/home', '404'],
  ['/policy/foo/home', '404'],
  ['/policy/individual/home', '404'],
  ['/policy/foo/term-life-plan', '404'],
  ['/policy/life/no-such-plan', '404'],
  ['/policy/life/999', '404'],
  ['/policy/individual/999', '404'],
  ['/policy/individual/no-such-plan', '404'],
  ['/policy/individual/13', '404'], // a corporate product is not an individual one
  ['/policy/individual/group-life-plan', '404'],
  ['/policy/corporate/4', '404'], // an individual product is not a corporate one
  ['/policy/medical/term-life-plan', '404'], // belongs to life
  ['/policy/medical/4', '404'],
  ['/policy/life/term-life-plan/extra', '404'],
  ['/policy/life', '404'],
  ['/policy', '404'],
  ['/home', '404'],
  ['/', '404'],
  ['/policy/%E0%A4%A/home', '404'], // malformed escape
]

function describeResult(path: string): string {
  const r = resolvePath(path, catalog)
  switch (r.kind) {
    case 'category':
      return `render:category ${r.category.slug}`
    case 'product':
      return `render:product ${r.product.slug}`
    case 'corporate':
      return 'render:corporate'
    case 'redirect':
      return `redirect:${r.to}`
    case 'none':
      return '404'
  }
}

describe('resolvePath: every link shape goes to one canonical page', () => {
  it.each(table)('%s → %s', (path, expected) => {
    expect(describeResult(path)).toBe(expected)
  })

  it('never redirects to an address that itself redirects or is not a page', () => {
    for (const [path] of table) {
      const r = resolvePath(path, catalog)
      if (r.kind !== 'redirect') continue
      expect(resolvePath(r.to, catalog).kind, `${path} → ${r.to}`).toMatch(/^(category|product|corporate)$/)
    }
  })
})

describe('route-level resolvers agree with resolvePath', () => {
  it('resolveCategoryLanding', () => {
    expect(resolveCategoryLanding('life', catalog)).toMatchObject({ kind: 'category', category: { slug: 'life' } })
    expect(resolveCategoryLanding('Life', catalog)).toEqual({ kind: 'redirect', to: '/policy/life/home' })
    expect(resolveCategoryLanding('nope', catalog)).toEqual({ kind: 'none' })
  })
  it('resolveProductPage', () => {
    expect(resolveProductPage('life', 'term-life-plan', catalog)).toMatchObject({ kind: 'product', product: { id: 4 } })
    expect(resolveProductPage('individual', '4', catalog)).toEqual({ kind: 'redirect', to: '/policy/life/term-life-plan' })
    expect(resolveProductPage('life', 'home', catalog)).toEqual({ kind: 'redirect', to: '/policy/life/home' })
  })
  it('an empty catalogue resolves nothing', () => {
    expect(resolvePath('/policy/life/home', { categories: [], products: [] })).toEqual({ kind: 'none' })
  })
})

describe('segmentsOf', () => {
  it('decodes segments and drops the query and fragment', () => {
    expect(segmentsOf('/policy/Life%20Cover/home?x=1#top')).toEqual(['policy', 'Life Cover', 'home'])
  })
  it('returns null for malformed escapes', () => {
    expect(segmentsOf('/%E0%A4%A')).toBeNull()
  })
})
