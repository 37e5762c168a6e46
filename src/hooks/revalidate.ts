import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { revalidateTag } from 'next/cache'
import { after } from 'next/server'

/**
 * Expire the cached reads and pages tagged with `tags` so a published change shows on the next request,
 * on every server (the tags are kept by Next's cache handler, in Redis when there is one: decision 018).
 * A hook runs before its transaction commits, so a page rendered in that moment could still read the
 * old content and be kept: the tags are expired once more after the response, when the change is
 * committed. Outside a Next.js server (seed script, tests) there is no cache to expire, so it is skipped.
 */
export function expireTags(tags: string[], context?: Record<string, unknown>): void {
  if (context?.disableRevalidate) return
  const expire = () => {
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  }
  try {
    expire()
  } catch {
    // Not running inside Next.js (e.g. the seed script): nothing is cached, nothing to expire.
    return
  }
  try {
    after(expire)
  } catch {
    // Outside a request (a job): there is no response to wait for, and the change is already committed.
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
