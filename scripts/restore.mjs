#!/usr/bin/env node
// npm run restore -- <backup folder>: puts a backup made by `npm run backup` back in place.
// The site must be stopped (the database is checked to be in no one else's hands). The current data is
// not deleted: it is moved to DATA_DIR/before-restore-<UTC time>/ first, so a wrong restore can be undone.
import fs from 'node:fs'
import path from 'node:path'

import { copyFolder, DB_FILE, dataDir, fail, open, sqlitePath, stamp, UPLOAD_FOLDERS } from './backup-lib.mjs'

const from = process.argv[2] ? path.resolve(process.argv[2]) : null
if (!from) fail('Say which backup to restore: npm run restore -- <folder made by npm run backup>')
const live = sqlitePath()
if (!live) fail('DATABASE_URL points at Postgres: restore it with pg_restore (see the README).')
const backupDb = path.join(from, DB_FILE)
if (!fs.existsSync(path.join(from, 'manifest.json')) || !fs.existsSync(backupDb)) {
  fail(`${from} is not a backup made by npm run backup (it has no manifest.json and ${DB_FILE}).`)
}

// The backup must be whole before anything is touched.
const copy = open(backupDb)
try {
  const check = await copy.execute('PRAGMA integrity_check')
  if (String(check.rows[0]?.[0]) !== 'ok') fail(`The backup's database is damaged: ${String(check.rows[0]?.[0])}`)
  await copy.execute('SELECT count(*) FROM payload_migrations')
} catch (error) {
  fail(`The backup's database can't be read: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  copy.close()
}

const aside = path.join(dataDir, `before-restore-${stamp()}`)
fs.mkdirSync(dataDir, { recursive: true })
if (fs.existsSync(live)) {
  // An exclusive lock is only granted when no other process (a running site) has the file open.
  const db = open(live)
  try {
    await db.execute('PRAGMA locking_mode = EXCLUSIVE')
    await db.execute('BEGIN EXCLUSIVE')
    await db.execute('COMMIT')
    // Everything in the write-ahead log goes into the file, so moving the file moves all of it.
    await db.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  } catch (error) {
    db.close()
    fail(`The database is in use (${error instanceof Error ? error.message : String(error)}). Stop the site first, then run the restore again.`)
  }
  db.close()
  fs.mkdirSync(aside, { mode: 0o700 })
  for (const suffix of ['', '-wal', '-shm']) {
    if (fs.existsSync(live + suffix)) fs.renameSync(live + suffix, path.join(aside, path.basename(live) + suffix))
  }
}
for (const folder of UPLOAD_FOLDERS) {
  const current = path.join(dataDir, folder)
  if (!fs.existsSync(current)) continue
  fs.mkdirSync(aside, { recursive: true, mode: 0o700 })
  fs.renameSync(current, path.join(aside, folder))
}

// Copy under another name, then rename: a half-copied database is never in place.
const partial = `${live}.restoring`
fs.copyFileSync(backupDb, partial)
fs.chmodSync(partial, 0o600)
fs.renameSync(partial, live)
const files = UPLOAD_FOLDERS.map((folder) => `${folder} ${copyFolder(path.join(from, folder), path.join(dataDir, folder))} files`)

console.log(`Restored ${from}`)
console.log(`  database ${live}, ${files.join(', ')}`)
if (fs.existsSync(aside)) console.log(`  the data it replaced is in ${aside}`)
console.log('Start the site again with npm start.')
