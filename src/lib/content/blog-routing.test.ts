import { describe, expect, it } from 'vitest'

import { articleKey, decodeSegment, findGroup, type GroupRef } from './blog-routing'

const groups: GroupRef[] = [
  { id: 1, slug: 'life-insurance', name: 'Life', heading: 'Life insurance, explained', legacySlugs: ['lifeblog'] },
  { id: 2, slug: 'health-and-wellness', name: 'Health', heading: 'Health and wellness', legacySlugs: ['healthblog'] },
  { id: 3, slug: 'markets', name: 'Markets', heading: 'Markets and money', legacySlugs: ['Markets'] },
]

describe('findGroup', () => {
  it.each([
    ['life-insurance', 1],
    ['lifeblog', 1],
    ['LifeBlog', 1],
    ['Life%20insurance,%20explained', 1],
    ['Life insurance, explained', 1],
    ['life%20insurance%2C%20explained', 1],
    ['Life', 1],
    ['healthblog', 2],
    ['Health%20and%20wellness', 2],
    ['health', 2],
    ['markets', 3],
    ['Markets', 3],
    ['Markets%20and%20money', 3],
  ])('finds the group for %s', (segment, id) => {
    expect(findGroup(groups, segment)?.id).toBe(id)
  })

  it.each(['unknown', '', '%', 'lif', 'life-insurance-blog', 'Life insurance'])('finds nothing for %j', (segment) => {
    expect(findGroup(groups, segment)).toBeNull()
  })
})

describe('articleKey', () => {
  it('reads a slug', () => {
    expect(articleKey('term-or-endowment')).toEqual({ slug: 'term-or-endowment', id: null })
  })

  it('reads an old numeric id', () => {
    expect(articleKey('12')).toEqual({ slug: '12', id: 12 })
  })

  it('forgives capitals and spaces', () => {
    expect(articleKey('Term-Or-Endowment')).toEqual({ slug: 'term-or-endowment', id: null })
    expect(articleKey('term%20or%20endowment')).toEqual({ slug: 'term-or-endowment', id: null })
  })

  it.each(['', '../etc', 'a--b', '<script>', 'x'.repeat(201)])('refuses %j', (segment) => {
    expect(articleKey(segment)).toBeNull()
  })
})

describe('decodeSegment', () => {
  it('decodes once and survives a stray percent sign', () => {
    expect(decodeSegment('a%20b')).toBe('a b')
    expect(decodeSegment('100%')).toBe('100%')
    expect(decodeSegment('plain')).toBe('plain')
  })
})
