/**
 * Deleting what was never finished (NDPA data minimisation): a background job of src/lib/jobs. Kept apart
 * from store.server.ts so the job list, which the Payload config loads, does not pull in the plan service.
 */
import type { Payload, Where } from 'payload'

import type { Job } from '@/lib/jobs/runner'

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

/** A background job (src/lib/jobs): hourly, first a few seconds after the server starts. */
export const applicationPurgeJob: Job = {
  name: 'unfinished-application purge',
  everyMs: () => 60 * 60 * 1000,
  firstAfterMs: 5_000,
  run: async (payload) => {
    const n = await purgeExpiredApplications(payload)
    if (n > 0) payload.logger.info({ deleted: n }, `Deleted unfinished applications older than ${APPLICATION_LIFETIME_DAYS} days`)
  },
}
