/**
 * Online claims' upkeep (issue 12): the hourly cleanup of old tracking attempts and abandoned
 * resumable uploads, and the tus locker shared through a real Redis (tools/ensure-redis.mjs) so an
 * upload's requests may reach different servers.
 */
import { ERRORS, MemoryLocker, Upload } from '@tus/server'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureRedis } from '../../tools/ensure-redis.mjs'
import type { RedisClient } from '@/lib/uploads/redis-locker'

import { startPayload, type TestPayload } from './helpers'

const MINUTE = 60_000

let t: TestPayload
let cleanup: typeof import('@/lib/claims/cleanup.server')

beforeAll(async () => {
  // The demo content is beside the point; the seeded copy is what the Postgres run can start from.
  t = await startPayload()
  cleanup = await import('@/lib/claims/cleanup.server')
})

afterAll(async () => {
  await t?.close()
})

describe('the hourly claims cleanup', () => {
  it('deletes tracking attempts once they no longer count towards either limit (15 minutes per address, an hour per reference), and only those', async () => {
    await t.payload.delete({ collection: 'claim-lookups', where: { id: { exists: true } }, overrideAccess: true })
    for (const clientKey of ['a', 'b', 'c']) await t.payload.create({ collection: 'claim-lookups', data: { clientKey }, overrideAccess: true })
    const now = Date.now()
    // Past the address limit's window the rows still count for a reference's wrong answers.
    expect(await cleanup.purgeOldClaimLookups(t.payload, new Date(now + 16 * MINUTE))).toBe(0)
    expect(await cleanup.purgeOldClaimLookups(t.payload, new Date(now + 59 * MINUTE))).toBe(0)
    expect((await t.payload.count({ collection: 'claim-lookups', overrideAccess: true })).totalDocs).toBe(3)
    expect(await cleanup.purgeOldClaimLookups(t.payload, new Date(now + 61 * MINUTE))).toBe(3)
    expect((await t.payload.count({ collection: 'claim-lookups', overrideAccess: true })).totalDocs).toBe(0)
  })

  it('finds nothing to remove on a fresh data folder, where no upload has made the store\'s folder yet', async () => {
    const fs = await import('node:fs')
    const path = await import('node:path')
    fs.rmSync(path.join(t.dataDir, 'claim-uploads'), { recursive: true, force: true })
    expect(await cleanup.cleanUpExpiredClaimUploads()).toBe(0)
  })

  it('removes unfinished uploads older than a day from the upload store, keeping newer ones', async () => {
    const { claimUploadStore } = await import('@/lib/uploads/tus-store')
    const store = claimUploadStore().datastore
    const old = new Upload({ id: `old${Date.now()}`, size: 1000, offset: 0, metadata: {}, creation_date: new Date(Date.now() - 25 * 60 * MINUTE).toISOString() })
    const fresh = new Upload({ id: `new${Date.now()}`, size: 1000, offset: 0, metadata: {}, creation_date: new Date(Date.now() - 23 * 60 * MINUTE).toISOString() })
    await store.create(old)
    await store.create(fresh)
    expect(await cleanup.cleanUpExpiredClaimUploads()).toBe(1)
    await expect(store.getUpload(old.id)).rejects.toBeTruthy()
    expect((await store.getUpload(fresh.id)).id).toBe(fresh.id)
    expect(await cleanup.cleanUpExpiredClaimUploads()).toBe(0)
  })
})

describe('the tus locker', () => {
  it('is the memory locker when REDIS_URL is not set', async () => {
    const previous = process.env.REDIS_URL
    delete process.env.REDIS_URL
    const g = globalThis as Record<symbol, unknown>
    delete g[Symbol.for('redwood.tus-locker')]
    try {
      const { claimUploadLocker } = await import('@/lib/uploads/tus-store')
      expect(await claimUploadLocker()).toBeInstanceOf(MemoryLocker)
    } finally {
      delete g[Symbol.for('redwood.tus-locker')]
      if (previous !== undefined) process.env.REDIS_URL = previous
    }
  })
})

describe('the tus locker in Redis (two servers, one Redis)', () => {
  let redis: Awaited<ReturnType<typeof ensureRedis>>
  const clients: RedisClient[] = []
  let RedisLocker: typeof import('@/lib/uploads/redis-locker').RedisLocker
  const lockers: import('@/lib/uploads/redis-locker').RedisLocker[] = []
  const prefix = `test:${Date.now()}:`

  async function server(options: { ttlMs?: number; acquireTimeoutMs?: number } = {}) {
    const client: RedisClient = createClient({ url: redis.url })
    client.on('error', () => {})
    await client.connect()
    clients.push(client)
    const locker = new RedisLocker(client, { prefix, retryMs: 20, ...options })
    lockers.push(locker)
    return locker
  }

  beforeAll(async () => {
    redis = await ensureRedis()
    RedisLocker = (await import('@/lib/uploads/redis-locker')).RedisLocker
  })

  afterAll(async () => {
    for (const l of lockers) await l.close()
    for (const c of clients) await c.close().catch(() => undefined)
    await redis?.dispose()
  })

  it('lets one request at a time hold an upload; a waiting request on another server asks the holder to let go', async () => {
    const a = await server()
    const b = await server()
    const events: string[] = []
    const heldByA = a.newLock('upload-1')
    let asked = false
    // As tus's own cancel: the first request ends the holding request; later ones find it ended.
    await heldByA.lock(new AbortController().signal, async () => {
      if (asked) return
      asked = true
      events.push('A asked to release')
      await heldByA.unlock()
      events.push('A released')
    })
    events.push('A holds')
    const heldByB = b.newLock('upload-1')
    await heldByB.lock(new AbortController().signal, () => undefined)
    events.push('B holds')
    expect(events).toEqual(['A holds', 'A asked to release', 'A released', 'B holds'])
    await heldByB.unlock()
  })

  it('makes a request wait, then give up, while the holder does not let go; other uploads are not held up', async () => {
    const a = await server()
    const b = await server({ acquireTimeoutMs: 300 })
    const held = a.newLock('upload-2')
    await held.lock(new AbortController().signal, () => undefined)
    const started = Date.now()
    await expect(b.newLock('upload-2').lock(new AbortController().signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT)
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)
    const other = b.newLock('upload-3')
    await other.lock(new AbortController().signal, () => undefined)
    await other.unlock()
    await held.unlock()
    const after = b.newLock('upload-2')
    await after.lock(new AbortController().signal, () => undefined)
    await after.unlock()
  })

  it('stops waiting when the waiting request is aborted', async () => {
    const a = await server()
    const b = await server({ acquireTimeoutMs: 10_000 })
    const held = a.newLock('upload-4')
    await held.lock(new AbortController().signal, () => undefined)
    const abort = new AbortController()
    const started = Date.now()
    const waiting = b.newLock('upload-4').lock(abort.signal, () => undefined)
    setTimeout(() => abort.abort(), 100)
    await expect(waiting).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT)
    expect(Date.now() - started).toBeLessThan(2000)
    await held.unlock()
  })

  it('a lock left by a crashed server expires; its late release never frees the next holder’s lock', async () => {
    const a = await server({ ttlMs: 200 })
    const b = await server({ acquireTimeoutMs: 2000 })
    const c = await server({ acquireTimeoutMs: 300 })
    const stale = a.newLock('upload-5')
    // A never answers a release request (its server is gone), and its lock is not renewed before it expires.
    await stale.lock(new AbortController().signal, () => undefined)
    const next = b.newLock('upload-5')
    await next.lock(new AbortController().signal, () => undefined)
    await stale.unlock()
    // B still holds it: C cannot take it.
    await expect(c.newLock('upload-5').lock(new AbortController().signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT)
    await next.unlock()
    expect(await clients[0]!.exists(`${prefix}lock:upload-5`)).toBe(0)
  })

  it('keeps a lock held longer than its expiry while its request goes on', async () => {
    const a = await server({ ttlMs: 1500 })
    const b = await server({ acquireTimeoutMs: 300 })
    const held = a.newLock('upload-6')
    await held.lock(new AbortController().signal, () => undefined)
    await new Promise((r) => setTimeout(r, 2500))
    await expect(b.newLock('upload-6').lock(new AbortController().signal, () => undefined)).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT)
    await held.unlock()
  })
})
