// The production HTTP server: Next.js's own request handler behind a plain Node http server, so that
// what only the socket knows (the peer address, the raw request line) can be checked before Next sees
// the request. See docs/decisions/008-own-http-front.md. Compiled into .edge/server.mjs by esbuild
// (ensureEdge in scripts/lib.mjs) and run by plain node: scripts/start.mjs, the Docker image and every
// test server start it with scripts/lib.mjs's serverArgs.
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import next from 'next'

import { readyToHandle } from './abandoned'
import { clientAddressStep } from './client-address'
import { applyConnectionTimeouts } from './connection-timeouts'
import { flightStep, processFlightStore, redisFlightFiles, setFlightScripts } from './flight-data'
import { mediaUrlStep } from './media-urls'
import { buildView, checkAssumptions, CHUNK_PRELOAD, CHUNK_SCRIPT, FLIGHT_SCRIPT, SHARED_PAGE_MARK } from './next-internals'
import { pageMethodStep, pagePostStep, requestForNext, requestTargetStep } from './page-requests'
import { installJsonConsole, requestLog } from './request-log'
import { setChunkTags } from './scripts-after-load'
import { securityHeaders, siteHeadersStep } from './security-headers'
import { setSharedPageMark, sharedCacheControlStep } from './shared-cache-control'
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
try {
  clientAddress = clientAddressStep(process.env.TRUSTED_PROXIES)
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exit(1)
}

// Pages and CMS reads are kept by Next's cache in Redis or in this process's memory, never in the build
// folder, which other servers may share (next.config.mjs, decision 018): nothing to clear at start.

// Every private detail of Next's output the front relies on is in edge/next-internals.ts: each is checked
// against the build served, and a part whose assumption does not hold is switched off (one log line),
// leaving Next's own output for it (decision 025).
const holds = checkAssumptions(buildView(distDir(), root))
// A page's data is shared (a file, a proxy's copy) only while the rule of who may share it holds.
const sharable = holds.vary && holds['preview-cookies']
setFlightScripts(holds['flight-scripts'] && sharable ? FLIGHT_SCRIPT : null)
setChunkTags(holds['chunk-tags'] ? { script: CHUNK_SCRIPT, preload: CHUNK_PRELOAD } : null)
setSharedPageMark(holds['isr-cache-control'] && sharable ? SHARED_PAGE_MARK : null)
// The app reads this before it reaches Next's incremental cache to expire a tag at a future moment.
process.env.SCHEDULED_TAG_EXPIRY = holds['incremental-cache'] ? 'on' : 'off'

const app = next({ dev: false, dir: root, port, hostname: host ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

const server = http.createServer()

const redisUrl = process.env.REDIS_URL || undefined
const flights = processFlightStore({ shared: redisUrl ? await redisFlightFiles({ url: redisUrl, prefix: process.env.REDIS_KEY_PREFIX || 'redwood:' }) : null })

/**
 * The steps every request goes through before Next.js, in this order. Each may answer the request
 * itself (and return true) or adjust it for Next (and return false).
 *
 *  1. requestLog        request id (X-Request-Id) and logging context; one access line when it ends
 *  2. siteHeadersStep   the site's security headers on every response, the upload policy on files
 *  3. clientAddress     the client's address behind TRUSTED_PROXIES, in our own header (decision 009)
 *  4. requestTargetStep 400 for a target that is no path; broken percent-encoding made a 404
 *  5. staticAssetStep   scripts and stylesheets in Brotli, compressed once after the build (Next internals)
 *  6. mediaUrlStep      /m/<width>/<file> handed to Next's image optimiser (Next internals)
 *  7. pageMethodStep    405 for a page method other than GET, HEAD or a form POST
 *  8. pagePostStep      403/413/400 for cross-site, too large or unreadable form posts to pages
 *  9. flightStep        a public page's React data file, /_f/<hash>.js (Next internals); with REDIS_URL
 *                       the files are shared by every server
 * 10. sharedCacheControl what a proxy in front may keep of a public page, and for how long (decision 018)
 * 11. securityHeaders   on HTML pages: the Content-Security-Policy with the hashes of the page's inline
 *                       scripts (once per page version), the framing, opener and HSTS headers; public
 *                       pages have their scripts started after load (Next internals)
 */
const before: Step[] = [
  requestLog,
  siteHeadersStep(),
  clientAddress,
  requestTargetStep,
  ...(holds['static-files'] ? [staticAssetStep(distDir())] : []),
  mediaUrlStep({ resize: holds['image-optimizer'] }),
  pageMethodStep,
  pagePostStep,
  flightStep({ store: flights }),
  sharedCacheControlStep,
  securityHeaders({ production: process.env.SITE_ENV === 'production' }),
]

server.on('request', async (req: IncomingMessage, res: ServerResponse) => {
  try {
    // Started in turn, within each turn's budget; a request whose client gave up meanwhile is dropped
    // (abandoned.ts).
    if (!(await readyToHandle(req))) return void res.destroy()
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
// Slow clients must not hold sockets for ever; idle connections outlive the proxy's (connection-timeouts.ts).
applyConnectionTimeouts(server)

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
