import fs from 'node:fs'
import path from 'node:path'

import { expect, type Page, test } from './fixtures'
import { WIDTHS } from './helpers'
import { fillAboutYou } from './support/apply'
import { startDeathClaim, trackClaim } from './support/claims'
import { type Fault, inspect, SHOTS } from './support/page-checks'

/**
 * Pages that only a submission reaches (a claim's receipt, the tracker's answer, the contact form's
 * thank-you, an application's outcome, the payment result) look finished at a phone width and a desktop
 * width: each is reached by filling in its form, screenshotted whole into test-results/layout/<width>/ for a
 * person to review, and fails on what a visitor would see as unfinished: a page wider than the screen
 * (sideways scrolling), or a grid row that leaves more than one column empty. Every other page gets the same
 * check in tests/e2e/every-page.spec.ts.
 */

/** The six application steps, filled in as an applicant would, up to the outcome page. */
async function applyToOutcome(page: Page) {
  await page.goto('/apply?plan=AEE&age=35&term=20&frequency=01&amount=1000000')
  await expect(page.getByText('Step 1 of 6')).toBeVisible()
  await fillAboutYou(page)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 2 of 6')).toBeVisible()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 3 of 6')).toBeVisible()
  await page.getByLabel('Full name').first().fill('Chidi Okafor')
  await page.getByLabel('Relationship to you').first().selectOption('Spouse')
  await page.getByLabel('Share (%)').first().fill('100')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 4 of 6')).toBeVisible()
  const no = page.getByRole('radio', { name: 'No' })
  for (let i = 0, n = await no.count(); i < n; i++) await no.nth(i).check()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 5 of 6')).toBeVisible()
  await page.getByRole('checkbox', { name: /I agree that Redwood Life Assurance may use/ }).check()
  await page.getByRole('checkbox', { name: /I declare that the answers/ }).check()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 6 of 6')).toBeVisible()
  await page.getByRole('checkbox', { name: /I have read the key facts/ }).check()
  await page.getByRole('button', { name: 'Submit my application' }).click()
  await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible()
}

/** Checks the page as it is now at each width: a page reached by a submission is reached once. */
async function inspectAtEachWidth(page: Page, name: string): Promise<Fault[]> {
  const faults: Fault[] = []
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height })
    const dir = path.join(SHOTS, String(size.width))
    fs.mkdirSync(dir, { recursive: true })
    faults.push(...(await inspect(page, dir, `${name} at ${size.width}px`)))
  }
  return faults
}

// One claim for both widths: the site takes only a few claims an hour from one connection.
test(`pages reached after a submission look finished at ${WIDTHS.map((w) => `${w.width}px`).join(' and ')}`, async ({ page }) => {
  test.setTimeout(5 * 60_000)
  const faults: Fault[] = []

  // A claim: its receipt (where documents are sent), then the tracker's answer.
  const phone = '0803 765 4321'
  const reference = await startDeathClaim(page, { phone, email: 'layout.check@example.com' })
  faults.push(...(await inspectAtEachWidth(page, '/claims/start/received (after a claim)')))
  await trackClaim(page, reference, phone)
  await expect(page.getByRole('heading', { name: /Hello Ngozi: your claim is/ })).toBeVisible()
  faults.push(...(await inspectAtEachWidth(page, '/claims/track (a claim found)')))

  // The contact form's thank-you.
  await page.goto('/contact')
  const form = page.getByRole('main')
  await form.getByRole('radio', { name: 'Yes' }).check()
  await form.getByRole('textbox', { name: 'First name' }).fill('Adaeze')
  await form.getByRole('textbox', { name: 'Surname' }).fill('Okonkwo')
  await form.getByRole('textbox', { name: 'Phone number' }).fill('0803 123 4567')
  await form.getByRole('textbox', { name: 'Email address' }).fill('adaeze@example.com')
  await form.getByRole('textbox', { name: 'Your message' }).fill('Please call me about the education plan.')
  await form.getByRole('checkbox', { name: /I agree that Redwood Life may use the details/ }).check()
  await page.getByRole('button', { name: 'Send enquiry' }).click()
  await expect(page.getByRole('status').filter({ hasText: /reference/i })).toBeVisible()
  faults.push(...(await inspectAtEachWidth(page, '/contact (thank-you)')))

  // An application's outcome, then the payment result page for it.
  await applyToOutcome(page)
  faults.push(...(await inspectAtEachWidth(page, '/apply/<token>/outcome')))
  await page.goto('/apply/payment-return')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  faults.push(...(await inspectAtEachWidth(page, '/apply/payment-return (this application)')))

  expect(faults, `layout faults after submissions (screenshots in ${SHOTS})`).toEqual([])
})
