import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'

import { FileStore } from '@tus/file-store'
import { S3Store } from '@tus/s3-store'
import { MemoryLocker, type DataStore, type Locker } from '@tus/server'
import { createClient } from 'redis'

import { env } from '@/lib/env'
import { DATA_DIR } from '@/lib/env.schema'

import { CLAIM_UPLOAD_EXPIRE_MS as EXPIRE_MS } from './expiry'
import { RedisLocker, type RedisClient } from './redis-locker'

/**
 * Where unfinished resumable uploads wait, and how their requests take turns: the one place both are
 * chosen. With S3_* the chunks go to the shared bucket (not one server's disk) and with REDIS_URL the
 * lock is shared too, so an upload's PATCH requests may reach any server; otherwise a folder on this
 * server and its memory. A finished upload is read back whole, checked and moved into the claim-files
 * collection, then removed from the store.
 */
export type UploadStore = {
  datastore: DataStore
  /** The finished upload's bytes, at most `limit` of them. */
  readWhole: (id: string, limit: number) => Promise<Uint8Array>
  remove: (id: string) => Promise<void>
}

/** S3's smallest part; claim files are at most 10 MB, so an upload is one or two parts. */
const S3_PART_BYTES = 5 * 1024 * 1024

async function collect(stream: Readable, limit: number): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
    size += buffer.length
    if (size > limit) {
      stream.destroy()
      throw new Error('The upload is larger than allowed')
    }
    chunks.push(buffer)
  }
  return new Uint8Array(Buffer.concat(chunks))
}

export function claimUploadStore(): UploadStore {
  const s3 = env.s3
  if (s3) {
    const store = new S3Store({
      partSize: S3_PART_BYTES,
      expirationPeriodInMilliseconds: EXPIRE_MS,
      s3ClientConfig: {
        bucket: s3.bucket,
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
        // As for media (src/lib/uploads/storage.ts): many S3-compatible stores refuse streamed checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        maxAttempts: 3,
      },
    })
    return { datastore: store, readWhole: async (id, limit) => collect(await store.read(id), limit), remove: (id) => store.remove(id) }
  }
  const directory = path.join(DATA_DIR, 'claim-uploads')
  // The store makes its folder without waiting for it: the hourly clean-up's first listing, seconds after a
  // fresh server starts, would find no folder yet and fail (ENOENT).
  fs.mkdirSync(directory, { recursive: true })
  const store = new FileStore({ directory, expirationPeriodInMilliseconds: EXPIRE_MS })
  return {
    datastore: store,
    readWhole: (id, limit) => collect(store.read(id), limit),
    remove: (id) => store.remove(id),
  }
}

const LOCKER_KEY = Symbol.for('redwood.tus-locker')

/**
 * The locker for resumable uploads: in Redis when REDIS_URL is set (every server shares it), in this
 * server's memory otherwise. If Redis is unreachable a PATCH fails and tus-js-client retries it: a
 * lock in one server's memory would not stop another server writing the same upload.
 */
export function claimUploadLocker(): Promise<Locker> {
  const g = globalThis as typeof globalThis & { [LOCKER_KEY]?: Promise<Locker> }
  g[LOCKER_KEY] ??= (async () => {
    const url = process.env.REDIS_URL
    if (!url) return new MemoryLocker()
    const client: RedisClient = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 2000, reconnectStrategy: (n) => Math.min(200 * 2 ** n, 5000) } })
    client.on('error', () => {})
    await client.connect()
    return new RedisLocker(client, { prefix: 'redwood:tus:' })
  })().catch((error: unknown) => {
    delete g[LOCKER_KEY]
    throw error
  })
  return g[LOCKER_KEY]
}
