import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { createDatabase } from '../../tools/ensure-postgres.mjs'
import { runTsxOk } from '../support/tsx-script'
import { testDialect } from './helpers'

/** Each test boots Payload several times in child processes, and one seeds: many minutes on a busy machine. */
const SLOW = { timeout: 1_200_000 }

/**
 * The committed migrations of the dialect this run tests (SQLite in `int`, Postgres in `int-pg`),
 * each time on a database of its own: what `npm start` does on a fresh database, and every migration
 * rolled back to empty and applied again.
 */
const dialect = testDialect()
const cleanups: (() => void)[] = []
afterAll(() => cleanups.forEach((clean) => clean()))

/** A fresh, empty database of this run's dialect: the environment that points at it. */
function freshDatabase(): Record<string, string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-migrate-'))
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const pg = inject('postgresTemplateUrl')
  if (!pg) return { DATA_DIR: dataDir, DATABASE_URL: '' }
  const name = `migrate_${crypto.randomBytes(6).toString('hex')}`
  // Removed with the throwaway server after the run.
  const url = createDatabase(pg, name)
  return { DATA_DIR: dataDir, DATABASE_URL: url }
}

async function node(script: string, args: string[], env: Record<string, string>): Promise<string> {
  return runTsxOk(script, args, { env: { ...process.env, NODE_ENV: 'production', DB_PUSH: 'false', ...env } })
}

/** Runs the same preparation `npm start` runs: committed migrations, then the demo content if empty. */
const prepare = (env: Record<string, string>) => node('src/seed/prepare.ts', [], env)

describe(`the committed ${dialect} migrations, and npm start on a fresh ${dialect} database`, () => {
  // One database for the whole life cycle: each step boots Payload in a child process, and a seed takes
  // most of a minute on a busy machine, so the steps share one database rather than each starting afresh.
  it('go up from empty and down to empty; npm start then migrates and seeds the demo content, and the second start does neither', SLOW, async () => {
    const env = freshDatabase()
    expect(await node('tests/int/migrate.ts', ['up'], env), 'up from empty').toContain('Migrated:')
    const down = await node('tests/int/migrate.ts', ['down'], env)
    expect(down, 'down').toContain('Migrated down:')
    expect(down, 'down').toContain('Schema removed.')
    const first = await prepare(env)
    expect(first, 'the first start').toContain('Migrated:')
    expect(first, 'the first start').toContain('Demo content seeded.')
    const second = await prepare(env)
    expect(second, 'the second start').not.toContain('Migrated:')
    expect(second, 'the second start').toContain('nothing seeded')
  })
})

describe(`the ${dialect} enquiry_references migration`, () => {
  it('gives the enquiries and group quote requests stored before it a reference in the same style as new ones', SLOW, async () => {
    const out = await node('tests/int/migrate.ts', ['backfill'], freshDatabase())
    const line = out.split('\n').find((l) => l.startsWith('References: '))
    expect(line, out).toBeDefined()
    expect(JSON.parse(line!.slice('References: '.length))).toEqual({
      // Received at 23:30 UTC on 31 December 2025: already 2026 in Lagos. Ids past six digits keep every digit.
      enquiries: ['7=RL-ENQ-2026-000007', '1234567=RL-ENQ-2026-1234567'],
      groupQuotes: ['12=RL-GRP-2026-000012'],
    })
  })
})
