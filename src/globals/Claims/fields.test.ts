import { describe, expect, it } from 'vitest'

import { uniqueAnchors } from './fields'

describe('uniqueAnchors', () => {
  const validate = uniqueAnchors('term', 'term')

  it('accepts distinct terms and empty lists', () => {
    expect(validate([{ term: 'Sum assured' }, { term: 'Beneficiary' }])).toBe(true)
    expect(validate(null)).toBe(true)
    expect(validate([])).toBe(true)
  })

  it('refuses two terms that would share a link, naming both', () => {
    const result = validate([{ term: 'Sum assured' }, { term: 'Premium' }, { term: 'sum  assured!' }])
    expect(result).toMatch(/"sum {2}assured!" is listed twice \(or too close to "Sum assured"\)/)
  })
})
