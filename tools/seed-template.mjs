// One seeded demo database per test run. Seeding the demo content takes about a minute of one core (its
// pictures are resized), so `npm test` seeds it once into .seed-template and every SQLite database of the
// run starts as a copy of it: each integration test file's, the browser tests' server, and the extra
// servers some browser tests start. The folder holds the SQLite file and the uploads the seed wrote.
import fs from 'node:fs'
import path from 'node:path'

import { root, run } from '../scripts/lib.mjs'

/** Where `npm test` seeds the run's template (passed to the test runners as SEED_TEMPLATE_DIR). */
export const runTemplateDir = path.join(root, '.seed-template')

/**
 * Seeds the demo content into `dir` from empty, exactly as `npm start` prepares a fresh database: the
 * committed migrations, then the seed (as the Postgres run's template is made). What the preparation
 * printed is kept beside the folder (preparedOutput): the migrations test reads it instead of migrating
 * and seeding one more database the same way (decision 029).
 * @param {string} dir
 * @param {{ quiet?: boolean }} [options]
 */
export async function seedTemplate(dir, { quiet = false } = {}) {
  fs.rmSync(dir, { recursive: true, force: true })
  fs.rmSync(preparedFile(dir), { force: true })
  fs.mkdirSync(path.dirname(dir), { recursive: true })
  // Seeded next to its final place, then renamed: a reader never sees half a template.
  const partial = `${dir}.partial`
  fs.rmSync(partial, { recursive: true, force: true })
  const output = await run(process.execPath, ['--no-deprecation', '--import', 'tsx', 'src/seed/prepare.ts'], {
    env: { NODE_ENV: 'production', DB_PUSH: 'false', DATA_DIR: partial, DATABASE_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
    retryUnfinished: true,
    quiet: true,
  })
  if (!quiet) process.stdout.write(output)
  fs.writeFileSync(preparedFile(dir), output)
  fs.renameSync(partial, dir)
}

const preparedFile = (dir) => `${dir}.prepared.txt`

/**
 * What `npm start`'s preparation printed as it made the template in `dir` from an empty database, or
 * undefined for a template made otherwise.
 * @param {string} dir
 * @returns {string | undefined}
 */
export function preparedOutput(dir) {
  return fs.existsSync(preparedFile(dir)) ? fs.readFileSync(preparedFile(dir), 'utf8') : undefined
}

/** Whether `dir` holds a seeded template. */
export const hasTemplate = (dir) => Boolean(dir) && fs.existsSync(path.join(dir, 'redwood.db'))

/**
 * A fresh data folder `to` holding a copy of the template in `from` (the database with its write-ahead
 * log, and the uploads): nothing else has the template open, so the copy is consistent.
 */
export function copyTemplate(from, to) {
  if (!hasTemplate(from)) throw new Error(`The seeded template database is missing in ${from}.`)
  fs.rmSync(to, { recursive: true, force: true })
  fs.cpSync(from, to, { recursive: true })
}
