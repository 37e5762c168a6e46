/**
 * Rebuilds the site search index from the published content (decision 043):
 *
 *   npm run search:rebuild
 *
 * The running site rebuilds it by itself after each publish and at each start; this is for after a
 * restore or an import done straight into the database. Exits 1 with one plain line if it fails.
 */
import { runScript } from '@/lib/cli/run-script'

runScript(async ({ begin }) => {
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { closeDatabase } = await import('@/lib/db/close')
  const { rebuildSearchIndex } = await import('@/lib/search/search.server')
  begin()
  const payload = await getPayload({ config })
  try {
    const started = Date.now()
    const count = await rebuildSearchIndex(payload)
    console.log(`Search index rebuilt: ${count} documents in ${Date.now() - started} ms.`)
  } finally {
    await closeDatabase(payload)
  }
})
