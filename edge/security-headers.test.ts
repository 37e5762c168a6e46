import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { paystackCheckoutOrigin } from '../src/lib/payments/checkout-origin.mjs'
import { flightOut, flightUrl, processFlightStore, setFlightScripts } from './flight-data'
import { CHUNK_PRELOAD, CHUNK_SCRIPT, FLIGHT_SCRIPT } from './next-internals'
import { scriptsAfterLoad, setChunkTags } from './scripts-after-load'
import { BoundedCache, contentSecurityPolicy, inlineScriptHashes, securityHeaders, siteHeadersStep } from './security-headers'

// As the server sets them once it has checked the build it serves (edge/next-internals.ts).
beforeAll(() => {
  setFlightScripts(FLIGHT_SCRIPT)
  setChunkTags({ script: CHUNK_SCRIPT, preload: CHUNK_PRELOAD })
})

const sha = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('base64')

const PAGE = [
  '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
  '<script type="application/ld+json">{"@type":"InsuranceAgency"}</script></head><body>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"naïra \\u003cb\\u003e"])</script>',
  '<script id="_R_">requestAnimationFrame(function(){})</script></body></html>',
].join('')

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** A server with the step in front of a handler that answers like Next.js would. */
async function serve(production: boolean, handler: http.RequestListener, env: Record<string, string | undefined> = {}): Promise<string> {
  const step = securityHeaders({ production, env })
  server = http.createServer((req, res) => {
    step(req, res)
    handler(req, res)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** What a public page at `path` goes out as: its data in a file, its scripts after load. */
function publicPage(path: string) {
  const flight = flightOut(PAGE)
  if (!flight) throw new Error('PAGE has no data scripts')
  return { html: scriptsAfterLoad(flight.html, { flight: flightUrl(flight.hash, path) }), flight }
}

const directive = (policy: string, name: string) =>
  policy.split(';').map((d) => d.trim()).find((d) => d.startsWith(`${name} `)) ?? ''

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, byte for byte, and nothing else', () => {
    expect(inlineScriptHashes(Buffer.from(PAGE, 'utf8')).sort()).toEqual(
      [
        sha('(self.__next_f=self.__next_f||[]).push([0])'),
        sha('self.__next_f.push([1,"naïra \\u003cb\\u003e"])'),
        sha('requestAnimationFrame(function(){})'),
      ].sort(),
    )
  })
})

describe('the page policy', () => {
  it('allows scripts only from the site and by hash, and frames only the two video players', () => {
    const policy = contentSecurityPolicy({ admin: false, production: false, hashes: ['abc='] })
    expect(directive(policy, 'script-src')).toBe("script-src 'self' 'sha256-abc='")
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
    expect(directive(policy, 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com')
    for (const d of ["object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'"]) {
      expect(policy).toContain(d)
    }
    expect(policy).not.toContain('upgrade-insecure-requests')
    expect(contentSecurityPolicy({ admin: false, production: true, hashes: [] })).toContain('upgrade-insecure-requests')
  })
})

describe('the Paystack checkout in form-action', () => {
  it('is the configured checkout origin: checkout.paystack.com for Paystack, the stand-in’s own origin, or the one named', () => {
    expect(paystackCheckoutOrigin({})).toBeNull()
    expect(paystackCheckoutOrigin({ PAYSTACK_SECRET_KEY: 'sk_live_x' })).toBe('https://checkout.paystack.com')
    expect(paystackCheckoutOrigin({ PAYSTACK_SECRET_KEY: 'sk_live_x', PAYSTACK_BASE_URL: 'https://api.paystack.co/' })).toBe('https://checkout.paystack.com')
    expect(paystackCheckoutOrigin({ PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_BASE_URL: 'http://127.0.0.1:4567/v1' })).toBe('http://127.0.0.1:4567')
    expect(paystackCheckoutOrigin({ PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_CHECKOUT_ORIGIN: 'https://pay.example.ng/path' })).toBe('https://pay.example.ng')
    expect(paystackCheckoutOrigin({ PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_CHECKOUT_ORIGIN: 'javascript:alert(1)' })).toBeNull()
  })

  it('allows the checkout origin on public pages (the pay form may be reached by client-side navigation from any), never in the admin, and nothing more', async () => {
    const env = { PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_BASE_URL: 'http://127.0.0.1:4567' }
    const url = await serve(
      false,
      (_req, res) => {
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end('<!doctype html><p>page</p>')
      },
      env,
    )
    const formAction = async (path: string) => directive((await fetch(`${url}${path}`)).headers.get('content-security-policy') ?? '', 'form-action')
    expect(await formAction('/apply/abcdef/outcome')).toBe("form-action 'self' http://127.0.0.1:4567")
    expect(await formAction('/apply/payment-return')).toBe("form-action 'self' http://127.0.0.1:4567")
    expect(await formAction('/apply/abcdef/review')).toBe("form-action 'self' http://127.0.0.1:4567")
    expect(await formAction('/policy/life/term-life-plan')).toBe("form-action 'self' http://127.0.0.1:4567")
    expect(await formAction('/admin/collections/applications')).toBe("form-action 'self'")
  })

  it('adds nothing when Paystack is not set up', async () => {
    const url = await serve(false, (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end('<!doctype html><p>page</p>')
    })
    const policy = (await fetch(`${url}/apply/abcdef/outcome`)).headers.get('content-security-policy') ?? ''
    expect(directive(policy, 'form-action')).toBe("form-action 'self'")
  })
})

describe('securityHeaders (the server step)', () => {
  it('starts a compressed page’s scripts after load, and puts the hashes of its inline scripts, the loader’s too, in its policy', async () => {
    const gzipped = zlib.gzipSync(Buffer.from(PAGE, 'utf8'))
    const url = await serve(true, (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('Content-Encoding', 'gzip')
      // Next streams: headers first, then the body in pieces.
      res.write(gzipped.subarray(0, 10))
      res.end(gzipped.subarray(10))
    })
    const response = await fetch(`${url}/`)
    const policy = response.headers.get('content-security-policy') ?? ''
    const sent = await response.text()
    const { html, flight } = publicPage('/')
    expect(sent).toBe(html)
    expect(sent).not.toContain('<script src=')
    // The page's data went into its file, kept for the browser to fetch after load.
    expect(sent).not.toContain('__next_f')
    expect(processFlightStore().get(flight.hash)?.js.toString()).toBe(flight.js)
    const loader = /<script>(\(function\(\)\{var d=document[^<]*)<\/script>/.exec(sent)?.[1] ?? ''
    expect(loader).toContain('s=["a"]')
    expect(loader).toContain(`a("/_f/${flight.hash}.js?p=%2F")`)
    expect(directive(policy, 'script-src').split(' ').filter((s) => s.startsWith("'sha256-"))).toHaveLength(2)
    expect(policy).toContain(`'sha256-${sha(loader)}'`)
    expect(policy).toContain(`'sha256-${sha('requestAnimationFrame(function(){})')}'`)
    expect(response.headers.get('content-encoding')).toBe('gzip')
    expect(response.headers.get('content-length')).toBe(String(zlib.gzipSync(Buffer.from(sent, 'utf8')).length))
    expect(response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  })

  it('reads a public page every time, the same page with the same ETag giving the same answer', async () => {
    const url = await serve(false, (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('ETag', '"page-v1"')
      res.write(PAGE.slice(0, 50))
      res.end(PAGE.slice(50))
    })
    const first = await fetch(`${url}/cached`)
    const second = await fetch(`${url}/cached`)
    for (const response of [first, second]) expect(response.headers.get('content-length')).toBe(String(Buffer.byteLength(publicPage('/cached').html)))
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(await second.text()).toBe(await first.text())
  })

  it('keeps the data in the page when the page is not one for everyone: a signed-in editor, a preview, a query, an applicant, an error or a cookie', async () => {
    const url = await serve(false, (req, res) => {
      const headers: http.OutgoingHttpHeaders = { 'content-type': 'text/html; charset=utf-8' }
      if (req.url === '/sets-cookie') headers['set-cookie'] = 'a=1'
      res.writeHead(req.url === '/missing' ? 404 : 200, headers)
      res.end(PAGE)
    })
    const cases: Array<[string, Record<string, string>]> = [
      ['/', { cookie: 'payload-token=abc' }],
      ['/', { cookie: '__prerender_bypass=1' }],
      ['/search?q=life', {}],
      ['/apply/term-life-plan', {}],
      ['/missing', {}],
      ['/sets-cookie', {}],
    ]
    for (const [path, headers] of cases) {
      const sent = await (await fetch(url + path, { headers })).text()
      expect(sent, path).toBe(scriptsAfterLoad(PAGE))
      expect(sent, path).toContain('self.__next_f.push([1,')
      expect(sent, path).not.toContain('/_f/')
    }
  })

  it('remembers an admin page by its ETag and streams it straight through, unchanged, the next time', async () => {
    const url = await serve(false, (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.setHeader('ETag', '"page-v1"')
      res.write(PAGE.slice(0, 50))
      res.end(PAGE.slice(50))
    })
    const first = await fetch(`${url}/admin/remembered`)
    expect(first.headers.get('content-length')).toBe(String(Buffer.byteLength(PAGE)))
    expect(await first.text()).toBe(PAGE)
    const second = await fetch(`${url}/admin/remembered`)
    // Not held back this time: Node chunks a body whose length nobody set.
    expect(second.headers.get('transfer-encoding')).toBe('chunked')
    expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
    expect(await second.text()).toBe(PAGE)
  })

  it('gives the admin its own policy, framable by the site itself', async () => {
    const url = await serve(false, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end('<html><script>window.x=1</script></html>')
    })
    const response = await fetch(`${url}/admin/collections/users`)
    const policy = response.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("frame-ancestors 'self'")
    expect(directive(policy, 'script-src')).toBe(`script-src 'self' 'sha256-${sha('window.x=1')}'`)
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN')
    // Without SITE_ENV=production there is no HTTPS to insist on.
    expect(response.headers.get('strict-transport-security')).toBeNull()
  })

  it('lets the site frame a page an editor previews in draft mode (the admin’s live preview), and nobody frame the same page otherwise', async () => {
    const url = await serve(false, (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(PAGE)
    })
    const framing = async (cookie?: string) => {
      const response = await fetch(`${url}/policy/life/term-life-plan`, cookie ? { headers: { cookie } } : {})
      const policy = response.headers.get('content-security-policy') ?? ''
      return [directive(policy, 'frame-ancestors'), response.headers.get('x-frame-options')]
    }
    expect(await framing()).toEqual(["frame-ancestors 'none'", 'DENY'])
    expect(await framing('theme=dark; __prerender_bypass=abc')).toEqual(["frame-ancestors 'self'", 'SAMEORIGIN'])
    expect(await framing('__prerender_bypass=abc')).toEqual(["frame-ancestors 'self'", 'SAMEORIGIN'])
    // A cookie whose name merely ends like Next's is not draft mode; nor is a signed-in editor on their own.
    expect(await framing('my__prerender_bypass=abc')).toEqual(["frame-ancestors 'none'", 'DENY'])
    expect(await framing('payload-token=abc')).toEqual(["frame-ancestors 'none'", 'DENY'])
    // A draft page frames nothing new: the same video players only.
    const response = await fetch(`${url}/`, { headers: { cookie: '__prerender_bypass=abc' } })
    expect(directive(response.headers.get('content-security-policy') ?? '', 'frame-src')).toBe('frame-src https://www.youtube-nocookie.com https://player.vimeo.com')
  })

  it('lets anything that is not a page through untouched', async () => {
    const url = await serve(true, (_req, res) => {
      res.setHeader('Content-Type', 'application/json')
      res.write('{"a":')
      res.end('1}')
    })
    const response = await fetch(`${url}/api/plans`)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('transfer-encoding')).toBe('chunked')
    expect(await response.json()).toEqual({ a: 1 })
  })
})

describe('a page version', () => {
  it('is read and hashed once: the same body again is sent from memory, a new body gets its own hashes', async () => {
    let version = 1
    const url = await serve(false, (_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(PAGE.replace('requestAnimationFrame(function(){})', `window.v=${version}`))
    })
    const hashing = vi.spyOn(crypto, 'createHash')
    try {
      const first = await fetch(`${url}/versioned`)
      const firstCalls = hashing.mock.calls.length
      const second = await fetch(`${url}/versioned`)
      // Only the hash of Next's body, to find the finished page: no script is hashed again.
      expect(hashing.mock.calls.length - firstCalls).toBe(1)
      expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'))
      expect(await second.text()).toBe(await first.text())

      version = 2
      const changed = await fetch(`${url}/versioned`)
      expect(changed.headers.get('content-security-policy')).toContain(`'sha256-${sha('window.v=2')}'`)
      expect(changed.headers.get('content-security-policy')).not.toContain(`'sha256-${sha('window.v=1')}'`)
      expect(await changed.text()).toContain('window.v=2')
    } finally {
      hashing.mockRestore()
    }
  })

  it('is confirmed by Next rather than sent again: a 304 to the ETag last sent goes out as that same 200', async () => {
    let version = 1
    const asked: (string | undefined)[] = []
    let bodiesWritten = 0
    const url = await serve(false, (req, res) => {
      // As Next answers a page it keeps: an ETag of the page, and 304 when the request already names it.
      const page = PAGE.replace('requestAnimationFrame(function(){})', `window.v=${version}`)
      const etag = `"${crypto.createHash('sha1').update(page).digest('base64url')}"`
      asked.push(req.headers['if-none-match'])
      res.setHeader('ETag', etag)
      res.setHeader('Vary', 'rsc, Accept-Encoding')
      if (req.headers['if-none-match'] === etag) {
        res.statusCode = 304
        return void res.end()
      }
      bodiesWritten++
      const gzip = /gzip/.test(String(req.headers['accept-encoding']))
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (gzip) res.setHeader('Content-Encoding', 'gzip')
      res.end(gzip ? zlib.gzipSync(page) : page)
    })
    const get = (headers: Record<string, string> = {}) => fetch(`${url}/confirmed`, { headers: { 'accept-encoding': 'gzip', ...headers } })

    const first = await get()
    const second = await get()
    expect(asked.slice(0, 2)).toEqual([undefined, first.headers.get('etag')])
    expect(bodiesWritten).toBe(1)
    expect(second.status).toBe(200)
    for (const name of ['content-type', 'content-encoding', 'content-length', 'vary', 'etag', 'content-security-policy']) {
      expect(second.headers.get(name), name).toBe(first.headers.get(name))
    }
    const page = await first.text()
    expect(page).toContain('window.v=1')
    expect(await second.text()).toBe(page)

    // Another encoding is another version: never the gzip bytes to a client that did not ask for them.
    const plain = await get({ 'accept-encoding': 'identity' })
    expect(plain.headers.get('content-encoding')).toBeNull()
    expect(await plain.text()).toBe(page)
    expect(bodiesWritten).toBe(2)

    // A client's own conditional request is its own: Next's 304 reaches it as a 304.
    const own = await get({ 'if-none-match': String(first.headers.get('etag')) })
    expect(own.status).toBe(304)
    expect(await own.text()).toBe('')

    // A publish: Next's page has changed, so it answers the old ETag with the new page, which is kept next.
    version = 2
    const changed = await get()
    expect(await changed.text()).toContain('window.v=2')
    expect(changed.headers.get('content-security-policy')).toContain(`'sha256-${sha('window.v=2')}'`)
    const again = await get()
    expect(asked.at(-1)).toBe(changed.headers.get('etag'))
    expect(await again.text()).toContain('window.v=2')
    expect(bodiesWritten).toBe(3)
  })

  it('asks Next as the client asked for a HEAD, a POST, the admin or a signed-in visitor: only a plain GET of a public page is made conditional', async () => {
    const asked: string[] = []
    const url = await serve(false, (req, res) => {
      asked.push(`${req.method} ${req.url} ${req.headers['if-none-match'] ?? '-'}`)
      res.setHeader('ETag', '"v1"')
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      res.end(req.method === 'HEAD' ? undefined : PAGE)
    })
    for (const path of ['/page', '/admin']) {
      await fetch(url + path)
      await fetch(url + path, { method: 'HEAD' })
      await fetch(url + path, { method: 'POST', body: 'a=1' })
    }
    await fetch(`${url}/page`, { headers: { cookie: 'payload-token=abc' } })
    expect(asked.filter((line) => !line.endsWith(' -'))).toEqual([])
    await fetch(`${url}/page`)
    await fetch(`${url}/admin`)
    await fetch(`${url}/page`, { headers: { cookie: 'payload-token=abc' } })
    expect(asked.slice(-3)).toEqual(['GET /page "v1"', 'GET /admin -', 'GET /page -'])
  })

  it('is kept within its bounds, the least recently used first out', () => {
    const cache = new BoundedCache<string>(100, 3)
    cache.set('a', 'A', 40)
    cache.set('b', 'B', 40)
    cache.get('a')
    cache.set('c', 'C', 40)
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C'])
    for (const key of ['d', 'e', 'f']) cache.set(key, key, 1)
    expect(cache.size).toBe(3)
    cache.set('huge', 'H', 101)
    expect(cache.get('huge')).toBeUndefined()
  })
})

describe('siteHeadersStep', () => {
  it('gives every response the site’s headers, and an uploaded file the sandbox policy over its handler’s own', async () => {
    const step = siteHeadersStep()
    server = http.createServer((req, res) => {
      step(req, res)
      // As Payload answers an SVG: a policy of its own, without the sandbox.
      if (req.url?.startsWith('/api/media/file/')) res.setHeader('Content-Security-Policy', "default-src 'none'")
      res.setHeader('Content-Type', req.url?.endsWith('.svg') ? 'image/svg+xml' : 'application/json')
      res.end('{}')
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    for (const path of ['/api/health', '/api/media/file/badge.svg']) {
      const response = await fetch(url + path)
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff')
      expect(response.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('permissions-policy'), path).toBe('camera=(), microphone=(), geolocation=()')
      expect(response.headers.get('x-frame-options'), path).toBe('SAMEORIGIN')
    }
    expect((await fetch(`${url}/api/health`)).headers.get('content-security-policy')).toBeNull()
    const file = await fetch(`${url}/api/media/file/badge.svg`)
    expect(file.headers.get('content-security-policy')).toMatch(/^sandbox; default-src 'none'/)
    expect(file.headers.get('cross-origin-resource-policy')).toBe('same-origin')
  })
})
