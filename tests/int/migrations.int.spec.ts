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

/** A fresh database of this run's dialect, empty or (Postgres) a copy of the run's template: the environment that points at it. */
function freshDatabase({ copyOfTemplate = false } = {}): Record<string, string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-migrate-'))
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const pg = inject('postgresTemplateUrl')
  if (!pg) return { DATA_DIR: dataDir, DATABASE_URL: '' }
  const name = `migrate_${crypto.randomBytes(6).toString('hex')}`
  // Removed with the throwaway server after the run.
  const url = createDatabase(pg, name, copyOfTemplate ? { template: new URL(pg).pathname.slice(1) } : {})
  const files = inject('postgresTemplateDataDir')
  if (copyOfTemplate && files) fs.cpSync(files, dataDir, { recursive: true })
  return { DATA_DIR: dataDir, DATABASE_URL: url }
}

async function node(script: string, args: string[], env: Record<string, string>): Promise<string> {
  return runTsxOk(script, args, { env: { ...process.env, NODE_ENV: 'production', DB_PUSH: 'false', ...env } })
}

/** Runs the same preparation `npm start` runs: committed migrations, then the demo content if empty. */
const prepare = (env: Record<string, string>) => node('src/seed/prepare.ts', [], env)

/**
 * `npm start`'s first run on an empty database, and the database it left. Each run's template database was
 * made exactly so (tools/seed-template.mjs, global-setup-postgres.ts), so the test reads what that run
 * printed and works on a copy, rather than migrating and seeding one more (minutes on a busy machine).
 */
async function firstStart(): Promise<{ output: string; env: Record<string, string> }> {
  const pgTemplate = inject('postgresTemplatePrepared')
  if (pgTemplate !== undefined) return { output: pgTemplate, env: freshDatabase({ copyOfTemplate: true }) }
  const sqliteTemplate = inject('sqliteTemplatePrepared')
  const dir = inject('sqliteTemplateDir')
  if (sqliteTemplate !== undefined && dir) {
    const env = freshDatabase()
    fs.cpSync(dir, env.DATA_DIR!, { recursive: true })
    return { output: sqliteTemplate, env }
  }
  const env = freshDatabase()
  return { output: await prepare(env), env }
}

describe(`the committed ${dialect} migrations, and npm start on a fresh ${dialect} database`, () => {
  // One database for the whole life cycle: each step boots Payload in a child process, and a seed takes
  // most of a minute on a busy machine, so the steps share one database rather than each starting afresh.
  it('npm start migrates an empty database and seeds the demo content, the second start does neither, and every migration goes down to empty and up again', SLOW, async () => {
    const { output: first, env } = await firstStart()
    expect(first, 'the first start').toContain('Migrated:')
    expect(first, 'the first start').toContain('Demo content seeded.')
    const second = await prepare(env)
    expect(second, 'the second start').not.toContain('Migrated:')
    expect(second, 'the second start').toContain('nothing seeded')
    // Down to empty and up again, in one process. (The walk's own lines come out in order; Payload's
    // log lines are written apart and may not.)
    const walk = await node('tests/int/migrate.ts', ['down', 'up'], env)
    expect(walk, 'down').toContain('Migrated down:')
    const afterDown = walk.split('Schema removed.')[1]
    expect(afterDown, 'down to empty').toBeDefined()
    expect(afterDown, 'then up from empty').toMatch(/Applied: [1-9]\d* migrations\./)
  })
})

describe(`the ${dialect} enquiry_references, starting_roles, home_in_languages, products_in_languages and claims_help_in_languages migrations`, () => {
  it('give the enquiries and group quote requests stored before them a reference in the same style as new ones, older staff accounts their roles, and keep the words of the home page, the products and the claims help as English’s', SLOW, async () => {
    const out = await node('tests/int/migrate.ts', ['backfill'], freshDatabase())
    const line = out.split('\n').find((l) => l.startsWith('References: '))
    expect(line, out).toBeDefined()
    expect(JSON.parse(line!.slice('References: '.length))).toEqual({
      // Received at 23:30 UTC on 31 December 2025: already 2026 in Lagos. Ids past six digits keep every digit.
      enquiries: ['7=RL-ENQ-2026-000007', '1234567=RL-ENQ-2026-1234567'],
      groupQuotes: ['12=RL-GRP-2026-000012'],
    })
    // The staff_roles and starting_roles migrations: an account from before roles keeps every kind of work
    // it did (all but underwriting and the audit log); an underwriter stays one.
    const roles = out.split('\n').find((l) => l.startsWith('Roles: '))
    expect(roles, out).toBeDefined()
    const starting = ['editor', 'publisher', 'pricing_actuary', 'pricing_approver', 'claims_officer', 'customer_service', 'administrator']
    expect(JSON.parse(roles!.slice('Roles: '.length))).toEqual({ 3: starting, 4: ['underwriter', ...starting] })
    // The home_in_languages migration moves the words to the language tables: the page reads the same in
    // English, and in Pidgin (which has none yet) shows the English by fallback.
    const home = out.split('\n').find((l) => l.startsWith('Home: '))
    expect(home, out).toBeDefined()
    const before = ['Trusted by Nigerian families', 'We explain every plan in plain English.', 'Insurance in Nigeria']
    expect(JSON.parse(home!.slice('Home: '.length))).toEqual({ en: before, pcm: before })
    // And products_in_languages: a product's and its category's words, its questions included.
    const product = out.split('\n').find((l) => l.startsWith('Product: '))
    expect(product, out).toBeDefined()
    const words = ['Term Life Plan', 'Cover for a fixed term.', 'Cover your family', 'Can I change my mind?', 'Yes, within 30 days.', 'Protect the people who depend on you', 'Protect what']
    expect(JSON.parse(product!.slice('Product: '.length))).toEqual({ en: words, pcm: words })
    // And claims_help_in_languages: the claims promise (its figure shared) and a glossary entry.
    const claimsHelp = out.split('\n').find((l) => l.startsWith('Claims help: '))
    expect(claimsHelp, out).toBeDefined()
    const help = ['10', 'Claims are paid within 10 days.', 'We start from trust.', 'Probate', 'A court document that confirms a will.']
    expect(JSON.parse(claimsHelp!.slice('Claims help: '.length))).toEqual({ en: help, pcm: help })
  })
})
