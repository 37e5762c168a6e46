import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it } from 'vitest'

// The step lives with the production HTTP front (scripts/server.mjs), which runs as plain Node.
import { chooseEncoding, createPageStore, invalidatePageCache, isCacheableRequest, pageCache, pageCacheSettings } from '../../../scripts/http/page-cache.mjs'
import { securityHeaders } from '../../../edge/security-headers'

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  ({ url, method, headers }) as unknown as http.IncomingMessage

describe('which requests the page cache may answer', () => {
  it('takes GET and HEAD of page addresses only', () => {
    expect(isCacheableRequest(request('/'))).toBe(true)
    expect(isCacheableRequest(request('/policy/life/term-life-plan', {}, 'HEAD'))).toBe(true)
    expect(isCacheableRequest(request('/about?_rsc=1x2y3'))).toBe(true)
    expect(isCacheableRequest(request('/', {}, 'POST'))).toBe(false)
    for (const path of ['/admin', '/admin/collections/users', '/api/products', '/plan-service/v1/plans', '/_next/static/chunks/a.js', '/preview?path=/', '/favicon.ico', '/sitemap.xml']) {
      expect(isCacheableRequest(request(path)), path).toBe(false)
    }
  })

  it('leaves out addresses with a query string, which could fill it with copies of one page', () => {
    expect(isCacheableRequest(request('/?utm_source=x'))).toBe(false)
    expect(isCacheableRequest(request('/blog/markets?page=2'))).toBe(false)
    expect(isCacheableRequest(request('/?_rsc=1&x=2'))).toBe(false)
  })

  it('never answers a signed-in editor or a preview from it', () => {
    expect(isCacheableRequest(request('/', { cookie: 'payload-token=abc' }))).toBe(false)
    expect(isCacheableRequest(request('/', { cookie: 'a=1; __prerender_bypass=xyz' }))).toBe(false)
    expect(isCacheableRequest(request('/', { cookie: 'consent=yes' }))).toBe(true)
  })
})

describe('content encoding', () => {
  it('picks br, then gzip, honouring q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseEncoding('gzip, deflate')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('*')).toBe('br')
    expect(chooseEncoding('identity')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
  })
})

describe('settings', () => {
  it('stops start-up with one line on a bad value', () => {
    expect(pageCacheSettings({})).toEqual({ maxBytes: 64 * 1024 * 1024, ttlMs: 120_000 })
    expect(pageCacheSettings({ PAGE_CACHE_MB: '0' }).maxBytes).toBe(0)
    expect(() => pageCacheSettings({ PAGE_CACHE_MB: 'lots' })).toThrow(/^Invalid environment variable PAGE_CACHE_MB/)
    expect(() => pageCacheSettings({ PAGE_CACHE_TTL_SECONDS: '-1' })).toThrow(/PAGE_CACHE_TTL_SECONDS/)
  })
})

describe('the store', () => {
  const entry = (bytes: number) => ({ status: 200, headers: [], identity: Buffer.alloc(0), gzip: Buffer.alloc(0), br: null, etag: '"x"', bytes, storedAt: Date.now() })

  it('drops the least recently used pages when over its size', () => {
    const store = createPageStore({ maxBytes: 300, ttlMs: 60_000 })
    store.set('a', entry(100), 0)
    store.set('b', entry(100), 0)
    store.set('c', entry(100), 0)
    store.get('a')
    store.set('d', entry(100), 0)
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')).toBeDefined()
    expect(store.bytes).toBeLessThanOrEqual(300)
  })

  it('forgets pages after their time', () => {
    let now = 1000
    const store = createPageStore({ maxBytes: 1000, ttlMs: 5000, now: () => now })
    store.set('a', { ...entry(10), storedAt: now }, 0)
    now += 4999
    expect(store.get('a')).toBeDefined()
    now += 1
    expect(store.get('a')).toBeUndefined()
  })

  it('does not keep a page rendered before the last change', () => {
    const store = createPageStore({ maxBytes: 1000, ttlMs: 5000 })
    const renderedIn = store.generation
    store.clear()
    expect(store.set('a', entry(10), renderedIn)).toBe(false)
    expect(store.get('a')).toBeUndefined()
  })
})

describe('the step in front of a server', () => {
  let server: http.Server | undefined
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve))
    server = undefined
  })

  /** A stand-in for Next.js: a page whose body says how many times it was rendered. */
  async function start(render: (req: http.IncomingMessage, res: http.ServerResponse, count: number) => void) {
    const steps = [await pageCache({ maxBytes: 1024 * 1024, ttlMs: 60_000 }), securityHeaders({ production: false })]
    let renders = 0
    server = http.createServer(async (req, res) => {
      for (const step of steps) if (await step(req, res)) return
      render(req, res, ++renders)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .request(`${base}${path}`, { method, headers }, (res) => {
            const chunks: Buffer[] = []
            res.on('data', (c: Buffer) => chunks.push(c))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
          })
          .on('error', reject)
          .end()
      })
    return { get, renders: () => renders }
  }

  const page = (count: number) => `<!DOCTYPE html><html><body><h1>Render ${count}</h1><script>console.log(${count})</script>${'<p>Cover for the family.</p>'.repeat(100)}</body></html>`
  const html = (res: http.ServerResponse, body: string, headers: Record<string, string> = {}) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers })
    res.end(body)
  }

  it('renders a page once, then serves it compressed with the same security headers', async () => {
    const { get, renders } = await start((req, res, n) => html(res, page(n)))
    const first = await get('/', { 'accept-encoding': 'gzip' })
    expect(first.headers['x-page-cache']).toBe('MISS')
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(first.body).toString()).toContain('Render 1')
    const second = await get('/', { 'accept-encoding': 'gzip, br' })
    expect(second.headers['x-page-cache']).toBe('HIT')
    expect(second.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(second.body).toString()).toContain('Render 1')
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy'])
    expect(second.headers['content-security-policy']).toMatch(/'sha256-/)
    expect(second.headers['x-frame-options']).toBe('DENY')
    const plain = await get('/')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toContain('Render 1')
    expect(renders()).toBe(1)
  })

  it('answers a revalidation with 304 and a HEAD with headers only', async () => {
    const { get } = await start((req, res, n) => html(res, page(n)))
    const first = await get('/about')
    const etag = String(first.headers.etag)
    expect((await get('/about', { 'if-none-match': etag })).status).toBe(304)
    const head = await get('/about', {}, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
  })

  it('renders again after any CMS change', async () => {
    const { get } = await start((req, res, n) => html(res, page(n)))
    await get('/claims')
    invalidatePageCache()
    const after = await get('/claims')
    expect(after.headers['x-page-cache']).toBe('MISS')
    expect(after.body.toString()).toContain('Render 2')
  })

  it('keeps no error page, no page that sets a cookie, and no page marked as degraded', async () => {
    const { get, renders } = await start((req, res, n) => {
      if (req.url === '/cookie') return html(res, page(n), { 'set-cookie': 'a=1' })
      if (req.url === '/degraded') return html(res, `${page(n)}<div data-page-cache="skip">Quote service down</div>`)
      res.writeHead(404, { 'content-type': 'text/html' })
      res.end(page(n))
    })
    for (const path of ['/cookie', '/degraded', '/gone']) {
      await get(path)
      const again = await get(path)
      expect(again.headers['x-page-cache'], path).toBe('MISS')
    }
    expect(renders()).toBe(6)
  })

  it('lets many visitors arriving at once share one render', async () => {
    const { get, renders } = await start((req, res, n) => setTimeout(() => html(res, page(n)), 50))
    const all = await Promise.all(Array.from({ length: 20 }, () => get('/news', { 'accept-encoding': 'gzip' })))
    expect(renders()).toBe(1)
    for (const r of all) expect(zlib.gunzipSync(r.body).toString()).toContain('Render 1')
  })
})
