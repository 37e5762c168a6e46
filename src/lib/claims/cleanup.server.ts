/**
 * Hourly housekeeping for online claims, run in the server like the application purge
 * (src/lib/application/purge.server.ts): tracking attempts that no longer count towards the limit,
 * and resumable uploads abandoned before they finished. Kept apart from the collections so the
 * Payload config imports nothing of tus until the job first runs.
 */
import type { Payload, Where } from 'payload'

import { TRACK_LIMIT } from '@/lib/claims/track'

/** Deletes tracking attempts older than the limit's window (they count for nothing). Returns how many went. */
export async function purgeOldClaimLookups(payload: Payload, now = new Date()): Promise<number> {
  const where: Where = { createdAt: { less_than: new Date(now.getTime() - TRACK_LIMIT.windowMs).toISOString() } }
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

const CLEANUP_KEY = Symbol.for('redwood.claim-cleanup')

/** Runs both now (after a short wait) and every hour in the server process (started from the Payload config's onInit). */
export function startClaimCleanupInServer(payload: Payload, intervalMs = 60 * 60 * 1000): void {
  const g = globalThis as typeof globalThis & { [CLEANUP_KEY]?: ReturnType<typeof setInterval> }
  if (g[CLEANUP_KEY]) return
  const run = () => {
    purgeOldClaimLookups(payload).then(
      (n) => {
        if (n > 0) payload.logger.info({ deleted: n }, 'Deleted claim tracking attempts older than the limit window')
      },
      (err: unknown) => payload.logger.warn({ err }, 'Deleting old claim tracking attempts failed; will try again'),
    )
    cleanUpExpiredClaimUploads().then(
      (n) => {
        if (n > 0) payload.logger.info({ deleted: n }, 'Deleted unfinished claim uploads past their expiry')
      },
      (err: unknown) => payload.logger.warn({ err }, 'Deleting expired claim uploads failed; will try again'),
    )
  }
  g[CLEANUP_KEY] = setInterval(run, intervalMs)
  g[CLEANUP_KEY].unref?.()
  setTimeout(run, 5_000).unref?.()
}
