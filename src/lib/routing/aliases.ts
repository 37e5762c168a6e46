/**
 * Which requests the proxy (src/proxy.ts) sends to the catch-all route instead of the policy and
 * blog pages.
 *
 * Why: the policy and blog pages are prerendered and cached (ISR). A redirect rendered by a cached page
 * goes out with its Location header twice on the first request after each publish (Next.js issue
 * #82117), which some crawlers and proxies turn into a broken "/a, /a" address. The catch-all route
 * renders on demand, so its redirects are clean. Pure and free of database reads: it looks only at
 * the shape of the address, and the catch-all decides what the address really is.
 */

/** The internal path prefix the proxy rewrites old link shapes to; the catch-all strips it. */
export const OLD_LINK_PREFIX = '/_old-link'

/** Whether a /policy/{section}/{id} address has a shape canonical addresses never have. */
export function isOldPolicyLink(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  if (segments.length !== 3 || segments[0] !== 'policy') return false
  const [, section = '', id = ''] = segments
  return (
    /[A-Z%]/.test(section) || // /policy/Medical/home, escaped characters
    /[A-Z%]/.test(id) ||
    section === 'individual' || // /policy/individual/{id}
    /^\d+$/.test(id) || // numeric ids: /policy/corporate/12, /policy/life/4
    (section === 'corporate' && id === 'home') // the corporate landing lives at /corporate/home
  )
}

/** A canonical blog slug: lower-case kebab (life-insurance, how-much-life-cover-do-you-need). */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The spec's old menu links for blog groups (/blog/lifeblog, /blog/healthblog), in any case. */
const LEGACY_BLOG_GROUPS = new Set(['lifeblog', 'healthblog'])

/**
 * Whether a /blog/{group} or /blog/{group}/{article} address has a shape canonical addresses never
 * have: the spec's legacy group slugs, a group heading or any other non-kebab segment (capitals,
 * spaces, commas, escapes), or an all-digit article id. Same-shaped aliases (an article under
 * another group's slug) are still answered by the blog pages themselves.
 */
export function isOldBlogLink(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean)
  if (segments[0] !== 'blog' || (segments.length !== 2 && segments.length !== 3)) return false
  const [, group = '', article] = segments
  return (
    LEGACY_BLOG_GROUPS.has(group.toLowerCase()) ||
    !KEBAB.test(group) ||
    (article !== undefined && (!KEBAB.test(article) || /^\d+$/.test(article)))
  )
}

/** Whether the proxy should send an address to the catch-all route (see the file comment). */
export function isOldLink(pathname: string): boolean {
  return isOldPolicyLink(pathname) || isOldBlogLink(pathname)
}

/** The catch-all's view of a path: the address the visitor asked for, without the internal prefix. */
export function withoutOldLinkPrefix(pathname: string): string {
  return pathname === OLD_LINK_PREFIX || pathname.startsWith(`${OLD_LINK_PREFIX}/`)
    ? pathname.slice(OLD_LINK_PREFIX.length) || '/'
    : pathname
}
