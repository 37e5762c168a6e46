import { expect, type Locator, type Page, test } from './fixtures'
import { expectNoAxeViolations, WIDTHS } from './helpers'
import { startDeathClaim } from './support/claims'
import { STAFF, type StaffAccount } from './support/staff'

/**
 * The admin dashboard is the work waiting for the signed-in person's roles (issue 23; decision 032): a
 * claims officer who also answers enquiries sees how many claims wait for documents and how many
 * enquiries are not handled, and each number opens the list of exactly those records; an editor sees
 * no claims at all. Readable and free of axe findings on a phone and a desktop.
 */
test.describe.configure({ mode: 'serial' })

async function signIn(page: Page, account: StaffAccount): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password').fill(account.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Work to do' })).toBeVisible({ timeout: 30_000 })
}

/** A section of the dashboard, by its heading. */
const section = (page: Page, heading: string): Locator => page.getByRole('region', { name: heading })

/** The number at the start of a count's link ("3 claims waiting for documents" → 3). */
async function countOf(link: Locator): Promise<number> {
  const text = (await link.textContent()) ?? ''
  const match = /^([\d,]+) /.exec(text.trim())
  expect(match, `a count in "${text}"`).not.toBeNull()
  return Number(match![1]!.replace(/,/g, ''))
}

/** The data rows of the admin list on the page. */
const listRows = (page: Page): Locator => page.getByRole('table').locator('tbody').getByRole('row')

/**
 * Opens the count's link from the dashboard (by keyboard: focus, then Enter) and checks the list shows as
 * many records as the link said. Other specs add claims and enquiries meanwhile, so a count that changed
 * between the two pages is read again, from the dashboard.
 */
async function opensItsList(page: Page, heading: string, name: RegExp, path: string): Promise<number> {
  let shown = 0
  await expect(async () => {
    await page.goto('/admin')
    const link = section(page, heading).getByRole('link', { name })
    shown = await countOf(link)
    expect(shown).toBeGreaterThan(0)
    expect(shown, 'fits on one page of the list').toBeLessThanOrEqual(50)
    await link.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/admin/collections/${path}\\?where`))
    await expect(listRows(page).first()).toBeVisible({ timeout: 30_000 })
    expect(await listRows(page).count()).toBe(shown)
  }).toPass({ timeout: 90_000 })
  return shown
}

test('a claims officer in customer service sees the waiting claims and enquiries, and each number opens exactly those records', async ({ page }) => {
  // First as a visitor (not signed in yet): a claim and an enquiry, so there is work waiting whatever ran before.
  const reference = await startDeathClaim(page, { email: 'dashboard.claimant@example.com' })
  const enquiry = await page.request.post('/api/contact', {
    data: { customer: 'no', message: 'Please call me about a funeral plan.', firstname: 'Chidi', lastname: 'Dashboard', mobile: '0803 123 4567', email: 'chidi.dashboard@example.com', consent: true },
  })
  expect(enquiry.status()).toBe(201)

  await signIn(page, STAFF.dashboard)
  await expect(page.getByText('For your roles: Claims officer, Customer service.')).toBeVisible()

  // Claims: every count is there, the late ones say so in words; zero reads as words, not a bare 0.
  const claims = section(page, 'Claims')
  await expect(claims.getByText(/claims? waiting for documents$/)).toBeVisible()
  await expect(claims.getByText(/claims? ready to decide$/)).toBeVisible()
  await expect(claims.getByText(/claims? past our \d+-day promise$/)).toBeVisible()
  await expect(claims.getByText(/claims? past the 60-day legal limit$/)).toBeVisible()
  await expect(page.getByRole('link', { name: /^0 / })).toHaveCount(0)

  // The new claim is among those waiting for documents, and the link lists exactly them.
  await opensItsList(page, 'Claims', /claims? waiting for documents$/, 'online-claims')
  await expect(page.getByRole('link', { name: reference })).toBeVisible()
  await expect(page.getByRole('heading', { level: 1, name: 'Claims' })).toBeVisible()

  await opensItsList(page, 'Enquiries and call-backs', /enquir(y|ies) not yet handled$/, 'enquiries')
  await expect(page.getByRole('cell', { name: 'Chidi Dashboard', exact: true }).first()).toBeVisible()

  // Neither underwriting's work nor the changes editors approve are a claims officer's.
  await page.goto('/admin')
  await expect(page.getByRole('heading', { level: 1, name: 'Work to do' })).toBeVisible()
  await expect(section(page, 'Applications')).toHaveCount(0)
  await expect(section(page, 'Changes waiting for approval')).toHaveCount(0)
  await expect(section(page, 'What visitors searched for'), 'search counts are the content roles\' to read').toHaveCount(0)
  // The lists the roles use most, one step away.
  const goTo = page.getByRole('navigation', { name: 'Go to' })
  await expect(goTo.getByRole('link', { name: 'Claims', exact: true })).toHaveAttribute('href', '/admin/collections/online-claims')
  await expect(goTo.getByRole('link', { name: 'Enquiries', exact: true })).toHaveAttribute('href', '/admin/collections/enquiries')
})

test('an editor sees no claims, only the changes to regulated pages waiting for approval', async ({ page }) => {
  await signIn(page, STAFF.dashboardEditor)
  await expect(section(page, 'Claims')).toHaveCount(0)
  await expect(section(page, 'Enquiries and call-backs')).toHaveCount(0)
  await expect(page.getByText(/claims? waiting for documents/)).toHaveCount(0)
  const approvals = section(page, 'Changes waiting for approval')
  await expect(approvals.getByText(/claims promise page/)).toBeVisible()
  await expect(approvals.getByText(/claim forms page/)).toBeVisible()
  await expect(approvals.getByText(/plan/)).toHaveCount(0)
})

test('an editor sees what visitors search for: the commonest searches and those that found nothing, each opening the search', async ({ page, request }) => {
  // Two visitors' searches: one that finds the funeral plan, one that finds nothing.
  expect((await request.get('/search?q=funeral')).status()).toBe(200)
  expect((await request.get('/search?q=qqzzxxvv')).status()).toBe(200)
  await signIn(page, STAFF.dashboardEditor)
  const panel = section(page, 'What visitors searched for')
  await expect(async () => {
    await page.reload()
    await expect(panel.getByRole('list', { name: 'Commonest searches that found nothing' }).getByRole('link', { name: 'qqzzxxvv' })).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  const top = panel.getByRole('list', { name: 'Commonest searches', exact: true })
  await expect(top.getByRole('link', { name: 'funeral', exact: true })).toHaveAttribute('href', '/search?q=funeral')
  await expect(panel.getByRole('list', { name: 'Commonest searches that found nothing' }).getByRole('link', { name: 'funeral', exact: true })).toHaveCount(0)
  for (const link of await panel.getByRole('listitem').getByRole('link').all()) {
    expect((await link.boundingBox())?.height ?? 0, `"${await link.textContent()}" is a 44 px target`).toBeGreaterThanOrEqual(44)
  }
  await expect(panel.getByRole('link', { name: 'Every search, day by day' })).toHaveAttribute('href', '/admin/collections/search-queries')
  await expectNoAxeViolations(page)
})

for (const size of WIDTHS) {
  test(`on a ${size.name}: the dashboard reads in order, its links are 44 px targets, and axe finds nothing`, async ({ page }) => {
    await page.setViewportSize({ width: size.width, height: size.height })
    await signIn(page, STAFF.dashboard)
    // One h1, then a heading per section.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    await expect(page.getByRole('heading', { level: 2, name: 'Claims' })).toBeVisible()
    const links = [...(await page.getByRole('region').getByRole('link').all()), ...(await page.getByRole('navigation', { name: 'Go to' }).getByRole('link').all())]
    expect(links.length).toBeGreaterThan(2)
    for (const link of links) {
      const box = await link.boundingBox()
      expect(box?.height ?? 0, `"${await link.textContent()}" is a 44 px target`).toBeGreaterThanOrEqual(44)
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no sideways scrolling').toBe(true)
    await expectNoAxeViolations(page)
  })
}
