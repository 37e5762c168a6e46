import { expect, NOT_FOUND_LOG, test } from './fixtures'

import { expectNoAxeViolations, WIDTHS } from './helpers'

test.use({ allowConsoleErrors: [NOT_FOUND_LOG] })

const UNKNOWN = '/this-page-does-not-exist/really'

test('an unknown address answers 404 with a helpful page inside the header and footer', async ({ page }) => {
  const response = await page.goto(UNKNOWN)
  expect(response?.status()).toBe(404)
  await expect(page).toHaveTitle(/Page not found/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('We couldn’t find that page')
  await expect(main.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/')
  await expect(main.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('href', '/policy/life/home')
  await expect(main.getByRole('link', { name: 'Claims', exact: true })).toHaveAttribute('href', '/claims')
  await expect(main.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contact')
  await expect(main.getByRole('link', { name: '0700 733 9663' })).toHaveAttribute('href', 'tel:+2347007339663')
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()

  await main.getByRole('link', { name: 'Home', exact: true }).click()
  await expect(page).toHaveURL(/\/$/)
})

for (const size of WIDTHS) {
  // As loaded, the 404 page is judged by every-page.spec.ts; here with its menu open.
  test(`the 404 page at ${size.width} px has no axe violations with the menu open`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    await page.goto(UNKNOWN)
    await expect(page.getByRole('banner')).toHaveAttribute('data-js', 'true')
    const nav = page.getByRole('navigation', { name: 'Main' })
    if (size.width < 1024) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click()
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'About Us' }).click()
      await expect(nav.getByRole('link', { name: /Leadership/ })).toBeVisible()
    } else {
      await nav.getByRole('button', { name: 'Claims & Services' }).click()
      await expect(nav.getByRole('link', { name: /Claim forms/ })).toBeVisible()
    }
    await expectNoAxeViolations(page)
  })
}
