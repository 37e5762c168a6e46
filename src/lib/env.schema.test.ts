import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { EnvError, parseEnv } from './env.schema'

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-env-'))

describe('parseEnv', () => {
  it('defaults to an embedded SQLite file under DATA_DIR and port 3000', () => {
    const env = parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32) })
    expect(env.database.kind).toBe('sqlite')
    expect(env.database.url).toMatch(/^file:.*redwood\.db$/)
    expect(env.port).toBe(3000)
    expect(env.serverUrl).toBe('http://localhost:3000')
  })

  it('switches to Postgres when DATABASE_URL says so', () => {
    const env = parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), DATABASE_URL: 'postgres://u:p@127.0.0.1:5432/redwood' })
    expect(env.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@127.0.0.1:5432/redwood' })
  })

  it.each([
    [{ PORT: 'abc' }, /^Invalid environment variable PORT: /],
    [{ PORT: '70000' }, /^Invalid environment variable PORT: /],
    [{ DATABASE_URL: 'mysql://x' }, /^Invalid environment variable DATABASE_URL: must start with postgres/],
    [{ SMTP_URL: 'http://mail' }, /^Invalid environment variable SMTP_URL: must start with smtp/],
    [{ PAYLOAD_SECRET: 'short' }, /^Invalid environment variable PAYLOAD_SECRET: must be at least 32 characters/],
    [{ SITE_ENV: 'production', SERVER_URL: 'https://x.example', PAYLOAD_SECRET: '' }, /PAYLOAD_SECRET: is required when SITE_ENV=production/],
    [{ PLAN_SERVICE_URL: 'not a url' }, /^Invalid environment variable PLAN_SERVICE_URL/],
  ])('rejects %o with one line naming the variable', (source, message) => {
    let error: unknown
    try {
      parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), ...source })
    } catch (e) {
      error = e
    }
    expect(error).toBeInstanceOf(EnvError)
    expect((error as Error).message).toMatch(message)
    expect((error as Error).message).not.toContain('\n')
  })

  it('generates a local secret into the data folder once and reuses it', () => {
    const dir = tmp()
    const previous = process.env.DATA_DIR
    try {
      const first = parseEnv({ DATA_DIR: dir })
      const second = parseEnv({ DATA_DIR: dir })
      expect(first.payloadSecret).toHaveLength(64)
      expect(second.payloadSecret).toBe(first.payloadSecret)
    } finally {
      process.env.DATA_DIR = previous
    }
  })
})

describe('start-up with a bad environment', () => {
  it('stops with one line naming the variable', () => {
    let stderr = ''
    try {
      execFileSync(process.execPath, ['--no-deprecation', '--import', 'tsx', 'src/seed/prepare.ts'], {
        env: { ...process.env, PORT: 'not-a-port', DATA_DIR: tmp() },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch (e) {
      stderr = String((e as { stderr: Buffer }).stderr)
    }
    expect(stderr.trim()).toMatch(/^Invalid environment variable PORT: [^\n]+$/)
  }, 60_000)
})
