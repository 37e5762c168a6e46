import { afterEach, describe, expect, it, vi } from 'vitest'

import { openStatusTag } from '@/lib/hours/open-status'

import MemoryCacheHandler from './memory-cache-handler.mjs'
import { expireTagAt } from './scheduled-expiry'

const page = (html: string, tags: string) => ({ kind: 'APP_PAGE', html, headers: { 'x-next-cache-tags': tags }, status: 200 })
const g = globalThis as { __incrementalCache?: unknown }

afterEach(() => {
  vi.useRealTimers()
  delete g.__incrementalCache
})

describe('a page that says "Open now" is kept until 5:00pm, not a moment longer', () => {
  it('is served from the cache before the change and rendered again from the change on', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const handler = new MemoryCacheHandler()
    g.__incrementalCache = handler
    const closing = new Date('2026-12-01T16:00:00Z') // 5:00pm in Lagos
    const tag = openStatusTag(closing)

    vi.setSystemTime(new Date('2026-12-01T15:58:00Z'))
    await handler.set('/contact', page('<p>Open now until 5:00pm</p>', `content,${tag}`), { kind: 'APP_PAGE' })
    expect(await expireTagAt(tag, closing)).toBe(true)

    vi.setSystemTime(new Date('2026-12-01T15:59:59Z'))
    expect(await handler.get('/contact', { kind: 'APP_PAGE' })).not.toBeNull()
    vi.setSystemTime(new Date('2026-12-01T16:00:00Z'))
    expect(await handler.get('/contact', { kind: 'APP_PAGE' })).toBeNull()

    // The page rendered after the change carries the next change's tag and is kept.
    vi.setSystemTime(new Date('2026-12-01T16:00:01Z'))
    const opening = new Date('2026-12-02T07:00:00Z')
    await handler.set('/contact', page('<p>Closed now. Opens tomorrow at 8:00am</p>', `content,${openStatusTag(opening)}`), { kind: 'APP_PAGE' })
    await expireTagAt(openStatusTag(opening), opening)
    // Setting the 5:00pm tag again (another page rendered before it) changes nothing for this one.
    await expireTagAt(tag, closing)
    vi.setSystemTime(new Date('2026-12-01T23:00:00Z'))
    expect(await handler.get('/contact', { kind: 'APP_PAGE' })).not.toBeNull()
    vi.setSystemTime(new Date('2026-12-02T07:00:00Z'))
    expect(await handler.get('/contact', { kind: 'APP_PAGE' })).toBeNull()
  })

  it('schedules nothing where Next’s cache cannot be reached (scripts, tests)', async () => {
    expect(await expireTagAt('open-status-1', new Date())).toBe(false)
  })
})
