// The production HTTP server: Next.js's own request handler behind a plain Node http server, so that
// what only the socket knows (the peer address, the raw request line) can be checked before Next sees
// the request. See docs/decisions/008-own-http-front.md. Compiled into .edge/server.mjs by esbuild
// (ensureEdge in scripts/lib.mjs) and run by plain node: scripts/start.mjs, the Docker image and every
// test server start it with scripts/lib.mjs's serverArgs.
import fs from 'node:fs'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { flightStep } from '../scripts/http/flight-data.mjs'
import { pageCache, pageCacheSettings } from '../scripts/http/page-cache.mjs'
import { clientLeft } from './abandoned'
import { clientAddressStep } from './client-address'
import { mediaUrlStep } from './media-urls'
import { pageMethodStep, pagePostStep, requestForNext, requestTargetStep } from './page-requests'
import { installJsonConsole, requestLog } from './request-log'
import { securityHeaders, siteHeadersStep } from './security-headers'
import { staticAssetStep } from './static-assets'

// Every line printed from here on (ours, Next's, the app's) is one JSON object.
installJsonConsole()

type Step = (req: IncomingMessage, res: ServerResponse) => boolean | Promise<boolean>

// The repository: one folder up, from edge/server.ts and from its compiled copy .edge/server.mjs alike.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const distDir = () => path.join(root, process.env.NEXT_DIST_DIR || '.next')

const port = Number(process.env.PORT || 3000)
// HOST=127.0.0.1 for test servers; by default every interface, as `next start` does.
const host = process.env.HOST || undefined

// Settings the steps need are checked before Next.js starts: a bad one stops start-up with one line.
let clientAddress: Step
let cacheSettings: ReturnType<typeof pageCacheSettings>
try {
  clientAddress = clientAddressStep(process.env.TRUSTED_PROXIES)
  cacheSettings = pageCacheSettings(process.env)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

// Cached CMS reads on disk belong to whichever database the last run used (decision 013): start empty.
// With REDIS_URL the cache lives in Redis, shared and expired by tag, and the folder is unused.
if (!process.env.REDIS_URL) fs.rmSync(path.join(distDir(), 'cache/fetch-cache'), { recursive: true, force: true })

const app = next({ dev: false, dir: root, port, hostname: host ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer()

/**
 * The steps every request goes through before Next.js, in this order. Each may answer the request
 * itself (and return true) or adjust it for Next (and return false).
 *
 *  1. requestLog        request id (X-Request-Id) and logging context; one access line when it ends
 *  2. siteHeadersStep   the site's security headers on every response, the upload policy on files
 *  3. clientAddress     the client's address behind TRUSTED_PROXIES, in our own header (decision 009)
 *  4. requestTargetStep 400 for a target that is no path; broken percent-encoding made a 404
 *  5. staticAssetStep   scripts and stylesheets in Brotli, compressed once after the build
 *  6. mediaUrlStep      /m/<width>/<file> handed to Next's image optimiser
 *  7. pageMethodStep    405 for a page method other than GET, HEAD or a form POST
 *  8. pagePostStep      403/413/400 for cross-site, too large or unreadable form posts to pages
 *  9. flightStep        a public page's React data file, /_f/<hash>.js (Next internals)
 * 10. pageCache         finished public pages kept in memory (decision 018; goes with issue 22 part 1)
 * 11. securityHeaders   on HTML pages: the Content-Security-Policy with the hashes of the page's inline
 *                       scripts (once per page version), the framing, opener and HSTS headers; public
 *                       pages have their scripts started after load (Next internals)
 */
const before: Step[] = [
  requestLog,
  siteHeadersStep(),
  clientAddress,
  requestTargetStep,
  staticAssetStep(distDir()),
  mediaUrlStep(),
  pageMethodStep,
  pagePostStep,
  // A server that has not rendered the page renders it once by asking itself, on the address it listens on.
  flightStep({
    address: () => {
      const at = server.address()
      if (!at || typeof at === 'string') return null
      const wildcard = at.address === '::' || at.address === '0.0.0.0'
      return { host: wildcard ? '127.0.0.1' : at.address, port: at.port }
    },
  }),
  // Runs before the security headers so that what it keeps already carries them.
  await pageCache({ ...cacheSettings, redisUrl: process.env.REDIS_URL || undefined, redisPrefix: process.env.REDIS_KEY_PREFIX || 'redwood:' }),
  securityHeaders({ production: process.env.SITE_ENV === 'production' }),
]

server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
  try {
    // A request whose client gave up while it waited is not worth handling (abandoned.ts).
    if (await clientLeft(req)) return void res.destroy()
    for (const step of before) if (await step(req, res)) return
    // A step that had to read the body hands Next a copy holding it (see page-requests.ts).
    await handle(requestForNext(req), res)
  } catch (error) {
    console.error('Request failed before Next.js answered:', error instanceof Error ? error.message : error)
    if (!res.headersSent) {
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      res.end('Something went wrong on our side. Please try again.')
    } else res.end()
  }
})
// Slow or idle clients must not hold sockets for ever (a phone on a bad line still gets a minute).
server.requestTimeout = 60_000
server.headersTimeout = 20_000
server.keepAliveTimeout = 5_000

server.listen(port, host, () => {
  console.log(`Listening on http://${host ?? 'localhost'}:${port}`)
})

const shutdown = () => {
  server.close(() => process.exit(0))
  // Open keep-alive sockets would hold close() up: give requests in flight a few seconds.
  setTimeout(() => process.exit(0), 5_000).unref()
  server.closeIdleConnections()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
