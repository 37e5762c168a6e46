/**
 * Redirects that editors add in the admin (the `redirects` collection): the rules for a valid
 * redirect and how an incoming address finds its rule. Pure functions, shared by the collection's
 * validation and the catch-all route.
 */

import { safeInternalPath } from '@/lib/http/site-path'

export type RedirectRule = { from: string; to: string; permanent: boolean }

/** Addresses the site itself owns: a redirect from them would hide the admin, the API or assets. */
const PROTECTED_PREFIXES = ['/admin', '/api', '/_next']

/**
 * The form a `from` address is stored and matched in: one leading slash, no trailing slash,
 * no query or fragment, decoded, lower case (the site's own addresses are all lower case).
 */
export function normalizeFrom(value: string): string {
  let path = value.trim()
  try {
    const url = new URL(path, 'http://site.invalid')
    if (url.origin === 'http://site.invalid' || /^https?:\/\//i.test(path)) path = url.pathname
  } catch {
    // Not parseable: validation reports it.
  }
  path = path.split('#')[0]!.split('?')[0]!
  try {
    path = decodeURI(path)
  } catch {
    // Leave malformed escapes as typed.
  }
  path = path.replace(/\/{2,}/g, '/')
  if (path.length > 1) path = path.replace(/\/+$/, '')
  return path.toLowerCase()
}

/**
 * A destination as stored: a site path, normalised (see safeInternalPath) and without a trailing
 * slash. Anything else is kept as typed, for validation to refuse.
 */
export function normalizeTo(value: string): string {
  const to = value.trim()
  const path = safeInternalPath(to)
  if (path === null) return to
  const [pathname = '', ...rest] = path.split(/(?=[?#])/)
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (clean || '/') + rest.join('')
}

export function validateFrom(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter the old address, starting with /, e.g. /old-page.'
  const raw = value.trim()
  if (!raw.startsWith('/') || raw.startsWith('//')) {
    return 'Start the old address with a single /, e.g. /policy/old-plan (leave out https:// and the domain).'
  }
  const from = normalizeFrom(raw)
  if (from === '/') return 'The home page cannot be redirected.'
  if (PROTECTED_PREFIXES.some((p) => from === p || from.startsWith(`${p}/`))) {
    return `Addresses under ${PROTECTED_PREFIXES.join(', ')} belong to the system and cannot be redirected.`
  }
  return true
}

/** Every redirect lands on this site: links to other websites belong in link fields, not redirects. */
export function validateTo(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter where visitors should go: a page on this site, e.g. /claims.'
  if (safeInternalPath(value.trim()) !== null) return true
  return 'Enter a page on this site, starting with a single /, e.g. /policy/life/home (redirects cannot lead to other websites).'
}

/** The site path a destination points to, or null when it would leave the site. */
function sitePathOf(to: string): string | null {
  const path = safeInternalPath(to.trim())
  return path === null ? null : normalizeFrom(path)
}

/**
 * Whether adding `from → to` would send visitors round in a circle, given the other redirects.
 * Returns the circle (e.g. ['/a', '/b', '/a']) or null.
 */
export function findLoop(from: string, to: string, others: RedirectRule[]): string[] | null {
  const start = normalizeFrom(from)
  const byFrom = new Map(others.map((r) => [normalizeFrom(r.from), r]))
  byFrom.set(start, { from: start, to, permanent: true })
  const seen: string[] = [start]
  let next = sitePathOf(to)
  while (next !== null) {
    if (next === start) return [...seen, next]
    if (seen.includes(next)) return null // a circle that does not involve this redirect: not ours to report
    seen.push(next)
    const rule = byFrom.get(next)
    if (!rule) return null
    next = sitePathOf(rule.to)
  }
  return null
}

/** The rule for an incoming path, if an editor made one. */
export function matchRedirect(pathname: string, rules: RedirectRule[]): RedirectRule | null {
  const wanted = normalizeFrom(pathname)
  return rules.find((r) => normalizeFrom(r.from) === wanted) ?? null
}
