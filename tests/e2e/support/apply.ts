import type { Page } from '@playwright/test'

/** The applicant's date of birth as they type it (dd/mm/yyyy). */
export const APPLICANT_DOB = '14/03/1988'

export type Applicant = { firstName: string; lastName: string; email: string; address: string; occupation: string }

const ADAEZE: Applicant = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze@example.com',
  address: '12 Allen Avenue, Ikeja',
  occupation: 'Pharmacist',
}

/**
 * Step 1 of an application ("About you"), filled as an applicant would; it does not press the button.
 * `named: false` leaves the names and date of birth alone, for a step 1 the quote has filled already.
 */
export async function fillAboutYou(page: Page, { named = true, ...given }: Partial<Applicant> & { named?: boolean } = {}): Promise<void> {
  const who = { ...ADAEZE, ...given }
  if (named) {
    await page.getByLabel('First name').fill(who.firstName)
    await page.getByLabel('Surname').fill(who.lastName)
    await page.getByLabel('Date of birth').fill(APPLICANT_DOB)
  }
  await page.getByRole('radio', { name: 'Female' }).check()
  await page.getByLabel('Phone number').fill('0803 123 4567')
  await page.getByLabel('Email address').fill(who.email)
  await page.getByLabel('Home address').fill(who.address)
  await page.getByLabel('State').selectOption('Lagos')
  await page.getByLabel('National Identification Number (NIN)').fill('12345678901')
  await page.getByLabel('Occupation').fill(who.occupation)
}
