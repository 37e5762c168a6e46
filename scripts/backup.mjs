#!/usr/bin/env node
// npm run backup [-- <folder>]: a consistent copy of the site's data while it keeps serving.
// The SQLite database is copied with VACUUM INTO (one read transaction: a snapshot as of one moment,
// and WAL mode lets visitors keep writing meanwhile), then the upload folders are copied beside it.
// Uploads are copied after the snapshot, so every file the copied database points to is there.
// Result: <folder>/redwood-<UTC time>/{redwood.db, media/, documents/, manifest.json}, readable by the
// owner only. <folder> defaults to BACKUP_DIR, else DATA_DIR/backups. Postgres: use pg_dump instead.
import fs from 'node:fs'
import path from 'node:path'

import { copyFolder, DB_FILE, dataDir, fail, open, POSTGRES_HELP, sqlitePath, stamp, UPLOAD_FOLDERS } from './backup-lib.mjs'

const source = sqlitePath()
if (!source) fail(POSTGRES_HELP)
if (!fs.existsSync(source)) fail(`There is no database at ${source} to back up (has the site been started?).`)

const parent = path.resolve(process.argv[2] || process.env.BACKUP_DIR || path.join(dataDir, 'backups'))
const started = Date.now()
fs.mkdirSync(parent, { recursive: true, mode: 0o700 })
// Named to the second; a second backup within the same second gets "-2", "-3", … rather than failing.
const base = path.join(parent, `redwood-${stamp()}`)
let target = base
for (let n = 2; ; n++) {
  try {
    fs.mkdirSync(target, { mode: 0o700 })
    break
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST') || n > 100) fail(`Could not make the backup folder ${target}.`)
    target = `${base}-${n}`
  }
}

const db = open(source)
try {
  // The site's writes take a moment's lock now and then: wait for it rather than fail.
  await db.execute('PRAGMA busy_timeout = 10000')
  await db.execute({ sql: 'VACUUM INTO ?', args: [path.join(target, DB_FILE)] })
} catch (error) {
  fs.rmSync(target, { recursive: true, force: true })
  fail(`The backup failed: ${error instanceof Error ? error.message : String(error)}`)
} finally {
  db.close()
}
fs.chmodSync(path.join(target, DB_FILE), 0o600)

const copy = open(path.join(target, DB_FILE))
const check = await copy.execute('PRAGMA integrity_check')
const enquiries = await copy.execute('SELECT count(*) AS n FROM enquiries')
copy.close()
if (String(check.rows[0]?.[0]) !== 'ok') fail(`The copy in ${target} failed its integrity check: ${String(check.rows[0]?.[0])}`)

const files = {}
for (const folder of UPLOAD_FOLDERS) files[folder] = copyFolder(path.join(dataDir, folder), path.join(target, folder))

const manifest = {
  createdAt: new Date(started).toISOString(),
  database: { file: DB_FILE, from: source, bytes: fs.statSync(path.join(target, DB_FILE)).size, enquiries: Number(enquiries.rows[0]?.[0]) },
  uploads: files,
}
fs.writeFileSync(path.join(target, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 })

console.log(`Backup written to ${target}`)
console.log(
  `  database ${(manifest.database.bytes / 1024 / 1024).toFixed(1)} MB (${manifest.database.enquiries} enquiries), ` +
    UPLOAD_FOLDERS.map((f) => `${f} ${files[f]} files`).join(', ') +
    `, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
console.log(`Restore it with: npm run restore -- ${target}`)
