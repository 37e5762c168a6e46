import { APPLICATION_LIFETIME_DAYS } from '../../src/lib/application/lifetime'
import { COOKIES, VISITOR_COOKIE_NAMES } from '../../src/lib/privacy/cookies'
import { ENQUIRY_KEEP_MONTHS, MESSAGE_KEEP_DAYS } from '../../src/lib/privacy/periods'
import { expect, test } from './fixtures'
import { expectNoAxeViolations, WIDTHS } from './helpers'
import { sitemapPaths } from './support/page-checks'

/**
 * Issue 24, part 4: the privacy notice as staff publish it, with how long the website keeps data taken
 * from the periods its clean-up enforces; the cookie notice listing every cookie; and no public page
 * setting a cookie (or using the browser's storage) just for being read. The crawl of every page
 * (every-page.spec.ts) checks the same in a real browser as it follows every link.
 */

test.describe('the privacy notice', () => {
  test('covers every journey, the data protection officer, who receives data and the periods the site enforces', async ({ page }) => {
    await page.goto('/privacy')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible()
    await expect(main.getByText(/^Last updated \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeVisible()
    for (const journey of ['an enquiry', 'a quote', 'apply for a policy', 'pay a premium', 'make a claim', 'make a complaint', 'call you back']) {
      await expect(main.getByRole('heading', { level: 3, name: new RegExp(`When you .*${journey}`) })).toBeVisible()
    }
    // Each journey names its lawful basis in plain words.
    await expect(main.getByRole('region', { name: 'When you send us an enquiry or ask for a group quote' })).toContainText('Your consent, which you can withdraw at any time')
    for (const recipient of ['Our reinsurers', 'Our payment provider', 'Our text message and email providers']) {
      await expect(main.getByRole('heading', { level: 3, name: recipient })).toBeVisible()
    }
    // The periods the clean-up jobs delete by, not typed text.
    const keep = main.getByRole('table', { name: 'How long each record is kept' })
    await expect(keep.getByRole('row', { name: /An enquiry or a group quote request/ })).toContainText(`${ENQUIRY_KEEP_MONTHS} months after we last dealt with it, then deleted`)
    await expect(keep.getByRole('row', { name: /An application you started online/ })).toContainText(`${APPLICATION_LIFETIME_DAYS} days from when you started it`)
    await expect(keep.getByRole('row', { name: /email or text message/ })).toContainText(`${MESSAGE_KEEP_DAYS} days after it was sent`)
    await expect(keep.getByRole('row', { name: /Your policy/ })).toContainText('7 years after it ends')
    // The data protection officer, reachable in one tap; the licence lines say who we are in law.
    const dpo = main.getByRole('region', { name: 'Contact our Data Protection Officer' })
    await expect(dpo.getByRole('link', { name: 'dpo@redwoodlife.example' })).toHaveAttribute('href', 'mailto:dpo@redwoodlife.example')
    await expect(dpo.getByRole('link', { name: '0700 733 9663' })).toHaveAttribute('href', /^tel:/)
    await expect(main.getByRole('region', { name: 'Who we are' })).toContainText('RC 000000 (fictional)')
    await expect(main.getByRole('region', { name: 'How to complain' })).toContainText('Nigeria Data Protection Commission')
    await expect(main.getByRole('link', { name: 'cookie notice' })).toHaveAttribute('href', '/cookies')
  })
})

test.describe('cookies', () => {
  test('the cookie notice lists every cookie a visitor can get, and the staff ones apart', async ({ page }) => {
    await page.goto('/cookies')
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: 'Cookie notice' })).toBeVisible()
    await expect(main).toContainText('Reading this website sets no cookies.')
    const visitors = main.getByRole('table', { name: 'Cookies a feature you use needs' })
    const staff = main.getByRole('table', { name: 'Cookies for our staff only' })
    for (const cookie of COOKIES) {
      const table = cookie.who === 'visitors' ? visitors : staff
      await expect(table.getByRole('rowheader', { name: cookie.name })).toBeVisible()
      await expect(table.getByRole('row', { name: new RegExp(cookie.name) })).toContainText(cookie.purpose)
    }
    expect(VISITOR_COOKIE_NAMES.length).toBeGreaterThan(0)
  })

  test('the home page, like every page, links to the privacy and cookie notices and the accessibility statement', async ({ page }) => {
    await page.goto('/')
    const notices = page.getByRole('contentinfo').getByRole('list', { name: 'Notices' })
    await expect(notices.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy')
    await expect(notices.getByRole('link', { name: 'Cookie notice' })).toHaveAttribute('href', '/cookies')
    await expect(notices.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/accessibility')
    const box = await notices.getByRole('link', { name: 'Cookie notice' }).boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
  })

  test('no public page sets a cookie when it is read', async ({ request, page }) => {
    const paths = await sitemapPaths(page)
    const setting: string[] = []
    for (const path of [...paths, '/a-page-that-does-not-exist', '/claims/track', '/claims/start', '/apply']) {
      const response = await request.get(path, { maxRedirects: 0 })
      const cookies = response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')
      if (cookies.length > 0) setting.push(`${path}: ${cookies.map((c) => c.value.split('=')[0]).join(', ')}`)
    }
    expect(setting).toEqual([])
  })

  for (const size of WIDTHS) {
    test(`the privacy and cookie notices pass axe at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      for (const path of ['/privacy', '/cookies']) {
        await page.goto(path)
        await expectNoAxeViolations(page)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} fits ${size.width}px`).toBe(true)
      }
    })
  }
})
