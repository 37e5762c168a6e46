/**
 * Paying a premium by policy number (/pay, decision 040): look up a demo policy by number and date of
 * birth, choose how much to pay, pay on a fake Paystack, get the receipt page, email and SMS; with and
 * without JavaScript, at a phone's and a desktop's width. Wrong details, a lapsed policy, too much,
 * webhooks repeated or forged, and 1,000 hostile posts to the look-up form's action.
 */
import fs from 'node:fs'
import type { AddressInfo } from 'node:net'
import path from 'node:path'

import fc from 'fast-check'
import { SMTPServer } from 'smtp-server'

import { FakePaystack } from '../shared/fake-paystack'
import { expectNoAxeViolations, WIDTHS } from './helpers'
import { actionFields, sendHostile } from './support/hostile'
import { freshDataDir, prepareDatabase, registerFirstUser, startServer, type TestServer } from './support/servers'
import { expect, test, type Page } from './fixtures'

const SECRET = 'sk_test_e2e_pay_0123456789'
const POLICY_TOKEN = 'e2e-policy-service-token-0123456789'
const EMEKA = { policyNumber: 'RL-POL-2024-000108', dateOfBirth: '05/12/1990', firstName: 'Emeka', premium: 90_000 }
const NOT_FOUND = 'We could not find a policy with that number and date of birth. Check both, exactly as they are on your policy documents.'
const EDITOR = { email: 'pay.editor@redwoodlife.example', password: 'mango-harmattan-cowrie-72', name: 'Pay Editor' }

test.describe.configure({ mode: 'serial' })

let fake: FakePaystack
let server: TestServer
let dataDir = ''
let site = ''
let smtp: SMTPServer
const mails: string[] = []

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
        mails.push(Buffer.concat(chunks).toString('utf8'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  dataDir = freshDataDir('pay')
  await prepareDatabase(dataDir)
  server = await startServer(dataDir, {
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_BASE_URL: fake.url,
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    ENQUIRY_OUTBOX_INTERVAL_SECONDS: '1',
    POLICY_SERVICE_TOKEN: POLICY_TOKEN,
    // Every test looks up from 127.0.0.1; the per-address limit has its own integration test.
    PAY_LOOKUP_RATE_LIMIT: '1000',
  })
  await registerFirstUser(server.url, EDITOR)
  fake.webhookUrl = `${server.url}/api/payments/paystack/webhook`
  site = server.url.replace('//127.0.0.1:', '//localhost:')
})
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log(`The server said:\n${server?.output().slice(-3000)}\n${server?.errors()}`)
})
test.afterAll(async () => {
  await server?.stop()
  await fake?.stop()
  await new Promise((resolve) => smtp?.close(() => resolve(undefined)))
})

async function lookUp(page: Page, policyNumber: string, dateOfBirth: string) {
  await page.goto(`${site}/pay`)
  await page.getByLabel('Policy number').fill(policyNumber)
  await page.getByLabel('Policyholder’s date of birth').fill(dateOfBirth)
  await page.getByRole('button', { name: 'Find my policy' }).click()
}

/** The mails and SMS that name a payment reference. */
function receiptsFor(reference: string) {
  const smsDir = path.join(dataDir, 'sms')
  const sms = (fs.existsSync(smsDir) ? fs.readdirSync(smsDir) : []).map((f) => fs.readFileSync(path.join(smsDir, f), 'utf8')).filter((t) => t.includes(reference))
  return { mails: mails.filter((m) => m.includes(`Subject: Receipt for your Redwood Life premium, ${reference}`)), sms }
}

/** The premiums the policy service holds for a policy (over its HTTP contract, with the token). */
async function premiumsOf(policyNumber: string): Promise<{ reference: string; amountKobo: number }[]> {
  const response = await fetch(`${server.url}/policy-service/v1/policies/${policyNumber}/premiums`, { headers: { authorization: `Bearer ${POLICY_TOKEN}` } })
  expect(response.status).toBe(200)
  return ((await response.json()) as { premiums: { reference: string; amountKobo: number }[] }).premiums
}

let paidReference = ''

for (const js of [true, false]) {
  test.describe(`${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js })
    for (const size of WIDTHS) {
      test(`on a ${size.name}: policy number and date of birth → what is due → pay two premiums on Paystack → receipt page, email and SMS`, async ({ page }) => {
        test.setTimeout(180_000)
        await page.setViewportSize({ width: size.width, height: size.height })
        await page.goto(`${site}/pay`)
        await expect(page.getByRole('heading', { level: 1, name: 'Pay a premium' })).toBeVisible()
        if (js) await expectNoAxeViolations(page)
        await lookUp(page, EMEKA.policyNumber, EMEKA.dateOfBirth)
        await expect(page.getByRole('heading', { level: 1, name: `Hello ${EMEKA.firstName}` })).toBeVisible()
        await expect(page.getByText('Whole life: Redwood Whole Life')).toBeVisible()
        await expect(page.getByRole('heading', { name: 'Due now: ₦90,000.00' })).toBeVisible()
        // A page with policy data is never kept by a browser or a shared cache.
        const headers = (await page.request.get(page.url())).headers()
        expect(headers['cache-control']).toMatch(/private/)
        expect(headers['cache-control']).toMatch(/no-store/)
        // The address holds no personal data.
        expect(page.url()).not.toContain(EMEKA.policyNumber)
        expect(page.url()).not.toContain('1990')
        if (js) await expectNoAxeViolations(page)
        await page.getByLabel('How much to pay').selectOption('2')
        await page.getByRole('button', { name: 'Pay now' }).click()
        await expect(page).toHaveURL(new RegExp(`^${fake.url}/checkout/`))
        await expect(page.getByRole('heading', { name: 'Pay NGN 180000' })).toBeVisible()
        await page.getByRole('button', { name: 'Pay' }).click()
        await expect(page.getByRole('heading', { level: 1, name: 'Your premium receipt' })).toBeVisible()
        await expect(page.getByText(`Thank you, ${EMEKA.firstName}. Your payment is received.`)).toBeVisible()
        await expect(page.getByText('₦180,000.00', { exact: true })).toBeVisible()
        const reference = (await page.getByText(/^RL-PAY-[0-9A-F]{16}$/).textContent()) ?? ''
        expect(reference).toMatch(/^RL-PAY-/)
        if (js) {
          await expect(page.getByRole('button', { name: 'Print this receipt' })).toBeVisible()
          await expectNoAxeViolations(page)
        }
        const receiptHeaders = (await page.request.get(page.url())).headers()
        expect(receiptHeaders['cache-control']).toMatch(/no-store/)
        await expect.poll(() => receiptsFor(reference).mails.length, { timeout: 60_000 }).toBe(1)
        await expect.poll(() => receiptsFor(reference).sms.length, { timeout: 60_000 }).toBe(1)
        await expect.poll(async () => (await premiumsOf(EMEKA.policyNumber)).filter((p) => p.reference === reference).map((p) => p.amountKobo), { timeout: 60_000 }).toEqual([18_000_000])
        paidReference = reference
      })
    }
  })
}

test('the header’s Online Payment and the home page’s Renew my plan lead to /pay', async ({ page }) => {
  await page.goto(`${site}/`)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Online Payment', exact: true }).first()).toHaveAttribute('href', '/pay')
  await expect(page.getByRole('link', { name: /Renew my plan/ })).toHaveAttribute('href', '/pay')
})

test('a repeated webhook records the payment once and sends one receipt; a forged one is refused', async () => {
  test.setTimeout(120_000)
  expect(paidReference).not.toBe('')
  const tx = fake.transactions.get(paidReference)
  expect(tx?.status).toBe('success')
  if (!tx) return
  for (let i = 0; i < 3; i++) expect(await fake.sendWebhook(tx)).toBe(200)
  const forged = fake.webhook({ ...tx, amount: 1 }, 'sk_test_not_the_secret_key')
  const refused = await fetch(`${server.url}/api/payments/paystack/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-paystack-signature': forged.signature }, body: forged.body })
  expect(refused.status).toBe(401)
  // A forged event for a reference nobody started changes nothing either.
  const unsigned = await fetch(`${server.url}/api/payments/paystack/webhook`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: forged.body })
  expect(unsigned.status).toBe(401)
  // Give the outbox and the job queue time to act on the repeats (they run every second).
  await new Promise((resolve) => setTimeout(resolve, 5000))
  expect(receiptsFor(paidReference).mails).toHaveLength(1)
  expect(receiptsFor(paidReference).sms).toHaveLength(1)
  expect((await premiumsOf(EMEKA.policyNumber)).filter((p) => p.reference === paidReference)).toHaveLength(1)
})

for (const js of [true, false]) {
  test.describe(`refusals ${js ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: js })

    test('a wrong date of birth and a policy that does not exist get the same message', async ({ page }) => {
      await lookUp(page, EMEKA.policyNumber, '06/12/1990')
      await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible()
      await lookUp(page, 'RL-POL-2024-000999', EMEKA.dateOfBirth)
      await expect(page.getByRole('alert').filter({ hasText: NOT_FOUND })).toBeVisible()
      await lookUp(page, 'not a number', '31/02/1990')
      await expect(page.getByRole('link', { name: /Enter the policy number as it is on your policy/ })).toBeVisible()
      await expect(page.getByRole('link', { name: /Enter the date of birth as day, month and year/ })).toBeVisible()
      if (js) await expectNoAxeViolations(page)
    })

    test('a policy lapsed beyond reinstatement says so and offers a call back', async ({ page }) => {
      await lookUp(page, 'RL-POL-2016-000104', '21/07/1970')
      await expect(page.getByRole('heading', { level: 1, name: 'Hello Chidi' })).toBeVisible()
      await expect(page.getByText(/This policy has lapsed, and the time to reinstate it by paying premiums has passed/)).toBeVisible()
      await expect(page.getByRole('link', { name: 'Ask us to call you back' })).toHaveAttribute('href', '/contact/call-back')
      await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0)
      if (js) await expectNoAxeViolations(page)
    })
  })
}

test('a Pay link from My policies fills in the policy number, and only a policy number', async ({ page }) => {
  await page.goto(`${site}/pay?policy=${encodeURIComponent('rl pol 2021 000101')}`)
  await expect(page.getByLabel('Policy number')).toHaveValue('RL-POL-2021-000101')
  await expect(page.getByLabel('Policyholder’s date of birth')).toHaveValue('')
  for (const bad of ['<script>alert(1)</script>', 'RL-POL-2021-0001019', '']) {
    await page.goto(`${site}/pay?policy=${encodeURIComponent(bad)}`)
    await expect(page.getByLabel('Policy number')).toHaveValue('')
  }
})

test('more than the maximum is refused, by amount (Site settings) and by number of premiums', async ({ page, request }) => {
  await lookUp(page, EMEKA.policyNumber, EMEKA.dateOfBirth)
  await expect(page.getByRole('heading', { level: 1, name: `Hello ${EMEKA.firstName}` })).toBeVisible()
  const token = new URL(page.url()).pathname.split('/').pop() ?? ''
  // Twelve premiums at most (the seeded setting): a thirteenth is not on the list, and a forged one is refused.
  await expect(page.getByLabel('How much to pay').locator('option')).toHaveCount(12)
  const thirteen = await request.post(`${site}/pay/start`, { headers: { origin: site }, multipart: { token, instalments: '13' }, maxRedirects: 0 })
  expect(thirteen.status()).toBe(303)
  expect(thirteen.headers().location).toBe(`/pay/${token}?problem=choice`)

  const login = await request.post(`${server.url}/api/users/login`, { data: { email: EDITOR.email, password: EDITOR.password } })
  expect(login.status()).toBe(200)
  const auth = { Authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const lower = await request.post(`${server.url}/api/globals/site-settings`, { headers: auth, data: { premiumPayments: { enabled: true, maxAmountNaira: 100_000, maxInstalments: 12, receiptDays: 30 } } })
  expect(lower.status()).toBe(200)
  try {
    await page.reload()
    await expect(page.getByLabel('How much to pay').locator('option')).toHaveCount(1)
    const over = await request.post(`${site}/pay/start`, { headers: { origin: site }, multipart: { token, instalments: '2' }, maxRedirects: 0 })
    expect(over.status()).toBe(303)
    expect(over.headers().location).toBe(`/pay/${token}?problem=over-maximum`)
    await page.goto(`${site}${over.headers().location}`)
    await expect(page.getByText('That is more than we can take in one online payment.', { exact: false })).toBeVisible()
  } finally {
    await request.post(`${server.url}/api/globals/site-settings`, { headers: auth, data: { premiumPayments: { enabled: true, maxAmountNaira: 5_000_000, maxInstalments: 12, receiptDays: 30 } } })
  }
})

test('the start address takes only its own form from this site; a receipt link that does not exist shows nothing', async ({ request }) => {
  const start = `${site}/pay/start`
  const elsewhere = await request.post(start, { headers: { origin: 'https://evil.example' }, multipart: { token: 'x', instalments: '1' }, maxRedirects: 0 })
  expect(elsewhere.status()).toBe(403)
  const forgedToken = await request.post(start, { headers: { origin: site }, multipart: { token: 'A'.repeat(60), instalments: '1' }, maxRedirects: 0 })
  expect(forgedToken.status()).toBe(303)
  expect(forgedToken.headers().location).toBe(`/pay/${'A'.repeat(60)}`)
  expect((await request.post(start, { headers: { origin: site }, multipart: { token: 'x'.repeat(5000), instalments: '1' }, maxRedirects: 0 })).status()).toBe(413)
  const expired = await request.get(`${site}/pay/${'A'.repeat(60)}`)
  expect(expired.status()).toBe(200)
  expect(await expired.text()).toContain('This page has expired')
  const receipt = await request.get(`${site}/pay/receipt/${'B'.repeat(43)}`)
  expect(await receipt.text()).toContain('We could not find this receipt.')
})

// Last: it uses up the look-up limits of this server's one client address.
test('the look-up form action: 1,000 hostile form posts, none gets a 5xx or shows a stack trace', async ({ request }) => {
  test.setTimeout(300_000)
  const hidden = actionFields(await (await request.get(`${site}/pay`)).text())
  const nasty = fc.constantFrom('', ' ', '\u0000', '\u202E', '<script>alert(1)</script>', "' OR '1'='1", '../../../etc/passwd', '%ff', '{{7*7}}', '__proto__', '$ACTION_ID_x', '$K1', 'a'.repeat(5_000), '31/02/1990', '00/00/0000')
  const text = fc.oneof(fc.string({ maxLength: 80 }), fc.string({ unit: 'binary', maxLength: 200 }), nasty)
  const field = (normal: string) => fc.option(fc.oneof(fc.constant(normal), text, text), { nil: undefined })
  const form = fc.record({
    fields: fc.record({ policyNumber: field('RL-POL-2021-000101'), dateOfBirth: field('14/03/1985') }),
    extra: fc.dictionary(text, text, { maxKeys: 2 }),
    multipart: fc.boolean(),
  })
  const inputs = fc.sample(form, { seed: 20_261_126, numRuns: 1_000 })
  const posts = inputs.map((input) => {
    const values: Record<string, string> = { ...input.extra, ...hidden }
    for (const [name, value] of Object.entries(input.fields)) if (value !== undefined) values[name] = value
    return { path: '/pay', values, multipart: input.multipart }
  })
  const { failures, sent } = await sendHostile(site, posts)
  expect(failures.slice(0, 5)).toEqual([])
  expect(sent).toBe(1_000)
  expect((await request.get(`${site}/pay`)).status()).toBe(200)
})

test('the server’s log holds none of the payer’s personal data: name, date of birth, phone, email or policy number', async () => {
  // Every test above ran against this server (serial): look-ups, payments, receipts, refusals.
  const log = `${server.output()}\n${server.errors()}`
  expect(log.length, 'the server logged its requests').toBeGreaterThan(0)
  for (const personal of ['Nwosu', '1990-12-05', '05/12/1990', '0803 000 0108', '08030000108', '2348030000108', 'emeka.nwosu@example.com', EMEKA.policyNumber, 'Chidi', '21/07/1970']) {
    expect(log, personal).not.toContain(personal)
  }
})
