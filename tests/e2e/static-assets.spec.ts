import zlib from 'node:zlib'

import { expect, test } from './fixtures'

/**
 * Issue 13: the site's scripts and stylesheets reach a browser in Brotli (compressed once after the
 * build, edge/static-assets.ts), about a seventh fewer bytes than the gzip Next.js makes on the
 * fly; a client without Brotli still gets Next.js's gzip, with the same headers and the same file.
 */
test('the home page’s scripts and stylesheets arrive in Brotli, and the page runs on them', async ({ page, request }) => {
  const assets = new Map<string, string | undefined>()
  page.on('response', async (response) => {
    const url = new URL(response.url())
    if (!/^\/_next\/static\/.+\.(?:js|css)$/.test(url.pathname)) return
    assets.set(url.pathname, (await response.allHeaders())['content-encoding'])
  })
  await page.goto('/')
  // It hydrated: the header's menu buttons took over from their links.
  await expect(page.locator('header[data-js]')).toHaveAttribute('data-js', 'true', { timeout: 20_000 })
  expect(assets.size, 'scripts and stylesheets the page loaded').toBeGreaterThan(5)

  let gzipBytes = 0
  let brotliBytes = 0
  for (const [pathname, encoding] of assets) {
    // Straight from the server, without the browser's cache, in both encodings.
    const [br, gzip] = await Promise.all([
      request.get(pathname, { headers: { 'accept-encoding': 'br' } }),
      request.get(pathname, { headers: { 'accept-encoding': 'gzip' } }),
    ])
    const brHeaders = br.headers()
    const gzipHeaders = gzip.headers()
    // Files under 1 KB are not worth a Brotli copy and keep Next.js's encoding.
    if (brHeaders['content-encoding'] !== 'br') {
      expect((await gzip.body()).length, `${pathname} has no Brotli copy`).toBeLessThan(1024)
      continue
    }
    expect(encoding, `${pathname} as the browser got it`).toBe('br')
    expect(gzipHeaders['content-encoding'], pathname).toBe('gzip')
    // The same file (Playwright decodes both) and the headers that matter for it.
    expect((await br.body()).equals(await gzip.body()), `${pathname}: same content`).toBe(true)
    for (const name of ['content-type', 'cache-control', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'vary']) {
      expect(brHeaders[name], `${pathname}: ${name}`).toBe(gzipHeaders[name])
    }
    brotliBytes += Number(brHeaders['content-length'])
    const raw = await gzip.body()
    gzipBytes += zlib.gzipSync(raw).length
  }
  expect(brotliBytes, 'bytes in Brotli against gzip').toBeLessThan(gzipBytes * 0.9)
})

/**
 * Issue 13: every script a public page starts with begins with V8's compile hint
 * (edge/compile-hints.ts, added after the build), so Chrome compiles it while it downloads
 * instead of on the main thread when Next's start-up first calls it.
 */
test('the scripts public pages start with are marked to be compiled as they download', async ({ page, request }) => {
  for (const address of ['/', '/policy/life/term-life-plan', '/contact', '/claims']) {
    const scripts = new Set<string>()
    const listen = (response: { url(): string }) => {
      const url = new URL(response.url())
      if (/^\/_next\/static\/chunks\/.+\.js$/.test(url.pathname)) scripts.add(url.pathname)
    }
    page.on('response', listen)
    await page.goto(address)
    await expect(page.locator('header[data-js]')).toHaveAttribute('data-js', 'true', { timeout: 20_000 })
    page.off('response', listen)
    expect(scripts.size, `${address}: scripts loaded`).toBeGreaterThan(5)
    for (const pathname of scripts) {
      const body = (await (await request.get(pathname)).body()).toString('utf8', 0, 40)
      expect(body, `${address}: ${pathname}`).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/)
    }
  }
})
