/** Online claims' upkeep (issue 12): the hourly cleanup of old tracking attempts and abandoned resumable uploads. */
import { Upload } from '@tus/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startPayload, type TestPayload } from './helpers'

const MINUTE = 60_000

let t: TestPayload
let cleanup: typeof import('@/lib/claims/cleanup.server')

beforeAll(async () => {
  t = await startPayload({ seeded: false })
  cleanup = await import('@/lib/claims/cleanup.server')
})

afterAll(async () => {
  await t?.close()
})

describe('the hourly claims cleanup', () => {
  it('deletes tracking attempts once they no longer count towards the limit (15 minutes), and only those', async () => {
    await t.payload.delete({ collection: 'claim-lookups', where: { id: { exists: true } }, overrideAccess: true })
    for (const clientKey of ['a', 'b', 'c']) await t.payload.create({ collection: 'claim-lookups', data: { clientKey }, overrideAccess: true })
    const now = Date.now()
    expect(await cleanup.purgeOldClaimLookups(t.payload, new Date(now + 14 * MINUTE))).toBe(0)
    expect((await t.payload.count({ collection: 'claim-lookups', overrideAccess: true })).totalDocs).toBe(3)
    expect(await cleanup.purgeOldClaimLookups(t.payload, new Date(now + 16 * MINUTE))).toBe(3)
    expect((await t.payload.count({ collection: 'claim-lookups', overrideAccess: true })).totalDocs).toBe(0)
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
