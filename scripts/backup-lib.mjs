// Shared by `npm run backup` and `npm run restore`: where the data lives and how to reach the SQLite file.
// The client comes through @payloadcms/db-sqlite (libsql), the same driver the site uses.
import fs from 'node:fs'
import path from 'node:path'

import { drizzle } from '@payloadcms/db-sqlite/drizzle/libsql'

import { root } from './lib.mjs'

export const dataDir = path.resolve(root, process.env.DATA_DIR || 'data')
/** Upload folders (Media, Documents collections): copied with the database. */
export const UPLOAD_FOLDERS = ['media', 'documents']
export const DB_FILE = 'redwood.db'

/** The SQLite file in use, or null when DATABASE_URL points at Postgres. */
export function sqlitePath() {
  const url = process.env.DATABASE_URL?.trim()
  if (!url) return path.join(dataDir, DB_FILE)
  if (url.startsWith('file:')) return path.resolve(root, url.slice('file:'.length))
  return null
}

export function open(file) {
  return drizzle({ connection: { url: `file:${file}` } }).$client
}

export const stamp = (date = new Date()) => date.toISOString().replace(/\.\d+Z$/, 'Z').replace(/:/g, '-')

export function fail(message) {
  console.error(message)
  process.exit(1)
}

export const POSTGRES_HELP =
  'DATABASE_URL points at Postgres: back it up with pg_dump (see the README), e.g.\n' +
  '  pg_dump --format=custom --file=redwood-$(date -u +%Y-%m-%dT%H-%M-%SZ).dump "$DATABASE_URL"\n' +
  'and copy the upload folders (DATA_DIR/media, DATA_DIR/documents) with it.'

/** Copies a folder if it exists; returns how many files it held. */
export function copyFolder(from, to) {
  if (!fs.existsSync(from)) return 0
  fs.cpSync(from, to, { recursive: true, preserveTimestamps: true })
  let files = 0
  const count = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) count(path.join(dir, entry.name))
      else files += 1
    }
  }
  count(to)
  return files
}
