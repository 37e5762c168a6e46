/**
 * Every form is built from the same parts (issue 21 §1): on a phone, every text box, select, text area
 * and button in a form is at least 44 px tall, and every text box and select fills the width its form
 * gives it, on every page with a form — including pages reached only after a submission. And a failed
 * submit is told the same way everywhere: an error summary that takes focus and puts "Error:" in the
 * page title (with JavaScript), and a message at each field (without).
 */
import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, WIDTHS } from './helpers'
import { fillAboutYou } from './support/apply'
import { fillDeathClaim } from './support/claims'
import { controlFaults } from './support/controls'

const PHONE = { width: 375, height: 812 }
const START = '/apply?plan=AEE&age=35&term=20&frequency=01&amount=1000000'

async function expectControlsFit(page: Page, what: string) {
  await expect(page.locator('main form').first(), `a form on ${what}`).toBeVisible()
  expect(await controlFaults(page), `form controls on ${what} at ${PHONE.width} px`).toEqual([])
}


const saveAndContinue = (page: Page) => page.getByRole('button', { name: 'Save and continue' }).click()


test.describe('form controls on a phone', () => {
  test.use({ viewport: PHONE })

  for (const { name, path } of [
    { name: 'the contact form', path: '/contact' },
    { name: 'a product quote', path: '/policy/life/endowment-savings-plan' },
    { name: 'the group quote', path: '/policy/corporate/group-life-plan' },
    { name: 'compare plans', path: '/compare' },
    { name: 'the needs calculator', path: '/how-much-cover' },
    { name: 'claim tracking', path: '/claims/track' },
  ]) {
    test(`${name} (${path}): at least 44 px tall and full width`, async ({ page }) => {
      await page.goto(path)
      await expectControlsFit(page, path)
    })
  }

  test('every application step, and the resume page', async ({ page }) => {
    await page.goto(START)
    await expectControlsFit(page, 'step 1 (about you)')
    await fillAboutYou(page)
    await saveAndContinue(page)
    await expect(page.getByText('Step 2 of 6')).toBeVisible()
    await expectControlsFit(page, 'step 2 (cover)')
    await saveAndContinue(page)
    await expect(page.getByText('Step 3 of 6')).toBeVisible()
    await expectControlsFit(page, 'step 3 (beneficiaries)')
    await page.getByLabel('Full name').first().fill('Chidi Okafor')
    await page.getByLabel('Relationship to you').first().selectOption('Spouse')
    await page.getByLabel('Share (%)').first().fill('100')
    await saveAndContinue(page)
    await expect(page.getByText('Step 4 of 6')).toBeVisible()
    await expectControlsFit(page, 'step 4 (health)')
    const no = page.getByRole('radio', { name: 'No' })
    for (let i = 0; i < (await no.count()); i++) await no.nth(i).check()
    await saveAndContinue(page)
    await expect(page.getByText('Step 5 of 6')).toBeVisible()
    await expectControlsFit(page, 'step 5 (consents)')
    await page.getByRole('checkbox', { name: /I agree that Redwood Life Assurance may use/ }).check()
    await page.getByRole('checkbox', { name: /I declare that the answers/ }).check()
    await saveAndContinue(page)
    await expect(page.getByText('Step 6 of 6')).toBeVisible()
    await expectControlsFit(page, 'step 6 (check and submit)')
    const link = (await page.getByText(/\/apply\/[A-Za-z0-9_-]{43}$/).textContent())?.trim() ?? ''
    await page.context().clearCookies()
    await page.goto(new URL(link).pathname)
    await expect(page.getByRole('heading', { name: 'Carry on with your application' })).toBeVisible()
    await expectControlsFit(page, 'the resume page')
  })

  test('the claim form, and the upload page reached after it', async ({ page }) => {
    await page.goto('/claims/start?type=death')
    await expectControlsFit(page, '/claims/start?type=death')
    await fillDeathClaim(page)
    await page.getByRole('button', { name: 'Send my claim' }).click()
    await expect(page.getByRole('heading', { name: 'Claim received' })).toBeVisible()
    await expectControlsFit(page, 'the upload page /claims/start/received')
  })
})

test.describe('a failed submit, with JavaScript', () => {
  test('an application step: the summary takes focus, the title starts "Error:", each field says what is wrong', async ({ page }) => {
    await page.goto(START)
    await expect(page).not.toHaveTitle(/^Error:/)
    await page.getByLabel('First name').fill('Adaeze')
    await saveAndContinue(page)
    const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
    await expect(summary).toBeFocused()
    await expect(page).toHaveTitle(/^Error: Apply/)
    await expect(summary.getByRole('link', { name: 'Enter your surname.' })).toBeVisible()
    await expect(page.getByLabel('Surname')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Surname')).toHaveAccessibleDescription('Error: Enter your surname.')
    await expect(page.getByLabel('First name')).toHaveValue('Adaeze')
    await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid')
    // The summary's link takes the visitor to the field.
    await summary.getByRole('link', { name: 'Enter your surname.' }).click()
    await expect(page.getByLabel('Surname')).toBeFocused()
    // Put right, the step moves on and the title is plain again.
    await fillAboutYou(page)
    await saveAndContinue(page)
    await expect(page.getByText('Step 2 of 6')).toBeVisible()
    await expect(page).not.toHaveTitle(/^Error:/)
  })

  test('the claim tracker: the summary takes focus, the title starts "Error:", each field says what is wrong', async ({ page }) => {
    await page.goto('/claims/track')
    await page.getByRole('button', { name: 'Show my claim' }).click()
    const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
    await expect(summary).toBeFocused()
    await expect(page).toHaveTitle(/^Error: /)
    const reference = page.getByRole('textbox', { name: 'Claim reference' })
    await expect(reference).toHaveAttribute('aria-invalid', 'true')
    await expect(reference).toHaveAccessibleDescription(/^From the page or email you got when you made the claim.* Error: .+/)
    await expect(page.getByRole('textbox', { name: 'Phone number or email' })).toHaveAttribute('aria-invalid', 'true')
    await summary.getByRole('link').first().click()
    await expect(reference).toBeFocused()
  })
})

test.describe('a failed submit, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('an application step comes back with the summary and a message at each field', async ({ page }) => {
    await page.goto(START)
    await page.getByLabel('First name').fill('Adaeze')
    await saveAndContinue(page)
    const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
    await expect(summary).toBeVisible()
    await expect(summary.getByRole('link', { name: 'Enter your surname.' })).toBeVisible()
    await expect(page.getByLabel('Surname')).toHaveAccessibleDescription('Error: Enter your surname.')
    await expect(page.getByLabel('First name')).toHaveValue('Adaeze')
    await expect(page.getByLabel('First name')).not.toHaveAttribute('aria-invalid')
  })

  test('the claim tracker comes back with the summary and a message at each field', async ({ page }) => {
    await page.goto('/claims/track')
    await page.getByRole('textbox', { name: 'Phone number or email' }).fill('0803 123 4567')
    await page.getByRole('button', { name: 'Show my claim' }).click()
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    const reference = page.getByRole('textbox', { name: 'Claim reference' })
    await expect(reference).toHaveAttribute('aria-invalid', 'true')
    await expect(reference).toHaveAccessibleDescription(/ Error: .+/)
    await expect(page.getByRole('textbox', { name: 'Phone number or email' })).toHaveValue('0803 123 4567')
    await expect(page.getByRole('textbox', { name: 'Phone number or email' })).not.toHaveAttribute('aria-invalid')
  })
})

for (const { name, width, height } of WIDTHS) {
  test(`axe on the claim tracker with its errors at ${width}px (${name})`, async ({ page }) => {
    await page.setViewportSize({ width, height })
    await page.goto('/claims/track')
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Show my claim' }).click()
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    await expectNoAxeViolations(page)
  })
}
