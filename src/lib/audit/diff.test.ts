import { describe, expect, it } from 'vitest'

import { changedFields, VALUE_CHARS } from './diff'

describe('changedFields', () => {
  it('names each changed field with its value before and after, and leaves unchanged ones out', () => {
    expect(changedFields({ loadingPercent: 25, name: 'Term', updatedAt: 'a' }, { loadingPercent: 35, name: 'Term', updatedAt: 'b' })).toEqual([
      { field: 'loadingPercent', before: '25', after: '35' },
    ])
  })

  it('never records secrets or sign-in state', () => {
    expect(changedFields({ hash: 'x', salt: 'y', sessions: [1] }, { hash: 'z', salt: 'w', sessions: [2] })).toEqual([])
  })

  it('records only that personal fields changed, not what they hold', () => {
    const changes = changedFields({ status: 'referred', healthAnswers: [{ answer: 'no' }] }, { status: 'accepted', healthAnswers: [{ answer: 'yes', details: 'Appendix' }] }, { valuesOf: ['status'] })
    expect(changes).toEqual([{ field: 'healthAnswers' }, { field: 'status', before: 'referred', after: 'accepted' }])
    expect(JSON.stringify(changes)).not.toContain('Appendix')
  })

  it('compares relationships by id, whatever the depth they were read at', () => {
    expect(changedFields({ category: 3 }, { category: { id: 3, title: 'Life', updatedAt: 'x' } })).toEqual([])
  })

  it('cuts long values', () => {
    const [change] = changedFields({ body: '' }, { body: 'x'.repeat(5_000) })
    expect(change?.after?.length).toBe(VALUE_CHARS)
  })

  it('a created document lists its fields; a deleted one too', () => {
    expect(changedFields(null, { title: 'New' })).toEqual([{ field: 'title', before: 'null', after: 'New' }])
    expect(changedFields({ title: 'Old' }, null)).toEqual([{ field: 'title', before: 'Old', after: 'null' }])
  })
})
