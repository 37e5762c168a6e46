import { expect, type Page } from '@playwright/test'

export const CLAIM_REFERENCE = /RL-CLM-\d{4}-\d{6}/

/** A week ago, as a claimant types it (dd/mm/yyyy). */
export const DATE_OF_DEATH = (() => {
  const d = new Date(Date.now() - 7 * 24 * 60 * 60 * 1000)
  return `${String(d.getUTCDate()).padStart(2, '0')}/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`
})()

/**
 * Fills the death claim form as a bereaved spouse would, with a NUBAN that passes its check digit at
 * GTBank. The page must already show the form.
 */
export async function fillDeathClaim(page: Page, { phone = '0803 123 4567', email = 'ngozi.okafor@example.com' } = {}): Promise<void> {
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: 'I know the policy number' }).check()
  await main.getByRole('textbox', { name: 'Policy number' }).fill('RL/FEP/00031337')
  await main.getByRole('textbox', { name: 'Full name of the person who died' }).fill('Emeka Okafor')
  await main.getByRole('textbox', { name: 'Date of death' }).fill(DATE_OF_DEATH)
  await main.getByRole('radiogroup', { name: 'Cause of death' }).getByRole('radio', { name: 'Natural causes (an illness or old age)' }).check()
  await main.getByRole('textbox', { name: 'First name' }).fill('Ngozi')
  await main.getByRole('textbox', { name: 'Surname' }).fill('Okafor')
  await main.getByRole('combobox', { name: 'Your relationship to the policyholder' }).selectOption({ label: 'Husband or wife' })
  await main.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'Guaranty Trust Bank (GTBank)' })
  await main.getByRole('textbox', { name: 'Account number (NUBAN)' }).fill('0123456785')
  await main.getByRole('textbox', { name: 'Phone number' }).fill(phone)
  await main.getByRole('textbox', { name: 'Email address (optional)' }).fill(email)
  await main.getByRole('checkbox', { name: /I agree that Redwood Life may use these details/ }).check()
}

/** Starts a death claim (see fillDeathClaim) and returns its reference from the receipt. */
export async function startDeathClaim(page: Page, contact: { phone?: string; email?: string } = {}): Promise<string> {
  await page.goto('/claims/start?type=death')
  await fillDeathClaim(page, contact)
  await page.getByRole('button', { name: 'Send my claim' }).click()
  await expect(page.getByRole('heading', { name: 'Claim received' })).toBeVisible()
  const reference = (await page.getByText(CLAIM_REFERENCE).first().textContent())?.match(CLAIM_REFERENCE)?.[0] ?? ''
  expect(reference).not.toBe('')
  return reference
}

/** Looks a claim up on /claims/track with its reference and the phone or email given with it. */
export async function trackClaim(page: Page, reference: string, contact: string): Promise<void> {
  await page.goto('/claims/track')
  await page.getByRole('textbox', { name: 'Claim reference' }).fill(reference)
  await page.getByRole('textbox', { name: 'Phone number or email' }).fill(contact)
  await page.getByRole('button', { name: 'Show my claim' }).click()
  await expect(page).toHaveURL(new RegExp(`/claims/track\\?ref=${reference}$`))
}
