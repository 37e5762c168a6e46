import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensurePostgres } from '../../scripts/ensure-postgres.mjs'

const exec = promisify(execFile)

/** Runs the same preparation `npm start` runs: committed migrations, then the demo content if empty. */
async function prepare(env: Record<string, string>): Promise<string> {
  const { stdout, stderr } = await exec(process.execPath, ['--no-deprecation', '--import', 'tsx', 'src/seed/prepare.ts'], {
    env: { ...process.env, NODE_ENV: 'production', DB_PUSH: 'false', ...env },
    maxBuffer: 16 * 1024 * 1024,
  })
  return stdout + stderr
}

describe('npm start on a fresh SQLite database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-migrate-'))
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('applies the committed migrations and seeds the demo content, then seeds nothing the second time', async () => {
    const first = await prepare({ DATA_DIR: dataDir, DATABASE_URL: '' })
    expect(first).toContain('Migrated:')
    expect(first).toContain('Demo content seeded.')
    const second = await prepare({ DATA_DIR: dataDir, DATABASE_URL: '' })
    expect(second).not.toContain('Migrated:')
    expect(second).toContain('nothing seeded')
  })
})

describe('npm start on Postgres (DATABASE_URL=postgres://…)', () => {
  let pg: { url: string; stop: () => void }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-pg-data-'))
  beforeAll(async () => {
    pg = await ensurePostgres()
  })
  afterAll(() => {
    pg?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('applies the committed Postgres migrations and seeds the demo content', async () => {
    const output = await prepare({ DATA_DIR: dataDir, DATABASE_URL: pg.url })
    expect(output).toContain('Migrated:')
    expect(output).toContain('Demo content seeded.')
    const again = await prepare({ DATA_DIR: dataDir, DATABASE_URL: pg.url })
    expect(again).toContain('nothing seeded')
  })
})
