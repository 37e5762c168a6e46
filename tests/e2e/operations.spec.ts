import { spawn, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import path from 'node:path'

import { testServerEnv } from './support/servers'
import { expect, test } from './fixtures'

// Running the site: the health check, request ids, what reaches the log, and `npm start` bringing a
// dead server back. The log and restart checks run a second server from the same build and database
// under `npm start --serve-only`, so its output can be read.

test.describe('the health check', () => {
  test('GET /api/health answers 200 with the version after a database round trip, never cached', async ({ request }) => {
    const response = await request.get('/api/health')
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toBe('no-store')
    const body = (await response.json()) as { status: string; version: string; database: { kind: string; ms: number } }
    expect(body).toMatchObject({ status: 'ok', version: '0.1.0', database: { kind: 'sqlite' } })
    expect(typeof body.database.ms).toBe('number')
  })

  test('every answer carries a request id; a well-formed one from a proxy is kept, anything else replaced', async ({ request }) => {
    const own = (await request.get('/api/health')).headers()['x-request-id']
    expect(own).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await request.get('/api/health', { headers: { 'x-request-id': 'proxy-1234abcd' } })
    expect(kept.headers()['x-request-id']).toBe('proxy-1234abcd')
    const replaced = await request.get('/', { headers: { 'x-request-id': 'bad id\twith "quotes"' } })
    expect(replaced.headers()['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })
})

test.describe('under npm start', () => {
  test.describe.configure({ mode: 'serial' })
  const port = Number(process.env.E2E_PORT ?? '3100') + 40
  const base = `http://127.0.0.1:${port}`
  let supervisor: ChildProcess | null = null
  let output = ''
  let exited: Promise<number | null>

  // Whole lines only: the last one may still be arriving.
  const lines = () =>
    output
      .split('\n')
      .slice(0, -1)
      .filter((l) => l.trim() !== '')
  const records = () => lines().map((l) => JSON.parse(l) as Record<string, unknown>)
  const childPids = () => records().filter((r) => r.msg === 'The server process started.').map((r) => Number(r.pid))

  async function answers(): Promise<boolean> {
    try {
      return (await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) })).status === 200
    } catch {
      return false
    }
  }
  async function until(check: () => boolean | Promise<boolean>, what: string, ms = 90_000) {
    const deadline = Date.now() + ms
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`Timed out waiting: ${what}`)
      await new Promise((r) => setTimeout(r, 250))
    }
  }

  test.beforeAll(async () => {
    test.setTimeout(150_000)
    const root = process.cwd()
    supervisor = spawn(process.execPath, [path.join(root, 'scripts/start.mjs'), '--serve-only'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...testServerEnv(port, { SERVER_RESTART_DELAY_MS: '200' }) },
    })
    supervisor.stdout?.on('data', (d: Buffer) => (output += d.toString()))
    supervisor.stderr?.on('data', (d: Buffer) => (output += d.toString()))
    exited = new Promise((resolve) => supervisor?.once('exit', (code) => resolve(code)))
    await until(answers, 'the second server to answer')
  })

  test.afterAll(() => {
    if (supervisor?.exitCode === null) supervisor.kill('SIGTERM')
  })

  test('log lines are JSON with a request id, and hold nothing a visitor typed', async ({ page }) => {
    const token = crypto.randomBytes(4).toString('hex')
    const visitor = {
      firstname: 'Oluwaseyifunmi',
      lastname: 'Adewumi-Nwachukwu',
      mobile: '0809 876 5432',
      email: `seyi.${token}@example.com`,
      message: `Operations log check ${token}: please call me about my policy.`,
    }
    const api = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ customer: 'yes', consent: true, ...visitor }),
    })
    expect(api.status).toBe(201)
    const apiRequestId = api.headers.get('x-request-id')

    // The same visitor through the form (a server action).
    await page.goto(`${base}/contact`)
    const form = page.getByRole('main')
    await form.getByRole('radio', { name: 'Yes' }).check()
    await form.getByRole('textbox', { name: 'First name' }).fill(visitor.firstname)
    await form.getByRole('textbox', { name: 'Surname' }).fill(visitor.lastname)
    await form.getByRole('textbox', { name: 'Phone number' }).fill(visitor.mobile)
    await form.getByRole('textbox', { name: 'Email address' }).fill(visitor.email)
    await form.getByRole('textbox', { name: 'Your message' }).fill(visitor.message)
    await form.getByRole('checkbox', { name: /I agree that Redwood Life may use the details/ }).check()
    await page.getByRole('button', { name: 'Send enquiry' }).click()
    await expect(page.getByText('Contact request Submitted! Expect a call soon')).toBeVisible()

    // The access line of the API request carries the id the visitor was given.
    await until(() => records().some((r) => r.reqId === apiRequestId && r.path === '/api/contact'), 'the access line', 10_000)
    // Let the outbox handle the two enquiries (no mail server: written to files, and logged as such).
    await new Promise((r) => setTimeout(r, 2_000))

    for (const line of lines()) {
      expect(() => JSON.parse(line), line).not.toThrow()
      for (const value of [visitor.firstname, visitor.lastname, visitor.email, token, '8098765432', '809 876 5432']) {
        expect(line, 'a log line holds what the visitor typed').not.toContain(value)
      }
    }
    // A line the app wrote while handling that request (the outbox, kicked by it) carries its id too.
    expect(records().some((r) => r.reqId === apiRequestId && r.msg !== 'request')).toBe(true)
    const access = records().filter((r) => r.msg === 'request')
    expect(access.some((r) => r.method === 'POST' && r.path === '/contact' && r.status === 200)).toBe(true)
    // Every line logged while a request was handled names it; request lines all have one.
    for (const r of access) expect(r.reqId).toMatch(/^[0-9a-f-]{36}$/)
    for (const r of records()) expect(['debug', 'info', 'warn', 'error']).toContain(r.level)
  })

  test('a server killed with SIGKILL comes back, and the log says why it died', async () => {
    test.setTimeout(120_000)
    const [first] = childPids()
    expect(first).toBeGreaterThan(0)
    process.kill(first as number, 'SIGKILL')
    await until(() => records().some((r) => r.signal === 'SIGKILL'), 'the death to be logged', 10_000)
    const death = records().find((r) => r.signal === 'SIGKILL')
    expect(death).toMatchObject({ level: 'error', restartInMs: 200 })
    expect(String(death?.msg)).toMatch(/^The server process died \(killed by SIGKILL\) after [\d.]+ s; restarting in 0\.2 s\.$/)
    await until(() => childPids().length === 2, 'a new server process', 10_000)
    await until(answers, 'the restarted server to answer')
  })

  test('SIGTERM to npm start stops the server for good', async () => {
    const pids = childPids()
    supervisor?.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(await answers()).toBe(false)
    expect(childPids()).toEqual(pids)
    for (const pid of pids) expect(() => process.kill(pid, 0)).toThrow()
  })
})
