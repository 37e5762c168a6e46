import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Seeds one template database (schema pushed from the collections, demo content generated) before
 * the integration tests; each test file then works on its own copy (see helpers.ts).
 */
export default function setup(): void {
  const dir = path.resolve('.int-template')
  fs.rmSync(dir, { recursive: true, force: true })
  execFileSync(process.execPath, ['--no-deprecation', '--import', 'tsx', 'src/seed/prepare.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', DB_PUSH: 'true', DATA_DIR: dir, DATABASE_URL: '' },
  })
  process.env.INT_TEMPLATE_DIR = dir
}
