import { unstable_cache } from 'next/cache'
import { draftMode } from 'next/headers'
import { notFound } from 'next/navigation'
import type { Payload, Where } from 'payload'

import { i18n } from '@/lib/i18n'
import { payloadInstance } from '@/lib/payload-instance'
import type { Config } from '@/payload-types'

export const CONTENT_TAG = 'content'

/** A language as Payload's localization names it (the codes of src/lib/i18n/languages.json). */
export type ContentLocale = Config['locale']

/** The read options for content in a language: its own words, the default language's where it has none (decision 045). */
export function inLanguage(code: string): { locale: ContentLocale; fallbackLocale: ContentLocale } {
  // Payload's locale type is generated from the same settings file the i18n module reads.
  return { locale: i18n.language(code).code as ContentLocale, fallbackLocale: i18n.defaultLanguage.code as ContentLocale }
}

/** How a read should treat drafts: the public sees published content only; a previewing editor sees drafts. */
export type ReadContext = { draft: boolean }

export function payloadClient(): Promise<Payload> {
  return payloadInstance()
}

/** The filter that keeps unpublished documents of versioned collections away from the public. */
export function publishedOnlyWhere(ctx: ReadContext): Where {
  return ctx.draft ? {} : { _status: { equals: 'published' } }
}

/**
 * Where a read runs: a previewing editor's request, any other request or render (Next's cache is there),
 * or outside Next's request handling altogether (scripts, integration tests, background jobs), where
 * draftMode() throws and there is no request for Next's cache to belong to.
 */
export async function readScope(): Promise<'preview' | 'public' | 'outside'> {
  try {
    return (await draftMode()).isEnabled ? 'preview' : 'public'
  } catch {
    return 'outside'
  }
}

/**
 * True while `next build` prerenders pages. The build holds no database's content (decision 013): a read
 * then renders the page as "not found", a placeholder that no server ever serves, since the servers'
 * cache handlers (src/lib/cache) never read the build's prerendered pages. Each page is rendered for
 * real on its first request and kept in Next's cache until a tag it read is expired.
 */
export function prerenderingTheBuild(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build'
}

/**
 * A read of CMS content, cached on the server and expired by the `content` tag whenever an editor
 * saves or publishes (see src/hooks/revalidate.ts). Arguments become part of the cache key, and the
 * tag becomes one of the tags of every page that made the read, so the same expiry renders those
 * pages again (runtime ISR, decision 018). In draft mode (an editor's preview) the read bypasses the
 * cache and includes drafts; Next renders a previewing editor's pages per request and never keeps them.
 * Outside Next's request handling (scripts, integration tests, jobs) it reads the database directly.
 *
 * During the build a read never reaches a database (docs/decisions/013-build-once.md).
 */
export function cachedRead<A extends (string | number | boolean | null)[], R>(
  name: string,
  read: (payload: Payload, ctx: ReadContext, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  const cached = unstable_cache(async (...args: A) => read(await payloadClient(), { draft: false }, ...args), [name], {
    tags: [CONTENT_TAG],
  })
  return async (...args: A) => {
    if (prerenderingTheBuild()) notFound()
    const scope = await readScope()
    if (scope === 'preview') return read(await payloadClient(), { draft: true }, ...args)
    // Outside a request the read goes to the database: the same answer, only not kept.
    if (scope === 'outside') return read(await payloadClient(), { draft: false }, ...args)
    return cached(...args)
  }
}
