import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'

export type TestPayload = { payload: Payload; dataDir: string; close: () => Promise<void> }

/**
 * A Payload instance on a throwaway SQLite file. With `seeded` (the default) it starts from a copy of
 * the template database that global-setup seeded with the demo content; otherwise from empty.
 * Call it once per test file, before anything imports the Payload config (which reads the env).
 */
export async function startPayload({ seeded = true }: { seeded?: boolean } = {}): Promise<TestPayload> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-int-'))
  if (seeded) {
    const template = path.resolve('.int-template')
    if (!fs.existsSync(path.join(template, 'redwood.db'))) throw new Error('The seeded template database is missing.')
    fs.cpSync(template, dataDir, { recursive: true })
  }
  process.env.DATA_DIR = dataDir
  process.env.DATABASE_URL = `file:${path.join(dataDir, 'redwood.db')}`
  process.env.DB_PUSH = 'true'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/payload.config')
  const payload = await getPayload({ config })
  return {
    payload,
    dataDir,
    close: async () => {
      await payload.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

