/**
 * An employer asks for a group life quote on a corporate product page, with and without JavaScript.
 * Group cover is priced per employer, so there is no calculator: the request is stored and mailed to
 * the corporate team (the outbox's delivery is tested in tests/int/group-quote.int.spec.ts).
 */
import { expect, test, type Locator, type Page } from './fixtures'

import { expectNoAxeViolations, WIDTHS } from './helpers'

const PAGE = '/policy/corporate/group-life-plan'

function card(page: Page): Locator {
  return page.getByRole('region', { name: 'Request a group quote' })
}

async function fill(c: Locator) {
  await c.getByRole('textbox', { name: 'Company name' }).fill('Adeyemi Logistics Ltd')
  await c.getByRole('textbox', { name: 'Your name' }).fill('Ngozi Adeyemi')
  await c.getByRole('textbox', { name: 'Phone number' }).fill('0803 123 4567')
  await c.getByRole('textbox', { name: 'Work email address' }).fill('hr@adeyemi-logistics.example')
  await c.getByRole('textbox', { name: 'Number of staff' }).fill('45')
  await c.getByRole('textbox', { name: 'Total annual salary (₦)' }).fill('120000000')
  await c.getByRole('combobox', { name: 'Cover for each employee' }).selectOption({ label: '3 times annual salary' })
  await c.getByRole('checkbox', { name: /I agree that Redwood Life may use the details/ }).check()
}

const send = (c: Locator) => c.getByRole('button', { name: 'Request a group quote' }).click()

test.describe('requesting a group quote', () => {
  test('a corporate product offers the request form instead of a calculator', async ({ page }) => {
    await page.goto(PAGE)
    const c = card(page)
    await expect(c).toBeVisible()
    await expect(page.getByRole('region', { name: 'Fill the Form to get started' })).toHaveCount(0)
    await expect(c.getByRole('combobox', { name: 'Cover for each employee' }).getByRole('option')).toHaveText([
      'Choose the cover',
      '3 times annual salary',
      '4 times annual salary',
      '5 times annual salary',
    ])
    // The salary is grouped as it is typed.
    const salary = c.getByRole('textbox', { name: 'Total annual salary (₦)' })
    await salary.pressSequentially('120000000')
    await expect(salary).toHaveValue('120,000,000')
  })

  test('an empty request lists each problem in a summary that takes focus and links to the field', async ({ page }) => {
    await page.goto(PAGE)
    const c = card(page)
    await send(c)
    const summary = c.getByRole('heading', { name: 'There is a problem' }).locator('..')
    await expect(summary).toBeFocused()
    await expect(summary.getByRole('link')).toHaveText([
      'Enter your company’s name',
      'Enter your name',
      'Enter your email address',
      'Enter your phone number',
      'Enter how many staff the cover is for',
      'Enter your staff’s total annual salary',
      'Choose how many times annual salary to cover',
      'Tick the box to agree that we may use your details to prepare your quote',
    ])
    const staff = c.getByRole('textbox', { name: 'Number of staff' })
    await expect(staff).toHaveAttribute('aria-invalid', 'true')
    await expect(staff).toHaveAccessibleDescription('Everyone the cover is for (3 or more). Error: Enter how many staff the cover is for')
    await summary.getByRole('link', { name: 'Enter your phone number' }).click()
    await expect(c.getByRole('textbox', { name: 'Phone number' })).toBeFocused()
    await expect(page).toHaveTitle(/^Error: /)
  })

  test('a complete request is sent, with a reference, and the form is cleared', async ({ page }) => {
    await page.goto(PAGE)
    const c = card(page)
    await fill(c)
    await c.getByRole('textbox', { name: 'Number of staff' }).fill('2')
    await send(c)
    await expect(c.getByRole('link', { name: 'Enter a whole number of staff from 3 to 1,000,000' })).toBeVisible()
    await c.getByRole('textbox', { name: 'Number of staff' }).fill('45')
    await send(c)
    const status = c.getByRole('status')
    await expect(status).toContainText('Thank you: we have your request.')
    await expect(status).toContainText(/Your reference is RL-GRP-\d{4}-\d{6,}\./)
    await expect(status).toBeFocused()
    await expect(c.getByRole('textbox', { name: 'Company name' })).toHaveValue('')
    await expect(page).not.toHaveTitle(/^Error: /)
  })

  for (const { name, width, height } of WIDTHS) {
    test(`axe with errors and after sending at ${width}px (${name})`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto(PAGE)
      const c = card(page)
      await send(c)
      await expect(c.getByText('There is a problem')).toBeVisible()
      await expectNoAxeViolations(page)
      await fill(c)
      await send(c)
      await expect(c.getByRole('status')).toContainText('Thank you')
      await expectNoAxeViolations(page)
      const box = await c.boundingBox()
      expect(box?.width ?? 0).toBeLessThanOrEqual(width)
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the errors and then the thank-you come back from the server, at the card', async ({ page }) => {
    await page.goto(PAGE)
    await fill(card(page))
    await card(page).getByRole('textbox', { name: 'Work email address' }).fill('hr@@example')
    await send(card(page))
    await page.waitForLoadState('load')
    await expect(page).toHaveURL(/#quote-heading$/)
    const summary = card(page).getByRole('heading', { name: 'There is a problem' }).locator('..')
    await expect(summary.getByRole('link')).toHaveText(['Enter an email address in the correct format, like name@company.com'])
    // What was typed is still there.
    await expect(card(page).getByRole('textbox', { name: 'Company name' })).toHaveValue('Adeyemi Logistics Ltd')
    await expect(card(page).getByRole('textbox', { name: 'Total annual salary (₦)' })).toHaveValue('120,000,000')

    await card(page).getByRole('textbox', { name: 'Work email address' }).fill('hr@adeyemi-logistics.example')
    await card(page).getByRole('checkbox', { name: /I agree/ }).check()
    await send(card(page))
    await page.waitForLoadState('load')
    const status = card(page).getByRole('status')
    await expect(status).toContainText('Thank you: we have your request.')
    await expect(status).toContainText(/Your reference is RL-GRP-\d{4}-\d{6,}\./)
    await expect(status).toBeInViewport()
  })
})
