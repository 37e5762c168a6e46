import { describe, expect, it } from 'vitest'

import {
  aboutLinks,
  claimsLinks,
  fileSizeLabel,
  footerAboutLinks,
  footerServiceLinks,
  isCorporatePath,
  nextScrolled,
  splitBrand,
} from './nav'

describe('isCorporatePath', () => {
  it.each([
    ['/corporate/home', true],
    ['/corporate', true],
    ['/policy/corporate/group-life-plan', true],
    ['/policy/corporate/home', true],
    ['/Policy/Corporate/home', true],
    ['/', false],
    ['/policy/life/home', false],
    ['/policy/life/corporate', false],
    ['/corporately', false],
    ['/policy/corporate-x/home', false],
    [null, false],
  ])('%s → %s', (path, expected) => {
    expect(isCorporatePath(path)).toBe(expected)
  })
})

describe('fileSizeLabel', () => {
  it('shows kilobytes below a megabyte and at least 1 KB', () => {
    expect(fileSizeLabel(100)).toBe('1 KB')
    expect(fileSizeLabel(2_345)).toBe('2 KB')
    expect(fileSizeLabel(512_000)).toBe('500 KB')
  })
  it('shows megabytes with one decimal under 10 MB', () => {
    expect(fileSizeLabel(1_572_864)).toBe('1.5 MB')
    expect(fileSizeLabel(2 * 1024 * 1024)).toBe('2 MB')
    expect(fileSizeLabel(15 * 1024 * 1024)).toBe('15 MB')
  })
  it('returns null when the size is unknown', () => {
    expect(fileSizeLabel(null)).toBeNull()
    expect(fileSizeLabel(0)).toBeNull()
  })
})

describe('link lists', () => {
  it('has the five claims pages and seven about pages of the spec', () => {
    expect(claimsLinks.map((l) => l.href)).toEqual([
      '/claims',
      '/claims/forms',
      '/claims/faqs',
      '/claims/promise',
      '/claims/glossary',
    ])
    expect(aboutLinks.map((l) => l.href)).toEqual([
      '/about',
      '/about/leadership',
      '/about/achievements',
      '/about/statements',
      '/about/careers',
      '/news',
      '/news/press-release',
    ])
  })
  it('gives the footer one set of service links: the claims resources, not product routes', () => {
    expect(footerServiceLinks.map((l) => l.href)).toEqual([
      '/claims/forms',
      '/claims/faqs',
      '/claims/promise',
      '/claims/glossary',
    ])
    expect(footerAboutLinks.map((l) => l.href)).toEqual([
      '/about',
      '/about/leadership',
      '/about/achievements',
      '/about/statements',
    ])
  })
})

describe('splitBrand', () => {
  it('splits the legal name after the short name', () => {
    expect(splitBrand('Redwood Life Assurance Limited', 'Redwood Life')).toEqual({
      main: 'Redwood Life',
      rest: 'Assurance Limited',
    })
  })
  it('keeps the whole name when the short name is not its start', () => {
    expect(splitBrand('Redwood Life', 'Redwood')).toEqual({ main: 'Redwood', rest: 'Life' })
    expect(splitBrand('Acme', 'Other')).toEqual({ main: 'Acme', rest: '' })
  })
})

describe('nextScrolled (spec thresholds: top under 1 px, scrolled over 2 px)', () => {
  it('is the top state under 1 px and the scrolled state over 2 px', () => {
    expect(nextScrolled(true, 0)).toBe(false)
    expect(nextScrolled(true, 0.5)).toBe(false)
    expect(nextScrolled(false, 2.5)).toBe(true)
    expect(nextScrolled(false, 500)).toBe(true)
  })
  it('keeps the previous state between 1 and 2 px', () => {
    expect(nextScrolled(false, 1)).toBe(false)
    expect(nextScrolled(true, 1)).toBe(true)
    expect(nextScrolled(false, 2)).toBe(false)
    expect(nextScrolled(true, 2)).toBe(true)
  })
})
