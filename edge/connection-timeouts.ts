import type { Server } from 'node:http'

// How long the server waits on a connection (decision 008, "Connections").
//
// An idle keep-alive connection is closed by the server after KEEP_ALIVE_MS. A client that sends its
// next request on it just as the server closes it gets a reset (ECONNRESET), and nothing retries a
// POST: a proxy answers 502, a script fails. The server must therefore keep an idle connection open
// longer than any client in front of it keeps one to reuse. nginx keeps its upstream connections for
// its `keepalive_timeout` (60 s by default, and set so in deploy/nginx/upstream.conf); Node's own
// http.Agent with keepAlive, which Playwright's request context uses, keeps them until the server
// closes them. At 5 s (Node's default) a browser test's API request after a few seconds of page work
// was reset; at 65 s the proxy always closes first.

/** An idle keep-alive connection is kept this long (Node waits about a second more before closing it). */
export const KEEP_ALIVE_MS = 65_000
/** A request's headers must arrive within this, a whole request within REQUEST_MS (a phone on a bad line gets a minute). */
export const HEADERS_MS = 20_000
export const REQUEST_MS = 60_000

/** Sets the connection timeouts on the production server. */
export function applyConnectionTimeouts(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = HEADERS_MS
  server.requestTimeout = REQUEST_MS
}
