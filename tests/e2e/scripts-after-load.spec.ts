import { LATEST_START_MS } from '../../edge/scripts-after-load'
import { expect, test } from './fixtures'

/**
 * Issue 13: a public page is shown first and runs its scripts after (edge/scripts-after-load.ts,
 * decision 025). Next.js's own tags would have the browser fetch the scripts at once and run them the
 * moment they arrive, before the first paint on a fast line or from the cache. The page's loader starts
 * them once the page has loaded and painted, and the page then works as before.
 */
const PAGES = ['/', '/contact', '/policy/life/term-life-plan', '/claims']

for (const path of PAGES) {
  test(`${path} starts its scripts only after it has loaded, then runs on them`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const response = await page.goto(path)
    const html = (await response?.text()) ?? ''
    // No tag of Next's own starts a script chunk, and nothing preloads one.
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/)
    expect(html).not.toMatch(/<link rel="preload" as="script"/)
    // Nor is React's copy of the page's content in it: that comes as a file after load (flight-data.ts).
    expect(html).not.toContain('self.__next_f')
    const flight = /"(\/_f\/[A-Za-z0-9_-]{22}\.js\?p=[^"]+)"/.exec(html)?.[1]
    expect(flight, 'the address of the page’s data').toBe(`/_f/${flight?.slice(4, 26)}.js?p=${encodeURIComponent(path)}`)

    // The fixture's goto waited for the loader's scripts: every one was asked for after the load event, or,
    // on a page whose load comes late (a busy machine, a slow picture), at the loader's latest start
    // (LATEST_START_MS after the head was read, which is after the response began), never before.
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const resources = performance.getEntriesByType('resource')
      const chunks = resources.filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      const data = resources.filter((entry) => new URL(entry.name).pathname.startsWith('/_f/'))
      return { loadEnd: navigation.loadEventEnd, headRead: navigation.responseStart, starts: [...chunks, ...data].map((entry) => entry.startTime), data: data.length }
    })
    expect(timing.starts.length, 'scripts the page ran').toBeGreaterThan(3)
    expect(timing.data, 'data files the page fetched').toBe(1)
    const earliest = Math.min(timing.loadEnd, timing.headRead + LATEST_START_MS)
    for (const start of timing.starts) expect(start, `a script asked for at ${Math.round(start)} ms; load ended at ${Math.round(timing.loadEnd)} ms`).toBeGreaterThanOrEqual(earliest)

    // And the page runs on them: the header's menu buttons took over from their links.
    await expect(page.locator('header[data-js]')).toHaveAttribute('data-js', 'true', { timeout: 20_000 })
    const products = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products', exact: true })
    await products.click()
    await expect(products).toHaveAttribute('aria-expanded', 'true')
  })
}

test('a page whose load event never comes in time still starts its scripts within a few seconds', async ({ page }) => {
  // An image that takes 8 s holds the load event back, as a slow picture on a poor line would.
  await page.route('**/m/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 8_000))
    await route.continue().catch(() => {})
  })
  await page.goto('/contact', { waitUntil: 'commit' })
  await expect(page.locator('header[data-js]')).toHaveAttribute('data-js', 'true', { timeout: 7_000 })
  expect(await page.evaluate(() => document.readyState)).not.toBe('complete')
})

test.describe('without its data', () => {
  // The failed fetch itself is the only thing the console may report.
  test.use({ allowConsoleErrors: [/^Failed to load resource: net::ERR_FAILED \(at http:\/\/[^/]+\/_f\//] })

  test('a page whose data cannot be had stays as it is: whole, readable and working by its links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.route('**/_f/**', (route) => route.abort())
    await page.goto('/policy/life/term-life-plan', { waitUntil: 'domcontentloaded' })
    await page.waitForLoadState('load')
    await page.waitForTimeout(1_500)
    // Next's scripts never ran on no data: nothing broke (the fixture fails the test on any uncaught
    // error), and the page is the one that was sent.
    await expect(page.locator('header[data-js]')).not.toHaveAttribute('data-js', 'true')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Talk To An Advisor' }).click()
    await expect(page).toHaveURL(/\/contact$/)
  })
})

test('after its data and scripts, a page moves to the next in the browser, without loading it whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/policy/life/term-life-plan')
  await page.evaluate(() => {
    const w = window as unknown as { stayed: boolean; formFirstSeen?: string }
    w.stayed = true
    // The contact form as it first appears: a page reached in the browser starts with its scripted
    // controls (the message's character counter), not the no-JS form first (src/components/ui/useHydrated.ts).
    new MutationObserver((_, observer) => {
      const message = document.querySelector('textarea[name="message"]') as HTMLTextAreaElement | null
      if (!message?.form) return
      w.formFirstSeen = message.form.textContent ?? ''
      observer.disconnect()
    }).observe(document.body, { childList: true, subtree: true })
  })
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Talk To An Advisor' }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  expect(await page.evaluate(() => (window as unknown as { formFirstSeen?: string }).formFirstSeen)).toContain('characters remaining')
})
