/**
 * The client's address as the nearest proxy saw it: the right-most X-Forwarded-For entry (a proxy
 * appends the address it received the request from; Next.js fills the header with the socket address
 * when no proxy set it). Falls back to X-Real-IP, then to one shared key.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')
  const last = forwarded
    ?.split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1)
  return last || headers.get('x-real-ip')?.trim() || 'unknown'
}
