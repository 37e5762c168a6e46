import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { ensurePostgres } from '../../tools/ensure-postgres.mjs'
import { runTsxOk } from '../support/tsx-script'

/**
 * The integration suite on Postgres: a throwaway server on a free loopback port,
 * and one template database brought up by the committed migrations and seeded, exactly as `npm start`
 * does; each test file then works on its own copy (see helpers.ts).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const pg = await ensurePostgres()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-int-pg-'))
  let prepared: string
  try {
    prepared = await runTsxOk('src/seed/prepare.ts', [], {
      env: { ...process.env, NODE_ENV: 'production', DB_PUSH: 'false', DATA_DIR: dataDir, DATABASE_URL: pg.url },
    })
  } catch (error) {
    pg.stop()
    throw error
  }
  project.provide('postgresTemplateUrl', pg.url)
  project.provide('postgresTemplateDataDir', dataDir)
  project.provide('postgresTemplatePrepared', prepared)
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
    /**
     * What `npm start`'s preparation printed as it made the template from an empty database (the
     * migrations test reads it rather than migrating and seeding another database the same way).
     */
    postgresTemplatePrepared?: string
  }
}
