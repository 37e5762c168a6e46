/**
 * The enquiry limit counts each client once, however X-Forwarded-For is dressed up (issue 8, point 3).
 *
 * A second server from the same build and database, with the default limit (5 per 10 minutes, where
 * the main test server has 1000) and TRUSTED_PROXIES naming one loopback range. Clients connect from
 * loopback addresses of their own, unique to this run, so no other test's enquiries count against
 * them: from 127.77.x.x they are ordinary visitors; from 127.66.x.x they are the trusted proxy.
 */
import { spawn, type ChildProcess } from 'node:child_process'

import { freePort, serverArgs } from '../../scripts/lib.mjs'
import { testServerEnv } from './support/servers'
import { STAFF } from './support/staff'
import { expect, test } from './fixtures'
import { rawRequest } from './raw-http'

/** This test's own server's port, taken in beforeAll. */
let port = 0
const TRUSTED_RANGE = '127.66.0.0/16'
const run = () => Math.floor(Math.random() * 250) + 1
/** A loopback address of this run's own (the kernel answers for all of 127.0.0.0/8). */
const visitorAddress = `127.77.${run()}.${run()}`
const proxyAddress = `127.66.${run()}.${run()}`
/** Client addresses a trusted proxy reports, unique to this run too. */
const reported = (n: number) => `198.51.${run()}.${n}`

const enquiry = {
  customer: 'yes',
  message: 'Please call me about adding my son to the family plan.',
  firstname: 'Chinedu',
  lastname: 'Eze',
  mobile: '0803 123 4567',
  email: 'chinedu.eze@example.com',
  consent: true,
}

type Reply = { status: number; body: string }

const send = (from: string, method: string, path: string, headers: Record<string, string> = {}, body?: string | Buffer) =>
  rawRequest({ port, from, method, path, headers, body })

const postJson = (from: string, forwardedFor?: string) =>
  send(
    from,
    'POST',
    '/api/contact',
    { 'content-type': 'application/json', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    JSON.stringify(enquiry),
  )

const unescapeHtml = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')

/**
 * The contact form as a browser without JavaScript sends it: the page's form, with its hidden fields,
 * posted as multipart/form-data. Returns the page the server answers with.
 */
async function postForm(from: string, forwardedFor: string): Promise<Reply> {
  const page = await send(from, 'GET', '/contact', { 'x-forwarded-for': forwardedFor })
  expect(page.status).toBe(200)
  const form = new FormData()
  for (const [, name, value] of page.body.matchAll(/<input type="hidden" name="(\$ACTION[^"]*)"(?: value="([^"]*)")?/g)) {
    form.append(name!, unescapeHtml(value ?? ''))
  }
  expect([...form.keys()].length, 'the form carries its action').toBeGreaterThan(0)
  for (const [key, value] of Object.entries(enquiry)) form.append(key, value === true ? 'on' : String(value))
  const encoded = new Request('http://x/', { method: 'POST', body: form })
  const body = Buffer.from(await encoded.arrayBuffer())
  return send(
    from,
    'POST',
    '/contact',
    {
      'content-type': encoded.headers.get('content-type')!,
      origin: `http://127.0.0.1:${port}`,
      'x-forwarded-for': forwardedFor,
    },
    body,
  )
}

const LIMITED_PAGE = /We’ve received several enquiries from your connection in a short time/
const SENT_PAGE = /Contact request Submitted! Expect a call soon/

let server: ChildProcess | null = null

test.beforeAll(async () => {
  port = await freePort()
  test.setTimeout(150_000)
  const root = process.cwd()
  server = spawn(process.execPath, serverArgs, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      // The default limit (5 per 10 minutes), unlike the main test server's 1000.
      ...testServerEnv(port, {
        SERVER_URL: `http://127.0.0.1:${port}`,
        ENQUIRY_RATE_LIMIT: '',
        ENQUIRY_RATE_WINDOW_SECONDS: '',
        SIGN_IN_RATE_LIMIT: '',
        PASSWORD_RESET_RATE_LIMIT: '',
        TRUSTED_PROXIES: TRUSTED_RANGE,
      }),
    },
  })
  const deadline = Date.now() + 120_000
  for (;;) {
    try {
      if ((await send('127.0.0.1', 'GET', '/robots.txt')).status === 200) break
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The second server did not start')
    await new Promise((r) => setTimeout(r, 500))
  }
})

test.afterAll(() => {
  server?.kill('SIGTERM')
})

test.describe.configure({ mode: 'serial' })

test('a visitor cannot escape the limit with a new X-Forwarded-For on each post, by JSON or by the form', async () => {
  // Posts 1–4 by JSON and 5 by the form, each claiming another address: all count as this visitor.
  for (let i = 1; i <= 4; i++) {
    const reply = await postJson(visitorAddress, `203.0.113.${i}`)
    expect(reply.status, `post ${i}`).toBe(201)
  }
  expect((await postForm(visitorAddress, '203.0.113.5')).body).toMatch(SENT_PAGE)
  // The 6th, by the form: refused, with the visitor's words kept.
  const sixth = await postForm(visitorAddress, '203.0.113.6')
  expect(sixth.status).toBe(200)
  expect(sixth.body).toMatch(LIMITED_PAGE)
  expect(sixth.body).toContain('Chinedu')
  // And by JSON, with a chain of made-up proxies or none at all.
  const seventh = await postJson(visitorAddress, '203.0.113.7, 127.66.0.1')
  expect(seventh.status).toBe(429)
  expect(JSON.parse(seventh.body)).toEqual({ error: expect.stringMatching(/^Too many enquiries from your address/) })
  expect((await postJson(visitorAddress)).status).toBe(429)
  // The visitor's own copy of the app's address header is overwritten, not believed.
  const forged = await send(
    visitorAddress,
    'POST',
    '/api/contact',
    { 'content-type': 'application/json', 'x-redwood-client-address': '192.0.2.99' },
    JSON.stringify(enquiry),
  )
  expect(forged.status).toBe(429)
})

test('behind a trusted proxy, the addresses it reports count as different clients', async () => {
  // Seven clients through the proxy, one post each: none is limited.
  for (let i = 1; i <= 7; i++) {
    const reply = await postJson(proxyAddress, reported(i))
    expect(reply.status, `client ${i}`).toBe(201)
  }
  // One client through the proxy: limited on its 6th post, by the form and by JSON. The address it
  // wrote itself (left of what the proxy appended) changes nothing.
  const client = reported(200)
  for (let i = 1; i <= 4; i++) expect((await postJson(proxyAddress, `10.${i}.0.1, ${client}`)).status).toBe(201)
  expect((await postForm(proxyAddress, client)).body).toMatch(SENT_PAGE)
  expect((await postForm(proxyAddress, `192.0.2.${run()}, ${client}`)).body).toMatch(LIMITED_PAGE)
  expect((await postJson(proxyAddress, client)).status).toBe(429)
  // Without the header, the client is the proxy itself: a different client, not yet limited.
  expect((await postJson(proxyAddress)).status).toBe(201)
})

const signIn = (from: string, email: string, password: string, forwardedFor?: string) =>
  send(
    from,
    'POST',
    '/api/users/login',
    { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}`, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    JSON.stringify({ email, password }),
  )

test('staff sign-in: five wrong passwords from one network, then that network waits, and cannot lock the account out', async () => {
  const attacker = `127.78.${run()}.${run()}`
  const account = STAFF.limits
  for (let i = 1; i <= 5; i++) expect((await signIn(attacker, account.email, `wrong-password-${i}-xx`)).status, `attempt ${i}`).toBe(401)
  // The sixth is refused before the password is even checked, the right one included, with a plain message.
  const sixth = await signIn(attacker, account.email, account.password)
  expect(sixth.status).toBe(429)
  expect(JSON.parse(sixth.body)).toEqual({ errors: [{ message: expect.stringMatching(/^Too many sign-in attempts from your network\. Please wait \d+ minutes and try again\.$/) }] })
  // Made-up X-Forwarded-For headers do not reset the count.
  expect((await signIn(attacker, 'someone.else@redwoodlife.example', 'guess-guess-guess', '203.0.113.9')).status).toBe(429)
  // GraphQL's login mutation is the same door.
  const graphql = await send(
    attacker,
    'POST',
    '/api/graphql',
    { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
    JSON.stringify({ query: 'mutation { ... on Mutation { loginUser(email: "x@redwoodlife.example", password: "nope-nope-nope") { exp } } }' }),
  )
  expect(graphql.status).toBe(429)
  // The staff member, from their own network, still signs in: the attacker's tries did not lock them out.
  expect((await signIn(`127.79.${run()}.${run()}`, account.email, account.password)).status).toBe(200)
})

test('password reset requests: five from one network, then it waits', async () => {
  const from = `127.80.${run()}.${run()}`
  const reset = () =>
    send(from, 'POST', '/api/users/forgot-password', { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` }, JSON.stringify({ email: STAFF.limits.email }))
  for (let i = 1; i <= 5; i++) expect((await reset()).status, `request ${i}`).toBe(200)
  const sixth = await reset()
  expect(sixth.status).toBe(429)
  expect(sixth.body).toMatch(/Too many password reset requests from your network/)
})
