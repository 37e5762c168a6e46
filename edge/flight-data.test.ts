import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { createFlightStore, flightOut, flightStep, isPublicPageRequest, setFlightScripts } from './flight-data'
import { CHUNK_PRELOAD, CHUNK_SCRIPT, FLIGHT_SCRIPT } from './next-internals'
import { setChunkTags } from './scripts-after-load'
import { securityHeaders } from './security-headers'

// As the server sets them once it has checked the build it serves (edge/next-internals.ts).
beforeAll(() => {
  setFlightScripts(FLIGHT_SCRIPT)
  setChunkTags({ script: CHUNK_SCRIPT, preload: CHUNK_PRELOAD })
})

/** A page as Next.js writes it: its data in `self.__next_f` scripts among the other inline scripts. */
const page = (rows: string[]) =>
  [
    '<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"InsuranceAgency"}</script></head><body><h1>Claims</h1>',
    '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ...rows.map((row) => `<script>self.__next_f.push([1,${JSON.stringify(row)}])</script>`),
    '<script>$RC("B:0","S:0")</script></body></html>',
  ].join('')

describe('flightOut', () => {
  const html = page(['1:"$Sreact.fragment"\n', '0:{"P":null}\n'])

  it('takes the data scripts out of the page, in order, into one file, and leaves every other script', () => {
    const out = flightOut(html)
    expect(out?.html).not.toContain('__next_f')
    for (const kept of ['<script src="/_next/static/chunks/a.js"', 'application/ld+json', 'TURBOPACK', '$RC("B:0","S:0")', '<h1>Claims</h1>']) {
      expect(out?.html).toContain(kept)
    }
    expect(out?.js).toBe(
      '(self.__next_f=self.__next_f||[]).push([0]);\n' +
        'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"]);\n' +
        'self.__next_f.push([1,"0:{\\"P\\":null}\\n"]);\n',
    )
  })

  it('names the file by what it holds', () => {
    const a = flightOut(html)
    expect(a?.hash).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(flightOut(html)?.hash).toBe(a?.hash)
    expect(flightOut(page(['0:{"P":1}\n']))?.hash).not.toBe(a?.hash)
  })

  it('leaves a page without data alone', () => {
    expect(flightOut('<html><head></head><body><script>window.x=1</script></body></html>')).toBeNull()
  })

  it('leaves every page alone when the build does not hold to Next’s flight script pattern', () => {
    setFlightScripts(null)
    try {
      expect(flightOut(html)).toBeNull()
    } finally {
      setFlightScripts(FLIGHT_SCRIPT)
    }
  })
})

describe('createFlightStore', () => {
  it('keeps files up to its size, the least recently used out first', () => {
    const store = createFlightStore({ maxBytes: 3000 })
    const js = (c: string) => c.repeat(600)
    store.set('a', js('a'), '/a')
    store.set('b', js('b'), '/b')
    store.get('a')
    store.set('c', js('c'), '/c')
    expect(store.get('b')).toBeUndefined()
    expect(store.get('a')?.js.toString()).toBe(js('a'))
    expect(store.get('c')?.js.toString()).toBe(js('c'))
  })

  it('knows each page’s latest file, and keeps the files themselves', () => {
    const store = createFlightStore({ maxBytes: 100_000 })
    store.set('one', 'x()', '/claims')
    store.set('two', 'y()', '/claims')
    expect(store.latest('/claims')?.js.toString()).toBe('y()')
    expect(store.get('one')?.js.toString()).toBe('x()')
  })

  it('shares the files it makes, and takes from the share only a file that is what its name says', async () => {
    const shared = new Map<string, string>()
    const share = { put: (hash: string, js: string) => void shared.set(hash, js), get: async (hash: string) => shared.get(hash) }
    const a = createFlightStore({ maxBytes: 100_000, shared: share })
    const b = createFlightStore({ maxBytes: 100_000, shared: share })
    const file = flightOut(page(['0:{"P":1}\n']))
    if (!file) throw new Error('no file')
    a.set(file.hash, file.js, '/claims')
    expect((await b.fetchShared(file.hash))?.js.toString()).toBe(file.js)
    expect(b.get(file.hash)?.js.toString()).toBe(file.js)
    // Someone who could write to Redis cannot put another script under a name.
    shared.set('BBBBBBBBBBBBBBBBBBBBBB', 'alert(1)')
    expect(await b.fetchShared('BBBBBBBBBBBBBBBBBBBBBB')).toBeUndefined()
  })
})

let server: http.Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/**
 * One server as edge/server.ts puts it together: the file step first, then the security step in
 * front of a "Next.js" that writes its rows in a different order on every render, as React may.
 */
async function start() {
  const store = createFlightStore({ maxBytes: 1024 * 1024 })
  let renders = 0
  const files = flightStep({ store })
  const security = securityHeaders({ production: false, flights: store })
  server = http.createServer(async (req, res) => {
    if (await files(req, res)) return
    security(req, res)
    renders += 1
    const rows = ['1:"$Sreact.fragment"\n', `2:["$","h1",null,{"children":"Claims"}]\n`]
    res.writeHead(req.url === '/gone' ? 404 : 200, { 'content-type': 'text/html; charset=utf-8' })
    res.end(page(renders % 2 ? rows : [...rows].reverse()))
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const visit = async (path: string) => {
    const html = await (await fetch(base + path)).text()
    return /"(\/_f\/[^"]+)"/.exec(html)?.[1] ?? ''
  }
  return { base, store, visit, renders: () => renders }
}

describe('the file step', () => {
  it('serves a page’s file under its name, kept by the browser for good, compressed as asked', async () => {
    const { base, store, visit } = await start()
    const address = await visit('/claims')
    expect(address).toMatch(/^\/_f\/[A-Za-z0-9_-]{22}\.js\?p=%2Fclaims$/)
    const js = store.latest('/claims')?.js.toString() ?? ''
    expect(js).toContain('self.__next_f.push([1,')

    const plain = await fetch(base + address, { headers: { 'accept-encoding': 'identity' } })
    expect(plain.status).toBe(200)
    expect(plain.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(plain.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await plain.text()).toBe(js)

    for (const [encoding, decode] of [
      ['gzip', zlib.gunzipSync],
      ['br', zlib.brotliDecompressSync],
    ] as const) {
      const body = await new Promise<{ encoding: string; bytes: Buffer }>((resolve, reject) => {
        http.get(base + address, { headers: { 'accept-encoding': encoding } }, (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c) => chunks.push(c))
          res.on('end', () => resolve({ encoding: String(res.headers['content-encoding']), bytes: Buffer.concat(chunks) }))
        }).on('error', reject)
      })
      expect(body.encoding).toBe(encoding)
      expect(decode(body.bytes).toString()).toBe(js)
    }
    const head = await fetch(base + address, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })

  it('answers a file it does not have with its own for the same page, not to be kept, and never renders a page for it', async () => {
    const { base, store, visit, renders } = await start()
    const fromOtherServer = (await visit('/claims')).replace(/\/_f\/[^.]+/, '/_f/AAAAAAAAAAAAAAAAAAAAAA')
    expect(renders()).toBe(1)

    const response = await fetch(base + fromOtherServer)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.text()).toBe(store.latest('/claims')?.js.toString())

    // A page this server has not served: not found (the page stays as sent), and nothing is rendered.
    const asked = await Promise.all([1, 2, 3].map(() => fetch(base + '/_f/AAAAAAAAAAAAAAAAAAAAAA.js?p=%2Fabout')))
    expect(asked.map((r) => r.status)).toEqual([404, 404, 404])
    expect(renders()).toBe(1)
  })

  it('refuses anything else without rendering a page: bad names, other sites, the admin, the API, queries and other methods', async () => {
    const { base, renders } = await start()
    const name = '/_f/AAAAAAAAAAAAAAAAAAAAAA.js'
    for (const path of [
      '/_f/short.js',
      '/_f/AAAAAAAAAAAAAAAAAAAAAA.js.map',
      `${name}`,
      `${name}?p=%2F%2Fevil.example`,
      `${name}?p=https%3A%2F%2Fevil.example%2F`,
      `${name}?p=%2Fadmin`,
      `${name}?p=%2F..%2Fadmin`,
      `${name}?p=%2Fblog%2F%252e%252e%2F%252e%252e%2Fadmin`,
      `${name}?p=%2F.%2Fclaims`,
      `${name}?p=%2Fapi%2Fusers`,
      `${name}?p=%2Fapply%2Fterm-life-plan`,
      `${name}?p=%2Fmy`,
      `${name}?p=%2Fmy%2Fpolicies%2FRL-POL-2021-000101`,
      `${name}?p=%2Fclaims%3Fa%3D1`,
      `${name}?p=%E0%A4%A`,
      `${name}?p=%2Fclaims&p=%2F`,
    ]) {
      const response = await fetch(base + path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('cache-control'), path).toBe('no-store')
      expect(await response.text(), path).toBe('Not found.')
    }
    const post = await fetch(`${base}${name}?p=%2Fclaims`, { method: 'POST', body: 'x' })
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('GET, HEAD')
    expect(renders()).toBe(0)
  })
})

describe('a policyholder’s pages (/my)', () => {
  it('are never public: by their address, and for anyone holding the session cookie', () => {
    expect(isPublicPageRequest({ method: 'GET', url: '/my', headers: {} })).toBe(false)
    expect(isPublicPageRequest({ method: 'GET', url: '/my/policies/RL-POL-2021-000101', headers: {} })).toBe(false)
    expect(isPublicPageRequest({ method: 'GET', url: '/claims', headers: { cookie: 'a=1; __Host-rl-my=abc' } })).toBe(false)
    expect(isPublicPageRequest({ method: 'GET', url: '/claims', headers: { cookie: 'a=1' } })).toBe(true)
  })
})
