import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { siteHeadersStep } from './security-headers'
import { acceptsBrotli, compressStaticAssets, staticAssetStep } from './static-assets'

/** A build folder with a script, a stylesheet, a tiny script, a font and a file outside static/. */
let dist: string
let server: http.Server
let base: string
const script = `export function hello(name) { return 'Hello, ' + name }\n`.repeat(200)
const styles = `.card { color: #b3122e; padding: 1rem }\n`.repeat(200)

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'))
  fs.mkdirSync(path.join(dist, 'static/chunks'), { recursive: true })
  fs.mkdirSync(path.join(dist, 'static/media'), { recursive: true })
  fs.writeFileSync(path.join(dist, 'static/chunks/app-1a2b.js'), script)
  fs.writeFileSync(path.join(dist, 'static/chunks/app-1a2b.css'), styles)
  fs.writeFileSync(path.join(dist, 'static/chunks/tiny.js'), 'self.x=1')
  fs.writeFileSync(path.join(dist, 'static/media/font.woff2'), Buffer.alloc(4000, 7))
  fs.writeFileSync(path.join(dist, 'secret.js'), script)
  fs.writeFileSync(path.join(dist, 'secret.js.br'), zlib.brotliCompressSync(script))

  // As in edge/server.ts: the site's headers first, then the step.
  const steps = [siteHeadersStep(), staticAssetStep(dist)]
  server = http.createServer((req, res) => {
    for (const step of steps) if (step(req, res)) return
    // Stands for Next.js: whatever the step leaves.
    res.writeHead(200, { 'content-type': 'text/plain', 'x-answered-by': 'next' })
    res.end('next')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  fs.rmSync(dist, { recursive: true, force: true })
})

/** A raw request (fetch would decompress and hide the encoding). */
function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request(base + url, { method, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('Brotli copies of the build’s scripts and stylesheets', () => {
  it('are written once after the build, for scripts and stylesheets of 1 KB or more', async () => {
    const first = await compressStaticAssets(dist)
    expect(first.files).toBe(2)
    expect(first.brotliBytes).toBeLessThan(first.bytes / 10)
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'static/chunks/app-1a2b.js.br'))).toString()).toBe(script)
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'static/chunks/app-1a2b.css.br'))).toString()).toBe(styles)
    expect(fs.existsSync(path.join(dist, 'static/chunks/tiny.js.br'))).toBe(false)
    expect(fs.existsSync(path.join(dist, 'static/media/font.woff2.br'))).toBe(false)
    // A second run (the same build) has nothing left to do.
    expect((await compressStaticAssets(dist)).files).toBe(0)
  })

  it('go to a browser that accepts Brotli, with the headers Next.js gives the same file', async () => {
    const res = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(res.status).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toBe('application/javascript; charset=UTF-8')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary).toBe('Accept-Encoding')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(Number(res.headers['content-length'])).toBe(res.body.length)
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script)

    const css = await get('/_next/static/chunks/app-1a2b.css', { 'accept-encoding': 'br' })
    expect(css.headers['content-type']).toBe('text/css; charset=UTF-8')
    expect(zlib.brotliDecompressSync(css.body).toString()).toBe(styles)

    const head = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('answer a repeat visit that still has the file with 304 Not Modified', async () => {
    const first = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' })
    const again = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const changed = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br', 'if-none-match': '"something-else"' })
    expect(changed.status).toBe(200)
  })

  it('leave to Next.js whatever they do not cover', async () => {
    const cases: Array<[string, Record<string, string>, string?]> = [
      // No Brotli, or Brotli refused.
      ['/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip' }],
      ['/_next/static/chunks/app-1a2b.js', {}],
      ['/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br;q=0, gzip' }],
      // A range of the file, a method other than GET or HEAD, a query string.
      ['/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br', range: 'bytes=0-10' }],
      ['/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' }, 'POST'],
      ['/_next/static/chunks/app-1a2b.js?v=2', { 'accept-encoding': 'br' }],
      // A file with no Brotli copy, one that does not exist, another kind of file.
      ['/_next/static/chunks/tiny.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }],
      ['/_next/static/media/font.woff2', { 'accept-encoding': 'br' }],
      // Anything that would step out of static/.
      ['/_next/static/../secret.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/%2e%2e/%2e%2e/secret.js', { 'accept-encoding': 'br' }],
      ['/_next/static/chunks/..%2f..%2fsecret.js', { 'accept-encoding': 'br' }],
      ['/_next/static//secret.js', { 'accept-encoding': 'br' }],
      ['/secret.js', { 'accept-encoding': 'br' }],
    ]
    for (const [url, headers, method] of cases) {
      const res = await get(url, headers, method)
      expect(res.headers['x-answered-by'], `${method ?? 'GET'} ${url} ${JSON.stringify(headers)}`).toBe('next')
    }
  })

  it('read Accept-Encoding as browsers write it', () => {
    expect(acceptsBrotli('gzip, deflate, br, zstd')).toBe(true)
    expect(acceptsBrotli('BR')).toBe(true)
    expect(acceptsBrotli('br;q=0.5')).toBe(true)
    expect(acceptsBrotli('br;q=0')).toBe(false)
    expect(acceptsBrotli('gzip, brotli')).toBe(false)
    expect(acceptsBrotli('')).toBe(false)
    expect(acceptsBrotli(undefined)).toBe(false)
    expect(acceptsBrotli(`gzip, ${'x'.repeat(2000)}, br`)).toBe(false)
  })
})
