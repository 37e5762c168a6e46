// Postgres run: not needed (staff sign-in, lock-out and password rules are Payload's authentication, whatever the database).
import crypto from 'node:crypto'

import { createLocalReq, registerFirstUserOperation, type SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { TestSmtpServer } from './enquiries-smtp'
import { startPayload, type TestPayload } from './helpers'
import { median, rest, tokenCookie } from './staff-auth'

const SERVER_URL = 'http://localhost:3999'
const GOOD = 'granite-otter-mango-41'
const SHORT_MESSAGE = 'Use at least 12 characters (this one has 10). A few unrelated words make a long password that is easy to remember.'
const COMMON_MESSAGE = 'This password is one of the most common and easy to guess. Choose a different one.'

let t: TestPayload
let config: SanitizedConfig
let smtp: TestSmtpServer

beforeAll(async () => {
  smtp = new TestSmtpServer()
  await smtp.start()
  process.env.SMTP_URL = smtp.url
  process.env.SERVER_URL = SERVER_URL
  t = await startPayload()
  config = t.payload.config
})
afterAll(async () => {
  await t?.close()
  await smtp?.stop()
  delete process.env.SMTP_URL
  delete process.env.SERVER_URL
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

async function newUser(password = GOOD) {
  const email = `staff-${crypto.randomUUID().slice(0, 8)}@redwoodlife.example`
  await t.payload.create({ collection: 'users', data: { email, password }, overrideAccess: true })
  return email
}

async function passwordErrors(promise: Promise<unknown>) {
  const error = (await promise.then(
    () => null,
    (e: unknown) => e,
  )) as { status?: number; data?: { errors?: { path: string; message: string }[] } } | null
  expect(error, 'the password should have been refused').not.toBeNull()
  expect(error?.status).toBe(400)
  return error?.data?.errors
}

describe('staff passwords', () => {
  it('are checked when an account is created, with a plain message on the password field', async () => {
    expect(
      await passwordErrors(t.payload.create({ collection: 'users', data: { email: 'short@redwoodlife.example', password: 'Xk9#mQ2!vL' }, overrideAccess: true })),
    ).toEqual([{ path: 'password', message: SHORT_MESSAGE }])
    expect(
      await passwordErrors(t.payload.create({ collection: 'users', data: { email: 'common@redwoodlife.example', password: 'Password1234' }, overrideAccess: true })),
    ).toEqual([{ path: 'password', message: COMMON_MESSAGE }])
    const found = await t.payload.count({ collection: 'users', where: { email: { in: ['short@redwoodlife.example', 'common@redwoodlife.example'] } } })
    expect(found.totalDocs).toBe(0)
  })

  it('allow 64 characters and more', async () => {
    const email = await newUser('correct horse battery staple '.repeat(3).slice(0, 80))
    const { user } = await t.payload.login({ collection: 'users', data: { email, password: 'correct horse battery staple '.repeat(3).slice(0, 80) } })
    expect(user?.email).toBe(email)
  })

  it('are checked when staff change one, through the REST API too', async () => {
    const email = await newUser()
    const login = await rest(config, 'POST', '/api/users/login', { body: { email, password: GOOD }, headers: { origin: SERVER_URL } })
    expect(login.status).toBe(200)
    const id = (login.json.user as { id: number }).id
    const change = await rest(config, 'PATCH', `/api/users/${id}`, {
      body: { password: 'qwertyuiop12' },
      headers: { origin: SERVER_URL, cookie: tokenCookie(login.setCookie) },
    })
    expect(change.status).toBe(400)
    const [error] = change.json.errors as { data?: { errors?: { path: string; message: string }[] } }[]
    expect(error?.data?.errors).toEqual([expect.objectContaining({ path: 'password', message: COMMON_MESSAGE })])
    // A name change without a password is untouched by the rules.
    const rename = await rest(config, 'PATCH', `/api/users/${id}`, {
      body: { name: 'Ada Obi' },
      headers: { origin: SERVER_URL, cookie: tokenCookie(login.setCookie) },
    })
    expect(rename.status).toBe(200)
  })

  it('are checked on first registration (which still works locally)', async () => {
    await t.payload.delete({ collection: 'users', where: { id: { exists: true } }, overrideAccess: true })
    const req = await createLocalReq({}, t.payload)
    const collection = t.payload.collections.users
    expect(
      await passwordErrors(registerFirstUserOperation({ collection, req, data: { email: 'first@redwoodlife.example', password: 'short-pass' } })),
    ).toEqual([{ path: 'password', message: SHORT_MESSAGE }])
    const first = await rest(config, 'POST', '/api/users/first-register', {
      body: { email: 'first@redwoodlife.example', password: GOOD, confirmPassword: GOOD },
    })
    expect(first.status).toBe(200)
    expect((first.json.user as { email: string }).email).toBe('first@redwoodlife.example')
  })
})

describe('the forgotten-password mail', () => {
  it('carries an absolute link to this site that resets the password, after which the new one signs in', async () => {
    const email = await newUser()
    const before = smtp.received.length
    const asked = await rest(config, 'POST', '/api/users/forgot-password', { body: { email } })
    expect(asked.status).toBe(200)
    for (let i = 0; i < 100 && smtp.received.length === before; i++) await sleep(100)
    const mail = smtp.received.at(-1)
    expect(mail?.to).toEqual([email])
    const links = [...(mail?.text ?? '').matchAll(/https?:\/\/[^\s"<>]+/g)].map((m) => m[0])
    expect(links.length).toBeGreaterThan(0)
    const link = new URL(links[0] ?? '')
    expect(link.origin).toBe(SERVER_URL)
    const token = /^\/admin\/reset\/([0-9a-f]{40})$/.exec(link.pathname)?.[1]
    expect(token, link.href).toBeTruthy()

    // The rules hold on the reset too.
    const weak = await rest(config, 'POST', '/api/users/reset-password', { body: { token, password: 'iloveyou1234' } })
    expect(weak.status).toBe(400)
    expect(JSON.stringify(weak.json)).toContain(COMMON_MESSAGE)

    const newPassword = 'tortoise-lantern-velvet-88'
    const reset = await rest(config, 'POST', '/api/users/reset-password', { body: { token, password: newPassword } })
    expect(reset.status).toBe(200)
    const login = await rest(config, 'POST', '/api/users/login', { body: { email, password: newPassword } })
    expect(login.status).toBe(200)
    const old = await rest(config, 'POST', '/api/users/login', { body: { email, password: GOOD } })
    expect(old.status).toBe(401)
  })

  it('is asked for with the same answer whether or not the email has an account', async () => {
    const email = await newUser()
    const known = await rest(config, 'POST', '/api/users/forgot-password', { body: { email } })
    const unknown = await rest(config, 'POST', '/api/users/forgot-password', { body: { email: 'nobody-here@redwoodlife.example' } })
    expect(unknown.status).toBe(known.status)
    expect(unknown.json).toEqual(known.json)
  })
})

describe('signing in tells nobody which emails are staff accounts', () => {
  const attempt = (email: string, password: string) => rest(config, 'POST', '/api/users/login', { body: { email, password } })

  it('answers an unknown email, a wrong password and a locked account identically', async () => {
    const email = await newUser()
    const unknown = await attempt('nobody-here@redwoodlife.example', GOOD)
    const wrong = await attempt(email, 'not-the-password-at-all')
    expect(unknown.status).toBe(401)
    expect(wrong).toEqual(unknown)
    expect(JSON.stringify(unknown.json)).toContain('The email or password is incorrect.')

    const locked = await newUser()
    for (let i = 0; i < 10; i++) await attempt(locked, 'not-the-password-at-all')
    const row = await t.payload.db.findOne<{ id: number; lockUntil?: string | null }>({ collection: 'users', where: { email: { equals: locked } } })
    expect(new Date(row?.lockUntil ?? 0).getTime()).toBeGreaterThan(Date.now())
    expect(await attempt(locked, 'not-the-password-at-all')).toEqual(unknown)
    // Even the right password gets the same answer while the account is locked.
    expect(await attempt(locked, GOOD)).toEqual(unknown)
  })

  it('does one password hash of the same cost in every case', async () => {
    const email = await newUser()
    const locked = await newUser()
    await t.payload.update({ collection: 'users', where: { email: { equals: locked } }, data: { lockUntil: new Date(Date.now() + 600_000).toISOString() } as never, overrideAccess: true })
    const spy = vi.spyOn(crypto, 'pbkdf2')
    const hashesFor = async (e: string, p: string) => {
      spy.mockClear()
      await attempt(e, p)
      return spy.mock.calls.map((call) => `${call[2]}/${call[3]}/${call[4]}`)
    }
    try {
      const wrong = await hashesFor(email, 'not-the-password-at-all')
      expect(wrong).toEqual(['600000/32/sha256'])
      expect(await hashesFor('nobody-here@redwoodlife.example', 'not-the-password-at-all')).toEqual(wrong)
      expect(await hashesFor(locked, 'not-the-password-at-all')).toEqual(wrong)
      expect(await hashesFor(locked, GOOD)).toEqual(wrong)
    } finally {
      spy.mockRestore()
    }
  })

  it('takes about as long for an unknown email as for a wrong password (medians within a factor of 2)', async () => {
    const email = await newUser()
    const time = async (e: string) => {
      const start = performance.now()
      await attempt(e, 'not-the-password-at-all')
      return performance.now() - start
    }
    const known: number[] = []
    const unknown: number[] = []
    // Interleaved, so a busy moment on the machine falls on both sides; five tries stay under the lock-out.
    for (let i = 0; i < 5; i++) {
      known.push(await time(email))
      unknown.push(await time(`nobody-${i}@redwoodlife.example`))
    }
    const ratio = median(known) / median(unknown)
    expect(ratio, `known ${known.map(Math.round).join(',')} ms, unknown ${unknown.map(Math.round).join(',')} ms`).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })
})
