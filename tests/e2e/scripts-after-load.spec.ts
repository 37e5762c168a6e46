import { expect, test } from './fixtures'

/**
 * Issue 13: a public page is shown first and runs its scripts after (scripts/http/scripts-after-load.mjs,
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

    // The fixture's goto waited for the loader's scripts: every one was asked for after the load event.
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const chunks = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/_next\/static\/chunks\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      return { loadEnd: navigation.loadEventEnd, starts: chunks.map((entry) => entry.startTime) }
    })
    expect(timing.starts.length, 'scripts the page ran').toBeGreaterThan(3)
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.loadEnd)

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
