/**
 * Deleting what was never finished (NDPA data minimisation). Kept apart from store.server.ts: the
 * Payload config starts this job, and must not import the plan service (which imports the config).
 */
import type { Payload, Where } from 'payload'

import { APPLICATION_LIFETIME_DAYS } from './lifetime'

/** Deletes applications never submitted whose time (APPLICATION_LIFETIME_DAYS) is over. Returns how many went. */
export async function purgeExpiredApplications(payload: Payload, now = new Date()): Promise<number> {
  const where: Where = { and: [{ status: { equals: 'in-progress' } }, { expiresAt: { less_than_equal: now.toISOString() } }] }
  // Look before deleting: a delete takes the database's write lock even when nothing matches, and on a
  // SQLite file this job (run by every server as it starts) would then collide with visitors' writes.
  if ((await payload.count({ collection: 'applications', where, overrideAccess: true })).totalDocs === 0) return 0
  const result = await payload.delete({ collection: 'applications', where, overrideAccess: true, depth: 0 })
  return result.docs.length
}

const PURGE_KEY = Symbol.for('redwood.application-purge')

/** Runs the purge now and every hour in the server process (started from the Payload config's onInit). */
export function startApplicationPurgeInServer(payload: Payload, intervalMs = 60 * 60 * 1000): void {
  const g = globalThis as typeof globalThis & { [PURGE_KEY]?: ReturnType<typeof setInterval> }
  if (g[PURGE_KEY]) return
  const run = () => {
    purgeExpiredApplications(payload).then(
      (n) => {
        if (n > 0) payload.logger.info({ deleted: n }, `Deleted unfinished applications older than ${APPLICATION_LIFETIME_DAYS} days`)
      },
      (err: unknown) => payload.logger.warn({ err }, 'Deleting expired applications failed; will try again'),
    )
  }
  g[PURGE_KEY] = setInterval(run, intervalMs)
  g[PURGE_KEY].unref?.()
  setTimeout(run, 5_000).unref?.()
}
