import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { freePort, serverArgs } from '../../../scripts/lib.mjs'
import { copyTemplate, hasTemplate } from '../../../tools/seed-template.mjs'
import { runTsxOk } from '../../support/tsx-script'

/**
 * Extra production servers for the tests that need more than the one Playwright starts: each runs
 * edge/server.ts from the same build (.next-e2e-<E2E_PORT>, made by tools/e2e-server.mjs) on a
 * port the system picks, against a database the test prepares.
 */
// Playwright runs from the repository root (where its config is).
const root = process.cwd()
const e2ePort = process.env.E2E_PORT ?? '3100'
export const buildDir = `.next-e2e-${e2ePort}`

/**
 * The environment of another production server from the test build on `port`: by default against the
 * main test server's database, on loopback, with its limit of 1000 enquiries; `overrides` change any of it.
 */
export function testServerEnv(port: number | string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: buildDir,
    DATA_DIR: path.join(root, `.e2e-data-${e2ePort}`),
    DATABASE_URL: '',
    HOST: '127.0.0.1',
    PORT: String(port),
    SERVER_URL: `http://localhost:${port}`,
    ENQUIRY_RATE_LIMIT: '1000',
    // Every browser test signs in from 127.0.0.1; tests/e2e/client-address.spec.ts tests the real limits.
    SIGN_IN_RATE_LIMIT: '1000',
    PASSWORD_RESET_RATE_LIMIT: '1000',
    ...overrides,
  }
}

/** A fresh data folder for a test's own database (removed first if an earlier run left it). */
export function freshDataDir(name: string): string {
  const dir = path.join(root, `.e2e-data-${e2ePort}-${name}`)
  fs.rmSync(dir, { recursive: true, force: true })
  return dir
}

/**
 * A copy of the main test server's data as it is now (its databases, with the staff accounts the setup
 * project made, and its files), in a fresh data folder: for a server that must differ from the main one in
 * how it sends. A server with a mail server set, on the main database, would also send what the main
 * server parked as "no mail server configured" (the outboxes send those once a sender is configured), and
 * a test reading that state on the main server would find it mailed (decision 029). Each database is
 * copied with SQLite's VACUUM INTO, a consistent copy while the main server writes.
 */
export async function copyOfMainData(name: string): Promise<string> {
  const from = path.join(root, `.e2e-data-${e2ePort}`)
  const dir = freshDataDir(name)
  const isDatabase = (file: string) => /\.db(-shm|-wal|-journal)?$/.test(file)
  fs.cpSync(from, dir, { recursive: true, filter: (src) => src === from || !isDatabase(src) })
  const { createClient } = await import('@libsql/client')
  for (const file of fs.readdirSync(from).filter((f) => f.endsWith('.db'))) {
    const client = createClient({ url: `file:${path.join(from, file)}` })
    try {
      await client.execute({ sql: 'VACUUM INTO ?', args: [path.join(dir, file)] })
    } finally {
      client.close()
    }
  }
  return dir
}


/**
 * The seeded template the test server's database was copied from (tools/e2e-server.mjs): npm test's,
 * or the one the test server seeded itself. None when the server kept an earlier run's data.
 */
function seedTemplate(): string | null {
  for (const dir of [process.env.SEED_TEMPLATE_DIR, path.join(root, `.e2e-data-${e2ePort}-template`)]) if (dir && hasTemplate(dir)) return dir
  return null
}

/**
 * The demo database in `dataDir` (SQLite) with the given edits, all before any server sees it: a copy of
 * the seeded template when there is one (seeding again would take a minute), else seeded here.
 */
export async function prepareDatabase(dataDir: string, edits: object = {}): Promise<void> {
  const template = seedTemplate()
  if (template) copyTemplate(template, dataDir)
  // A copy needs no edits run (Payload booted under tsx: about 12 CPU-seconds); a first staff account is
  // made on the running server instead (registerFirstUser).
  if (template && Object.keys(edits).length === 0) return
  // A copy of the template has its schema from the committed migrations (tools/seed-template.mjs), as the
  // servers' production starts expect; only a database seeded here from empty is pushed.
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', DB_PUSH: template ? 'false' : 'true', NEXT_TELEMETRY_DISABLED: '1' }
  await runTsxOk('tests/e2e/support/edit-content.ts', [JSON.stringify(edits)], { env: { ...process.env, ...env } })
}

/**
 * Makes `user` the first staff account of a server's fresh database, through Payload's first-registration
 * route, as the admin's "create first user" screen does (open while the database has no account, and not on
 * a live site: firstAdminOnServer).
 */
export async function registerFirstUser(url: string, user: { email: string; password: string; name: string }): Promise<void> {
  const answer = await fetch(`${url}/api/users/first-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify(user),
  })
  if (answer.status !== 200) throw new Error(`The first account ${user.email} was refused: ${answer.status} ${(await answer.text()).slice(0, 300)}`)
}

export type TestServer = {
  url: string
  /** Everything the server wrote to stderr so far. */
  errors: () => string
  /** Everything the server wrote to stdout so far. */
  output: () => string
  stop: () => Promise<void>
}

export async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<TestServer> {
  if (!fs.existsSync(path.join(root, buildDir, 'BUILD_ID'))) throw new Error(`No build in ${buildDir}: tools/e2e-server.mjs makes it`)
  const port = String(await freePort())
  const child: ChildProcess = spawn(process.execPath, serverArgs, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...testServerEnv(port, { DATA_DIR: dataDir, ...env }) },
  })
  let out = ''
  let err = ''
  child.stdout?.on('data', (d) => (out += d))
  child.stderr?.on('data', (d) => (err += d))
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 60 s:\n${out}\n${err}`)), 60_000)
    const check = () => {
      // The server logs JSON lines: the address ends at the closing quote of its message.
      const match = /Listening on (http:\/\/[^\s"]+)/.exec(out)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    }
    child.stdout?.on('data', check)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited (${code}) before listening:\n${out}\n${err}`))
    })
  })
  return {
    url,
    errors: () => err,
    output: () => out,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}

/** The text of a page's first <h1>, or null. */
export function firstHeading(html: string): string | null {
  const match = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)
  return match?.[1]?.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'") ?? null
}

