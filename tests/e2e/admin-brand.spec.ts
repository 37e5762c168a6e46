import { expect, type Page, test } from './fixtures'
import { expectNoAxeViolations, sameOrigin, WIDTHS } from './helpers'
import { STAFF } from './support/staff'

/**
 * The admin wears the insurer's brand, not Payload's (issue 23): the sign-in page shows Redwood's logo
 * and name from Site settings and says who to ask for an account; the tab has Redwood's title and
 * icon; signed in, the header's link home is Redwood's mark. Changing "Who staff ask for an admin
 * account" in Site settings changes the sign-in page.
 */
test.describe.configure({ mode: 'serial' })

const ACCOUNT = STAFF.brand

type Brand = { brandName: string; shortName: string; staffAccessContact: string | null }

async function siteBrand(page: Page): Promise<Brand> {
  const response = await page.request.get('/api/globals/site-settings?depth=0')
  expect(response.status()).toBe(200)
  return (await response.json()) as Brand
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(ACCOUNT.email)
  await page.getByLabel('Password').fill(ACCOUNT.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: /Articles/ }).first()).toBeVisible({ timeout: 30_000 })
}

/** Payload's own logo and icon (its graphics' class names), which the admin must no longer show. */
const PAYLOAD_GRAPHICS = '.graphic-logo, .graphic-icon'

for (const size of WIDTHS) {
  test(`on a ${size.name}: the sign-in page shows Redwood's logo, title, icon and who to ask for access`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    const brand = await siteBrand(page)
    expect(brand.staffAccessContact, 'the seeded contact').toBeTruthy()

    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 })

    // The logo: the full name as text beside the mark, which has loaded; no Payload graphic anywhere.
    const logo = page.locator('.login__brand')
    await expect(logo).toContainText(brand.brandName)
    const mark = logo.locator('img')
    await expect(mark).toBeVisible()
    expect(await mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // Decorative: the name beside it is the text alternative.
    await expect(mark).toHaveAttribute('alt', '')
    await expect(page.locator(PAYLOAD_GRAPHICS)).toHaveCount(0)

    // The browser tab: the insurer's name in the title, the site's own icon.
    await expect(page).toHaveTitle(new RegExp(brand.shortName))
    expect(await page.title()).not.toMatch(/payload/i)
    const icons = await page.locator('link[rel="icon"]').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
    expect(icons).toContain('/icon.svg')
    expect(icons.filter((href) => /payload|favicon-(dark|light)/i.test(href))).toEqual([])
    expect((await page.request.get('/icon.svg')).status()).toBe(200)

    // Who to ask, from Site settings.
    await expect(page.getByText(`No account yet, or locked out? Ask your administrator: ${brand.staffAccessContact}`)).toBeVisible()

    await expectNoAxeViolations(page)
  })
}

test("signed in, the admin header's link home is Redwood's mark, a 44 px target", async ({ page }) => {
  const brand = await siteBrand(page)
  await signIn(page)
  await page.goto('/admin/collections/blog-posts')
  const home = page.locator('.app-header').getByRole('link', { name: `${brand.shortName}: dashboard` })
  await expect(home).toBeVisible({ timeout: 30_000 })
  expect(await home.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const box = await home.boundingBox()
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44)
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
  await expect(page.locator(`.app-header :is(${PAYLOAD_GRAPHICS})`)).toHaveCount(0)
  await expect(page).toHaveTitle(new RegExp(brand.shortName))

  // On the dashboard itself the mark stays (not a link there: it is where the link goes).
  await page.goto('/admin')
  await expect(page.locator('.app-header').getByRole('img', { name: `${brand.shortName}: dashboard` })).toBeVisible()
})

test('the sign-in page says whoever Site settings names for access, and updates when it changes', async ({ page, browser }) => {
  const before = await siteBrand(page)
  await signIn(page)
  const contact = `the Lagos office help desk ${Date.now().toString(36)}, helpdesk@redwoodlife.example`
  const save = (value: string | null) =>
    page.request.post('/api/globals/site-settings', { headers: sameOrigin(), data: { staffAccessContact: value } })
  try {
    expect((await save(contact)).status()).toBe(200)
    // A visitor who is not signed in (a fresh context: no staff cookie).
    const visitor = await browser.newPage()
    try {
      await visitor.goto('/admin/login')
      await expect(visitor.getByText(`No account yet, or locked out? Ask your administrator: ${contact}.`)).toBeVisible({ timeout: 30_000 })
    } finally {
      await visitor.close()
    }
  } finally {
    expect((await save(before.staffAccessContact)).status()).toBe(200)
  }
})

for (const size of WIDTHS) {
  test(`on a ${size.name}: opened at an address other than SERVER_URL, the admin says saves will not work there, and where to go`, async ({ page, baseURL }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    const site = new URL(baseURL ?? '')
    // The tests' SERVER_URL is http://localhost:<port>; the same server answers at 127.0.0.1.
    expect(site.hostname).toBe('localhost')
    const elsewhere = `${site.protocol}//127.0.0.1:${site.port}`
    await page.goto(`${elsewhere}/admin/login`)
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 })
    const warning = page.getByRole('alert').filter({ hasText: 'Saving will not work at this address' })
    await expect(warning).toBeVisible()
    await expect(warning).toContainText(elsewhere)
    await expect(warning.getByRole('link', { name: `Open this page at ${site.origin}` })).toHaveAttribute('href', `${site.origin}/admin/login`)
    await expectNoAxeViolations(page)

    // At the site's own address there is nothing to warn about.
    await page.goto('/admin/login')
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible({ timeout: 30_000 })
    await expect(page.getByText('Saving will not work at this address')).toHaveCount(0)
  })
}
