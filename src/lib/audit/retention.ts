/**
 * Entries of the record of staff actions are kept AUDIT_KEEP_YEARS (default 7), then removed by this
 * background job (src/lib/jobs), daily. Only the job removes entries; nobody can through the admin or API.
 */
import type { Payload, Where } from 'payload'

import { env } from '@/lib/env'
import type { Job } from '@/lib/jobs/runner'

import { AUDIT_COLLECTION } from './record'

/** The moment before which entries are removed. */
export function auditCutoff(now: Date, years = env.auditKeepYears): Date {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years)
  return cutoff
}

/** Deletes entries older than the kept years. Returns how many went. */
export async function purgeOldAuditEntries(payload: Payload, now = new Date()): Promise<number> {
  const where: Where = { at: { less_than: auditCutoff(now).toISOString() } }
  // Look before deleting: a delete takes the write lock even when nothing matches.
  if ((await payload.count({ collection: AUDIT_COLLECTION, where, overrideAccess: true })).totalDocs === 0) return 0
  const result = await payload.delete({ collection: AUDIT_COLLECTION, where, overrideAccess: true, depth: 0 })
  return result.docs.length
}

export const auditRetentionJob: Job = {
  name: 'audit-log retention',
  everyMs: () => 24 * 60 * 60 * 1000,
  firstAfterMs: 60_000,
  run: async (payload) => {
    const deleted = await purgeOldAuditEntries(payload)
    if (deleted > 0) payload.logger.info({ deleted, years: env.auditKeepYears }, 'Removed audit-log entries past the years they are kept')
  },
}
