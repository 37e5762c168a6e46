import { expect, test } from './fixtures'

import { expectNoAxeViolations, WIDTHS } from './helpers'

/** The company pages: About, Leadership, Achievements, Statements, Careers, News room, Press releases. */
const ROUTES = [
  { path: '/about', h1: 'About Redwood Life', text: 'For every life, For every future.' },
  { path: '/about/leadership', h1: 'Our Leaders', text: 'Our Board of Directors' },
  { path: '/about/achievements', h1: 'Our achievements', text: 'by Nigerian Insurance Awards (demo)' },
  { path: '/about/statements', h1: 'Financial Statements and Fund Reports', text: 'Fund report' },
  { path: '/about/careers', h1: 'Build a career that protects families', text: 'How to apply' },
  { path: '/news', h1: 'News room', text: 'Press releases' },
  { path: '/news/press-release', h1: 'Press Releases', text: 'Press release' },
] as const

test.describe('company pages', () => {
  test('every page is in the first HTML response, with its own title', async ({ request, page }) => {
    for (const route of ROUTES) {
      const response = await request.get(route.path)
      expect(response.status(), route.path).toBe(200)
      const html = await response.text()
      expect(html, route.path).toContain(route.text)
      await page.goto(route.path)
      await expect(page.getByRole('heading', { level: 1, name: route.h1 })).toBeVisible()
      await expect(page).toHaveTitle(/\| Redwood Life$/)
    }
  })

  test('About: story, purpose, mission and the two panels', async ({ page }) => {
    await page.goto('/about')
    await expect(page.getByRole('heading', { level: 2, name: 'Our story' })).toBeVisible()
    await expect(page.getByText('Redwood Life began in 1993')).toBeVisible()
    await expect(page.getByText('In 2026 Redwood Life became part of Meridian Holdings')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Our purpose', exact: true })).toBeVisible()
    await expect(page.getByText('For every life, For every future.', { exact: true })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Our mission', exact: true })).toBeVisible()
    await expect(
      page.getByText('To be the most trusted partner and protector for this generation and generations to come', { exact: true }),
    ).toBeVisible()

    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Meet our leaders' })).toHaveAttribute('href', '/about/leadership')
    await expect(main.getByRole('link', { name: 'View statements and reports' })).toHaveAttribute('href', '/about/statements')
    await main.getByRole('link', { name: 'Meet our leaders' }).click()
    await expect(page).toHaveURL(/\/about\/leadership$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Our Leaders' })).toBeVisible()
  })

  test('Leadership: board cards with photo, name and designation', async ({ page }) => {
    await page.goto('/about/leadership')
    const board = page.getByRole('region', { name: 'Our Board of Directors' })
    await expect(board.getByRole('listitem')).toHaveCount(6)
    await expect(board.getByRole('heading', { level: 3, name: 'Chief Olumide Adebayo-Williams' })).toBeVisible()
    await expect(board.getByText('Chairman', { exact: true })).toBeVisible()
    await expect(board.getByText('Managing Director / Chief Executive Officer')).toBeVisible()
    await expect(board.getByRole('img', { name: 'Illustrated portrait of Mrs Ngozi Eze-Okonkwo' })).toBeVisible()
    // What the page says about its directors agrees with the cards it shows.
    await expect(board.getByText('Four of our six directors, the Chairman among them, are non-executive, and two are independent')).toBeVisible()
    await expect(board.getByText('Independent Non-Executive Director', { exact: true })).toHaveCount(2)
    await expect(board.getByText(/^(Chairman|Independent Non-Executive Director|Non-Executive Director)$/)).toHaveCount(4)

    const management = page.getByRole('region', { name: 'Management team' })
    await expect(management.getByRole('heading', { level: 3, name: 'Mrs Halima Abubakar' })).toBeVisible()
    await expect(management.getByText('Head of Claims')).toBeVisible()
  })

  test('Achievements: a milestone opens and closes; awards show who gave them', async ({ page }) => {
    await page.goto('/about/achievements')
    const details = 'we have paid at least 95% of complete claims within 14 days'
    const toggle = page.getByText('Complete claims paid within 14 days', { exact: true })
    await expect(page.getByText(details)).toBeHidden()
    await toggle.click()
    await expect(page.getByText(details)).toBeVisible()
    await toggle.click()
    await expect(page.getByText(details)).toBeHidden()

    // The keyboard works too: Tab moves to the next milestone and Enter opens it.
    await expect(page.getByText('Over six years we paid ₦18.4 billion')).toBeHidden()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByText('Over six years we paid ₦18.4 billion')).toBeVisible()

    const awards = page.getByRole('region', { name: 'Awards and recognition' })
    await expect(awards.getByRole('heading', { level: 3 })).toHaveCount(5)
    await expect(awards.getByRole('heading', { level: 3, name: 'Life Insurer of the Year' })).toBeVisible()
    await expect(awards.getByText('by Nigerian Insurance Awards (demo)')).toBeVisible()
    await expect(awards.getByText('by African Insurtech Forum (demo)')).toBeVisible()
  })

  test('Statements: labelled items whose download is a real PDF', async ({ page, request }) => {
    await page.goto('/about/statements')
    const items = page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Download PDF/ }) })
    await expect(items).toHaveCount(6)
    await expect(items.filter({ has: page.getByText('Fund report', { exact: true }) })).toHaveCount(3)
    await expect(items.filter({ has: page.getByText('Financial statement', { exact: true }) })).toHaveCount(3)

    const report = items.filter({ has: page.getByRole('heading', { name: 'Redwood Money Market Fund: Quarterly Report, Q4 2025' }) })
    await expect(report.getByText('Fund report', { exact: true })).toBeVisible()
    const download = report.getByRole('link', { name: /^Download PDF, \d+ KB/ })
    await expect(download).toBeVisible()
    await expect(download).toHaveAccessibleName(/Redwood Money Market Fund/)

    const href = await download.getAttribute('href')
    expect(href).toBeTruthy()
    const response = await request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/pdf')
    const body = await response.body()
    expect(body.subarray(0, 5).toString()).toBe('%PDF-')
  })

  test('Careers: why, promise, inclusion, testimonial and a mailto to the careers mailbox', async ({ page, request }) => {
    const settings = (await (await request.get('/api/globals/site-settings?depth=0')).json()) as { careersEmail: string }
    expect(settings.careersEmail).toBe('careers@redwoodlife.example')

    await page.goto('/about/careers')
    for (const name of ['Why work with us', 'Our promise to you', 'Diversity and inclusion', 'How to apply']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible()
    }
    await expect(page.getByText('I joined as a graduate trainee in the claims team.')).toBeVisible()
    await expect(page.getByText('Adaobi Nnamdi')).toBeVisible()
    await expect(page.getByText('Claims Manager, Abuja')).toBeVisible()

    const apply = page.getByRole('region', { name: 'How to apply' })
    const mail = apply.getByRole('link', { name: `Email your CV to ${settings.careersEmail}` })
    const href = await mail.getAttribute('href')
    expect(href?.split('?')[0]).toBe(`mailto:${settings.careersEmail}`)
  })

  test('News room: the category card leads to the press releases', async ({ page }) => {
    await page.goto('/news')
    const card = page.getByRole('main').getByRole('link', { name: /^Press releases/ })
    await expect(card).toHaveAttribute('href', '/news/press-release')
    await expect(card).toContainText('4 releases')
    await card.click()
    await expect(page).toHaveURL(/\/news\/press-release$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Press Releases' })).toBeVisible()
  })

  test('Press releases: labelled items whose links open the PDF in a new tab', async ({ page, request }) => {
    await page.goto('/news/press-release')
    const items = page.getByRole('main').getByRole('listitem').filter({ has: page.getByText('Press release', { exact: true }) })
    await expect(items).toHaveCount(4)
    // Newest first.
    await expect(items.first().getByRole('heading')).toHaveText(/Claimants can now make and follow a claim online/)
    await expect(items.nth(1).getByRole('heading')).toHaveText(/^Meridian Holdings completes acquisition of Redwood Life Assurance/)
    await expect(items.nth(2).getByRole('heading')).toHaveText(/paid ₦3.9 billion in claims in 2025/)
    // The picture is decoration (the heading says what the release is), so it has empty alt text.
    await expect(items.first().locator('img')).toHaveAttribute('alt', '')

    const links = items.getByRole('link')
    await expect(links).toHaveCount(4)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
      await expect(link).toHaveAccessibleName(/opens in a new tab/)
    }
    const href = await links.first().getAttribute('href')
    const response = await request.get(href ?? '')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/pdf')
  })

  test('the press statement the banner links to is in the press-release list, the same PDF', async ({ page, request }) => {
    await page.goto('/')
    const banner = page.getByRole('banner')
    const fromBanner = await banner.getByRole('link', { name: /Read the press statement/ }).getAttribute('href')
    expect(fromBanner).toMatch(/\.pdf$/)

    await page.goto('/news/press-release')
    const item = page.getByRole('main').getByRole('listitem').filter({ hasText: 'Meridian Holdings completes acquisition of Redwood Life Assurance' })
    await expect(item).toHaveCount(1)
    await expect(item.getByText('Press release', { exact: true })).toBeVisible()
    await expect(item.getByText('3 November 2026')).toBeVisible()
    const link = item.getByRole('link')
    await expect(link).toHaveAttribute('href', fromBanner ?? '')
    const pdf = await request.get(fromBanner ?? '')
    expect(pdf.status()).toBe(200)
    expect(pdf.headers()['content-type']).toContain('application/pdf')
  })

  for (const size of WIDTHS) {
    // Each company page as loaded is judged by every-page.spec.ts; here, a state a visit must open.
    test(`no axe violations at ${size.width}px with a milestone open`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto('/about/achievements')
      await page.getByText('Complete claims paid within 14 days', { exact: true }).click()
      await expectNoAxeViolations(page)
    })
  }
})
