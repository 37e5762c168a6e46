/**
 * Redirects that editors add in the admin (the `redirects` collection): the rules for a valid
 * redirect and how an incoming address finds its rule. Pure functions, shared by the collection's
 * validation and the catch-all route.
 */

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

/** A destination as stored: site paths lose a trailing slash; full addresses are kept as typed. */
export function normalizeTo(value: string): string {
  const to = value.trim()
  if (to.startsWith('/') && !to.startsWith('//')) {
    const [path = '', ...rest] = to.split(/(?=[?#])/)
    const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
    return clean + rest.join('')
  }
  return to
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

export function validateTo(value: unknown): true | string {
  if (typeof value !== 'string' || value.trim() === '') return 'Enter where visitors should go: /a-page or https://…'
  const to = value.trim()
  if (to.startsWith('/') && !to.startsWith('//')) return true
  try {
    const url = new URL(to)
    if (url.protocol === 'https:' || url.protocol === 'http:') return true
  } catch {
    // fall through
  }
  return 'Start with / for a page on this site, or https:// for another website.'
}

/** The site path a destination points to, or null when it leaves the site. */
function sitePathOf(to: string): string | null {
  const t = to.trim()
  return t.startsWith('/') && !t.startsWith('//') ? normalizeFrom(t) : null
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
