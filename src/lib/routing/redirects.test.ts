import { describe, expect, it } from 'vitest'

import { findLoop, matchRedirect, normalizeFrom, normalizeTo, type RedirectRule, validateFrom, validateTo } from './redirects'

describe('normalizeFrom', () => {
  it.each([
    ['/Old-Page/', '/old-page'],
    ['  /promo  ', '/promo'],
    ['/promo?utm_source=sms#top', '/promo'],
    ['//double//slashes/', '/double/slashes'],
    ['/caf%C3%A9', '/café'],
    ['/', '/'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeFrom(input)).toBe(expected)
  })
})

describe('normalizeTo', () => {
  it.each([
    ['/policy/life/home/', '/policy/life/home'],
    ['/policy/life/home/?a=1', '/policy/life/home?a=1'],
    ['/claims#forms', '/claims#forms'],
    ['/blog/../claims/', '/claims'],
    ['/café', '/caf%C3%A9'],
    // Not a site path: kept as typed for validation to refuse.
    ['https://example.org/a/', 'https://example.org/a/'],
    ['/.//evil.example', '/.//evil.example'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeTo(input)).toBe(expected)
  })
})

describe('validateFrom', () => {
  it.each([
    ['/old-page', true],
    ['/policy/Medical/home', true],
    ['old-page', false],
    ['https://redwoodlife.example/old', false],
    ['//evil.example/path', false],
    ['', false],
    ['/', false],
    ['/admin', false],
    ['/admin/collections/users', false],
    ['/api/products', false],
    ['/_next/static/x.js', false],
    ['/administration', true],
  ])('%s valid: %s', (input, ok) => {
    expect(validateFrom(input) === true).toBe(ok)
  })
})

describe('validateTo', () => {
  it.each([
    ['/policy/life/home', true],
    ['/claims?from=sms#forms', true],
    // Every redirect stays on this site.
    ['https://pay.redwoodlife.example', false],
    ['http://example.org', false],
    ['javascript:alert(1)', false],
    ['//evil.example', false],
    ['/.//evil.example', false],
    ['/a/..//evil.example', false],
    ['/%2e//evil.example', false],
    ['/\\evil.example', false],
    ['policy/life', false],
    ['', false],
  ])('%s valid: %s', (input, ok) => {
    expect(validateTo(input) === true).toBe(ok)
  })
})

describe('findLoop', () => {
  const rules: RedirectRule[] = [
    { from: '/a', to: '/b', permanent: true },
    { from: '/b', to: '/c', permanent: true },
    { from: '/x', to: 'https://example.org/x', permanent: false },
  ]
  it.each<[string, string, string[] | null]>([
    ['/self', '/self', ['/self', '/self']],
    ['/self', '/SELF/', ['/self', '/self']],
    ['/c', '/a', ['/c', '/a', '/b', '/c']],
    ['/c', '/a?x=1', ['/c', '/a', '/b', '/c']],
    ['/d', '/a', null],
    ['/d', 'https://example.org/d', null],
    ['/d', '/x', null],
  ])('%s → %s', (from, to, loop) => {
    expect(findLoop(from, to, rules)).toEqual(loop)
  })
  it('ignores circles that do not pass through the new redirect', () => {
    const circular: RedirectRule[] = [
      { from: '/p', to: '/q', permanent: true },
      { from: '/q', to: '/p', permanent: true },
    ]
    expect(findLoop('/new', '/p', circular)).toBeNull()
  })
})

describe('matchRedirect', () => {
  const rules: RedirectRule[] = [
    { from: '/summer-promo', to: '/policy/life/term-life-plan', permanent: false },
    { from: '/brochure', to: 'https://example.org/brochure.pdf', permanent: true },
  ]
  it('matches regardless of case and a trailing slash', () => {
    expect(matchRedirect('/Summer-Promo/', rules)?.to).toBe('/policy/life/term-life-plan')
  })
  it('returns null when no rule matches', () => {
    expect(matchRedirect('/winter-promo', rules)).toBeNull()
  })
})
