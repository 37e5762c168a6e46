#!/usr/bin/env node
// npm run db:migration -- <name>: writes a migration for SQLite and one for Postgres from the
// difference between the collections' schema and the last migration. Commit both.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root, run } from './lib.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9_-]+$/i.test(name)) {
  console.error('Usage: npm run db:migration -- <name>   (letters, numbers, - and _ only)')
  process.exit(1)
}
const payloadBin = path.join(root, 'node_modules/payload/bin.js')
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-migration-'))
const targets = [
  { dialect: 'sqlite', DATABASE_URL: `file:${path.join(scratch, 'scratch.db')}` },
  // Generating a Postgres migration compares schemas only: no server is contacted.
  { dialect: 'postgres', DATABASE_URL: 'postgres://generate:only@127.0.0.1:1/none' },
]
for (const t of targets) {
  fs.mkdirSync(path.join(root, 'src/migrations', t.dialect), { recursive: true })
  await run(process.execPath, ['--no-deprecation', payloadBin, 'migrate:create', name], {
    env: { DATABASE_URL: t.DATABASE_URL, DATA_DIR: scratch, DB_PUSH: 'false' },
  })
}
fs.rmSync(scratch, { recursive: true, force: true })
