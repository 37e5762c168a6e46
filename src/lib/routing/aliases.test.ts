import { describe, expect, it } from 'vitest'

import { isOldPolicyLink, OLD_LINK_PREFIX, withoutOldLinkPrefix } from './aliases'
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
