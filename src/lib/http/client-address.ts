import { CLIENT_ADDRESS_HEADER, FRONT_MARK, parseIp, rateLimitKey } from './ip'

/** Whether edge/server.ts is in front of this process and writes the client-address header. */
function frontIsInstalled(): boolean {
  return (globalThis as Record<symbol, unknown>)[FRONT_MARK] === true
}

/**
 * The client's address as edge/server.ts worked it out from the socket and TRUSTED_PROXIES
 * (X-Forwarded-For is never read here: anyone can write it). Without that front (next dev) every
 * request counts as the same client, so a limit errs on the strict side rather than being escaped.
 */
export function clientAddress(headers: Headers): string {
  if (!frontIsInstalled()) return 'unknown'
  const ip = parseIp(headers.get(CLIENT_ADDRESS_HEADER))
  return ip ? (headers.get(CLIENT_ADDRESS_HEADER) ?? 'unknown').trim() : 'unknown'
}

/** The key a per-client limit counts by (see rateLimitKey: IPv6 clients by their /64 network). */
export function clientKey(headers: Headers): string {
  return rateLimitKey(clientAddress(headers))
}
