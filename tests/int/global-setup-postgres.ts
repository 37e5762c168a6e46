import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { ensurePostgres } from '../../tools/ensure-postgres.mjs'
import { runTsxSync } from '../support/tsx-script'

/**
 * The integration suite on Postgres: a throwaway server on a free loopback port,
 * and one template database brought up by the committed migrations and seeded, exactly as `npm start`
 * does; each test file then works on its own copy (see helpers.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const pg = await ensurePostgres()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-int-pg-'))
  try {
    runTsxSync('src/seed/prepare.ts', [], {
      env: { ...process.env, NODE_ENV: 'production', DB_PUSH: 'false', DATA_DIR: dataDir, DATABASE_URL: pg.url },
    })
  } catch (error) {
    pg.stop()
    throw error
  }
  project.provide('postgresTemplateUrl', pg.url)
  project.provide('postgresTemplateDataDir', dataDir)
  return () => {
    pg.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set in the Postgres run only: the seeded template database the test files copy. */
    postgresTemplateUrl?: string
    /** The uploads (media, documents) the template's seed wrote: each test file gets a copy. */
    postgresTemplateDataDir?: string
  }
}
