import { expect, test, type Page } from './fixtures'

/**
 * Issue 13: the picture a page is painted around (its Largest Contentful Paint) is fetched first, not
 * when layout gets round to it. On every page of the sitemap, at a phone's width and a desktop's: when
 * the largest thing painted is a picture, the browser asked for it at high priority, it is not lazy, and
 * it says fetchpriority="high" (which React's own preload of it in the page's head copies).
 */
const VIEWPORTS = [
  { name: 'phone', width: 412, height: 823 },
  { name: 'desktop', width: 1280, height: 800 },
]

type Largest = { src: string; loading: string; fetchPriority: string } | null

/**
 * The page's largest contentful paint, if it is a picture: the last candidate once the page has settled
 * (a picture still decoding at "load" paints, and becomes the candidate, a moment later).
 */
async function largestPicture(page: Page): Promise<Largest> {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => Promise.all([...document.images].filter((img) => img.complete && img.naturalWidth > 0).map((img) => img.decode().catch(() => undefined))))
  return page.evaluate(
    () =>
      new Promise<Largest>((resolve) => {
        let last: Element | null = null
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[]
          last = entries.at(-1)?.element ?? last
        }).observe({ type: 'largest-contentful-paint', buffered: true })
        // Two frames and a moment for anything painted after the pictures decoded.
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const element = last as Element | null
              if (!(element instanceof HTMLImageElement)) return resolve(null)
              resolve({ src: element.currentSrc, loading: element.loading, fetchPriority: element.fetchPriority })
            }, 300),
          ),
        )
      }),
  )
}

test('on every page the largest picture is fetched first: high priority, never lazy', async ({ page, context }) => {
  test.setTimeout(300_000)
  const sitemap = await page.request.get('/sitemap.xml')
  const paths = [...new Set([...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname))]
  expect(paths.length, 'the sitemap lists the site’s pages').toBeGreaterThan(10)

  // The priority each request started with, as Chromium's network panel shows it.
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  const priorities = new Map<string, string>()
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (!priorities.has(request.url)) priorities.set(request.url, request.initialPriority)
  })

  const faults: string[] = []
  let pictures = 0
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport)
    for (const path of paths) {
      priorities.clear()
      await page.goto(path, { waitUntil: 'load' })
      const largest = await largestPicture(page)
      if (!largest) continue
      pictures++
      const priority = priorities.get(largest.src)
      const where = `${path} (${viewport.name}): ${new URL(largest.src).pathname}`
      if (largest.loading === 'lazy') faults.push(`${where} is lazy`)
      if (largest.fetchPriority !== 'high') faults.push(`${where} says fetchpriority="${largest.fetchPriority}"`)
      if (priority !== 'High' && priority !== 'VeryHigh') faults.push(`${where} was requested at ${priority ?? 'no'} priority`)
    }
  }
  expect(faults, 'largest pictures fetched late').toEqual([])
  expect(pictures, 'pages whose largest paint is a picture').toBeGreaterThan(10)
})
