/**
 * Seeds a fresh test database with the demo content, then changes it, before any server has seen it
 * (run with DATA_DIR set and DB_PUSH=true, as tools/e2e-server.mjs prepares its database):
 *   node --import tsx tests/e2e/support/edit-content.ts '{"user":{…},"brandName":"…","articles":{"slug":"title"}}'
 * Edits skip revalidation on purpose: no server is running, and the point is to find what a server
 * started afterwards shows.
 */
import { runScript } from '../../../src/lib/cli/run-script'

type Edits = {
  user?: { email: string; password: string; name: string }
  brandName?: string
  articles?: Record<string, string>
}

runScript(async ({ begin }) => {
  const edits = JSON.parse(process.argv[2] ?? '{}') as Edits
  const { getPayload } = await import('payload')
  const { default: config } = await import('@payload-config')
  const { seedIfEmpty } = await import('../../../src/seed/index')
  const { closeDatabase } = await import('../../../src/lib/db/close')
  begin()
  const payload = await getPayload({ config })
  await seedIfEmpty(payload)
  const context = { disableRevalidate: true }
  if (edits.user) await payload.create({ collection: 'users', data: edits.user, context })
  if (edits.brandName) await payload.updateGlobal({ slug: 'site-settings', data: { brandName: edits.brandName }, context })
  for (const [slug, title] of Object.entries(edits.articles ?? {})) {
    const { docs } = await payload.update({
      collection: 'blog-posts',
      where: { slug: { equals: slug } },
      data: { title, _status: 'published' },
      context,
    })
    if (docs.length !== 1) throw new Error(`No article ${slug} to edit`)
  }
  await closeDatabase(payload)
})
