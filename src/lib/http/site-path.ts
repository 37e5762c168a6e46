/**
 * The one check every redirect the site issues goes through (preview, leaving preview, editors'
 * redirects, old-link aliases): the destination must be a path of this site.
 */

const PLACEHOLDER_ORIGIN = 'http://internal.invalid'

/** A path a browser, proxy or server could still read as another host: //host, /\host, /%2F/host, /%5Chost. */
const AMBIGUOUS_START = /^\/(?:[/\\]|%(?:25)*(?:2f|5c|09|0a|0d))/i

/**
 * The path of a same-site address, normalised (dot segments resolved, unsafe characters
 * percent-encoded), or null. Normalises first and checks the result, because what leaves the site is
 * what the browser makes of the Location header: /.//evil.example, /a/..//evil.example and
 * /%2e//evil.example all normalise to //evil.example. Refuses full and protocol-relative addresses,
 * backslashes (browsers read them as slashes), control characters (tabs and newlines are dropped by
 * URL parsers), and anything that is not the same path when parsed again.
 */
export function safeInternalPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return null
  if (!value.startsWith('/') || value.includes('\\') || /[\u0000-\u001f\u007f]/.test(value)) return null
  const normalised = sameSitePath(value)
  if (normalised === null || AMBIGUOUS_START.test(normalised)) return null
  // A second parse must give the same path: the browser will parse it again.
  return sameSitePath(normalised) === normalised ? normalised : null
}

function sameSitePath(value: string): string | null {
  let url: URL
  try {
    url = new URL(value, PLACEHOLDER_ORIGIN)
  } catch {
    return null
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || url.username || url.password) return null
  return `${url.pathname}${url.search}${url.hash}`
}
