import { describe, expect, it } from 'vitest'

import { isOldBlogLink, isOldLink, isOldPolicyLink, OLD_LINK_PREFIX, withoutOldLinkPrefix } from './aliases'
import { type Catalog, resolvePath } from './resolve'

describe('isOldPolicyLink', () => {
  it.each([
    ['/policy/Medical/home', true],
    ['/policy/Life/home', true],
    ['/policy/LIFE/home', true],
    ['/policy/life/HOME', true],
    ['/policy/individual/12', true],
    ['/policy/individual/term-life-plan', true],
    ['/policy/corporate/13', true],
    ['/policy/corporate/home', true],
    ['/policy/life/4', true],
    ['/policy/Life/term-life-plan', true],
    ['/policy/Life%20Cover/home', true],
    // Canonical shapes stay with the (cached) policy pages.
    ['/policy/life/home', false],
    ['/policy/life/term-life-plan', false],
    ['/policy/corporate/group-life-plan', false],
    ['/policy/foo/bar', false],
    // Other shapes never reach the policy pages anyway.
    ['/policy/life', false],
    ['/policy/life/term-life-plan/more', false],
    ['/medical/home', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isOldPolicyLink(path)).toBe(expected)
  })

  it('leaves every address the policy pages render untouched', () => {
    const catalog: Catalog = {
      categories: [
        { id: 1, slug: 'life', name: 'Life', kind: 'individual' },
        { id: 2, slug: 'corporate', name: 'Corporate', kind: 'corporate' },
      ],
      products: [
        { id: 3, slug: 'term-life-plan', categoryId: 1 },
        { id: 4, slug: 'group-life-plan', categoryId: 2 },
      ],
    }
    for (const path of ['/policy/life/home', '/policy/life/term-life-plan', '/policy/corporate/group-life-plan']) {
      expect(resolvePath(path, catalog).kind).not.toBe('redirect')
      expect(isOldPolicyLink(path)).toBe(false)
    }
  })
})

describe('isOldBlogLink', () => {
  it.each([
    // The spec's legacy group slugs, any case, alone or with an article.
    ['/blog/lifeblog', true],
    ['/blog/healthblog', true],
    ['/blog/LifeBlog', true],
    ['/blog/lifeblog/term-or-endowment', true],
    ['/blog/healthblog/managing-high-blood-pressure', true],
    // Group names and headings: capitals, spaces, commas, escapes.
    ['/blog/Markets', true],
    ['/blog/Life%20insurance,%20explained', true],
    ['/blog/Life%20insurance,%20explained/how-much-life-cover-do-you-need', true],
    ['/blog/health%20and%20wellness/managing-high-blood-pressure', true],
    ['/blog/life_insurance', true],
    ['/blog/life-insurance/Term-Or-Endowment', true],
    // Numeric article ids.
    ['/blog/life-insurance/12', true],
    ['/blog/lifeblog/12', true],
    // Canonical shapes stay with the (cached) blog pages, even when they name nothing.
    ['/blog/life-insurance', false],
    ['/blog/markets', false],
    ['/blog/life-insurance/how-much-life-cover-do-you-need', false],
    ['/blog/life-insurance/top-10-tips', false],
    ['/blog/markets/term-or-endowment', false],
    ['/blog/no-such-group', false],
    // Other shapes never reach the blog pages anyway.
    ['/blog', false],
    ['/blog/life-insurance/a/b', false],
    ['/lifeblog', false],
  ])('%s → %s', (path, expected) => {
    expect(isOldBlogLink(path)).toBe(expected)
  })
})

describe('isOldLink (what the proxy rewrites)', () => {
  it.each([
    ['/policy/Medical/home', true],
    ['/blog/lifeblog', true],
    ['/blog/life-insurance/12', true],
    ['/policy/life/home', false],
    ['/blog/life-insurance', false],
  ])('%s → %s', (path, expected) => {
    expect(isOldLink(path)).toBe(expected)
  })
})

describe('withoutOldLinkPrefix', () => {
  it.each([
    [`${OLD_LINK_PREFIX}/policy/Medical/home`, '/policy/Medical/home'],
    [OLD_LINK_PREFIX, '/'],
    ['/medical/home', '/medical/home'],
    ['/_old-links/x', '/_old-links/x'],
  ])('%s → %s', (input, expected) => {
    expect(withoutOldLinkPrefix(input)).toBe(expected)
  })
})
