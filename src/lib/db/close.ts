import type { Payload } from 'payload'

type SqliteClient = { execute: (sql: string) => Promise<unknown>; close: () => void }

/**
 * Ends a script's use of the database before the process exits (seeding, migrations, create-admin).
 * Payload's destroy() leaves a SQLite connection open, so the script's writes stay in the write-ahead
 * log beside the file (4 MB after a seed) with its shared-memory index. On SQLite this writes the log
 * back into the database file and closes the connection, so the next process finds everything in one
 * file. Postgres needs nothing.
 */
export async function closeDatabase(payload: Payload): Promise<void> {
  const client = payload.db.name === 'sqlite' ? (payload.db as unknown as { client?: SqliteClient }).client : undefined
  if (client) await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')
  await payload.destroy()
  client?.close()
}
