/**
 * Which requests the proxy (src/proxy.ts) sends to the catch-all route instead of the policy pages.
 *
 * Why: the policy pages are prerendered and cached (ISR). A redirect rendered by a cached page
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

/** The catch-all's view of a path: the address the visitor asked for, without the internal prefix. */
export function withoutOldLinkPrefix(pathname: string): string {
  return pathname === OLD_LINK_PREFIX || pathname.startsWith(`${OLD_LINK_PREFIX}/`)
    ? pathname.slice(OLD_LINK_PREFIX.length) || '/'
    : pathname
}
