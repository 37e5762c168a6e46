import AxeBuilder from '@axe-core/playwright'

import { expect, NOT_FOUND_LOG, test } from './fixtures'
import { WIDTHS } from './helpers'

/**
 * Every page in the sitemap (and the not-found page) passes axe's best-practice rules at a phone and a
 * desktop width, on top of the WCAG rules each page's own tests check. Lighthouse's accessibility score
 * counts some of them (aria-allowed-role, landmark and heading rules), so a fault here costs the score.
 */
test.use({ allowConsoleErrors: [NOT_FOUND_LOG] })

for (const size of WIDTHS) {
  test(`every page passes axe's best-practice rules at ${size.width}px`, async ({ page }) => {
    test.setTimeout(15 * 60_000)
    await page.setViewportSize({ width: size.width, height: size.height })
    const sitemap = await page.request.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const paths = [...new Set([...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '/').pathname))]
    expect(paths.length, 'the sitemap lists the site’s pages').toBeGreaterThan(10)
    const faults: string[] = []
    for (const route of [...paths, '/a-page-that-does-not-exist']) {
      await page.goto(route)
      await expect.poll(() => page.title(), { message: `a title on ${route}` }).not.toBe('')
      const { violations } = await new AxeBuilder({ page }).withTags(['best-practice']).analyze()
      for (const v of violations) faults.push(`${route} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)
    }
    expect(faults, `best-practice faults at ${size.width}px`).toEqual([])
  })
}
