import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, WIDTHS } from './helpers'
import { STAFF, staffApi } from './support/staff'

/**
 * Issue 24, part 4: a person uses their data rights online. They ask, prove the phone or email with the
 * code we send (read here from the outbox, as they would read it on their phone), and get their file
 * once, or their data deleted with what is kept and why. With and without JavaScript, bad input refused
 * per field, axe at both widths.
 */

const stamp = Date.now() % 10_000
const phoneOf = (n: number) => `0909 50${n} ${String(stamp).padStart(4, '0')}`

/** The code in the message queued for the request shown in the page's address. */
async function codeFrom(page: Page, staff: Awaited<ReturnType<typeof staffApi>>): Promise<string> {
  const reference = new URL(page.url()).searchParams.get('ref') ?? ''
  expect(reference).toMatch(/^RL-DPR-\d{4}-\d{6}$/)
  const found = await staff.api.get(`/api/privacy-requests?where[reference][equals]=${reference}&depth=0`, { headers: staff.headers })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  const messages = await staff.api.get(`/api/outbox-messages?where[related][equals]=privacy-requests:${id}&sort=-id&limit=1&depth=0`, { headers: staff.headers })
  const text = ((await messages.json()) as { docs: { text: string }[] }).docs[0]?.text ?? ''
  const code = /code is (\d{6})/.exec(text)?.[1]
  expect(code, `a code in "${text}"`).toBeTruthy()
  return code as string
}

async function ask(page: Page, kind: RegExp, contact: string) {
  await page.goto('/privacy/request')
  await page.getByRole('radio', { name: kind }).check()
  await page.getByRole('textbox', { name: /Your mobile number or email address/ }).fill(contact)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible()
}

test.describe('using your data rights online', () => {
  test('from the privacy notice: ask to see your data, prove it with the code, download the file once', async ({ page, playwright, baseURL }) => {
    const staff = await staffApi(playwright, baseURL!, STAFF.privacy)
    const phone = phoneOf(1)
    const sent = await page.request.post('/api/contact', {
      data: { customer: 'no', message: `Please call me about education plans (${stamp}).`, firstname: 'Yetunde', lastname: 'Ajayi', mobile: phone, email: `yetunde.${stamp}@example.com`, consent: true },
    })
    expect(sent.status()).toBe(201)

    await page.goto('/privacy')
    await page.getByRole('link', { name: 'Ask online to see, take away, correct or delete your data' }).click()
    await expect(page).toHaveURL(/\/privacy\/request$/)
    await ask(page, /^See the personal data/, phone)
    await expectNoAxeViolations(page)
    const code = await codeFrom(page, staff)

    const wrong = code === '000000' ? '111111' : '000000'
    await page.getByRole('textbox', { name: /Your 6-digit code/ }).fill(wrong)
    await page.getByRole('button', { name: 'Confirm' }).click()
    await expect(page.getByRole('link', { name: 'That code is not right. You have 4 tries left.' })).toBeVisible()
    await page.getByRole('textbox', { name: /Your 6-digit code/ }).fill(code)
    await page.getByRole('button', { name: 'Confirm' }).click()
    const done = page.getByRole('status').filter({ hasText: 'Thank you: your code is right' })
    await expect(done).toBeVisible()
    await expectNoAxeViolations(page)

    const link = done.getByRole('link', { name: 'Download your data' })
    const href = (await link.getAttribute('href')) ?? ''
    const file = await page.request.get(href)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="rl-dpr-\d{4}-\d{6}-your-data\.html"$/)
    expect(file.headers()['cache-control']).toBe('no-store')
    const html = await file.text()
    expect(html).toContain(`Please call me about education plans (${stamp}).`)
    expect(html).toContain('The same data, for a computer')
    // Once only.
    const again = await page.request.get(href)
    expect(again.status()).toBe(404)
    expect(await again.text()).toContain('This download link has been used or has run out.')
    await staff.api.dispose()
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('bad input gets a message per field; a deletion says what went and what is kept', async ({ page, playwright, baseURL }) => {
      const staff = await staffApi(playwright, baseURL!, STAFF.privacyNoScript)
      await page.goto('/privacy/request')
      await page.getByRole('button', { name: 'Send me a code' }).click()
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
      await expect(page.getByRole('link', { name: 'Choose what you would like us to do' })).toHaveAttribute('href', '#privacy-kind-see')
      await expect(page.getByRole('link', { name: 'Enter the mobile number or email address you used with us' })).toHaveAttribute('href', '#privacy-contact')
      // Each message also sits at its field.
      await expect(page.getByText('Error: Enter the mobile number or email address you used with us')).toBeVisible()

      const phone = phoneOf(2)
      const sent = await page.request.post('/api/contact', {
        data: { customer: 'no', message: `Delete me later (${stamp}).`, firstname: 'Musa', lastname: 'Bello', mobile: phone, email: `musa.${stamp}@example.com`, consent: true },
      })
      expect(sent.status()).toBe(201)
      await ask(page, /^Delete my data/, phone)
      await page.getByRole('textbox', { name: /Your 6-digit code/ }).fill(await codeFrom(page, staff))
      await page.getByRole('button', { name: 'Confirm' }).click()
      await expect(page.getByText('We deleted 1 enquiry')).toBeVisible()
      await expect(page.getByText('We also keep a record of this request, to show that we did what you asked.')).toBeVisible()
      await staff.api.dispose()
    })
  })

  for (const size of WIDTHS) {
    test(`the request form and its messages pass axe at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto('/privacy/request')
      await expectNoAxeViolations(page)
      await page.getByRole('textbox', { name: /Your mobile number or email address/ }).fill('12345')
      await page.getByRole('button', { name: 'Send me a code' }).click()
      await expect(page.getByRole('link', { name: /Enter a Nigerian mobile number/ })).toBeVisible()
      await expectNoAxeViolations(page)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    })
  }
})
