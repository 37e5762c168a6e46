#!/usr/bin/env node
// The production HTTP server: Next.js's own request handler behind a plain Node http server, so that
// what only the socket knows (the peer address, the raw request line) can be checked before Next sees
// the request. See docs/decisions/008-own-http-front.md. Started by scripts/start.mjs and the test servers.
import http from 'node:http'

import next from 'next'
import { tsImport } from 'tsx/esm/api'

import { clientAddressStep } from './http/client-address.mjs'
import { flightStep, processFlightStore, redisFlightFiles, setFlightScripts } from './http/flight-data.mjs'
import { setChunkTags } from './http/scripts-after-load.mjs'
import { mediaUrlStep } from './http/media-urls.mjs'
import { pageMethodStep, pagePostStep, requestForNext, requestTargetStep } from './http/page-requests.mjs'
import { distDir, root } from './lib.mjs'
import { requestLog } from './request-log.mjs'
import { securityHeaders } from './security-headers.mjs'
import { sharedCacheControlStep, setSharedPageMark } from './http/shared-cache-control.mjs'
import { staticAssetStep } from './http/static-assets.mjs'

const port = Number(process.env.PORT || 3000)
// HOST=127.0.0.1 for test servers; by default every interface, as `next start` does.
const host = process.env.HOST || undefined

// Settings the steps need are checked before Next.js starts: a bad one stops start-up with one line.
let clientAddress
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
/** @type {typeof import('../edge/next-internals.ts')} */
const internals = await tsImport('../edge/next-internals.ts', import.meta.url)
const holds = internals.checkAssumptions(internals.buildView(distDir(), root))
setFlightScripts(holds['flight-scripts'] && holds.vary ? internals.FLIGHT_SCRIPT : null)
setChunkTags(holds['chunk-tags'] ? { script: internals.CHUNK_SCRIPT, preload: internals.CHUNK_PRELOAD } : null)
setSharedPageMark(holds['isr-cache-control'] && holds.vary ? internals.SHARED_PAGE_MARK : null)

const app = next({ dev: false, dir: root, port, hostname: host ?? 'localhost' })
const handle = app.getRequestHandler()
await app.prepare()

/**
 * Steps that run on every request before Next.js, in order. Each may answer the request itself
 * (and return true) or adjust it for Next (and return false).
 * @type {Array<(req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>>}
 */
// staticAssetStep: scripts and stylesheets in Brotli, compressed once after the build (static-assets.mjs).
const before = [requestLog, clientAddress, requestTargetStep, staticAssetStep(distDir()), mediaUrlStep(), pageMethodStep, pagePostStep]

// A public page's React data, taken out of the page by the security step below and fetched by the
// page after it has painted (flight-data.mjs); with REDIS_URL the files are shared by every server.
const redisUrl = process.env.REDIS_URL || undefined
const flights = processFlightStore({ shared: redisUrl ? await redisFlightFiles({ url: redisUrl, prefix: process.env.REDIS_KEY_PREFIX || 'redwood:' }) : null })
before.push(flightStep({ store: flights }))

// What a proxy in front may keep of a public page, and for how long (decision 018).
before.push(sharedCacheControlStep)

// Content-Security-Policy (with the hashes of each page's inline scripts), HSTS and the framing and
// opener headers on every HTML page; see scripts/security-headers.mjs.
before.push(securityHeaders({ production: process.env.SITE_ENV === 'production' }))

const server = http.createServer(async (req, res) => {
  try {
    for (const step of before) if (await step(req, res)) return
    // A step that had to read the body hands Next a copy holding it (see page-requests.mjs).
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
