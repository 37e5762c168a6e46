import fc from 'fast-check'

import { claimFormSummariesInPidgin, faqPageInPidgin, glossaryMeaningsInPidgin, promisePageInPidgin } from '../../src/seed/data/claims-pidgin'
import { categoriesInPidgin, productsInPidgin } from '../../src/seed/data/products-pidgin'

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
    // The plans' cards are in Pidgin and lead to their Pidgin pages.
    const plans = page.getByRole('region', { name: 'Plans', exact: true })
    await expect(plans.getByRole('list').first()).not.toHaveAttribute('lang', /./)
    await expect(plans.getByText(productsInPidgin['term-life-plan']!.summary)).toBeAttached()
    await expect(plans.getByRole('link', { name: /^Term Life Plan/ })).toHaveAttribute('href', '/pcm/policy/life/term-life-plan')
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
    // A glossary word in the Pidgin text links its entry in the Pidgin glossary.
    await expect(page.getByRole('link', { name: 'complete application' }).first()).toHaveAttribute('href', '/pcm/claims/glossary#term-complete-application')
    await expect(page.getByRole('heading', { name: 'Talk to us about your claim' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book call-back' })).toHaveAttribute('href', '/contact/call-back')
    await expectNoAxeViolations(page)
  })

  test('on a phone: the claims questions, glossary, promise and forms in Pidgin, each with axe; terms, document names and the promise’s figure shared with English', async ({ page }) => {
    await page.goto('/pcm/claims/faqs')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${faqPageInPidgin.heading.text} ${faqPageInPidgin.heading.accent}`)
    await expect(page.getByRole('navigation', { name: 'Di questions by topic' }).getByRole('link', { name: faqPageInPidgin.faqs[0]!.topic })).toBeVisible()
    await expect(page.getByText(faqPageInPidgin.faqs[0]!.question)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'You still get question?' })).toBeVisible()
    await expectNoAxeViolations(page)
    // A glossary word opens its entry in the Pidgin glossary: the term in English, its meaning in Pidgin.
    await expect(page.getByRole('link', { name: 'probate', includeHidden: true }).first()).toHaveAttribute('href', '/pcm/claims/glossary#term-probate')
    await page.goto('/pcm/claims/glossary#term-probate')
    const probate = page.locator('#term-probate')
    await expect(probate).toHaveText('Probate')
    await expect(probate).toHaveAttribute('lang', 'en-NG')
    await expect(page.getByRole('row', { name: /^Probate/ })).toContainText(glossaryMeaningsInPidgin.Probate!.slice(0, 40))
    await expectNoAxeViolations(page)

    const english = await (await page.request.get('/claims/promise')).text()
    await page.goto('/pcm/claims/promise')
    await expect(page.getByText(promisePageInPidgin.processingPromise.statement)).toBeVisible()
    // The figure is the one setting the tracker, emails and SMS count with: the same number in both languages.
    const figure = await page.locator('strong').filter({ hasText: /^\d+$/ }).first().textContent()
    expect(english).toContain(`<strong>${figure}</strong>`)
    await expectNoAxeViolations(page)

    await page.goto('/pcm/claims/forms')
    await expect(page.getByRole('heading', { name: 'Death claim form' })).toHaveAttribute('lang', 'en-NG')
    await expect(page.getByText(claimFormSummariesInPidgin['Death claim form']!)).toBeVisible()
    await expect(page.getByRole('link', { name: /^Download Death claim form \(PDF, / })).toBeVisible()
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

test.describe('the plans in Pidgin', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 812 } })

    test('home → a product → a quote → claim start, in Pidgin, with axe at each step', async ({ page }) => {
      const term = productsInPidgin['term-life-plan']!
      await page.goto('/pcm')
      await page.getByRole('region', { name: 'Plans', exact: true }).getByRole('link', { name: /^Term Life Plan/ }).click()

      await expect(page).toHaveURL(/\/pcm\/policy\/life\/term-life-plan$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pcm')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Term Life Plan: ${term.heading.text} ${term.heading.accent}`)
      const crumbs = page.getByRole('navigation', { name: 'Where you dey' })
      await expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/pcm')
      await expect(crumbs.getByRole('link', { name: 'Life plans' })).toHaveAttribute('href', '/pcm/policy/life/home')
      await expect(page.getByText(term.faqs[0]!.question)).toBeAttached()
      // The price in the words comes from the plan service, in Pidgin: "… for ₦… every month".
      await expect(page.getByText(/^Healthy person wey be \d+ years old fit get ₦[\d,]+ of cover for \d+ years for ₦[\d,]+ every month\.$/)).toBeVisible()
      await expectNoAxeViolations(page)

      await page.getByRole('link', { name: 'Get quote' }).first().click()
      const card = page.getByRole('region', { name: 'Fill di form make we start' })
      await card.getByLabel('First name').fill('Adaeze')
      await card.getByLabel('Surname').fill('Okafor')
      await card.getByLabel('Date wey dem born you').fill('1990-03-14')
      await card.getByLabel('How often').selectOption({ label: 'Every month' })
      await card.getByLabel('Tenure').selectOption({ index: 1 })
      await card.getByLabel('Sum assured (₦)').fill('20000000')
      await card.getByRole('button', { name: 'Give me my quote' }).click()
      // Amounts read as on the English page.
      await expect(card.getByRole('status')).toHaveText(/^Hello Adaeze Okafor, your premium na ₦\d{1,3}(,\d{3})*\.$/)
      await expect(card.getByRole('button', { name: 'Apply for dis plan' })).toBeVisible()
      await expect(card.getByText('You go pay', { exact: true })).toBeVisible()
      await expectNoAxeViolations(page)

      // Claim start: the claims help is in Pidgin; the online form itself is still English.
      await page.goto('/pcm/claims')
      await page.getByRole('link', { name: 'Make claim online' }).click()
      await expect(page).toHaveURL(/\/claims\/start$/)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-NG')
      await expectNoAxeViolations(page)
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the quote card answers in Pidgin: each missing answer named, then the quote', async ({ page }) => {
      await page.goto('/pcm/policy/life/term-life-plan')
      const card = page.getByRole('region', { name: 'Fill di form make we start' })
      await card.getByRole('button', { name: 'Give me my quote' }).click()
      await expect(page).toHaveURL(/\/pcm\/policy\/life\/term-life-plan/)
      await expect(card.getByRole('heading', { name: 'Problem dey' })).toBeVisible()
      await expect(card.getByRole('link', { name: 'You must write your first name' })).toHaveAttribute('href', '#quote-firstName')
      await expect(card.getByRole('link', { name: 'You must put di date wey dem born you' })).toHaveAttribute('href', '#quote-dateOfBirth')
      await expect(page.locator('html')).toHaveAttribute('lang', 'pcm')

      await card.getByLabel('First name').fill('Tunde')
      await card.getByLabel('Surname').fill('Bello')
      await card.getByLabel('Date wey dem born you').fill('1988-07-02')
      await card.getByLabel('How often').selectOption({ label: 'Every month' })
      await card.getByLabel('Tenure').selectOption({ index: 1 })
      await card.getByLabel('Sum assured (₦)').fill('20000000')
      await card.getByRole('button', { name: 'Give me my quote' }).click()
      await expect(page.getByRole('region', { name: 'Fill di form make we start' }).getByRole('status')).toHaveText(/^Hello Tunde Bello, your premium na ₦[\d,]+\.$/)
    })
  })

  test('a category page: its words, its plans’ cards and the way back to English, with the addresses for search engines', async ({ page }) => {
    const life = categoriesInPidgin.life!
    await page.goto('/pcm/policy/life/home')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm')
    await expect(page.getByRole('heading', { level: 1, name: `${life.heading.text} ${life.heading.accent}` })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Where you dey' }).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/pcm')
    await expect(page.getByRole('link', { name: 'See all di plans' })).toBeVisible()
    await expect(page.getByRole('heading', { name: life.plansHeading })).toBeVisible()
    await expect(page.getByRole('link', { name: /^Term Life Plan/ })).toHaveAttribute('href', '/pcm/policy/life/term-life-plan')
    await expect(page.getByText(life.faqs[0]!.question)).toBeVisible()
    // Every word is written, so no notice that parts are in English.
    await expect(page.getByText(/^Some parts of dis page never dey for Pidgin yet/)).toHaveCount(0)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/pcm\/policy\/life\/home$/)
    await expect(page.locator('link[rel="alternate"][hreflang="en-NG"]')).toHaveAttribute('href', /[^m]\/policy\/life\/home$/)
    await expectNoAxeViolations(page)
    await page.getByRole('list', { name: 'Language' }).first().getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/[^m]\/policy\/life\/home$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Protect what matters most' })).toBeVisible()
  })

  test('older link shapes under /pcm go to the Pidgin page; a corporate product keeps its group-quote form, marked as English', async ({ page, request }) => {
    const old = await request.get('/pcm/policy/Life/term-life-plan', { maxRedirects: 0 })
    expect(old.status()).toBe(308)
    expect(new URL(old.headers().location ?? '', 'http://x').pathname).toBe('/pcm/policy/life/term-life-plan')
    const category = await request.get('/pcm/policy/LIFE/home', { maxRedirects: 0 })
    expect(new URL(category.headers().location ?? '', 'http://x').pathname).toBe('/pcm/policy/life/home')
    // The corporate landing page is not in Pidgin yet: its old address goes to the English one.
    const corporate = await request.get('/pcm/policy/corporate/home', { maxRedirects: 0 })
    expect(new URL(corporate.headers().location ?? '', 'http://x').pathname).toBe('/corporate/home')

    await page.goto('/pcm/policy/corporate/group-life-plan')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pcm')
    await expect(page.getByText(productsInPidgin['group-life-plan']!.description)).toBeVisible()
    await expect(page.locator('#quote-heading ~ [lang="en-NG"]').first()).toBeAttached()
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
    // No bare 'home' segment: an address echoed back as /home/…/ reads like a server path to the leak check ('HOME' still reaches the old-link redirects).
    const segment = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.constantFrom('', '.', '..', '%2e%2e', '%2f', '%ff', '%00', '//evil.example', '\\evil.example', 'about', 'claims', 'faqs', 'glossary', 'promise', 'forms', 'policy', 'life', 'Life', 'individual', 'HOME', 'term-life-plan', '12', 'pcm', 'lang', '_next', 'api', '_old-link', '<script>', 'a'.repeat(300)),
    )
    const inputs = fc.sample(fc.tuple(fc.constantFrom('/pcm/', '/pcm', '/pcm/policy/', '/pcm/claims/', '/lang/pcm/', '/lang/', '/lang/xx/'), fc.array(segment, { maxLength: 4 }), fc.string({ maxLength: 30 })), { numRuns: 1_000, seed: 20_261_128 })
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
  test('the dashboard lists the Pidgin home page and products until a fluent speaker reviews them; each opens in Pidgin, saying what is written', async ({ page }) => {
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

    // Each product is reviewed on its own: the dashboard counts those waiting and opens them in Pidgin.
    await page.goto('/admin')
    const products = page.getByRole('region', { name: 'Translations waiting for review' }).getByRole('link', { name: /^16 products in Nigerian Pidgin waiting for a fluent speaker’s review$/ })
    await expect(products).toBeVisible({ timeout: 30_000 })
    await products.click()
    await expect(page).toHaveURL(/\/admin\/collections\/products\?locale=pcm&/)
    await page.getByRole('link', { name: 'Term Life Plan' }).first().click()
    await expect(page.getByRole('region', { name: 'Languages' }).locator('[data-language="pcm"]')).toHaveText(/Nigerian Pidgin: every field written, not yet reviewed by a fluent speaker\./)
    await expect(page.getByLabel('Summary')).toHaveValue(productsInPidgin['term-life-plan']!.summary)
  })
})
