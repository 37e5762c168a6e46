import { expect, type Page } from '@playwright/test'

export const CLAIM_REFERENCE = /RL-CLM-\d{4}-\d{6}/

/**
 * Starts a death claim as a bereaved spouse would (a NUBAN that passes its check digit at GTBank) and
 * returns its reference from the receipt. Used by the journeys that need a claim to exist.
 */
export async function startDeathClaim(page: Page, { phone = '0803 123 4567', email = 'ngozi.okafor@example.com' } = {}): Promise<string> {
  await page.goto('/claims/start?type=death')
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: 'I know the policy number' }).check()
  await main.getByRole('textbox', { name: 'Policy number' }).fill('RL/FEP/00031337')
  await main.getByRole('textbox', { name: 'First name' }).fill('Ngozi')
  await main.getByRole('textbox', { name: 'Surname' }).fill('Okafor')
  await main.getByRole('combobox', { name: 'Your relationship to the policyholder' }).selectOption({ label: 'Husband or wife' })
  await main.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'Guaranty Trust Bank (GTBank)' })
  await main.getByRole('textbox', { name: 'Account number (NUBAN)' }).fill('0123456785')
  await main.getByRole('textbox', { name: 'Phone number' }).fill(phone)
  await main.getByRole('textbox', { name: 'Email address (optional)' }).fill(email)
  await main.getByRole('checkbox', { name: /I agree that Redwood Life may use these details/ }).check()
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
