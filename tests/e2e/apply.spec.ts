/**
 * Buying a policy online (issue 11): from a quote to a submitted application, saved as you go, with
 * and without JavaScript, referred or accepted, and a first premium paid through a fake Paystack.
 */
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import { SMTPServer } from 'smtp-server'

import { SESSION_COOKIE } from '../../src/lib/application/token'
import { VISITOR_COOKIE_NAMES } from '../../src/lib/privacy/cookies'
import { FakePaystack } from '../shared/fake-paystack'
import { expectNoAxeViolations, WIDTHS } from './helpers'
import { APPLICANT_DOB, fillAboutYou } from './support/apply'
import { freshDataDir, prepareDatabase, registerFirstUser, startServer, type TestServer } from './support/servers'
import { expect, test, type Locator, type Page } from './fixtures'

const PRODUCT = '/policy/life/endowment-savings-plan'
const START = '/apply?plan=AEE&age=35&term=20&frequency=01&amount=1000000'
const DOB = APPLICANT_DOB

async function aboutYou(page: Page) {
  await expect(page.getByText('Step 1 of 6')).toBeVisible()
  await fillAboutYou(page)
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 2 of 6')).toBeVisible()
}

/** A captured mail with its body decoded (nodemailer sends text with ₦ as quoted-printable or base64). */
function decodeMail(raw: string): string {
  const text = raw.replace(/\r\n/g, '\n')
  const split = text.indexOf('\n\n')
  const head = split < 0 ? text : text.slice(0, split)
  const body = split < 0 ? '' : text.slice(split + 2)
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(head)?.[1]?.toLowerCase()
  if (encoding === 'base64') return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`
  }
  return text
}

const quoteCard = (page: Page): Locator => page.getByRole('region', { name: 'Fill the Form to get started' })

/** A quote on the endowment page: ₦2,000,000 over 15 years, monthly, for Adaeze Okafor. */
async function quote(page: Page) {
  const c = quoteCard(page)
  await c.getByLabel('First name').fill('Adaeze')
  await c.getByLabel('Last name').fill('Okafor')
  await c.getByLabel('Date of birth').fill('1988-03-14')
  await c.getByLabel('Frequency').selectOption({ label: 'Monthly' })
  await c.getByLabel('Tenure').selectOption({ label: '15 years' })
  await c.getByLabel('Sum Assured (₦)').fill('2000000')
  await c.getByRole('button', { name: 'Get my quote' }).click()
  await expect(quoteCard(page).getByRole('status')).toContainText('Hello Adaeze Okafor, your Premium is ₦')
}

/** The result's main button opens step 1 with the quote's names and date of birth, shown for checking. */
async function applyFromQuote(page: Page) {
  const apply = quoteCard(page).getByRole('button', { name: 'Apply for this plan' })
  const box = await apply.boundingBox()
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
  await apply.click()
  // Without JavaScript the browser keeps the quote page's #quote-heading across the redirect (it names nothing here).
  await expect(page).toHaveURL(/\/apply\/[A-Za-z0-9_-]{43}\/about-you(#quote-heading)?$/)
  await expect(page.getByText('Step 1 of 6')).toBeVisible()
  await expect(page.getByText('We have filled in your name and date of birth from your quote (Adaeze Okafor, born 14/03/1988).')).toBeVisible()
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze')
  await expect(page.getByLabel('Surname')).toHaveValue('Okafor')
  await expect(page.getByLabel('Date of birth')).toHaveValue(DOB)
}

/** Step 1 after the quote filled the names and date of birth: the rest, then on to step 2. */
async function restOfAboutYou(page: Page, email: string) {
  await fillAboutYou(page, { named: false, email })
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 2 of 6')).toBeVisible()
}

async function coverToConsents(page: Page, { yes = false, price = /You pay ₦[\d,]+ monthly for 20 years, for cover of ₦1,000,000\./ } = {}) {
  await expect(page.getByText(price)).toBeVisible()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 3 of 6')).toBeVisible()
  await page.getByLabel('Full name').first().fill('Chidi Okafor')
  await page.getByLabel('Relationship to you').first().selectOption('Spouse')
  await page.getByLabel('Share (%)').first().fill('100')
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 4 of 6')).toBeVisible()
  const groups = page.getByRole('radio', { name: 'No' })
  const count = await groups.count()
  for (let i = 0; i < count; i++) await groups.nth(i).check()
  if (yes) {
    await page.getByRole('radio', { name: 'Yes' }).first().check()
    await page.getByLabel('If yes, tell us more (optional if no)').first().fill('Appendix removed in 2023')
  }
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 5 of 6')).toBeVisible()
  await page.getByRole('checkbox', { name: /I agree that Redwood Life Assurance may use/ }).check()
  await page.getByRole('checkbox', { name: /I declare that the answers/ }).check()
  await page.getByRole('button', { name: 'Save and continue' }).click()
  await expect(page.getByText('Step 6 of 6')).toBeVisible()
}

test.describe('apply online', () => {
  test('"Apply for this plan" on a quote carries the quote, the names and the date of birth into step 1', async ({ page }) => {
    await page.goto(PRODUCT)
    await quote(page)
    await applyFromQuote(page)
    // Nothing personal in the address: the names travelled in a POST and are stored with the application.
    expect(page.url()).not.toMatch(/Adaeze|Okafor|1988/)
    await expect(page.getByLabel('Date of birth')).toHaveValue(DOB)
    await page.getByLabel('First name').fill('Adaora')
    await restOfAboutYou(page, 'adaora@example.com')
    await expect(page.getByLabel('Term', { exact: true })).toHaveValue('15')
    await expect(page.getByLabel('Sum assured (₦)')).toHaveValue('2,000,000')
    // The corrected name is the one kept.
    await page.getByRole('link', { name: 'Back to the previous step' }).click()
    await expect(page.getByLabel('First name')).toHaveValue('Adaora')
  })

  test('a clean application is accepted; staff arrange payment when Paystack is not set up; back and forward keep everything', async ({ page }) => {
    await page.goto(START)
    await aboutYou(page)
    // Back to step 1: everything is still there.
    await page.getByRole('link', { name: 'Back to the previous step' }).click()
    await expect(page.getByLabel('NIN', { exact: false })).toHaveValue('12345678901')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    // The cover step prices again as it changes.
    await page.getByLabel('Sum assured (₦)').fill('2,000,000')
    await page.getByRole('button', { name: 'Update the price' }).click()
    await expect(page.getByText(/for cover of ₦2,000,000\./)).toBeVisible()
    await page.getByLabel('Sum assured (₦)').fill('1,000,000')
    await page.getByRole('button', { name: 'Update the price' }).click()
    await coverToConsents(page)
    await expect(page.getByRole('definition').filter({ hasText: 'Chidi' }).or(page.getByText('Chidi Okafor'))).toBeVisible()
    await page.getByRole('checkbox', { name: /I have read the key facts/ }).check()
    await page.getByRole('button', { name: 'Submit my application' }).click()
    await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible()
    await expect(page.getByText(/Your reference is RL-[2-9A-Z]{8}/)).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Accepted, subject to your first premium' })).toBeVisible()
    await expect(page.getByText(/A member of our team will call you on 0803 123 4567 within 1 working day to take your first premium of ₦[\d,]+ by/)).toBeVisible()
    // The application's own cookie, and only cookies the cookie notice lists (issue 24, part 4).
    const cookies = (await page.context().cookies()).map((c) => c.name)
    expect(cookies).toContain(SESSION_COOKIE)
    for (const name of cookies) expect(VISITOR_COOKIE_NAMES).toContain(name)
  })

  test('a "yes" to a health question is referred, with what happens next and when', async ({ page }) => {
    await page.goto(START)
    await aboutYou(page)
    await coverToConsents(page, { yes: true })
    await page.getByRole('checkbox', { name: /I have read the key facts/ }).check()
    await page.getByRole('button', { name: 'Submit my application' }).click()
    await expect(page.getByRole('heading', { name: 'Your application has gone to an underwriter' })).toBeVisible()
    await expect(page.getByText(/contact you by phone or email within 3 working days/)).toBeVisible()
    await expect(page.getByRole('button', { name: /Pay/ })).toHaveCount(0)
  })

  test('errors come back per field from the server, and beneficiaries’ shares must add up to 100', async ({ page }) => {
    await page.goto(START)
    await page.getByRole('button', { name: 'Save and continue' }).click()
    const summary = page.getByRole('heading', { name: 'There is a problem' }).locator('..')
    await expect(summary).toBeFocused()
    await expect(page).toHaveTitle(/^Error: /)
    await expect(summary.getByRole('link', { name: 'Enter your first name.' })).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')
    await aboutYou(page)
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await page.getByLabel('Full name').first().fill('Chidi Okafor')
    await page.getByLabel('Relationship to you').first().selectOption('Spouse')
    await page.getByLabel('Share (%)').first().fill('60')
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('heading', { name: 'There is a problem' }).locator('..')).toContainText('The shares must add up to 100%. They add up to 60% now.')
  })

  test('resume on another device: the link asks for the date of birth first, then shows everything kept', async ({ page, browser }) => {
    await page.goto(START)
    await aboutYou(page)
    const link = (await page.getByText(/\/apply\/[A-Za-z0-9_-]{43}$/).textContent())?.trim() ?? ''
    const path = new URL(link).pathname
    const other = await browser.newContext()
    try {
      const phone = await other.newPage()
      await phone.goto(path)
      await expect(phone.getByRole('heading', { name: 'Carry on with your application' })).toBeVisible()
      await expect(phone.getByText('Adaeze')).toHaveCount(0)
      // A step's address alone shows nothing either.
      await phone.goto(`${path}/about-you`)
      await expect(phone).toHaveURL(new RegExp(`${path}$`))
      await phone.getByLabel('Your date of birth').fill('15/03/1988')
      await phone.getByRole('button', { name: 'Continue' }).click()
      await expect(phone.getByRole('link', { name: 'That date of birth does not match this application. Check it and try again.' })).toBeVisible()
      await phone.getByLabel('Your date of birth').fill(DOB)
      await phone.getByRole('button', { name: 'Continue' }).click()
      await expect(phone.getByText('Step 2 of 6')).toBeVisible()
      await phone.getByRole('link', { name: 'Back to the previous step' }).click()
      await expect(phone.getByLabel('First name')).toHaveValue('Adaeze')
      await expect(phone.getByLabel('Date of birth')).toHaveValue(DOB)
    } finally {
      await other.close()
    }
  })

  for (const { name, width, height } of WIDTHS) {
    test(`axe on every step at ${width}px (${name})`, async ({ page }) => {
      // Seven steps and nine axe runs: over a minute when the machine is shared with other steps.
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height })
      await page.goto(START)
      await expectNoAxeViolations(page)
      await page.getByRole('button', { name: 'Save and continue' }).click()
      await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
      await expectNoAxeViolations(page)
      await aboutYou(page)
      for (const step of ['Step 2 of 6', 'Step 3 of 6', 'Step 4 of 6', 'Step 5 of 6']) {
        await expect(page.getByText(step)).toBeVisible()
        await expectNoAxeViolations(page)
        if (step === 'Step 2 of 6') await page.getByRole('button', { name: 'Save and continue' }).click()
        else if (step === 'Step 3 of 6') {
          await page.getByLabel('Full name').first().fill('Chidi Okafor')
          await page.getByLabel('Relationship to you').first().selectOption('Spouse')
          await page.getByLabel('Share (%)').first().fill('100')
          await page.getByRole('button', { name: 'Save and continue' }).click()
        } else if (step === 'Step 4 of 6') {
          const no = page.getByRole('radio', { name: 'No' })
          for (let i = 0; i < (await no.count()); i++) await no.nth(i).check()
          await page.getByRole('button', { name: 'Save and continue' }).click()
        } else {
          await page.getByRole('checkbox').nth(0).check()
          await page.getByRole('checkbox').nth(1).check()
          await page.getByRole('button', { name: 'Save and continue' }).click()
        }
      }
      await expect(page.getByText('Step 6 of 6')).toBeVisible()
      await expectNoAxeViolations(page)
      await page.getByRole('checkbox', { name: /I have read the key facts/ }).check()
      await page.getByRole('button', { name: 'Submit my application' }).click()
      await expect(page.getByRole('heading', { name: 'Application submitted' })).toBeVisible()
      await expectNoAxeViolations(page)
    })
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the whole application works with plain form posts', async ({ page }) => {
    await page.goto(START)
    await page.getByRole('button', { name: 'Save and continue' }).click()
    await expect(page.getByRole('link', { name: 'Enter your first name.' })).toBeVisible()
    await aboutYou(page)
    await page.getByRole('button', { name: 'Update the price' }).click()
    await coverToConsents(page)
    await page.getByRole('checkbox', { name: /I have read the key facts/ }).check()
    await page.getByRole('button', { name: 'Submit my application' }).click()
    await expect(page.getByRole('heading', { name: 'Accepted, subject to your first premium' })).toBeVisible()
  })
})

test.describe('paying the first premium through Paystack (a fake on loopback)', () => {
  test.describe.configure({ mode: 'serial' })
  const SECRET = 'sk_test_e2e_apply_0123456789'
  let fake: FakePaystack
  let server: TestServer
  let dataDir = ''
  // The address SERVER_URL names (localhost): Paystack sends the visitor back there, and the
  // application's cookie belongs to that host.
  let site = ''
  // Mail goes through a real SMTP server in this process; SMS are written to DATA_DIR/sms (no provider).
  let smtp: SMTPServer
  const mails: string[] = []
  const EDITOR = { email: 'promises.editor@redwoodlife.example', password: 'mango-harmattan-cowrie-71', name: 'Promises Editor' }

  test.beforeAll(async () => {
    test.setTimeout(240_000)
    fake = new FakePaystack(SECRET)
    await fake.start()
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (c: Buffer) => chunks.push(c))
        stream.on('end', () => {
          mails.push(decodeMail(Buffer.concat(chunks).toString('utf8')))
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    dataDir = freshDataDir('apply-paystack')
    await prepareDatabase(dataDir)
    server = await startServer(dataDir, {
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: fake.url,
      SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
      ENQUIRY_OUTBOX_INTERVAL_SECONDS: '1',
    })
    await registerFirstUser(server.url, EDITOR)
    fake.webhookUrl = `${server.url}/api/payments/paystack/webhook`
    site = server.url.replace('//127.0.0.1:', '//localhost:')
  })
  test.afterEach(async ({}, testInfo) => {
    // What the server said, for whoever reads a failed run.
    if (testInfo.status !== testInfo.expectedStatus) console.log(`The server said:\n${server?.output().slice(-3000)}\n${server?.errors()}`)
  })
  test.afterAll(async () => {
    await server?.stop()
    await fake?.stop()
    await new Promise((resolve) => smtp?.close(() => resolve(undefined)))
  })

  /** The paid mail and SMS for an application, once the outbox has sent them. */
  async function paidMessages(reference: string): Promise<{ mail: string; sms: string }> {
    const paidMail = () => mails.find((m) => m.includes(`Subject: Your first premium is paid: Redwood Life application ${reference}`)) ?? ''
    await expect.poll(paidMail, { timeout: 60_000 }).not.toBe('')
    const smsDir = path.join(dataDir, 'sms')
    const paidSms = () =>
      (fs.existsSync(smsDir) ? fs.readdirSync(smsDir) : []).map((f) => fs.readFileSync(path.join(smsDir, f), 'utf8')).find((t) => t.includes(reference) && t.includes('is paid')) ?? ''
    await expect.poll(paidSms, { timeout: 60_000 }).not.toBe('')
    // Mail bodies may be folded by the transfer encoding: read them as one line.
    return { mail: paidMail().replace(/\r?\n/g, ' '), sms: paidSms().replace(/\n/g, ' ') }
  }

  /**
   * The whole journey: a quote on the product page → "Apply for this plan" → the names and date of birth
   * already there → the other steps → pay on the Paystack stand-in → the paid page. Returns what the
   * page, the mail and the SMS promise about the policy document, and the exact amount charged.
   */
  async function quoteToPaid(page: Page, { axe, email }: { axe: boolean; email: string }) {
    await page.goto(`${site}${PRODUCT}`)
    await quote(page)
    if (axe) await expectNoAxeViolations(page)
    await applyFromQuote(page)
    if (axe) await expectNoAxeViolations(page)
    await restOfAboutYou(page, email)
    await coverToConsents(page, { price: /You pay ₦[\d,]+ monthly for 15 years, for cover of ₦2,000,000\./ })
    await page.getByRole('checkbox', { name: /I have read the key facts/ }).check()
    await page.getByRole('button', { name: 'Submit my application' }).click()
    const lead = page.getByText(/Your reference is RL-/)
    await expect(lead).toBeVisible()
    const reference = (await lead.textContent())?.match(/RL-[A-Z0-9]+/)?.[0] ?? ''
    const pay = page.getByRole('button', { name: /^Pay ₦[\d,]+ now$/ })
    await expect(pay).toBeVisible()
    const charged = page.getByText(/^Paystack charges exactly ₦[\d,]+\.\d\d\.$/)
    const exact = (await charged.textContent())?.match(/₦([\d,]+\.\d\d)/)?.[1] ?? ''
    // The button says whole naira; the exact amount is the one rounded.
    expect((await pay.textContent())?.replace(/[^\d]/g, '')).toBe(String(Math.round(Number(exact.replace(/,/g, '')))))
    if (axe) await expectNoAxeViolations(page)
    await pay.click()
    await expect(page.getByRole('heading', { name: `Pay NGN ${exact.replace(/,/g, '')}` })).toBeVisible()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page.getByRole('heading', { name: 'Your first premium is paid' })).toBeVisible()
    const paid = page.getByText(/^Thank you\. We received/)
    await expect(paid).toContainText(`We received ₦${exact} and your cover has started.`)
    if (axe) await expectNoAxeViolations(page)
    const { mail, sms } = await paidMessages(reference)
    expect(mail).toContain(`first premium of ₦${exact}`)
    const within = (text: string) => [...text.matchAll(/within (\d+) working days?/g)].map((m) => Number(m[1]))
    return { page: within((await paid.textContent()) ?? ''), mail: within(mail), sms: within(sms) }
  }

  for (const js of [true, false]) {
    test.describe(`${js ? 'with' : 'without'} JavaScript`, () => {
      test.use({ javaScriptEnabled: js })
      for (const size of WIDTHS) {
        test(`on a ${size.name}: quote → Apply → names carried over → pay; the page, the mail and the SMS make one promise`, async ({ page }) => {
          test.setTimeout(180_000)
          await page.setViewportSize({ width: size.width, height: size.height })
          // axe runs as a script in the page: it judges with JavaScript on (the markup is the same).
          const promised = await quoteToPaid(page, { axe: js, email: `adaeze.${size.name}.${js ? 'js' : 'nojs'}@example.com` })
          // The seeded setting: 5 working days, said the same way everywhere.
          expect(promised).toEqual({ page: [5], mail: [5], sms: [5] })
        })
      }
    })
  }

  test('changing the promise in Site settings changes the page, the mail and the SMS together', async ({ page, request }) => {
    test.setTimeout(180_000)
    const login = await request.post(`${server.url}/api/users/login`, { data: { email: EDITOR.email, password: EDITOR.password } })
    expect(login.status()).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const auth = { Authorization: `JWT ${token}` }
    // Out of range: refused, naming the field (the admin shows the range message at it; unit-tested).
    const bad = await request.post(`${server.url}/api/globals/site-settings`, { headers: auth, data: { promises: { policyDocumentDays: 0, referralDays: 3, paymentCallDays: 1, groupQuoteDays: 2, emailReplyDays: 1 } } })
    expect(bad.status()).toBe(400)
    expect(await bad.text()).toContain('Policy document after payment (working days)')
    const saved = await request.post(`${server.url}/api/globals/site-settings`, { headers: auth, data: { promises: { policyDocumentDays: 8, referralDays: 3, paymentCallDays: 1, groupQuoteDays: 2, emailReplyDays: 1 } } })
    expect(saved.status()).toBe(200)
    const promised = await quoteToPaid(page, { axe: false, email: 'adaeze.changed@example.com' })
    expect(promised).toEqual({ page: [8], mail: [8], sms: [8] })
  })

  test('a payment that fails, then succeeds; the return page shows what the server holds', async ({ page }) => {
    await page.goto(`${site}${START}`)
    await aboutYou(page)
    await coverToConsents(page)
    await page.getByRole('checkbox', { name: /I have read the key facts/ }).check()
    await page.getByRole('button', { name: 'Submit my application' }).click()
    const pay = page.getByRole('button', { name: /^Pay ₦[\d,]+ now$/ })
    await expect(pay).toBeVisible()
    const premium = (await page.getByText(/^Paystack charges exactly ₦/).textContent())?.match(/₦([\d,]+\.\d\d)/)?.[1] ?? ''
    await pay.click()
    await expect(page).toHaveURL(new RegExp(`^${fake.url}/checkout/`))
    await expect(page.getByRole('heading', { name: `Pay NGN ${premium.replace(/,/g, '')}` })).toBeVisible()
    await page.getByRole('button', { name: 'Decline' }).click()
    await expect(page).toHaveURL(new RegExp(`^${site}/apply/payment-return`))
    await expect(page.getByRole('heading', { name: 'Your payment did not go through' })).toBeVisible()

    await page.getByRole('button', { name: /^Try again: pay ₦/ }).click()
    await page.getByRole('button', { name: 'Pay' }).click()
    await expect(page.getByRole('heading', { name: 'Your first premium is paid' })).toBeVisible()
    // A query string claiming success does not make an unpaid application paid, nor this one unpaid.
    await page.goto(`${site}/apply/payment-return?reference=forged&status=failed`)
    await expect(page.getByRole('heading', { name: 'Your first premium is paid' })).toBeVisible()
  })

  test('the pay address takes only its own form from this site, and sends nobody off the site without the application', async ({ request }) => {
    const pay = `${site}/apply/pay`
    const token = 'A'.repeat(43)
    const post = (token: string, origin = site) => request.post(pay, { headers: { origin }, multipart: { token }, maxRedirects: 0 })
    const fromElsewhere = await post(token, 'https://evil.example')
    expect(fromElsewhere.status()).toBe(403)
    expect(await fromElsewhere.text()).toBe('This form was sent from another website, so it was not accepted.')
    const json = await request.post(pay, { headers: { origin: site, 'content-type': 'application/json' }, data: JSON.stringify({ token }), maxRedirects: 0 })
    // Not a form: the site's front refuses any other post to a page address.
    expect(json.status()).toBe(405)
    const badToken = await post('../../etc')
    expect(badToken.status()).toBe(400)
    expect(await badToken.text()).toMatch(/^This payment link is not valid/)
    expect((await post('x'.repeat(5000))).status()).toBe(413)
    // A token in the right shape, but no application's session in this browser: back to the site's own pages.
    const noSession = await post(token)
    expect(noSession.status()).toBe(303)
    expect(noSession.headers().location).toBe('/apply')
    expect((await request.get(pay, { maxRedirects: 0 })).status()).toBe(405)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test('"Pay" posts to the site, which sends the browser on to the Paystack checkout; the admin never allows that origin', async ({ page }) => {
      await page.goto(`${site}${START}`)
      await aboutYou(page)
      await page.getByRole('button', { name: 'Update the price' }).click()
      await coverToConsents(page)
      const formAction = async (url: string) =>
        ((await page.request.get(url)).headers()['content-security-policy'] ?? '').split(';').map((d) => d.trim()).find((d) => d.startsWith('form-action')) ?? ''
      // Any public page may hold the pay form (client-side navigation keeps the first page's policy);
      // the admin never allows it.
      expect(await formAction(page.url())).toBe(`form-action 'self' ${fake.url}`)
      expect(await formAction(`${site}/admin`)).toBe("form-action 'self'")
      await page.getByRole('checkbox', { name: /I have read the key facts/ }).check()
      await page.getByRole('button', { name: 'Submit my application' }).click()
      const pay = page.getByRole('button', { name: /^Pay ₦[\d,]+ now$/ })
      await expect(pay).toBeVisible()
      expect(await formAction(page.url())).toBe(`form-action 'self' ${fake.url}`)

      await pay.click()
      await expect(page).toHaveURL(new RegExp(`^${fake.url}/checkout/`))
      await expect(page.getByRole('heading', { name: /^Pay NGN \d+\.\d\d$/ })).toBeVisible()
      await page.getByRole('button', { name: 'Pay' }).click()
      await expect(page).toHaveURL(new RegExp(`^${site}/apply/payment-return`))
      await expect(page.getByRole('heading', { name: 'Your first premium is paid' })).toBeVisible()
    })
  })
})
