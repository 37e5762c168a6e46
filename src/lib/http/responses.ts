/** Answers of the site's own route handlers, never cached. */

/** A short plain-text answer (a refused form post: the visitor reads it as it is). */
export const plainText = (status: number, message: string): Response =>
  new Response(message, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/** 303 See Other: after a form post, the browser goes to `location` with a GET. */
export const seeOther = (location: string): Response => new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
