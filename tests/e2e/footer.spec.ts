import { expect, test, type Locator } from './fixtures'

import { expectNoAxeViolations, WIDTHS } from './helpers'

type Post = { slug: string; publishedAt?: string | null; group: { slug: string; name: string } | number }

async function hrefs(links: Locator): Promise<(string | null)[]> {
  return links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))
}

test.describe('footer on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test('shows exactly one teaser per blog group: the newest article of each', async ({ page, request }) => {
    // What the newest article of each group is, according to the content API.
    const response = await request.get('/api/blog-posts?limit=100&depth=1&sort=-publishedAt')
    expect(response.status()).toBe(200)
    const { docs } = (await response.json()) as { docs: Post[] }
    const newest = new Map<string, string>()
    for (const post of docs) {
      if (typeof post.group !== 'object') continue
      if (!newest.has(post.group.slug)) newest.set(post.group.slug, `/blog/${post.group.slug}/${post.slug}`)
    }
    expect(newest.size).toBe(3)

    await page.goto('/')
    const teasers = page.getByRole('region', { name: 'All You Need to Know About Insurance' })
    await expect(teasers.getByRole('heading', { level: 2 })).toHaveText('All You Need to Know About Insurance')
    const items = teasers.getByRole('listitem')
    await expect(items).toHaveCount(3)
    for (const group of ['Life', 'Health', 'Markets']) {
      await expect(teasers.getByText(group, { exact: true })).toHaveCount(1)
    }
    const links = teasers.getByRole('link')
    await expect(links).toHaveCount(3)
    expect((await hrefs(links)).sort()).toEqual([...newest.values()].sort())
    for (const link of await links.all()) await expect(link).not.toHaveText('')
  })

  test('lists products, services and claims, about pages, contact details and legal texts', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')

    const products = footer.getByRole('region', { name: 'Our Products' })
    expect(await hrefs(products.getByRole('link'))).toEqual([
      '/policy/medical/home',
      '/policy/life/home',
      '/policy/family/home',
      '/policy/education/home',
      '/corporate/home',
    ])
    const services = footer.getByRole('region', { name: 'Services & Claims' })
    expect(await hrefs(services.getByRole('link'))).toEqual([
      '/claims/forms',
      '/claims/faqs',
      '/claims/promise',
      '/claims/glossary',
      '/complaints',
    ])
    const about = footer.getByRole('region', { name: 'About Us' })
    expect(await hrefs(about.getByRole('link'))).toEqual([
      '/about',
      '/about/leadership',
      '/about/achievements',
      '/about/statements',
    ])

    for (const title of ['Privacy policy', 'Terms and conditions', 'Client charter']) {
      await expect(footer.getByRole('heading', { name: title })).toBeVisible()
    }
    await expect(footer.getByText(/Nigeria Data Protection Act/)).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Read our full privacy policy' })).toHaveAttribute('href', '/privacy')

    await expect(footer.locator('address').getByText(/6th Floor, Civic Towers, Ozumba Mbadiwe Street, Victoria Island, Lagos, 101241/)).toBeVisible()
    await expect(footer.getByRole('link', { name: '0700 733 9663' })).toHaveAttribute('href', 'tel:+2347007339663')
    await expect(footer.getByText(/Monday to Friday, 8:00am to 5:00pm, excluding public holidays/)).toBeVisible()
    await expect(footer.getByText(/© 2024 Redwood Life Assurance Limited/)).toBeVisible()
    await expect(footer.getByText('Web Development & Security by iNspire')).toBeVisible()
  })

  test('social links open in a new tab without sharing the page, and say where they go', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const marks = new Set<string>()
    for (const network of ['Instagram', 'Facebook', 'YouTube', 'LinkedIn']) {
      const link = footer.getByRole('link', { name: `Redwood Life on ${network} (opens in a new tab)` })
      await expect(link).toBeVisible()
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/)
      await expect(link).toHaveAttribute('rel', /\bnoreferrer\b/)
      await expect(link).toHaveAttribute('href', /^https:\/\//)
      // Its mark is drawn (a mask from the stylesheet, in the link's colour), and a different one for each.
      const mark = await link.locator('span[aria-hidden="true"]').evaluate((el) => {
        const style = getComputedStyle(el)
        const box = el.getBoundingClientRect()
        return { mask: style.maskImage || style.webkitMaskImage, fill: style.backgroundColor, color: getComputedStyle(el.parentElement!).color, width: box.width, height: box.height }
      })
      expect(mark.mask, network).toMatch(/^url\("data:image\/svg\+xml,/)
      expect(mark.fill, network).toBe(mark.color)
      expect([mark.width, mark.height], network).toEqual([20, 20])
      marks.add(mark.mask)
    }
    expect(marks.size, 'a different mark for each network').toBe(4)
  })

  test('the sections are plain columns on a desktop (no toggles)', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Medical plans' })).toBeVisible()
    await expect(footer.getByRole('button')).toHaveCount(0)
  })
})

test.describe('footer on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } })

  test('sections start collapsed and toggle open and closed', async ({ page }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    const sections = [
      { name: 'Our Products', link: 'Medical plans' },
      { name: 'Services & Claims', link: 'Claim forms' },
      { name: 'About Us', link: 'Leadership' },
      { name: 'Privacy, terms and charter', link: 'Read our full privacy policy' },
    ]
    for (const { name, link } of sections) {
      const toggle = footer.getByRole('button', { name })
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(footer.getByRole('link', { name: link })).toBeHidden()
    }
    const products = footer.getByRole('button', { name: 'Our Products' })
    await products.click()
    await expect(products).toHaveAttribute('aria-expanded', 'true')
    await expect(footer.getByRole('link', { name: 'Medical plans' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Claim forms' })).toBeHidden()
    await products.click()
    await expect(products).toHaveAttribute('aria-expanded', 'false')
    await expect(footer.getByRole('link', { name: 'Medical plans' })).toBeHidden()

    // Teasers, contact details and social links are not folded away.
    await expect(page.getByRole('region', { name: 'All You Need to Know About Insurance' }).getByRole('link')).toHaveCount(3)
    await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible()
    await expectNoAxeViolations(page)
    await footer.getByRole('button', { name: 'Privacy, terms and charter' }).click()
    await expect(footer.getByText(/Nigeria Data Protection Act/)).toBeVisible()
    await expectNoAxeViolations(page)
  })

  test('without JavaScript every section is open', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })
    const page = await context.newPage()
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: 'Medical plans' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Claim forms' })).toBeVisible()
    await expect(footer.getByRole('link', { name: 'Leadership' })).toBeVisible()
    await context.close()
  })
})

test.describe('footer on the application’s steps', () => {
  // Step 1 of the online application, with a quote carried in (as "Apply for this plan" opens it).
  const STEP = '/apply?plan=AEE&age=35&term=20&frequency=01&amount=1000000'
  const TEASERS = 'All You Need to Know About Insurance'

  for (const size of WIDTHS) {
    test(`leaves the article teasers out and keeps the rest, at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto(STEP)
      await expect(page.getByText('Step 1 of 6')).toBeVisible()
      const footer = page.getByRole('contentinfo')
      await expect(footer).toBeVisible()
      await expect(page.getByRole('region', { name: TEASERS })).toHaveCount(0)
      await expect(footer.getByRole('link', { name: 'Read the article' })).toHaveCount(0)
      await expect(footer.getByRole('heading', { name: 'Our Products' })).toBeVisible()
      await expect(footer.getByRole('link', { name: '0700 733 9663' })).toBeVisible()
      await expectNoAxeViolations(page)

      // Leaving the journey inside the app (no page load) brings them back.
      await page.getByRole('banner').getByRole('link', { name: /home page$/ }).filter({ visible: true }).first().click()
      await expect(page).toHaveURL(/\/$/)
      await expect(page.getByRole('region', { name: TEASERS }).getByRole('link')).toHaveCount(3)
    })
  }

  test('leaves them out without JavaScript too', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    try {
      const page = await context.newPage()
      await page.goto(STEP)
      await expect(page.getByText('Step 1 of 6')).toBeVisible()
      await expect(page.getByRole('region', { name: TEASERS })).toHaveCount(0)
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Claim forms' })).toBeVisible()
      await page.goto('/')
      await expect(page.getByRole('region', { name: TEASERS }).getByRole('link')).toHaveCount(3)
    } finally {
      await context.close()
    }
  })
})

test.describe('who we are in law', () => {
  test("every page's footer, the About page and the search-engine data name the NAICOM licence, the RC number and the registered office from Site settings", async ({ page, request }) => {
    const settings = (await (await request.get('/api/globals/site-settings?depth=0')).json()) as {
      brandName: string
      licence: { naicomLicence: string; rcNumber: string; registeredAddress: string }
    }
    const { naicomLicence, rcNumber, registeredAddress } = settings.licence
    expect(naicomLicence, 'the seeded, plainly fictional licence').toMatch(/fictional/i)
    const sentence = `${settings.brandName} is licensed by the National Insurance Commission (NAICOM) to carry on life assurance business, licence no. ${naicomLicence}. ${rcNumber}. Registered office: ${registeredAddress}.`
    for (const path of ['/', '/policy/life/home', '/claims/promise', '/contact']) {
      await page.goto(path)
      await expect(page.getByRole('contentinfo').locator('[data-licence]'), path).toHaveText(sentence)
    }
    await page.goto('/about')
    const section = page.getByRole('region', { name: 'Licence and registration' })
    await expect(section.locator('[data-licence]')).toHaveText(sentence)

    await page.goto('/')
    const data = await page.locator('script[type="application/ld+json"]').allTextContents()
    const organization = data.map((text) => JSON.parse(text) as Record<string, unknown>).flatMap((d) => (Array.isArray(d['@graph']) ? (d['@graph'] as Record<string, unknown>[]) : [d])).find((d) => d['@type'] === 'InsuranceAgency')
    expect(organization).toMatchObject({ legalName: settings.brandName, identifier: [{ propertyID: 'NAICOM licence', value: naicomLicence }, { propertyID: 'CAC RC number', value: rcNumber }] })
  })
})

