import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import S3rver from 's3rver'

export type TestS3 = {
  /** The S3_* variables that point the app at this store. */
  env: Record<string, string>
  /** Whether the bucket holds an object under `key` (read from the emulator's own folder). */
  has: (key: string) => boolean
  /** The bytes stored under `key`. */
  read: (key: string) => Buffer
  stop: () => Promise<void>
}

const BUCKET = 'redwood-media'

/** An S3-compatible store (s3rver) in this process on 127.0.0.1, with one empty bucket in a temp folder. */
export async function startS3(): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: BUCKET }] })
  const { port } = await server.run()
  // s3rver keeps each object as a file named after its key with this suffix.
  const objectFile = (key: string) => path.join(directory, BUCKET, `${key}._S3rver_object`)
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      // s3rver's fixed test credentials.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    has: (key) => fs.existsSync(objectFile(key)),
    read: (key) => fs.readFileSync(objectFile(key)),
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
