/**
 * Runs the committed migrations on DATABASE_URL / DATA_DIR, for tests/int/migrations.int.spec.ts:
 *   node --import tsx tests/int/migrate.ts up|down
 * "down" rolls every migration back, then says whether the collections' tables are gone.
 */
import { runScript } from '../../src/lib/cli/run-script'

/** How many migrations the database records as applied (none once the table itself is gone). */
async function appliedMigrations(payload: import('payload').Payload): Promise<number> {
  try {
    const { totalDocs } = await payload.count({ collection: 'payload-migrations', where: { batch: { not_equals: -1 } } })
    return totalDocs
  } catch {
    return 0
  }
}

runScript(async ({ begin }) => {
  const direction = process.argv[2]
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  begin()
  const payload = await getPayload({ config })
  if (direction === 'up') await payload.db.migrate()
  else if (direction === 'down') {
    // Batch by batch, newest first: migrateDown takes the latest batch newest migration first. (Payload
    // 3.90's migrateReset reverses getMigrations' newest-first list, so it runs the down steps oldest
    // first, which fails as soon as a later migration changed a table the first one created.)
    for (let batch = 0; batch < 100 && (await appliedMigrations(payload)) > 0; batch++) await payload.db.migrateDown()
    const gone = await payload.count({ collection: 'enquiries', overrideAccess: true }).then(
      () => false,
      () => true,
    )
    console.log(gone ? 'Schema removed.' : 'Tables remain after rolling every migration back.')
  } else throw new Error('usage: migrate.ts up|down')
  await payload.destroy()
})
