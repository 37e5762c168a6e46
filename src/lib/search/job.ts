/**
 * Keeping the index up to date through the one job runner (src/lib/jobs, decision 017), never at request
 * time. A publish or unpublish marks the index stale and kicks the job; the job waits a moment (so the
 * save's transaction has committed and a burst of saves makes one rebuild), then rebuilds the index from
 * the published content. The job's first run after a start rebuilds too: a new site (the demo seed) gets
 * its index, and a change whose rebuild a crash interrupted is picked up at the restart.
 */
import type { Payload } from 'payload'

import { kickJob, type Job } from '@/lib/jobs/runner'

import { rebuildSearchIndex } from './search.server'

type State = { staleAt: number | null; builtOnce: boolean }
const KEY = Symbol.for('redwood.search.job')
function state(): State {
  const g = globalThis as unknown as Record<symbol, State | undefined>
  return (g[KEY] ??= { staleAt: null, builtOnce: false })
}

/** How long after the last change the rebuild waits. */
export const SETTLE_MS = 750

export const searchIndexJob: Job = {
  name: 'search-index',
  everyMs: () => 5 * 60_000,
  firstAfterMs: 2_000,
  run: async (payload) => {
    const s = state()
    if (s.builtOnce && s.staleAt === null) return
    const wait = s.staleAt === null ? 0 : s.staleAt + SETTLE_MS - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(wait, SETTLE_MS)))
    s.staleAt = null
    const count = await rebuildSearchIndex(payload)
    s.builtOnce = true
    payload.logger.info(`Search index rebuilt: ${count} documents.`)
  },
}

/** True while a change waits for the index to be rebuilt (for tests). */
export const searchIndexStale = (): boolean => state().staleAt !== null

/** After a publish or unpublish: mark the index stale and, in the server, have the job rebuild it soon. */
export function markSearchStale(payload: Payload): void {
  state().staleAt = Date.now()
  // Scripts and tests have no job runner (jobs run inside the Next.js server only); they rebuild by hand.
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') kickJob(payload, searchIndexJob)
}
