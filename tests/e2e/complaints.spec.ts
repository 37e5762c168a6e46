/**
 * Complaints (issue 24, part 2): the page that explains the process, the form with and without
 * JavaScript (a message per wrong field, axe at a phone's and a desktop's width), the journey from a
 * complaint to its final answer (the acknowledgement and the answer delivered by SMS and email from the
 * outbox, the tracker showing the answer), the published figures equal to the records, and the API
 * closed to the public. A second server from the test build sends through a real SMTP server in this
 * process and a stand-in for the SMS provider's API (both outside the product), as in claims-notify.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

import { COMPLAINT_TRACK_COOKIE } from '../../src/lib/complaints/track-limits'
import { VISITOR_COOKIE_NAMES } from '../../src/lib/privacy/cookies'

import { expect, test, type Page } from './fixtures'
import { expectNoAxeViolations, WIDTHS } from './helpers'
import { copyOfMainData, startServer, type TestServer } from './support/servers'
import { STAFF } from './support/staff'

const mails: string[] = []
const texts: { to: string; sms: string }[] = []
let smtp: SMTPServer | undefined
let smsApi: http.Server | undefined
let sender: TestServer | undefined

async function startSender(): Promise<TestServer> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        // Quoted-printable soft line breaks joined, so a sentence reads as one line.
        mails.push(Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, '').replace(/=E2=80=99/g, '’'))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp!.listen(0, '127.0.0.1', resolve))
  smsApi = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      texts.push(JSON.parse(body) as { to: string; sms: string })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"message_id":"1","message":"Successfully Sent"}')
    })
  })
  await new Promise<void>((resolve) => smsApi!.listen(0, '127.0.0.1', resolve))
  return startServer(await copyOfMainData('complaints'), {
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    SMS_API_URL: `http://127.0.0.1:${(smsApi.address() as AddressInfo).port}/api/sms/send`,
    SMS_API_KEY: 'test-key',
    ENQUIRY_OUTBOX_INTERVAL_SECONDS: '1',
  })
}

test.afterAll(async () => {
  await sender?.stop()
  if (smtp) await new Promise((resolve) => smtp!.close(() => resolve(undefined)))
  smsApi?.closeAllConnections()
  if (smsApi) await new Promise((resolve) => smsApi!.close(resolve))
})

type Answers = { about: string; details: string; outcome: string; firstName: string; lastName: string; phone: string; email?: string }

async function fillComplaint(page: Page, a: Answers) {
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: a.about }).check()
  await main.getByRole('textbox', { name: 'Policy or claim reference (if you have one)' }).fill('RL/FEP/00031337')
  await main.getByRole('textbox', { name: 'What happened?' }).fill(a.details)
  await main.getByRole('textbox', { name: 'What would you like us to do?' }).fill(a.outcome)
  await main.getByRole('textbox', { name: 'First name' }).fill(a.firstName)
  await main.getByRole('textbox', { name: 'Surname' }).fill(a.lastName)
  await main.getByRole('textbox', { name: 'Mobile number' }).fill(a.phone)
  await main.getByRole('textbox', { name: 'Email address (if you have one)' }).fill(a.email ?? '')
  await main.getByRole('checkbox', { name: /I agree that Redwood Life may use the details in this form to look into my complaint/ }).check()
}

async function referenceShown(page: Page): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: 'We have received your complaint' })
  await expect(status).toBeVisible()
  const reference = (await status.textContent())?.match(/RL-CMP-\d{4}-\d{6,}/)?.[0] ?? ''
  expect(reference).not.toBe('')
  return reference
}

async function trackComplaint(page: Page, reference: string, phone: string, site = '') {
  await page.goto(`${site}/complaints/track`)
  await page.getByRole('textbox', { name: 'Complaint reference' }).fill(reference)
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(phone)
  await page.getByRole('button', { name: 'Show my complaint' }).click()
}

test('/complaints says how to complain, how long we take and where to go next, and is linked where a complaint is looked for', async ({ page }) => {
  await page.goto('/contact')
  await page.getByRole('main').getByRole('link', { name: 'Make a complaint' }).click()
  await expect(page).toHaveURL(/\/complaints$/)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Not happy with us? Tell us')
  for (const way of ['Online', 'By phone', 'By email', 'By letter', 'In person']) await expect(main.getByRole('heading', { name: way, exact: true })).toBeVisible()
  await expect(main.getByRole('link', { name: 'complaints@redwoodlife.example' })).toHaveAttribute('href', 'mailto:complaints@redwoodlife.example')
  await expect(main).toContainText('We acknowledge your complaint at once')
  await expect(main).toContainText('We send you our final answer within 14 days of receiving your complaint.')
  await expect(main.getByText('NAICOM Complaints Bureau (demo contact, fictional)')).toBeVisible()
  await expect(main.getByRole('link', { name: 'complaints@naicom-bureau.example' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Our complaints record' })).toBeVisible()

  await page.goto('/claims/faqs')
  await page.getByRole('main').getByRole('link', { name: 'Make a complaint' }).click()
  await expect(page).toHaveURL(/\/complaints$/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Complaints', exact: true }).click()
  await expect(page).toHaveURL(/\/complaints$/)
})

test.describe('the complaint form without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('refuses each wrong answer with its own message, then gives a reference at once', async ({ page }) => {
    await page.goto('/complaints/new')
    await page.getByRole('textbox', { name: 'Mobile number' }).fill('0201 460 2200')
    await page.getByRole('textbox', { name: 'Email address (if you have one)' }).fill('not an email')
    await page.getByRole('button', { name: 'Send my complaint' }).click()
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
    for (const message of [
      'Choose what your complaint is about',
      'Tell us what happened',
      'Tell us what you would like us to do',
      'Enter your first name',
      'Enter your surname',
      'Enter a mobile number we can text, like 0803 123 4567: we send your reference by SMS',
      'Enter an email address in the correct format, like name@example.com',
      'Tick the box to agree that we may use your details to look into your complaint',
    ]) {
      await expect(page.getByRole('link', { name: message })).toBeVisible()
    }
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toHaveValue('0201 460 2200')
    // (axe needs scripts in the page: the same messages are judged at both widths in the test with JavaScript.)

    await fillComplaint(page, {
      about: 'A payment',
      details: 'My premium was taken twice in November.',
      outcome: 'Refund the second payment.',
      firstName: 'Bisi',
      lastName: 'Adeyemi',
      phone: '0807 555 0142',
    })
    await page.getByRole('button', { name: 'Send my complaint' }).click()
    const reference = await referenceShown(page)
    await expect(page.getByRole('status')).toContainText('We have sent it to you by SMS. We will send you our final answer within 14 days.')

    await trackComplaint(page, reference, '0807 555 0143')
    await expect(page.getByRole('alert')).toContainText('We could not find a complaint with that reference and that phone number')
    await trackComplaint(page, reference.toLowerCase(), '+234 807 555 0142')
    await expect(page).toHaveURL(new RegExp(`/complaints/track\\?ref=${reference}$`))
    await expect(page.getByRole('heading', { name: 'Hello Bisi: your complaint is received' })).toBeVisible()
    await expect(page.getByRole('main')).toContainText('We will send you our final answer by')
    // The tracker's own cookie, and only cookies the cookie notice lists (issue 24, part 4).
    const cookies = (await page.context().cookies()).map((c) => c.name)
    expect(cookies).toContain(COMPLAINT_TRACK_COOKIE)
    for (const name of cookies) expect(VISITOR_COOKIE_NAMES).toContain(name)
  })
})

test('the complaint form with JavaScript: messages without a page load, the answers kept, then a reference', async ({ page }) => {
  await page.goto('/complaints/new')
  await fillComplaint(page, {
    about: 'This website',
    details: 'The quote page would not load on my phone.',
    outcome: 'Fix it, please.',
    firstName: 'Chidi',
    lastName: 'Nwosu',
    phone: '0803 12',
  })
  // A mark in this page's memory: it is still there only if the answer came without a page load.
  await page.evaluate(() => ((window as unknown as { stillHere?: boolean }).stillHere = true))
  await page.getByRole('button', { name: 'Send my complaint' }).click()
  // The summary takes focus and links to the one wrong answer.
  await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Enter a Nigerian mobile number, like 0803 123 4567' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Enter your first name' })).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'What happened?' })).toHaveValue('The quote page would not load on my phone.')
  await expect(page.getByRole('radio', { name: 'This website' })).toBeChecked()
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page)
  }
  await page.getByRole('textbox', { name: 'Mobile number' }).fill('0803 555 0177')
  await page.getByRole('button', { name: 'Send my complaint' }).click()
  await referenceShown(page)
  await expect(page.getByRole('status')).toBeFocused()
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page)
  }
})

test('a complaint from the form to its final answer: acknowledged by SMS and email, answered through the outbox, the answer on the tracker', async ({ page, request }) => {
  test.setTimeout(240_000)
  // The whole journey is on the server that sends, on a copy of the main database: one with a mail server,
  // on the main database, would also mail what the main server parked as not mailed (support/servers.ts).
  sender = await startSender()
  const site = sender.url.replace('//127.0.0.1:', '//localhost:')
  await page.goto(`${site}/complaints/new`)
  await fillComplaint(page, {
    about: 'A claim',
    details: 'I sent every document for my claim a month ago and have heard nothing.',
    outcome: 'Decide my claim and tell me.',
    firstName: 'Ngozi',
    lastName: 'Okonkwo',
    phone: '0809 555 0161',
    email: 'ngozi.okonkwo@example.com',
  })
  await page.getByRole('button', { name: 'Send my complaint' }).click()
  const reference = await referenceShown(page)
  await expect(page.getByRole('status')).toContainText('We have sent it to you by SMS and email.')

  const about = (text: string) => text.includes(`We have received your complaint ${reference}.`)
  await expect.poll(() => texts.filter((t) => about(t.sms)).map((t) => t.to), { timeout: 60_000 }).toEqual(['2348095550161'])
  await expect.poll(() => mails.filter(about).length, { timeout: 60_000 }).toBe(1)
  expect(mails.find(about)).toContain('To: ngozi.okonkwo@example.com')

  // A customer service officer works the complaint through the CMS's API on the server that sends.
  const origin = { origin: sender.url }
  const login = await request.post(`${sender.url}/api/users/login`, { headers: origin, data: { email: STAFF.complaints.email, password: STAFF.complaints.password } })
  expect(login.status()).toBe(200)
  const auth = { ...origin, authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const found = await request.get(`${sender.url}/api/complaints?where[reference][equals]=${reference}&depth=0&limit=1`, { headers: auth })
  const complaint = ((await found.json()) as { docs: { id: number; status: string; dueAt: string }[] }).docs[0]
  expect(complaint?.status).toBe('received')
  expect((await request.patch(`${sender.url}/api/complaints/${complaint?.id}`, { headers: auth, data: { status: 'investigating' } })).status()).toBe(200)
  const answer = 'We are sorry. Your claim was approved today, and we will pay it within 2 working days.'
  expect((await request.patch(`${sender.url}/api/complaints/${complaint?.id}`, { headers: auth, data: { status: 'resolved', finalAnswer: answer } })).status()).toBe(200)

  const answered = (text: string) => text.includes(`We have sent our final answer to your complaint ${reference}.`)
  await expect.poll(() => mails.filter(answered).length, { timeout: 60_000 }).toBe(1)
  expect(mails.find(answered)).toContain(answer)
  expect(mails.find(answered)).toContain('NAICOM Complaints Bureau (demo contact, fictional)')
  await expect.poll(() => texts.filter((t) => answered(t.sms)).length, { timeout: 60_000 }).toBe(1)

  await trackComplaint(page, reference, '0809 555 0161', site)
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { name: 'Hello Ngozi: your complaint is resolved' })).toBeVisible()
  await expect(main.getByRole('heading', { name: 'Our final answer' })).toBeVisible()
  await expect(main).toContainText(answer)
  await expect(main.getByRole('heading', { name: 'If you are not happy with our answer' })).toBeVisible()
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await expectNoAxeViolations(page)
  }

  // The published figures equal what the records say (read by an auditor).
  const auditorLogin = await request.post(`${site}/api/users/login`, { headers: { origin: site }, data: { email: STAFF.complaintsAuditor.email, password: STAFF.complaintsAuditor.password } })
  const auditor = { authorization: `JWT ${((await auditorLogin.json()) as { token: string }).token}` }
  const since = new Date(Date.now() - 365 * 86_400_000).toISOString()
  const count = async (where: string) => {
    const answer = await request.get(`${site}/api/complaints?where[createdAt][greater_than]=${since}${where}&depth=0&limit=1&select[status]=true`, { headers: auditor })
    expect(answer.status()).toBe(200)
    return ((await answer.json()) as { totalDocs: number }).totalDocs
  }
  const received = await count('')
  const resolved = await count('&where[status][equals]=resolved')
  expect(resolved).toBeGreaterThan(0)
  // The answer was saved on the sending server, whose cache that save expired: its page shows the figures
  // as they now are.
  await expect
    .poll(
      async () => {
        await page.goto(`${site}/complaints`)
        const items = await page.getByRole('region', { name: 'Our complaints record' }).getByRole('listitem').allTextContents()
        return items.slice(0, 2)
      },
      { timeout: 30_000 },
    )
    .toEqual([`${received} complaints received`, `${resolved} resolved`])
})

test('the public cannot list, read or make complaints through the API', async ({ request }) => {
  for (const path of ['/api/complaints', '/api/complaints/1']) {
    const response = await request.get(path)
    expect([path, response.status()]).toEqual([path, 403])
    expect(await response.text()).not.toMatch(/RL-CMP|0809|example\.com/)
  }
  expect((await request.post('/api/complaints', { data: { firstName: 'X' } })).status()).toBe(403)
})
