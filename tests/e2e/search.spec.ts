/**
 * A visitor searches the site (issue 26, decision 043), with and without JavaScript, on a phone and a
 * desktop: the box in the header (the menu on a phone; the footer a phone without JavaScript reaches by
 * its Menu link), typos forgiven, results filtered by kind, and help when nothing is found.
 */
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { expectNoAxeViolations, WIDTHS } from './helpers'

/** The search box a visitor at this width, with or without JavaScript, types into from the home page. */
async function headerSearchBox(page: Page, phone: boolean, js: boolean) {
  if (!phone) return page.getByRole('banner').getByRole('searchbox', { name: 'Search the site' })
  if (js) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click()
    return page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search the site' })
  }
  await page.getByRole('link', { name: 'Menu', exact: true }).click()
  return page.getByRole('contentinfo').getByRole('searchbox', { name: 'Search the site' })
}

/** The index is built by the job a moment after the server starts: wait for it once. */
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await (await request.get('/search?q=funeral')).text()).includes('Funeral Expense Plan'), { timeout: 60_000, intervals: [1000] })
    .toBe(true)
})

for (const js of [true, false]) {
  test.describe(`searching ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js })
    const checkAxe = (page: Page) => (js ? expectNoAxeViolations(page) : Promise.resolve())

    for (const size of WIDTHS) {
      test(`on a ${size.name}: a misspelt search finds the product, highlighted, and filters by kind`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height })
        await page.goto('/')
        const box = await headerSearchBox(page, size.name === 'phone', js)
        await box.fill('funral cover')
        await box.press('Enter')
        await expect(page).toHaveURL(/\/search\?q=funral\+cover$/)
        await expect(page.getByRole('heading', { level: 1, name: 'Search results for “funral cover”' })).toBeVisible()
        await expect(page.getByRole('status')).toContainText('(we corrected the spelling)')
        const results = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) })
        const top3 = await results.getByRole('heading', { level: 2 }).allInnerTexts()
        expect(top3.slice(0, 3).some((t) => /Funeral/.test(t)), top3.join(' | ')).toBe(true)
        // The words searched for are marked in the title.
        await expect(page.getByRole('link', { name: 'Funeral Expense Plan' }).locator('mark').first()).toHaveText('Funeral')
        await checkAxe(page)
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
        expect(overflow).toBeLessThanOrEqual(1)

        // Filter to the plans' key facts: a link, so it works without JavaScript too.
        const filters = page.getByRole('navigation', { name: 'Filter results by kind' })
        const plans = filters.getByRole('link', { name: /^Plans and key facts/ })
        expect((await plans.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44)
        await plans.click()
        await expect(page).toHaveURL(/kind=plan/)
        await expect(filters.getByRole('link', { name: /^Plans and key facts/ })).toHaveAttribute('aria-current', 'page')
        await expect(page.getByRole('main').getByText('Plan and key facts', { exact: true }).first()).toBeVisible()
        await expect(page.getByRole('main').getByText('Product', { exact: true })).toHaveCount(0)
        await page.getByRole('link', { name: /Funeral Cover \(key facts\)/ }).click()
        await expect(page).toHaveURL(/\/key-facts\/fep$/)
      })

      test(`on a ${size.name}: Pidgin and a search with no result get help`, async ({ page }) => {
        await page.setViewportSize({ width: size.width, height: size.height })
        await page.goto('/search?q=how+I+go+claim')
        await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Make a claim')
        await expect(page.getByText('Recommended')).toBeVisible()

        await page.goto('/search?q=zzqxv+wobblefrumph')
        await expect(page.getByRole('status')).toHaveText('We found nothing for “zzqxv wobblefrumph”.')
        await expect(page.getByRole('link', { name: 'Ask for a call back' })).toHaveAttribute('href', '/contact/call-back')
        await expect(page.getByRole('main').getByRole('link', { name: /^\+?[\d ]+$|^0[\d ]+$/ })).toHaveAttribute('href', /^tel:/)
        await checkAxe(page)
      })
    }
  })
}

test('hostile or oversized queries get a page, never a server error', async ({ request }) => {
  for (const q of ['', ' ', '"', '*', 'AND OR NOT', '\u0000', '%', 'a'.repeat(5000), '<script>alert(1)</script>', 'NEAR(a b)', "'; DROP TABLE search_fts; --", '😀'.repeat(50)]) {
    const response = await request.get(`/search?${new URLSearchParams({ q, kind: 'nonsense' }).toString()}`)
    expect(response.status(), q.slice(0, 20)).toBe(200)
    expect(await response.text()).not.toContain('<script>alert(1)</script>')
  }
  const many = await request.get('/search?q=a&q=b&kind=plan&kind=page')
  expect(many.status()).toBe(200)
})

test('the page is rendered per request and never kept by a shared cache', async ({ request }) => {
  const response = await request.get('/search?q=claim')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toMatch(/no-store|private/)
})
