// Front step: works out the client's address from the socket and TRUSTED_PROXIES and hands it to the
// app in one header of ours (any copy the visitor sent is overwritten). See docs/decisions/009.
import {
  CLIENT_ADDRESS_HEADER,
  FRONT_MARK,
  parseTrustedProxies,
  resolveClientAddress,
} from '../../src/lib/http/ip.mjs'

/**
 * The step for scripts/server.mjs. Throws (a one-line message) when TRUSTED_PROXIES is malformed, so
 * the server stops at start-up instead of serving with a trust setting nobody meant.
 * @param {string | undefined} trustedProxies the TRUSTED_PROXIES setting
 * @returns {(req: import('node:http').IncomingMessage) => boolean}
 */
export function clientAddressStep(trustedProxies) {
  const trusted = parseTrustedProxies(trustedProxies)
  // Tells the app (same process) that the header below is ours and may be believed.
  globalThis[FRONT_MARK] = true
  return (req) => {
    req.headers[CLIENT_ADDRESS_HEADER] = resolveClientAddress(
      req.socket.remoteAddress,
      req.headers['x-forwarded-for'],
      trusted,
    )
    return false
  }
}
