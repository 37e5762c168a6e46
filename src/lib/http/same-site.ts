/**
 * Whether a form post came from a page of this site: an Origin, when the browser sends one, must name
 * the host the request was sent to (X-Forwarded-Host, else Host). For route handlers that take plain
 * form posts; Next checks its server actions itself.
 */
export function isSameSitePost(headers: Headers): boolean {
  const origin = headers.get('origin')
  if (origin === null) return true
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return false
  }
  const forwarded = headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  return host !== '' && (host === headers.get('host') || host === forwarded)
}
