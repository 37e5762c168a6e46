import zlib from 'node:zlib'

import { expect, test } from './fixtures'

/**
 * Issue 13: the site's scripts and stylesheets reach a browser in Brotli (compressed once after the
 * build, scripts/http/static-assets.mjs), about a seventh fewer bytes than the gzip Next.js makes on the
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
