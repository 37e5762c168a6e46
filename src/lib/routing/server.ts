/**
 * The page-level glue between the pure resolvers and Next.js: redirects and 404s for route files.
 * Redirects are thrown from the page component (never from generateMetadata) so they answer with a
 * real 308/307 status and a Location header before any HTML is streamed.
 */
import { notFound, permanentRedirect, redirect } from 'next/navigation'

import { canonicalBlogPath } from '@/lib/content/blog'
import { getRedirectRules, getRoutingCatalog } from '@/lib/content/products'
import { env } from '@/lib/env'
import { i18n } from '@/lib/i18n'
import { safeInternalPath } from '@/lib/http/site-path'

import { withoutOldLinkPrefix } from './aliases'
import { matchRedirect } from './redirects'
import { resolvePath } from './resolve'

/**
 * Every redirect a page issues goes through here: the destination must be a path of this site (see
 * safeInternalPath). One that is not (an editor's rule saved before that was checked, a slug with
 * odd characters) is not followed: the visitor gets the 404 page rather than another website.
 */
export function redirectWithinSite(to: string, kind: 'permanent' | 'temporary' = 'permanent'): never {
  const path = safeInternalPath(to)
  if (path === null) notFound()
  if (kind === 'permanent') permanentRedirect(path)
  redirect(path)
}

/** Sends the visitor on when an editor made a redirect for this address; otherwise returns. */
export async function followEditorRedirect(pathname: string): Promise<void> {
  const rule = matchRedirect(pathname, await getRedirectRules())
  if (!rule) return
  redirectWithinSite(rule.to, rule.permanent ? 'permanent' : 'temporary')
}

/** For addresses a route could not show: an editor's redirect if there is one, else the 404 page. */
export async function redirectOrNotFound(pathname: string): Promise<never> {
  await followEditorRedirect(pathname)
  notFound()
}

/**
 * The catch-all route: editors' redirects first (they are deliberate choices), then the older link
 * shapes of the site (/medical/home and friends, old blog addresses), else 404. `code`: the language whose
 * address was asked for (/pcm/…, decision 045): its editors' redirects match the visible address, and an
 * older link shape goes to the page in that language where it has one.
 */
export async function resolveUnmatched(requested: string, code: string = i18n.defaultLanguage.code): Promise<never> {
  // Old policy links arrive here through the proxy, under an internal prefix (see aliases.ts).
  const pathname = withoutOldLinkPrefix(requested)
  await followEditorRedirect(i18n.isOtherLanguage(code) ? `/${code}${pathname === '/' ? '' : pathname}` : pathname)
  if (pathname.startsWith('/blog/')) {
    // Old blog shapes (/blog/lifeblog, group headings, numeric article ids), also sent by the proxy.
    const target = await canonicalBlogPath(pathname)
    if (target && target !== pathname) redirectWithinSite(i18n.href(code, target))
    notFound()
  }
  const resolution = resolvePath(pathname, await getRoutingCatalog())
  if (resolution.kind === 'redirect') redirectWithinSite(i18n.href(code, resolution.to))
  notFound()
}

/** The absolute canonical address of a page, for <link rel="canonical">. */
export function canonicalUrl(path: string): string {
  return `${env.serverUrl}${path}`
}
