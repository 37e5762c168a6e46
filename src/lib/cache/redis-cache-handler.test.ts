import { describe, expect, it } from 'vitest'

import { deserialize, entryTags, isExpired, serialize } from './redis-cache-handler.mjs'

describe('Redis cache entries', () => {
  it('keep the Buffers and Maps of a page entry through the round trip', () => {
    const entry = {
      lastModified: 1,
      value: {
        kind: 'APP_PAGE',
        html: '<h1>Hi</h1>',
        rscData: Buffer.from('rsc payload'),
        segmentData: new Map([['/_index', Buffer.from('segment')]]),
        headers: { 'x-next-cache-tags': 'content,_N_T_/layout' },
      },
    }
    const back = deserialize(serialize(entry))
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true)
    expect(back.value.rscData.toString()).toBe('rsc payload')
    expect(back.value.segmentData).toBeInstanceOf(Map)
    expect(back.value.segmentData.get('/_index').toString()).toBe('segment')
    expect(back.value.html).toBe('<h1>Hi</h1>')
  })

  it('answer to their own tags, the implicit path tags and the tags header', () => {
    expect(entryTags({ headers: { 'x-next-cache-tags': 'content,_N_T_/blog/layout' } }, {}).sort()).toEqual(['_N_T_/blog/layout', 'content'])
    expect(entryTags(null, { tags: ['content'], softTags: ['_N_T_/layout'] }).sort()).toEqual(['_N_T_/layout', 'content'])
  })

  it('expire when a tag was expired after the entry was made, not before, and not in the future', () => {
    const made = 1_000
    expect(isExpired([null, '2000'], made, 3_000)).toBe(true)
    expect(isExpired(['500'], made, 3_000)).toBe(false)
    expect(isExpired(['5000'], made, 3_000)).toBe(false)
    expect(isExpired([null, undefined], made, 3_000)).toBe(false)
  })
})
