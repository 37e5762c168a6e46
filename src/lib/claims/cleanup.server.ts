/**
 * Hourly housekeeping for online claims, a background job of src/lib/jobs like the application purge:
 * tracking attempts that no longer count towards the limit, and resumable uploads abandoned before they
 * finished. The upload store is imported when the job first runs, so loading the job list loads nothing of tus.
 */
import type { Payload, Where } from 'payload'

import type { Job } from '@/lib/jobs/runner'

import { TRACK_ROWS_KEPT_MS } from './track'

/** Deletes tracking attempts older than the limits' longest window (they count for nothing). Returns how many went. */
export async function purgeOldClaimLookups(payload: Payload, now = new Date()): Promise<number> {
  const where: Where = { createdAt: { less_than: new Date(now.getTime() - TRACK_ROWS_KEPT_MS).toISOString() } }
  // Look before deleting: a delete takes the write lock even when nothing matches (see the application purge).
  if ((await payload.count({ collection: 'claim-lookups', where, overrideAccess: true })).totalDocs === 0) return 0
  const result = await payload.delete({ collection: 'claim-lookups', where, overrideAccess: true, depth: 0 })
  return result.docs.length
}

/** Removes unfinished uploads past their expiry from the upload store (disk or S3). Returns how many went. */
export async function cleanUpExpiredClaimUploads(): Promise<number> {
  const { claimUploadStore } = await import('@/lib/uploads/tus-store')
  return claimUploadStore().datastore.deleteExpired()
}

/** A background job (src/lib/jobs): hourly, first a few seconds after the server starts; one clean-up failing does not stop the other. */
export const claimCleanupJob: Job = {
  name: 'claim clean-up',
  everyMs: () => 60 * 60 * 1000,
  firstAfterMs: 5_000,
  run: async (payload) => {
    const [lookups, uploads] = await Promise.allSettled([purgeOldClaimLookups(payload), cleanUpExpiredClaimUploads()])
    if (lookups.status === 'fulfilled' && lookups.value > 0) payload.logger.info({ deleted: lookups.value }, 'Deleted claim tracking attempts older than the limit window')
    if (uploads.status === 'fulfilled' && uploads.value > 0) payload.logger.info({ deleted: uploads.value }, 'Deleted unfinished claim uploads past their expiry')
    for (const r of [lookups, uploads]) if (r.status === 'rejected') throw r.reason
  },
}
