import { expect, test, type Page } from './fixtures'
import { SAVE_SHOTS } from './support/page-checks'
import { STAFF } from './support/staff'

import { expectNoAxeViolations, holdScripts, placeOnPage, sameOrigin, WIDTHS } from './helpers'

const SUCCESS = 'Contact request Submitted! Expect a call soon'
/** In the claims style: RL-ENQ-<year received, Lagos>-<number, six digits at least>. */
const REFERENCE = /Your reference is (RL-ENQ-\d{4}-\d{6,})\. An adviser will call you/
const CONSENT_MESSAGE = 'Tick the box to agree that we may use your details to reply to you'
const REQUIRED = [
  'Please select one',
  'Firstname is required',
  'Lastname is required',
  'Phone number is required',
  'Email is required',
  'Message is required',
  CONSENT_MESSAGE,
]

async function fillValid(page: Page, name = 'Adaeze') {
  const form = page.getByRole('main')
  await form.getByRole('radio', { name: 'Yes' }).check()
  await form.getByRole('textbox', { name: 'First name' }).fill(name)
  await form.getByRole('textbox', { name: 'Surname' }).fill('Okonkwo')
  await form.getByRole('textbox', { name: 'Phone number' }).fill('0803 123 4567')
  await form.getByRole('textbox', { name: 'Email address' }).fill('adaeze@example.com')
  await form.getByRole('textbox', { name: 'Your message' }).fill('Please call me about the education plan.')
  await form.getByRole('checkbox', { name: /I agree that Redwood Life may use the details/ }).check()
}

const send = (page: Page) => page.getByRole('button', { name: 'Send enquiry' }).click()

test.describe('sending a contact enquiry', () => {
  test('the page shows the form, the phone lines with click-to-call, and office hours', async ({ page }) => {
    await page.goto('/contact')
    await expect(page).toHaveTitle(/Contact us/)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(/We’re here to help/)
    await expect(main.getByRole('link', { name: /0700 733 9663/ }).first()).toHaveAttribute('href', 'tel:+2347007339663')
    await expect(main.getByRole('link', { name: /\+234 1 460 2200/ })).toHaveAttribute('href', 'tel:+23414602200')
    await expect(main.getByText('Monday to Friday, 8:00am to 5:00pm, excluding public holidays').first()).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Call centre' })).toBeVisible()
    await expect(main.getByRole('heading', { name: 'Head office' })).toBeVisible()

    const phone = main.getByRole('textbox', { name: 'Phone number' })
    await expect(phone).toHaveAttribute('type', 'tel')
    await expect(phone).toHaveAttribute('inputmode', 'tel')
    await expect(phone).toHaveAttribute('autocomplete', 'tel')
    await expect(main.getByRole('textbox', { name: 'First name' })).toHaveAttribute('autocomplete', 'given-name')
    await expect(main.getByRole('textbox', { name: 'Surname' })).toHaveAttribute('autocomplete', 'family-name')
    await expect(main.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('autocomplete', 'email')
    await expect(main.getByRole('link', { name: 'privacy notice' })).toHaveAttribute('href', '/privacy')
    // The trap field is invisible to people and to assistive technology.
    await expect(page.getByLabel('Leave this field empty')).toBeHidden()
  })

  test('an empty submit shows every message beside its field and in a summary that takes focus', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByText('*Please fill in all fields')).toBeVisible()
    await send(page)

    const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
    await expect(summary).toBeFocused()
    for (const message of REQUIRED) {
      await expect(summary.getByRole('link', { name: message })).toBeVisible()
    }
    const firstName = page.getByRole('textbox', { name: 'First name' })
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(firstName).toHaveAccessibleDescription('Error: Firstname is required')
    await expect(page.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
      /A Nigerian number.*Error: Phone number is required/,
    )
    const customer = page.getByRole('radiogroup', { name: /Are you an existing customer/ })
    await expect(customer).toHaveAccessibleDescription('Error: Please select one')
    await expect(customer).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveTitle(/^Error: /)

    // A link in the summary takes the visitor to the field.
    await summary.getByRole('link', { name: 'Email is required' }).click()
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeFocused()
  })

  test('format rules have their own messages and the message counter counts down', async ({ page }) => {
    await page.goto('/contact')
    await fillValid(page)
    await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0000')
    await page.getByRole('textbox', { name: 'Email address' }).fill('adaeze@')
    const message = page.getByRole('textbox', { name: 'Your message' })
    await message.fill('x'.repeat(480))
    await expect(page.getByText('You have 20 characters remaining')).toBeVisible()
    await message.fill('x'.repeat(503))
    await expect(page.getByText('You have 3 characters too many')).toBeVisible()
    await expect(page.getByText('*Please fill in all fields')).toBeHidden()
    await send(page)
    const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
    await expect(summary.getByRole('link')).toHaveText([
      'Enter a Nigerian phone number, like 0803 123 4567 or +234 803 123 4567',
      'Enter an email address in the correct format, like name@example.com',
      'Message must be 500 characters or fewer',
    ])
  })

  test('on a slow phone, a message typed before the script arrives is counted when it does, and nothing moves', async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    await page.getByRole('textbox', { name: 'Your message' }).fill('x'.repeat(470))
    // The counter's line is kept, unseen, until the script can count.
    await expect(page.getByText(/characters remaining/)).toBeHidden()
    const button = page.getByRole('button', { name: 'Send enquiry' })
    const before = await placeOnPage(button)
    release()
    await expect(page.getByRole('banner')).toHaveAttribute('data-js', 'true')
    await expect(page.getByText('You have 30 characters remaining')).toBeVisible()
    expect(await placeOnPage(button), 'the send button stays where it was on the page').toEqual(before)
  })

  test('a valid enquiry is sent without a page load, announced, and the form is cleared', async ({ page }) => {
    await page.goto('/contact')
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true))
    await fillValid(page)
    await send(page)
    const status = page.getByRole('status').filter({ hasText: SUCCESS })
    await expect(status).toBeVisible()
    await expect(status).toContainText(REFERENCE)
    await expect(status.getByText(/^RL-ENQ-\d{4}-\d{6,}$/)).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true)
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('')
    await expect(page.getByRole('textbox', { name: 'Your message' })).toHaveValue('')
    await expect(page.getByRole('radio', { name: 'Yes' })).not.toBeChecked()
    await expect(page.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked()
  })

  test.describe(() => {
    // The test cuts the connection on purpose, and Chromium logs the failed request.
    test.use({ allowConsoleErrors: [/^Failed to load resource: net::ERR_FAILED \(at http:\/\/[^/]+\/contact\)$/] })
    test('when the network fails, the visitor is told what to do and keeps what they typed', async ({ page }) => {
      await page.goto('/contact')
      await fillValid(page, 'Tunde')
      await page.route('**/contact', (route) => (route.request().method() === 'POST' ? route.abort() : route.continue()))
      await send(page)
      const alert = page.getByRole('alert').filter({ hasText: 'Your enquiry was not sent' })
      await expect(alert).toBeVisible()
      await expect(alert).toContainText('try again')
      await expect(alert.getByRole('link', { name: '0700 733 9663' })).toHaveAttribute('href', 'tel:+2347007339663')
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Tunde')
      await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked()
    })
  })

  test('works without JavaScript: errors with the typed values, then success', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto('/contact')
      await page.getByRole('textbox', { name: 'First name' }).fill('Ngozi')
      await page.getByRole('textbox', { name: 'Email address' }).fill('ngozi@')
      await send(page)
      await page.waitForLoadState('domcontentloaded')
      const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
      await expect(summary.getByRole('link', { name: 'Please select one' })).toBeVisible()
      await expect(summary.getByRole('link', { name: /Enter an email address in the correct format/ })).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ngozi')
      await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue('ngozi@')
      await expect(page.getByText('*Please fill in all fields')).toBeVisible()

      await fillValid(page, 'Ngozi')
      await send(page)
      await page.waitForLoadState('domcontentloaded')
      await expect(page.getByRole('status')).toContainText(SUCCESS)
      await expect(page.getByRole('status')).toContainText(REFERENCE)
      await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('')
    } finally {
      await context.close()
    }
  })

  for (const size of WIDTHS) {
    test(`is accessible at ${size.width}px, also when showing errors`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto('/contact')
      await expectNoAxeViolations(page)
      await send(page)
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
      await expectNoAxeViolations(page)
      if (SAVE_SHOTS) await page.screenshot({ path: `test-results/contact-errors-${size.width}.png`, fullPage: true })
      await fillValid(page)
      await send(page)
      await expect(page.getByRole('status')).toContainText(SUCCESS)
      await expectNoAxeViolations(page)
    })

    test(`the privacy notice reads well at ${size.width}px`, async ({ page }) => {
      await page.setViewportSize({ width: size.width, height: size.height })
      await page.goto('/privacy')
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible()
      const main = page.getByRole('main')
      for (const heading of ['What we collect, why, and our lawful basis', 'Who receives it', 'How long we keep it', 'Cookies', 'Your rights', 'How to complain']) {
        await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible()
      }
      await expect(main.getByRole('link', { name: 'dpo@redwoodlife.example' }).first()).toHaveAttribute(
        'href',
        'mailto:dpo@redwoodlife.example',
      )
      await expect(main).toContainText('Nigeria Data Protection Act 2023')
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('the enquiry APIs', () => {
  test('POST /api/contact stores a JSON enquiry (our route, not Payload’s catch-all)', async ({ request }) => {
    const response = await request.post('/api/contact', {
      data: {
        customer: 'no',
        message: 'Do you offer group life cover for 40 staff?',
        firstname: 'Bola',
        lastname: 'Adeyemi',
        mobile: '+234 803 123 4567',
        email: 'bola@example.com',
        consent: true,
      },
    })
    expect(response.status()).toBe(201)
    const body = (await response.json()) as { id: number; reference: string; message: string }
    expect(body).toMatchObject({ id: expect.any(Number), message: SUCCESS })
    const year = new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', year: 'numeric' }).format(new Date())
    expect(body.reference).toBe(`RL-ENQ-${year}-${String(body.id).padStart(6, '0')}`)
  })

  test('POST /api/contact answers bad input with 4xx and a message, never 5xx', async ({ request }) => {
    const cases: [Parameters<typeof request.post>[1], number][] = [
      [{ data: '{"broken":', headers: { 'content-type': 'application/json' } }, 400],
      [{ data: 'customer=yes', headers: { 'content-type': 'text/plain' } }, 415],
      [{ data: [1, 2, 3] }, 400],
      [{ data: { firstname: 42 } }, 400],
      [{ data: { message: 'x'.repeat(1024 * 1024) } }, 413],
    ]
    for (const [options, status] of cases) {
      const response = await request.post('/api/contact', options)
      expect(response.status()).toBe(status)
      const json = (await response.json()) as { error?: string; errors?: object }
      expect(json.error ?? json.errors).toBeTruthy()
    }
  })

  test('nobody can read or create enquiries through REST or GraphQL without signing in', async ({ request }) => {
    // Make sure there is at least one enquiry to leak.
    await request.post('/api/contact', {
      data: { customer: 'yes', message: 'Secret', firstname: 'Ifeoma', lastname: 'Eze', mobile: '08031234567', email: 'ifeoma@example.com', consent: true },
    })
    const rest = await request.get('/api/enquiries')
    expect(rest.status()).toBe(403)
    expect(await rest.text()).not.toContain('ifeoma@example.com')

    const one = await request.get('/api/enquiries/1')
    expect([403, 404]).toContain(one.status())
    expect(await one.text()).not.toContain('@example.com')

    const create = await request.post('/api/enquiries', {
      data: { firstName: 'Spam', lastName: 'Bot', phone: '0803 123 4567', email: 'spam@example.com', existingCustomer: 'no', message: 'x' },
    })
    expect(create.status()).toBe(403)

    const graphql = await request.post('/api/graphql', {
      data: { query: '{ Enquiries { docs { id email message } } }' },
    })
    expect(graphql.status(), await graphql.text()).toBe(200)
    const body = (await graphql.json()) as { data?: { Enquiries: unknown } | null; errors?: unknown[] }
    expect(body.data?.Enquiries ?? null).toBeNull()
    expect(JSON.stringify(body)).not.toContain('ifeoma@example.com')

    const exported = await request.get('/api/enquiries/export')
    expect(exported.status()).toBe(403)
    expect(await exported.text()).not.toContain('ifeoma@example.com')
  })
})

const EDITOR = STAFF.contact

async function signIn(page: Page): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(EDITOR.email)
  await page.getByLabel('Password').fill(EDITOR.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: /Enquiries/ }).first()).toBeVisible({ timeout: 30_000 })
}

test.describe('editors and enquiries', () => {
  test('an editor sees an enquiry and why it was not mailed, exports CSV and marks it handled', async ({ page }) => {
    const firstname = `Kemi${Date.now().toString(36)}`
    const created = await page.request.post('/api/contact', {
      data: { customer: 'no', message: 'Please call me about funeral cover.', firstname, lastname: 'Okafor', mobile: '0812 345 6789', email: 'kemi@example.com', consent: true },
    })
    const { id, reference } = (await created.json()) as { id: number; reference: string }
    const otherName = `Tolu${Date.now().toString(36)}`
    const other = await page.request.post('/api/contact', {
      data: { customer: 'yes', message: 'Another enquiry.', firstname: otherName, lastname: 'Bello', mobile: '0812 345 6780', email: 'tolu@example.com', consent: true },
    })
    expect(other.status()).toBe(201)

    await signIn(page)
    await page.goto('/admin/collections/enquiries')
    const row = page.getByRole('row').filter({ hasText: firstname })
    // The server has no SMTP_URL: the outbox logged the mail and says so.
    await expect(async () => {
      await page.reload()
      await expect(row).toContainText('Not mailed: no mail server configured', { timeout: 2000 })
    }).toPass({ timeout: 30_000 })

    const exportLink = page.getByRole('link', { name: 'Export these enquiries as CSV' })
    const csv = await page.request.get((await exportLink.getAttribute('href')) ?? '', { headers: sameOrigin() })
    expect(csv.status()).toBe(200)
    expect(csv.headers()['content-type']).toBe('text/csv; charset=utf-8')
    expect(await csv.text()).toContain(`${firstname},Okafor,0812 345 6789,kemi@example.com`)

    // The visitor reads their reference out on the phone: staff find the enquiry by it.
    await expect(page.getByRole('row').filter({ hasText: otherName })).toHaveCount(1)
    const search = page.getByPlaceholder(/^Search by reference/i)
    await search.fill(reference)
    await expect(page.getByRole('row').filter({ hasText: reference })).toContainText(firstname)
    await expect(page.getByRole('row').filter({ hasText: otherName })).toHaveCount(0)

    await page.goto(`/admin/collections/enquiries/${id}`)
    await expect(page.getByRole('textbox', { name: 'Reference' })).toHaveValue(reference)
    await page.getByRole('checkbox', { name: 'Handled' }).check()
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText(/updated successfully/i)).toBeVisible()
    const saved = (await (await page.request.get(`/api/enquiries/${id}?depth=0`, { headers: sameOrigin() })).json()) as Record<string, unknown>
    expect(saved).toMatchObject({ handled: true, mailStatus: 'not-configured', firstName: firstname })
    expect(saved.handledAt).toEqual(expect.any(String))
    if (SAVE_SHOTS) await page.screenshot({ path: 'test-results/enquiry-admin.png', fullPage: true })
  })
})
