import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { SMTPServer } from 'smtp-server'

import { expect, test } from './fixtures'
import { copyOfMainData, startServer, type TestServer } from './support/servers'
import { STAFF } from './support/staff'

/**
 * A staff status change reaches the claimant once by email and once by SMS: a second server from the
 * test build, on a copy of the main test database (its staff accounts included), sends through a real
 * SMTP server in this process and a stand-in for the SMS provider's API on loopback (both outside the
 * product). The claimant claims on that server too: one with a mail server, on the main database, would
 * also mail what the main server parked as not mailed (support/servers.ts).
 */
const mails: string[] = []
const texts: { to: string; sms: string }[] = []
let smtp: SMTPServer
let smsApi: http.Server
let server: TestServer

test.beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        // Quoted-printable soft line breaks joined, so a sentence reads as one line.
        mails.push(Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, ''))
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  smsApi = http.createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      texts.push(JSON.parse(body) as { to: string; sms: string })
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"message_id":"1","message":"Successfully Sent"}')
    })
  })
  await new Promise<void>((resolve) => smsApi.listen(0, '127.0.0.1', resolve))
  const smtpPort = (smtp.server.address() as AddressInfo).port
  const smsPort = (smsApi.address() as AddressInfo).port
  server = await startServer(await copyOfMainData('claims-notify'), {
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SMS_API_URL: `http://127.0.0.1:${smsPort}/api/sms/send`,
    SMS_API_KEY: 'test-key',
    ENQUIRY_OUTBOX_INTERVAL_SECONDS: '1',
  })
})

test.afterAll(async () => {
  await server?.stop()
  await new Promise((resolve) => smtp?.close(() => resolve(undefined)))
  smsApi?.closeAllConnections()
  await new Promise((resolve) => smsApi?.close(resolve))
})

test('staff move a claim to "being assessed" and the claimant gets one email and one SMS about it', async ({ page, request }) => {
  test.setTimeout(180_000)
  // A claim made by a claimant on the server that sends.
  // Its address as it knows itself (SERVER_URL), where its forms post.
  await page.goto(`${server.url.replace('//127.0.0.1:', '//localhost:')}/claims/start?type=hospital-cash`)
  const main = page.getByRole('main')
  await main.getByRole('radio', { name: 'I know the policy number' }).check()
  await main.getByRole('textbox', { name: 'Policy number' }).fill('RL/HCP/00077120')
  await main.getByRole('textbox', { name: 'First name' }).fill('Tunde')
  await main.getByRole('textbox', { name: 'Surname' }).fill('Bakare')
  await main.getByRole('combobox', { name: 'Your relationship to the policyholder' }).selectOption({ label: 'I am the policyholder' })
  await main.getByRole('combobox', { name: 'Bank', exact: true }).selectOption({ label: 'Guaranty Trust Bank (GTBank)' })
  await main.getByRole('textbox', { name: 'Account number (NUBAN)' }).fill('0123456785')
  await main.getByRole('textbox', { name: 'Phone number' }).fill('0809 555 0101')
  await main.getByRole('textbox', { name: 'Email address (optional)' }).fill('tunde.bakare@example.com')
  await main.getByRole('checkbox', { name: /I agree that Redwood Life may use these details/ }).check()
  await page.getByRole('button', { name: 'Send my claim' }).click()
  const reference = (await page.getByText(/RL-CLM-\d{4}-\d{6}/).first().textContent())?.match(/RL-CLM-\d{4}-\d{6}/)?.[0] ?? ''
  expect(reference).not.toBe('')

  // Staff change the status through the CMS's API on the server that can send.
  const origin = { origin: server.url }
  const login = await request.post(`${server.url}/api/users/login`, { headers: origin, data: { email: STAFF.claims.email, password: STAFF.claims.password } })
  expect(login.status()).toBe(200)
  const auth = { ...origin, authorization: `JWT ${((await login.json()) as { token: string }).token}` }
  const found = await request.get(`${server.url}/api/online-claims?where[reference][equals]=${reference}&depth=0&limit=1`, { headers: auth })
  const id = ((await found.json()) as { docs: { id: number }[] }).docs[0]?.id
  expect(id).toBeTruthy()
  const changed = await request.patch(`${server.url}/api/online-claims/${id}`, { headers: auth, data: { status: 'assessing' } })
  expect(changed.status()).toBe(200)
  // Saving again without a new status sends nothing more.
  expect((await request.patch(`${server.url}/api/online-claims/${id}`, { headers: auth, data: { status: 'assessing' } })).status()).toBe(200)

  const about = (text: string) => text.includes(`Your claim ${reference} is being assessed.`)
  await expect.poll(() => mails.filter(about).length, { timeout: 60_000 }).toBe(1)
  await expect.poll(() => texts.filter((t) => about(t.sms)).length, { timeout: 60_000 }).toBe(1)
  // And no second copy turns up after a few more outbox runs.
  await page.waitForTimeout(4000)
  expect(mails.filter(about)).toHaveLength(1)
  expect(texts.filter((t) => about(t.sms)).map((t) => t.to)).toEqual(['2348095550101'])
  expect(mails.find(about)).toContain('To: tunde.bakare@example.com')
})
