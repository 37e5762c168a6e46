import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

import { expect, test, type Page } from './fixtures'
import { fillAboutYou } from './support/apply'
import { copyOfMainData, startServer, type TestServer } from './support/servers'
import { STAFF } from './support/staff'

/**
 * An underwriter at work (issue 11): an applicant's "yes" to a health question refers the application;
 * the underwriter signs in to the admin, sees the answers, accepts it, and the applicant is emailed once.
 * Both run on a second server from the test build, on a copy of the main test database (its staff
 * accounts included), that sends mail through a real SMTP server in this process (outside the product):
 * one with a mail server, on the main database, would also mail what the main server parked as not
 * mailed (support/servers.ts).
 */
const UNDERWRITER = STAFF.underwriter
const START = '/apply?plan=AEE&age=35&term=20&frequency=01&amount=1000000'
const mails: string[] = []
let smtp: SMTPServer
let server: TestServer
// The server's address as it knows itself (SERVER_URL, its CSRF origin), not 127.0.0.1.
let admin: string

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, ''))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  server = await startServer(await copyOfMainData('underwriting'), {
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    ENQUIRY_OUTBOX_INTERVAL_SECONDS: '1',
  })
  admin = server.url.replace('//127.0.0.1:', '//localhost:')
})

test.afterAll(async () => {
  await server?.stop()
  await new Promise((resolve) => smtp?.close(() => resolve(undefined)))
})

/** An application with a "yes" to the first health question, submitted: referred to an underwriter. */
async function referredApplication(page: Page): Promise<string> {
  const email = `ifeoma.${Date.now().toString(36)}@example.com`
  await page.goto(`${admin}${START}`)
  await fillAboutYou(page, { firstName: 'Ifeoma', lastName: 'Nwosu', email, address: '3 Awolowo Road, Ikoyi', occupation: 'Architect' })
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 2 of 6')).toBeVisible()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await page.getByLabel('Full name').first().fill('Obi Nwosu')
  await page.getByLabel('Relationship to you').first().selectOption('Spouse')
  await page.getByLabel('Share (%)').first().fill('100')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 4 of 6')).toBeVisible()
  const no = page.getByRole('radio', { name: 'No' })
  for (let i = 0; i < (await no.count()); i++) await no.nth(i).check()
  await page.getByRole('radio', { name: 'Yes' }).first().check()
  await page.getByLabel('If yes, tell us more (optional if no)').first().fill('Knee surgery in 2021, fully recovered')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await page.getByRole('checkbox', { name: /I agree that Redwood Life Assurance may use/ }).check()
  await page.getByRole('checkbox', { name: /I declare that the answers/ }).check()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await page.getByRole('checkbox', { name: /I have read the key facts/ }).check()
  await page.getByRole('button', { name: 'Submit my application' }).click()
  const lead = page.getByText(/Your reference is RL-/)
  await expect(lead).toBeVisible()
  const reference = (await lead.textContent())?.match(/RL-[A-Z0-9-]+/)?.[0] ?? ''
  expect(reference).not.toBe('')
  return reference
}

test('an underwriter accepts a referred application in the admin, and the applicant gets one mail', async ({ page }) => {
  test.setTimeout(180_000)
  const reference = await referredApplication(page)

  await page.goto(`${admin}/admin/login`)
  await page.getByLabel('Email').fill(UNDERWRITER.email)
  await page.getByLabel('Password').fill(UNDERWRITER.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('link', { name: /Applications/ }).first()).toBeVisible({ timeout: 30_000 })
  const found = await page.request.get(`${admin}/api/applications?where[reference][equals]=${reference}&depth=0&limit=1`, { headers: { origin: admin } })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  expect(id).toBeTruthy()

  await page.goto(`${admin}/admin/collections/applications/${id}`)
  // The underwriter sees why it was referred (hidden from other staff: it reveals health answers).
  await expect(page.locator('#field-referralReasons')).toHaveValue(/health/i, { timeout: 30_000 })
  await page.locator('#field-status .rs__control').click()
  await page.getByRole('option', { name: 'Accepted subject to first premium' }).click()
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i)).toBeVisible()

  const saved = (await (await page.request.get(`${admin}/api/applications/${id}?depth=0`, { headers: { origin: admin } })).json()) as { status: string; paymentStatus: string }
  expect(saved.status).toBe('accepted')
  const about = (mail: string) => mail.includes(`Subject: Your Redwood Life application ${reference} is accepted`)
  await expect.poll(() => mails.filter(about).length, { timeout: 60_000 }).toBe(1)
  expect(mails.find(about)).not.toContain('Knee surgery')
  // Saving again (a note added) sends nothing more.
  await page.locator('#field-notes').fill('Doctor report seen')
  await page.getByRole('button', { name: 'Save' }).click()
  const notes = async () => ((await (await page.request.get(`${admin}/api/applications/${id}?depth=0`, { headers: { origin: admin } })).json()) as { notes?: string }).notes
  await expect.poll(notes, { timeout: 30_000 }).toBe('Doctor report seen')
  await page.waitForTimeout(4000)
  expect(mails.filter(about)).toHaveLength(1)
})
