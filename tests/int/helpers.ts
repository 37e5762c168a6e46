import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { inject } from 'vitest'

import { createDatabase } from '../../tools/ensure-postgres.mjs'

export type TestPayload = { payload: Payload; dataDir: string; close: () => Promise<void> }

/** The dialect this run tests: the `int` project runs on SQLite, `int-pg` on Postgres. */
export function testDialect(): 'sqlite' | 'postgres' {
  return inject('postgresTemplateUrl') ? 'postgres' : 'sqlite'
}

/**
 * A Payload instance on a throwaway database: a SQLite file, or in the Postgres run a database of its
 * own on the test server. With `seeded` (the default) it starts from a copy of the template database
 * that global setup seeded with the demo content; otherwise from empty, with the schema migrated.
 * Call it once per test file, before anything imports the Payload config (which reads the env).
 */
export async function startPayload({ seeded = true }: { seeded?: boolean } = {}): Promise<TestPayload> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-int-'))
  const pgTemplate = inject('postgresTemplateUrl')
  if (pgTemplate) {
    const name = `int_${crypto.randomBytes(6).toString('hex')}`
    const template = new URL(pgTemplate).pathname.slice(1)
    process.env.DATABASE_URL = createDatabase(pgTemplate, name, seeded ? { template } : {})
    // The seeded documents point at files: copy the uploads the template's seed wrote, as SQLite does.
    const files = inject('postgresTemplateDataDir')
    if (seeded && files) fs.cpSync(files, dataDir, { recursive: true })
    // The schema comes from the committed migrations (the template, or migrate() below), as in production.
    process.env.DB_PUSH = 'false'
  } else {
    if (seeded) {
      const template = inject('sqliteTemplateDir') ?? path.resolve('.int-template')
      if (!fs.existsSync(path.join(template, 'redwood.db'))) throw new Error('The seeded template database is missing.')
      fs.cpSync(template, dataDir, { recursive: true })
    }
    process.env.DATABASE_URL = `file:${path.join(dataDir, 'redwood.db')}`
    // A copy of the template has the schema the committed migrations give, as on Postgres and in
    // production (a field a migration forgot fails the tests that use it): pushing would only compare the
    // two, at about a second of CPU per file.
    process.env.DB_PUSH = seeded ? 'false' : 'true'
  }
  process.env.DATA_DIR = dataDir
  // Every in-process request counts as one client (no HTTP front): the sign-in limit has its own e2e test.
  process.env.SIGN_IN_RATE_LIMIT ??= '1000'
  process.env.PASSWORD_RESET_RATE_LIMIT ??= '1000'
  const { getPayload } = await import('payload')
  const { default: config } = await import('@/payload.config')
  const payload = await getPayload({ config })
  if (pgTemplate && !seeded) await payload.db.migrate()
  return {
    payload,
    dataDir,
    close: async () => {
      // The Postgres database stays until the throwaway server is removed after the run.
      await payload.destroy()
      await removeDataDir(dataDir)
    },
  }
}

/**
 * Removes a test's data folder. The tests await their outboxes' last runs first, but a file write the
 * process had already handed to the file system's worker threads (a mail file, SQLite's journal) can land
 * while the folder is being removed. Node's own retries only retry the last step (the folder itself), so
 * a file created meanwhile makes every retry fail: this tries the whole removal again, after a pause.
 */
async function removeDataDir(dir: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      fs.rmSync(dir, { recursive: true, force: true })
      return
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code
      if (attempt >= 20 || (code !== 'ENOTEMPTY' && code !== 'EBUSY')) {
        const left = fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).join(', ') : ''
        throw new Error(`Could not remove the test data folder ${dir} (${code}); still in it: ${left}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
