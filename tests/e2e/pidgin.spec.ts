import fc from 'fast-check'

import { expect, NOT_FOUND_LOG, test } from './fixtures'
import { expectNoAxeViolations } from './helpers'
import { type HostileRequest, sendHostile } from './support/hostile'
import { STAFF } from './support/staff'

/**
 * The site in Nigerian Pidgin (issue 26, decision 045): the home page at /pcm, its header and footer, the
 * switcher between the languages, and what search engines read. Every sitemap page, /pcm included, is also
 * crawled and judged by axe at both widths by every-page.spec.ts.
 */

const PIDGIN_HERO = 'Cover for your life, cover for your tomorrow.'
const ENGLISH_HERO = 'For every life, for every future.'

test.describe('the home page in Pidgin', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('on a phone: from the English home page to the Pidgin one and back, each in its own language', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG')
    const toPidgin = page.getByRole('list', { name: 'Language' }).first().getByRole('link', { name: 'Pidgin' })
    await expect(toPidgin).toHaveAttribute('lang', 'pcm')
    await toPidgin.click()

    await expect(page).toHaveURL(/\/pcm$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm')
    await expect(page.getByRole('heading', { level: 1, name: PIDGIN_HERO })).toBeVisible()
    await expect(page).toHaveTitle(/Life, health and savings insurance for Nigeria/)
    await expect(page.getByRole('link', { name: 'Jump go di main content' })).toBeAttached()
    await expect(page.getByRole('heading', { name: 'Naija families don trust us for more than 30 years' })).toBeVisible()
    // Links to pages written in Pidgin stay in Pidgin; the rest go to their English pages.
    await expect(page.getByRole('link', { name: /, home page$/ }).first()).toHaveAttribute('href', '/pcm')
    await expect(page.getByRole('link', { name: /Make claim/ }).first()).toHaveAttribute('href', '/pcm/claims')
    await expect(page.getByRole('link', { name: /Talk to adviser/ }).first()).toHaveAttribute('href', '/contact')
    // The products are not in Pidgin yet: their cards say they are English.
    await expect(page.getByRole('region', { name: 'Plans', exact: true }).getByRole('list').first()).toHaveAttribute('lang', 'en-NG')
    // The footer in Pidgin, with the way back.
    const footer = page.locator('footer')
    await expect(footer.getByRole('button', { name: 'Our products' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute('href', '/privacy')
    await expectNoAxeViolations(page)

    // The switcher names English in English and goes back to the same page.
    const toEnglish = page.getByRole('list', { name: 'Language' }).first().getByRole('link', { name: 'English' })
    await expect(toEnglish).toHaveAttribute('lang', 'en-NG')
    await toEnglish.click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HERO })).toBeVisible()
  })

  test('the header’s menu and its hours read in Pidgin', async ({ page }) => {
    await page.goto('/pcm')
    const menu = page.getByRole('button', { name: 'Menu' })
    await expect(async () => {
      await menu.click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible({ timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    const drawer = page.getByRole('dialog', { name: 'Menu' })
    await expect(drawer.getByRole('button', { name: 'Close di menu' })).toBeVisible()
    await expect(drawer.getByRole('link', { name: 'Talk to adviser' })).toHaveAttribute('href', '/contact')
    // The call line's status, in Pidgin: open until a time, or closed and when it opens.
    await expect(drawer.getByText(/^(We dey open now till|We don close now)/)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('on a phone: claims help in Pidgin, from the English page by the switcher, with the ways to claim and to reach us', async ({ page }) => {
    await page.goto('/claims')
    await page.getByRole('list', { name: 'Language' }).first().getByRole('link', { name: 'Pidgin' }).click()
    await expect(page).toHaveURL(/\/pcm\/claims$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm')
    await expect(page.getByRole('heading', { level: 1, name: 'To make claim, e no hard' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Where you dey' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/pcm')
    await expect(page.getByRole('heading', { name: 'Step 1: Tell us wetin happen' })).toBeAttached()
    // Starting a claim online is not in Pidgin yet: the button goes to the English form.
    await expect(page.getByRole('link', { name: 'Make claim online' })).toHaveAttribute('href', '/claims/start')
    // A glossary word in the Pidgin text links the English glossary's entry.
    await expect(page.getByRole('link', { name: 'complete application' }).first()).toHaveAttribute('href', '/claims/glossary#term-complete-application')
    await expect(page.getByRole('heading', { name: 'Talk to us about your claim' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book call-back' })).toHaveAttribute('href', '/contact/call-back')
    await expectNoAxeViolations(page)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the Pidgin page is whole in its first HTML, with its addresses for search engines', async ({ page }) => {
      await page.goto('/pcm')
      await expect(page.getByRole('heading', { level: 1, name: PIDGIN_HERO })).toBeVisible()
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pcm$/)
      await expect(page.locator('link[rel="alternate"][hreflang="pcm"]')).toHaveAttribute('href', /\/pcm$/)
      await expect(page.locator('link[rel="alternate"][hreflang="en-NG"]')).toHaveAttribute('href', /:\d+\/?$/)
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /:\d+\/?$/)
      await page.getByRole('list', { name: 'Language' }).first().getByRole('link', { name: 'English' }).click()
      await expect(page.getByRole('heading', { level: 1, name: ENGLISH_HERO })).toBeVisible()
    })
  })
})

test.describe('Pidgin addresses', () => {
  test.use({ allowConsoleErrors: [NOT_FOUND_LOG] })

  test('a page not yet in Pidgin answers 404 in the Pidgin frame, its English words marked as English; the internal address goes to the real one', async ({ page, request }) => {
    const response = await page.goto('/pcm/about')
    expect(response?.status()).toBe(404)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm')
    await expect(page.locator('main [lang="en-NG"]').getByRole('heading', { level: 1 })).toBeVisible()
    // No switcher: /about has no Pidgin page to switch from.
    await expect(page.getByRole('list', { name: 'Language' })).toHaveCount(0)

    const internal = await request.get('/lang/pcm', { maxRedirects: 0 })
    expect(internal.status()).toBe(308)
    expect(new URL(internal.headers().location ?? '', 'http://x').pathname).toBe('/pcm')
    expect((await request.get('/xx', { maxRedirects: 0 })).status()).toBe(404)
  })

  test('1,000 hostile addresses under /pcm and /lang: no 5xx, no stack trace, no redirect off the site', async ({ baseURL }) => {
    test.setTimeout(300_000)
    const segment = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('', '.', '..', '%2e%2e', '%2f', '%ff', '%00', '//evil.example', '\\evil.example', 'about', 'claims', 'pcm', 'lang', '_next', 'api', '_old-link', '<script>', 'a'.repeat(300)),
    )
    const inputs = fc.sample(fc.tuple(fc.constantFrom('/pcm/', '/pcm', '/lang/pcm/', '/lang/', '/lang/xx/'), fc.array(segment, { maxLength: 4 }), fc.string({ maxLength: 30 })), { numRuns: 1_000, seed: 20_261_128 })
    const requests = inputs.map(([prefix, parts, query]): HostileRequest => ({
      path: `${prefix}${parts.map((part) => encodeURIComponent(part)).join('/')}${query ? `?q=${encodeURIComponent(query)}` : ''}`,
    }))
    const { failures, sent, statuses } = await sendHostile(baseURL!, requests)
    expect(failures.slice(0, 5)).toEqual([])
    expect(sent).toBe(1_000)
    expect([...statuses].every((status) => status < 500)).toBe(true)
  })

  test('the sitemap lists both languages’ home pages, each with both as hreflang alternates', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? '')
    const pidgin = entries.filter((entry) => /<loc>[^<]*\/pcm(\/[^<]*)?<\/loc>/.test(entry))
    expect(pidgin.length).toBeGreaterThan(0)
    for (const entry of pidgin) {
      const loc = /<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? ''
      const english = loc.replace(/\/pcm(?=\/|$)/, '') || '/'
      expect(entry, loc).toContain(`hreflang="pcm" href="${loc}"`)
      expect(entry, loc).toMatch(new RegExp(`hreflang="en-NG" href="${english.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?"`))
      const page = await request.get(new URL(loc).pathname)
      expect(page.status(), loc).toBe(200)
      expect(await page.text(), loc).toContain('<html lang="pcm"')
    }
    expect(pidgin.map((entry) => new URL(/<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? '').pathname)).toContain('/pcm')
  })
})

test.describe('for staff', () => {
  test('the dashboard lists the Pidgin home page until a fluent speaker reviews it; it opens in Pidgin, saying what is written', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(STAFF.translator.email)
    await page.getByLabel('Password').fill(STAFF.translator.password)
    await page.getByRole('button', { name: 'Login' }).click()
    const waiting = page.getByRole('region', { name: 'Translations waiting for review' })
    const link = waiting.getByRole('link', { name: '1 translation waiting for a fluent speaker’s review: the Home page in Nigerian Pidgin' })
    await expect(link).toBeVisible({ timeout: 30_000 })
    await link.click()

    await expect(page).toHaveURL(/\/admin\/globals\/home\?locale=pcm/)
    const languages = page.getByRole('region', { name: 'Languages' })
    await expect(languages.locator('[data-language="pcm"]')).toHaveText(/Nigerian Pidgin: every field written, not yet reviewed by a fluent speaker\./)
    await expect(page.getByLabel('Message').first()).toHaveValue('Cover for your life, cover for your tomorrow.')
    await expect(page.getByRole('checkbox', { name: 'Translation reviewed by a fluent speaker' })).not.toBeChecked()
  })
})
