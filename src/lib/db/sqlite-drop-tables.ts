import { type MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Drops the given SQLite tables, each only after every remaining table whose foreign keys point at it.
 * (Dropping a table deletes its rows, and SQLite then reads the foreign keys of the tables that point at
 * it: when one of those points at a table already gone, the drop fails with "no such table".) The
 * generated down() of a first migration drops in creation order, which trips over exactly that.
 */
export async function dropTablesChildrenFirst(db: MigrateDownArgs['db'], tables: readonly string[]): Promise<void> {
  const remaining = new Set(tables)
  const pointsAt = new Map<string, Set<string>>()
  for (const table of tables) {
    const keys = await db.all<{ table: string }>(sql.raw(`PRAGMA foreign_key_list(\`${table}\`)`))
    pointsAt.set(table, new Set(keys.map((key) => key.table).filter((target) => target !== table)))
  }
  while (remaining.size > 0) {
    const left = [...remaining]
    const pointedAt = (table: string) => left.some((other) => other !== table && pointsAt.get(other)?.has(table))
    // A cycle of foreign keys has no safe first table: take any of it (the schema has none today).
    const next = left.find((table) => !pointedAt(table)) ?? left[0]
    if (next === undefined) break
    await db.run(sql.raw(`DROP TABLE \`${next}\`;`))
    remaining.delete(next)
  }
}
