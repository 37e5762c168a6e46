#!/usr/bin/env node
// The production HTTP server: Next.js's own request handler behind a plain Node http server, so that
// what only the socket knows (the peer address, the raw request line) can be checked before Next sees
// the request. See docs/decisions/008-own-http-front.md. Started by scripts/start.mjs and the test servers.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import next from 'next'

import { clientLeft } from './http/abandoned.mjs'
import { clientAddressStep } from './http/client-address.mjs'
import { flightStep } from './http/flight-data.mjs'
import { mediaUrlStep } from './http/media-urls.mjs'
import { pageCache, pageCacheSettings } from './http/page-cache.mjs'
import { pageMethodStep, pagePostStep, requestForNext, requestTargetStep } from './http/page-requests.mjs'
import { distDir, root } from './lib.mjs'
import { requestLog } from './request-log.mjs'
import { securityHeaders } from './security-headers.mjs'
import { staticAssetStep } from './http/static-assets.mjs'

const port = Number(process.env.PORT || 3000)
// HOST=127.0.0.1 for test servers; by default every interface, as `next start` does.
const host = process.env.HOST || undefined

// Settings the steps need are checked before Next.js starts: a bad one stops start-up with one line.
let clientAddress
let cacheSettings
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

/**
 * Steps that run on every request before Next.js, in order. Each may answer the request itself
 * (and return true) or adjust it for Next (and return false).
 * @type {Array<(req: http.IncomingMessage, res: http.ServerResponse) => boolean | Promise<boolean>>}
 */
// staticAssetStep: scripts and stylesheets in Brotli, compressed once after the build (static-assets.mjs).
const before = [requestLog, clientAddress, requestTargetStep, staticAssetStep(distDir()), mediaUrlStep(), pageMethodStep, pagePostStep]

// A public page's React data, taken out of the page by the security step below and fetched by the
// page after it has painted (flight-data.mjs). A server that has not rendered the page renders it once
// by asking itself for it, on the address it listens on.
before.push(
  flightStep({
    address: () => {
      const at = server.address()
      if (!at || typeof at === 'string') return null
      const wildcard = at.address === '::' || at.address === '0.0.0.0'
      return { host: wildcard ? '127.0.0.1' : at.address, port: at.port }
    },
  }),
)

// Finished public pages, kept compressed in memory and dropped on any CMS change (decision 018). It runs
// before the security headers so that what it keeps already carries them.
before.push(await pageCache({ ...cacheSettings, redisUrl: process.env.REDIS_URL || undefined, redisPrefix: process.env.REDIS_KEY_PREFIX || 'redwood:' }))

// Content-Security-Policy (with the hashes of each page's inline scripts), HSTS and the framing and
// opener headers on every HTML page; see scripts/security-headers.mjs.
before.push(securityHeaders({ production: process.env.SITE_ENV === 'production' }))

const server = http.createServer(async (req, res) => {
  try {
    // A request whose client gave up while it waited is not worth handling (http/abandoned.mjs).
    if (await clientLeft(req)) return void res.destroy()
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
