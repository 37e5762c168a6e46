// Edge step: works out the client's address from the socket and TRUSTED_PROXIES and hands it to the
// app in one header of ours (any copy the visitor sent is overwritten). See docs/decisions/009.
import type { IncomingMessage } from 'node:http'

import { CLIENT_ADDRESS_HEADER, FRONT_MARK, parseTrustedProxies, resolveClientAddress } from '../src/lib/http/ip'

/**
 * The step for edge/server.ts. Throws (a one-line message) when TRUSTED_PROXIES is malformed, so the
 * server stops at start-up instead of serving with a trust setting nobody meant.
 */
export function clientAddressStep(trustedProxies: string | undefined): (req: IncomingMessage) => boolean {
  const trusted = parseTrustedProxies(trustedProxies)
  // Tells the app (same process) that the header below is ours and may be believed.
  ;(globalThis as Record<symbol, unknown>)[FRONT_MARK] = true
  return (req) => {
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)
    return false
  }
}
