// Postgres run: not needed (the first administrator's rules and the create-admin command are Payload's sign-up and our CLI, whatever the database).
import type { SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { runTsx } from '../support/tsx-script'
import { startPayload, type TestPayload } from './helpers'
import { rest } from './staff-auth'

/** The live site (SITE_ENV=production): nobody registers from the browser; `npm run create-admin` does it. */
const PRODUCTION = {
  SITE_ENV: 'production',
  SERVER_URL: 'https://www.redwoodlife.example',
  PAYLOAD_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
}
const GOOD = 'granite-otter-mango-41'

let t: TestPayload
let config: SanitizedConfig

beforeAll(async () => {
  Object.assign(process.env, PRODUCTION)
  t = await startPayload()
  config = t.payload.config
})
afterAll(async () => {
  await t?.close()
  for (const key of Object.keys(PRODUCTION)) delete process.env[key]
})

const userCount = async () => (await t.payload.count({ collection: 'users', overrideAccess: true })).totalDocs

/** Runs `npm run create-admin` (its script, as npm would) against this test's database. */
const createAdminCli = (args: string[], stdin: string, env: Record<string, string> = {}) =>
  runTsx('scripts/create-admin.ts', args, { env: { ...process.env, ADMIN_PASSWORD: '', ...env }, stdin })

describe('the first administrator on the live site', () => {
  it('cannot be registered through the API by whoever finds /admin first', async () => {
    expect(await userCount()).toBe(0)
    const first = await rest(config, 'POST', '/api/users/first-register', {
      body: { email: 'intruder@evil.example', password: GOOD, confirmPassword: GOOD },
      headers: { origin: PRODUCTION.SERVER_URL },
    })
    expect(first.status).toBe(403)
    expect(first.json).toEqual({
      errors: [
        {
          message:
            'Accounts cannot be registered from the website. The first administrator is created on the server with "npm run create-admin"; after that, administrators add other staff under Settings → Users.',
        },
      ],
    })
    expect(await userCount()).toBe(0)
  })

  it('is not offered a registration form in the admin, only told how it is done', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server')
    const { FirstAdminOnServer } = await import('@/collections/Users/admin/FirstAdminOnServer')
    const html = renderToStaticMarkup(FirstAdminOnServer())
    expect(html).toContain('<h1>No administrator yet</h1>')
    expect(html).toContain('<code>npm run create-admin</code>')
    expect(html).not.toMatch(/<(form|input)/)
  })

  // Each run of the script starts Payload in a process of its own: slow on a busy machine.
  const CLI_TIMEOUT = 300_000

  it('is not made by npm run create-admin with a common password', async () => {
    const weak = await createAdminCli(['--email', 'ada.obi@redwoodlife.example'], 'qwertyuiop12\n')
    expect(weak.code, weak.stdout + weak.stderr).toBe(1)
    expect(weak.stderr.trim().split('\n').at(-1)).toBe('Password: This password is one of the most common and easy to guess. Choose a different one.')
    expect(await userCount()).toBe(0)
  }, CLI_TIMEOUT)

  it('is made by npm run create-admin and can then sign in, with a Secure cookie', async () => {
    const made = await createAdminCli(['--email', 'Ada.Obi@RedwoodLife.example', '--name', 'Ada Obi'], `${GOOD}\n`)
    expect(made.code, made.stdout + made.stderr).toBe(0)
    expect(made.stderr).toBe('')
    expect(made.stdout).toContain('Created the account ada.obi@redwoodlife.example. Sign in at https://www.redwoodlife.example/admin')

    const login = await rest(config, 'POST', '/api/users/login', {
      body: { email: 'ada.obi@redwoodlife.example', password: GOOD },
      headers: { origin: PRODUCTION.SERVER_URL },
    })
    expect(login.status).toBe(200)
    expect((login.json.user as { name: string }).name).toBe('Ada Obi')
    const cookie = login.setCookie ?? ''
    expect(cookie).toMatch(/^payload-token=[^;]+/)
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
  }, CLI_TIMEOUT)

  it('is not made twice for one email', async () => {
    const again = await createAdminCli(['--email', 'ada.obi@redwoodlife.example'], `${GOOD}\n`)
    expect(again.code, again.stdout + again.stderr).toBe(1)
    expect(again.stderr.trim().split('\n').at(-1)).toBe('Email: there is already an account for ada.obi@redwoodlife.example.')
    expect(await userCount()).toBe(1)
  }, CLI_TIMEOUT)

  it('says plainly, rather than quitting without a word, when a production run finds tables a development server pushed', async () => {
    // The mark Payload's schema push leaves (the SQLite run's database was pushed; the Postgres one migrated).
    const marks = await t.payload.find({ collection: 'payload-migrations', where: { batch: { equals: -1 } } })
    const added = marks.totalDocs ? null : await t.payload.create({ collection: 'payload-migrations', data: { name: 'dev', batch: -1 } })
    const result = await createAdminCli(['--email', 'bola@redwoodlife.example'], `${GOOD}\n`, { NODE_ENV: 'production' })
    if (added) await t.payload.delete({ collection: 'payload-migrations', id: added.id })
    expect(result.code, result.stdout + result.stderr).toBe(1)
    expect(result.stderr.trim().split('\n').at(-1)).toBe(
      'Database: its tables were made by a development server (schema push), not by the migrations "npm start" applies. Use a database prepared by "npm start".',
    )
    expect(await userCount()).toBe(1)
  }, CLI_TIMEOUT)

  it('refuses a password on the command line, where other users could read it', async () => {
    const result = await createAdminCli(['--email', 'bola@redwoodlife.example', '--password', GOOD], '')
    expect(result.code).toBe(1)
    expect(result.stderr.trim()).toBe('Password: not on the command line (others could read it there). Use ADMIN_PASSWORD or standard input.')
  }, CLI_TIMEOUT)

  it('lets a signed-in administrator add staff as before', async () => {
    const login = await rest(config, 'POST', '/api/users/login', {
      body: { email: 'ada.obi@redwoodlife.example', password: GOOD },
      headers: { origin: PRODUCTION.SERVER_URL },
    })
    const cookie = /payload-token=[^;]+/.exec(login.setCookie ?? '')?.[0] ?? ''
    const created = await rest(config, 'POST', '/api/users', {
      body: { email: 'chidi@redwoodlife.example', password: 'tortoise-lantern-velvet-88' },
      headers: { origin: PRODUCTION.SERVER_URL, cookie },
    })
    expect(created.status).toBe(201)
  })
})
