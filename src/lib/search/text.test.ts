import { describe, expect, it } from 'vitest'

import { ftsExpression, tsqueryText } from './engine'
import { closestWord, editDistance, highlight, normalise, snippet, stemOf, trigramsOf } from './text'

describe('search text', () => {
  it('normalises and bounds a query', () => {
    expect(normalise('  Funéral   COVER!! ')).toBe('funeral cover')
    expect(normalise('"; DROP TABLE x; --')).toBe('drop table x')
    expect(normalise('a'.repeat(500)).length).toBe(100)
  })

  it('counts edits, a swap of neighbours as one', () => {
    expect(editDistance('funral', 'funeral')).toBe(1)
    expect(editDistance('benefishary', 'beneficiary')).toBe(2)
    expect(editDistance('malaira', 'malaria')).toBe(1)
    expect(editDistance('abc', 'xyzxyzxyz', 2)).toBe(3)
  })

  it('corrects a word to the closest known one, the commoner on a tie, and short words not at all', () => {
    expect(closestWord('hospitl', [{ term: 'hospital', docs: 9 }, { term: 'hospice', docs: 1 }])).toBe('hospital')
    expect(closestWord('endownment', [{ term: 'endowment', docs: 5 }])).toBe('endowment')
    expect(closestWord('cat', [{ term: 'car', docs: 5 }])).toBeNull()
    expect(closestWord('plam', [{ term: 'plan', docs: 1 }, { term: 'palm', docs: 3 }])).toBe('palm')
    expect(trigramsOf('fun')).toEqual(['fun'])
  })

  it('marks every form of the words searched for, and cuts a snippet around the first', () => {
    const stems = ['claim', 'fund'].map(stemOf)
    expect(highlight('Claims are paid from the fund.', stems)).toEqual([
      { text: 'Claims', mark: true },
      { text: ' are paid from the ', mark: false },
      { text: 'fund', mark: true },
      { text: '.', mark: false },
    ])
    const long = `${'word '.repeat(100)}the claim is here ${'more '.repeat(100)}`
    const cut = snippet(long, stems, 80)
    expect(cut).toContain('claim')
    expect(cut.startsWith('… ')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(90)
  })

  it('quotes every word for FTS5 and Postgres, so no operator a visitor types is obeyed', () => {
    const groups = [[['funeral'], ['burial']], [['cover']], [['education', 'plan']]]
    expect(ftsExpression(groups, 'all')).toBe('(("funeral") OR ("burial")) AND (("cover")) AND (("education" AND "plan"))')
    expect(tsqueryText(groups, 'any')).toBe('((funeral) | (burial)) | ((cover)) | ((education & plan))')
    expect(ftsExpression([[['"near(*']]], 'all')).toBe('(("near"))')
  })
})
