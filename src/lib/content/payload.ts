import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { connection } from 'next/server'
import type { Payload, Where } from 'payload'

import { payloadInstance } from '@/lib/payload-instance'

export const CONTENT_TAG = 'content'

/** How a read should treat drafts: the public sees published content only; a previewing editor sees drafts. */
export type ReadContext = { draft: boolean }

export function payloadClient(): Promise<Payload> {
  return payloadInstance()
}

/** The filter that keeps unpublished documents of versioned collections away from the public. */
export function publishedOnlyWhere(ctx: ReadContext): Where {
  return ctx.draft ? {} : { _status: { equals: 'published' } }
}

async function isPreviewing(): Promise<boolean> {
  try {
    return (await draftMode()).isEnabled
  } catch {
    return false // not inside a request (build-time prerender without draft mode, scripts, tests)
  }
}

/**
 * A read of CMS content, cached on the server and expired by the `content` tag whenever an editor
 * saves or publishes (see src/hooks/revalidate.ts). Arguments become part of the cache key.
 * In draft mode (an editor's preview) the read bypasses the cache and includes drafts.
 *
 * A page that reads content renders per request from this cache, never at build time: a build holds
 * no database's content, so one build serves any database (docs/decisions/013-build-once.md).
 */
export function cachedRead<A extends (string | number | boolean | null)[], R>(
  name: string,
  read: (payload: Payload, ctx: ReadContext, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const cached = unstable_cache(async (...args: A) => read(await payloadClient(), { draft: false }, ...args), [name], {
    tags: [CONTENT_TAG],
  })
  return async (...args: A) => {
    await connection()
    if (await isPreviewing()) return read(await payloadClient(), { draft: true }, ...args)
    return cached(...args)
  }
}
