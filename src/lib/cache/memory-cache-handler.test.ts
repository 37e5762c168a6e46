import { describe, expect, it } from 'vitest'

import MemoryCacheHandler from './memory-cache-handler.mjs'

const page = (html: string, tags: string) => ({ kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tags }, status: 200 })

describe('MemoryCacheHandler (Next’s cache without Redis)', () => {
  it('starts empty: a build’s prerendered page is never served, every page is rendered on its first request', async () => {
    expect(await new MemoryCacheHandler().get('/', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('keeps a page until one of its tags is expired, across the handler instances Next makes', async () => {
    const writer = new MemoryCacheHandler()
    const reader = new MemoryCacheHandler()
    await writer.set('/claims', page('<h1>Claims</h1>', 'content,_N_T_/claims'), { kind: 'APP_PAGE' })
    expect((await reader.get('/claims', { kind: 'APP_PAGE' }))?.value).toMatchObject({ html: '<h1>Claims</h1>' })
    await new Promise((resolve) => setTimeout(resolve, 2))
    await reader.revalidateTag('unrelated')
    expect(await reader.get('/claims', { kind: 'APP_PAGE' })).not.toBeNull()
    await reader.revalidateTag(['content'])
    expect(await writer.get('/claims', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('expires a data read by its own tags and by the soft tags Next passes with it', async () => {
    const handler = new MemoryCacheHandler()
    await handler.set('read-1', { kind: 'FETCH', data: { body: '1' } }, { tags: ['content'] })
    await new Promise((resolve) => setTimeout(resolve, 2))
    await handler.revalidateTag('_N_T_/about')
    expect(await handler.get('read-1', { kind: 'FETCH', softTags: ['_N_T_/about'] })).toBeNull()
  })
})
