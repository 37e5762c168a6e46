/**
 * Run before the site starts (npm start, npm run dev, and the test server): brings the database
 * schema up to date and seeds the demo content when the database is empty.
 * Usage: node --import tsx src/seed/prepare.ts
 */
import { runScript } from '@/lib/cli/run-script'
import { EnvError } from '@/lib/env.schema'

runScript(
  async ({ begin }) => {
    const { getPayload } = await import('payload')
    const { default: config } = await import('@payload-config')
    const { seedIfEmpty } = await import('./index')
    const { closeDatabase } = await import('@/lib/db/close')
    begin()
    const payload = await getPayload({ config })
    if (!payload.db.push || process.env.NODE_ENV === 'production') {
      // Committed migrations bring the schema up to date (push is only for throwaway test databases).
      await payload.db.migrate()
    }
    const seeded = await seedIfEmpty(payload)
    payload.logger.info(seeded ? 'Demo content seeded.' : 'Database already has content: nothing seeded.')
    await closeDatabase(payload)
  },
  { describe: (error) => (error instanceof EnvError ? error.message : undefined) },
)
