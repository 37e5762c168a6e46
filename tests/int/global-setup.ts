import fs from 'node:fs'
import path from 'node:path'

import { runTsxSync } from '../support/tsx-script'

/**
 * Seeds one template database (schema pushed from the collections, demo content generated) before
 * the integration tests; each test file then works on its own copy (see helpers.ts).
 */
export default function setup(): void {
  const dir = path.resolve('.int-template')
  fs.rmSync(dir, { recursive: true, force: true })
  runTsxSync('src/seed/prepare.ts', [], {
    env: { ...process.env, NODE_ENV: 'development', DB_PUSH: 'true', DATA_DIR: dir, DATABASE_URL: '' },
  })
  process.env.INT_TEMPLATE_DIR = dir
}
