import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { ensureEdge, serverArgs } from '../../scripts/lib.mjs'
import { runTsx } from '../../tests/support/tsx-script'
import { EnvError, parseEnv } from './env.schema'

const s3 = { S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }
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
    [{ TRUSTED_PROXIES: '10.0.0.0/33' }, /^Invalid environment variable TRUSTED_PROXIES: "10.0.0.0\/33" is not an IP/],
    [{ TRUSTED_PROXIES: '10.0.0.1, proxy.internal' }, /^Invalid environment variable TRUSTED_PROXIES: "proxy.internal"/],
    [{ TRUSTED_PROXIES: 'fd00::/129' }, /^Invalid environment variable TRUSTED_PROXIES: "fd00::\/129"/],
    [{ SMS_API_URL: 'ftp://sms.example/send', SMS_API_KEY: 'k' }, /^Invalid environment variable SMS_API_URL/],
    [{ SMS_API_URL: 'not a url', SMS_API_KEY: 'k' }, /^Invalid environment variable SMS_API_URL/],
    [{ SMS_API_URL: 'https://sms.example/api/sms/send' }, /^Invalid environment variable SMS_API_KEY: is required when SMS_API_URL is set/],
    [{ SMS_API_KEY: 'k' }, /^Invalid environment variable SMS_API_URL: is required when SMS_API_KEY is set/],
    [{ GROUP_QUOTE_INBOX: 'corporate at redwood' }, /^Invalid environment variable GROUP_QUOTE_INBOX/],
    [{ SMS_SENDER_ID: 'Redwood-Life-Assurance' }, /^Invalid environment variable SMS_SENDER_ID: must be 3 to 11/],
    [{ S3_BUCKET: 'media' }, /^Invalid environment variable S3_REGION: is required when S3_BUCKET is set/],
    [{ S3_BUCKET: 'media', S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: 'k' }, /^Invalid environment variable S3_SECRET_ACCESS_KEY: is required/],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /^Invalid environment variable S3_BUCKET: is required when S3_ENDPOINT is set/],
    [{ ...s3, S3_BUCKET: 'Media_Files' }, /^Invalid environment variable S3_BUCKET: must be a bucket name/],
    [{ ...s3, S3_ENDPOINT: 'minio:9000' }, /^Invalid environment variable S3_ENDPOINT/],
    [{ ...s3, S3_FORCE_PATH_STYLE: 'yes' }, /^Invalid environment variable S3_FORCE_PATH_STYLE/],
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

  it('has no SMS provider unless both SMS_API_URL and SMS_API_KEY are set', () => {
    expect(parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32) }).sms).toEqual({ api: undefined, senderId: 'RedwoodLife' })
    expect(parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32) }).groupQuoteInbox).toBe('corporate@redwoodlife.example')
    expect(
      parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), SMS_API_URL: 'https://sms.example/api/sms/send', SMS_API_KEY: 'key', SMS_SENDER_ID: 'Redwood' }).sms,
    ).toEqual({ api: { url: 'https://sms.example/api/sms/send', key: 'key' }, senderId: 'Redwood' })
  })

  it('accepts addresses and CIDR ranges of both families for TRUSTED_PROXIES', () => {
    expect(() =>
      parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7 2001:db8::/32,::1' }),
    ).not.toThrow()
  })

  it('keeps uploads on disk without S3 settings, and in S3 with all of them', () => {
    expect(parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), S3_BUCKET: '', S3_REGION: ' ' }).s3).toBeUndefined()
    expect(parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), ...s3 }).s3).toEqual({
      bucket: 'media',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: false,
    })
    // A self-hosted store gets path-style addresses unless told otherwise.
    const minio = parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), ...s3, S3_ENDPOINT: 'http://minio:9000/' }).s3
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true })
    const virtualHosts = parseEnv({ PAYLOAD_SECRET: 'x'.repeat(32), ...s3, S3_ENDPOINT: 'https://s3.example', S3_FORCE_PATH_STYLE: 'false' }).s3
    expect(virtualHosts?.forcePathStyle).toBe(false)
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
      // Assigning undefined would store the text "undefined" (a folder of that name in the checkout).
      if (previous === undefined) delete process.env.DATA_DIR
      else process.env.DATA_DIR = previous
    }
  })
})

describe('Paystack', () => {
  it('is off without a key; the checkout origin the visitor is sent to follows the API unless named', () => {
    const secret = { PAYLOAD_SECRET: 'x'.repeat(32) }
    expect(parseEnv(secret).paystack).toBeNull()
    expect(parseEnv({ ...secret, PAYSTACK_SECRET_KEY: 'sk_live_abcdefgh' }).paystack).toEqual({
      secretKey: 'sk_live_abcdefgh',
      baseUrl: 'https://api.paystack.co',
      checkoutOrigin: 'https://checkout.paystack.com',
    })
    expect(parseEnv({ ...secret, PAYSTACK_SECRET_KEY: 'sk_test_abcdefgh', PAYSTACK_BASE_URL: 'http://127.0.0.1:4567/' }).paystack?.checkoutOrigin).toBe('http://127.0.0.1:4567')
    expect(() => parseEnv({ ...secret, PAYSTACK_SECRET_KEY: 'sk_test_abcdefgh', PAYSTACK_CHECKOUT_ORIGIN: 'checkout' })).toThrow(/PAYSTACK_CHECKOUT_ORIGIN/)
  })
})

describe('start-up with a bad environment', () => {
  it('stops with one line naming the variable', async () => {
    const { code, stderr } = await runTsx('src/seed/prepare.ts', [], { env: { ...process.env, PORT: 'not-a-port', DATA_DIR: tmp() } })
    expect(code).toBe(1)
    expect(stderr.trim()).toMatch(/^Invalid environment variable PORT: [^\n]+$/)
  }, 60_000)

  it('the production server stops with one line when TRUSTED_PROXIES is not a range', async () => {
    await ensureEdge()
    let stderr = ''
    let status: number | null = 0
    try {
      // The check runs before Next.js loads, so no build is needed for this.
      execFileSync(process.execPath, serverArgs, {
        env: { ...process.env, TRUSTED_PROXIES: '10.0.0.0/8,10.0.0.300', PORT: '1', HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 30_000,
      })
    } catch (e) {
      stderr = String((e as { stderr: Buffer }).stderr)
      status = (e as { status: number | null }).status
    }
    expect(status).toBe(1)
    // The server logs JSON lines (edge/request-log.ts): one line, at level error, naming the value.
    const lines = stderr.trim().split('\n')
    expect(lines).toHaveLength(1)
    const line = JSON.parse(lines[0] ?? '') as { level: string; msg: string }
    expect(line.level).toBe('error')
    expect(line.msg).toMatch(/^TRUSTED_PROXIES: "10\.0\.0\.300" is not an IP address or CIDR range /)
  }, 60_000)
})
