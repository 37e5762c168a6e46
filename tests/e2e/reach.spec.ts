/**
 * Reaching us (issue 24, parts 5 and 6): booking a call-back (with and without JavaScript), "open now"
 * beside the phone numbers, WhatsApp links, the offices page and the accessibility statement.
 */
import { expect, test, type Page } from './fixtures'
import { STAFF } from './support/staff'

import { expectNoAxeViolations, sameOrigin, WIDTHS } from './helpers'

/** Whatever the clock says, the lines are either open until 5:00pm or closed until a named opening at 8:00am. */
const STATUS = /Open now until 5:00pm|Closed now\. Opens (today|tomorrow|Monday|Tuesday|Wednesday|Thursday|Friday)[^.]* at 8:00am/
const BOOKED = /We will call you on (\w+ \d+ \w+ at \d+:\d\d[ap]m) \(Lagos time\)\. Your reference is (RL-CB-\d{4}-\d{6,})\./

async function fillCallBack(page: Page, name: string) {
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: 'Your name' }).fill(name)
  await main.getByRole('textbox', { name: 'Mobile number' }).fill('0803 123 4567')
  // The first time on offer.
  await main.getByRole('combobox', { name: 'When should we call you?' }).selectOption({ index: 1 })
  await main.getByRole('checkbox', { name: /I agree that Redwood Life may call me/ }).check()
}
const book = (page: Page) => page.getByRole('button', { name: 'Book my call-back' }).click()

test.describe('booking a call-back', () => {
  test('from the contact page: an empty form is refused field by field, then the booking is confirmed with a reference', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('main').getByRole('link', { name: 'book a call-back at a time that suits you' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a call-back')
    await expect(page.getByRole('main').getByText(STATUS)).toBeVisible()

    await book(page)
    const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
    for (const message of ['Enter your name', 'Enter your phone number', 'Choose a time for us to call you', 'Tick the box to agree that we may call you and send you an SMS']) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible()
    }
    await expect(summary).toBeFocused()

    await page.getByRole('textbox', { name: 'Mobile number' }).fill('12345')
    await book(page)
    await expect(summary.getByRole('link', { name: /Enter a Nigerian mobile number/ })).toBeVisible()

    const name = `Chidi${Date.now().toString(36)}`
    await fillCallBack(page, name)
    await book(page)
    const status = page.getByRole('status')
    await expect(status).toContainText('Call-back booked')
    await expect(status).toContainText(BOOKED)
    await expect(status).toBeFocused()
    await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('')
  })

  test('works without JavaScript: errors with the typed values, then the booking', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto('/contact/call-back')
      await page.getByRole('textbox', { name: 'Your name' }).fill('Amaka Obi')
      await book(page)
      await page.waitForLoadState('domcontentloaded')
      const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
      await expect(summary.getByRole('link', { name: 'Choose a time for us to call you' })).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Amaka Obi')
      await expect(page.getByRole('textbox', { name: 'Your name' })).not.toHaveAttribute('aria-invalid')
      await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true')

      await fillCallBack(page, 'Amaka Obi')
      await book(page)
      await page.waitForLoadState('domcontentloaded')
      await expect(page.getByRole('status')).toContainText(BOOKED)
    } finally {
      await context.close()
    }
  })

  test('the booking is in the staff queue and its SMS confirmation in the outbox', async ({ page }) => {
    const name = `Bisi${Date.now().toString(36)}`
    await page.goto('/contact/call-back')
    await fillCallBack(page, name)
    await book(page)
    const text = (await page.getByRole('status').textContent()) ?? ''
    const [, slot, reference] = BOOKED.exec(text) ?? []
    expect(reference).toBeTruthy()

    const staff = STAFF.callBacks
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(staff.email)
    await page.getByLabel('Password').fill(staff.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page.getByRole('link', { name: /Call-backs/ }).first()).toBeVisible({ timeout: 30_000 })
    await page.goto('/admin/collections/call-backs')
    const row = page.getByRole('row').filter({ hasText: name })
    await expect(row).toContainText('0803 123 4567')
    await expect(row).toContainText('Waiting')

    const found = await page.request.get(`/api/outbox-messages?where[key][equals]=call-back:${reference}:confirmation&depth=0`, { headers: sameOrigin() })
    expect(found.status()).toBe(200)
    const [sms] = ((await found.json()) as { docs: { channel: string; to: string; text: string }[] }).docs
    expect(sms).toMatchObject({ channel: 'sms', to: '2348031234567' })
    expect(sms?.text).toContain(`we will call you on ${slot} (Lagos time)`)
    expect(sms?.text).toContain(reference)
  })

  test('the public cannot read the queue', async ({ request }) => {
    expect((await request.get('/api/call-backs?limit=1')).status()).toBe(403)
  })

  for (const size of WIDTHS) {
    test(`the call-back form is accessible at ${size.width}px, with errors and once booked`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto('/contact/call-back')
      await expectNoAxeViolations(page)
      await book(page)
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
      await expectNoAxeViolations(page)
      await fillCallBack(page, 'Tunde Bakare')
      await book(page)
      await expect(page.getByRole('status')).toContainText('Call-back booked')
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('open now, and WhatsApp', () => {
  test('the header, /contact and /claims say whether the lines are open, without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
    const page = await context.newPage()
    try {
      await page.goto('/contact')
      await expect(page.getByRole('banner').getByRole('link', { name: /Call us · / })).toContainText(/Open now until 5:00pm|Opens \w+ at 8:00am/)
      await expect(page.getByRole('main').getByText(STATUS).first()).toBeVisible()
      await page.goto('/claims')
      await expect(page.getByRole('heading', { name: 'Talk to us about a claim' })).toBeVisible()
      await expect(page.getByRole('main').getByText(STATUS)).toBeVisible()
    } finally {
      await context.close()
    }
  })

  test('a page served again from the cache still says it', async ({ request }) => {
    for (let i = 0; i < 2; i++) {
      const html = await (await request.get('/contact')).text()
      expect(html).toMatch(STATUS)
    }
  })

  test('WhatsApp opens a chat with our number and a useful first message, on /contact, /claims and a product page', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/2347007339663\?text=Hello%20Redwood%20Life%2C%20I%20have%20a%20question\.$/)
    await page.goto('/claims')
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\/2347007339663\?text=.*claim/)
    await page.goto('/policy/life/term-life-plan')
    // The heading's first part is the product's name (followed by a colon only a screen reader hears).
    const title = (await page.getByRole('heading', { level: 1 }).locator('span').first().textContent())?.replace(/:\s*$/, '').trim() ?? ''
    expect(title).not.toBe('')
    const href = await page.getByRole('link', { name: 'chat with us on WhatsApp' }).getAttribute('href')
    expect(decodeURIComponent(href?.split('?text=')[1] ?? '')).toBe(`Hello Redwood Life, I would like to know more about ${title}.`)
    // Only a link: no script of WhatsApp's is on the page.
    expect(await page.locator('script[src*="whatsapp"], script[src*="wa.me"]').count()).toBe(0)
  })
})

test.describe('our offices and the accessibility statement', () => {
  for (const size of WIDTHS) {
    test(`the offices page lists the head office and four cities with directions, at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto('/')
      await page.getByRole('contentinfo').getByRole('link', { name: 'All our offices' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our offices')
      const main = page.getByRole('main')
      await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Lagos', 'Abuja', 'Port Harcourt', 'Kano', 'Enugu'])
      await expect(main.getByText('Head office', { exact: true })).toBeVisible()
      const directions = main.getByRole('link', { name: /Directions to Lagos office/ })
      const href = (await directions.getAttribute('href')) ?? ''
      expect(href.startsWith('https://www.google.com/maps/search/?api=1&query=')).toBe(true)
      expect(decodeURIComponent(href)).toContain('Civic Towers')
      await expect(main.getByRole('link', { name: '+234 1 460 2200' })).toHaveAttribute('href', 'tel:+23414602200')
      await expectNoAxeViolations(page)
    })

    test(`the accessibility statement is linked from every footer and reads well at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto('/offices')
      await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accessibility statement')
      const main = page.getByRole('main')
      for (const heading of ['How accessible this website is', 'How we test it', 'Known issues', 'Information in another format', 'Reporting a problem']) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      }
      await expect(main).toContainText('WCAG) version 2.2 at level AA')
      await expect(main).toContainText('375 pixels')
      await expect(main).toContainText('We will reply within 1 working day')
      await expect(main.getByRole('link', { name: 'customercare@redwoodlife.example' }).first()).toHaveAttribute('href', 'mailto:customercare@redwoodlife.example')
      await expectNoAxeViolations(page)
    })
  }
})
