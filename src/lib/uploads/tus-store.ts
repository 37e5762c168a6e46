import path from 'node:path'
import type { Readable } from 'node:stream'

import { FileStore } from '@tus/file-store'
import type { DataStore } from '@tus/server'

import { DATA_DIR } from '@/lib/env.schema'

/**
 * Where unfinished resumable uploads wait: the one place the store is chosen (a folder on this server
 * today; an S3 store when S3 storage is set up goes here, and only here). A finished upload is read
 * back whole, checked and moved into the claim-files collection, then removed from the store.
 */
export type UploadStore = {
  datastore: DataStore
  /** The finished upload's bytes, at most `limit` of them. */
  readWhole: (id: string, limit: number) => Promise<Uint8Array>
  remove: (id: string) => Promise<void>
}

/** Unfinished uploads left for a day are removed (cleanUpExpiredUploads). */
const EXPIRE_MS = 24 * 60 * 60 * 1000

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
  const store = new FileStore({ directory: path.join(DATA_DIR, 'claim-uploads'), expirationPeriodInMilliseconds: EXPIRE_MS })
  return {
    datastore: store,
    readWhole: (id, limit) => collect(store.read(id), limit),
    remove: (id) => store.remove(id),
  }
}
