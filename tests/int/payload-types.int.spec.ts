// Postgres run: not needed (the generated types are the same whatever the database).
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import { describe, expect, it } from 'vitest'

import { UNFINISHED_ATTEMPTS } from '../../scripts/unfinished.mjs'

const exec = promisify(execFile)

/**
 * Payload writes src/payload-types.ts itself only in the development server (src/payload.config.ts), not
 * at every start in scripts and tests. So this checks that the committed file is what the collections
 * give: a change to a collection without `npm run generate:types` fails here, not in an editor's hands.
 * (SQLite run only: the types do not depend on the database.)
 */
describe('src/payload-types.ts', () => {
  it('is what the collections and globals give today (npm run generate:types)', { timeout: 300_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-types-'))
    try {
      const out = path.join(dir, 'payload-types.ts')
      // Payload's command loads the config through tsx, whose loader now and then exits 0 having done
      // nothing (scripts/unfinished.mjs): such a run wrote no file, and is run again.
      let output = ''
      for (let attempt = 1; attempt <= UNFINISHED_ATTEMPTS && !fs.existsSync(out); attempt++) {
        const { stdout, stderr } = await exec(process.execPath, ['--no-deprecation', path.resolve('node_modules/payload/bin.js'), 'generate:types'], {
          env: { ...process.env, NODE_ENV: 'development', PAYLOAD_TS_OUTPUT_PATH: out },
        })
        output += stdout + stderr
      }
      expect(fs.existsSync(out), `payload generate:types wrote no file:\n${output}`).toBe(true)
      const committed = fs.readFileSync(path.resolve('src/payload-types.ts'), 'utf8')
      expect(fs.readFileSync(out, 'utf8') === committed, 'src/payload-types.ts is out of date: run npm run generate:types and commit it').toBe(true)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
