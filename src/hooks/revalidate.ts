import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { revalidateTag } from 'next/cache'

/**
 * Expire the cached reads tagged with `tags` so a published change shows on the next request.
 * Outside a Next.js server (seed script, tests) there is no cache to expire, so it is skipped.
 */
export function expireTags(tags: string[], context?: Record<string, unknown>): void {
  if (context?.disableRevalidate) return
  dropCachedPages()
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not running inside Next.js (e.g. the seed script): nothing is cached, nothing to expire.
    }
  }
}

/**
 * Drops the finished pages our HTTP front keeps (scripts/http/page-cache.mjs, decision 018): every page
 * shows the header and footer, so any content change may show anywhere. The front registers itself on
 * globalThis; outside it (dev server, scripts, tests) there is nothing to drop.
 */
function dropCachedPages(): void {
  const cache = (globalThis as { [key: symbol]: { invalidate?: () => void } | undefined })[Symbol.for('redwood.page-cache')]
  cache?.invalidate?.()
}

export const revalidateCollection =
  (...tags: string[]): CollectionAfterChangeHook =>
  ({ doc, req }) => {
    expireTags(tags, req.context)
    return doc
  }

export const revalidateCollectionDelete =
  (...tags: string[]): CollectionAfterDeleteHook =>
  ({ doc, req }) => {
    expireTags(tags, req.context)
    return doc
  }

export const revalidateGlobal =
  (...tags: string[]): GlobalAfterChangeHook =>
  ({ doc, req }) => {
    expireTags(tags, req.context)
    return doc
  }
