/**
 * Expire a cache tag at a moment in the future.
 *
 * Next's `revalidateTag` expires now, and only from a route handler or server action, never while a page renders. Our cache handlers
 * (memory-cache-handler.mjs, redis-cache-handler.mjs) already record a tag's expiry as a moment
 * (`revalidateTag(tags, { expire: seconds })`: every entry made before it is a miss from then on), so
 * scheduling is their own feature; what is private is how our code reaches the handler Next made: Next keeps
 * its incremental cache on `globalThis.__incrementalCache` in the server process (next/dist/server/
 * base-server.js and route-module.js set it; work-store.js reads it). This module is the one place that
 * relies on it; the assumption is listed, checked at start-up and canary-tested with the others in
 * edge/next-internals.ts (`incremental-cache`): when the check fails the server sets SCHEDULED_TAG_EXPIRY=off.
 * Without it (off, another Next.js version, a script, a test) nothing is scheduled and `false` comes back;
 * the pages then fall back to Next's time-based revalidation (see src/lib/hours/open-status.ts).
 */
type TagExpirer = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> }

function incrementalCache(): TagExpirer | null {
  if (process.env.SCHEDULED_TAG_EXPIRY === 'off') return null
  const cache = (globalThis as { __incrementalCache?: unknown }).__incrementalCache
  if (cache && typeof cache === 'object' && typeof (cache as TagExpirer).revalidateTag === 'function') return cache as TagExpirer
  return null
}

/** Every cached read and page tagged `tag` that was made before `at` is a miss from `at` on. */
export async function expireTagAt(tag: string, at: Date, now: Date = new Date()): Promise<boolean> {
  const cache = incrementalCache()
  if (!cache) return false
  await cache.revalidateTag([tag], { expire: Math.max(0, (at.getTime() - now.getTime()) / 1000) })
  return true
}
