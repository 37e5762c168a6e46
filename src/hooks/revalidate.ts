import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { revalidateTag } from 'next/cache'

/**
 * Expire the cached reads tagged with `tags` so a published change shows on the next request.
 * Outside a Next.js server (seed script, tests) there is no cache to expire, so it is skipped.
 */
export function expireTags(tags: string[], context?: Record<string, unknown>): void {
  if (context?.disableRevalidate) return
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch {
      // Not running inside Next.js (e.g. the seed script): nothing is cached, nothing to expire.
    }
  }
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
