// Postgres run: not needed (it starts a Postgres of its own in every run).
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ensurePostgres } from '../../tools/ensure-postgres.mjs'

// GET /api/health against a real Postgres server, before and after that server stops.
describe('GET /api/health on Postgres', () => {
  let pg: { url: string; stop: () => void } | undefined
  let stopped = false
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'redwood-health-'))
  let GET: () => Promise<Response>
  let destroy: (() => Promise<void>) | undefined

  beforeAll(async () => {
    pg = await ensurePostgres()
    Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: pg.url, DB_PUSH: 'true' })
    const { getPayload } = await import('payload')
    const { default: config } = await import('@/payload.config')
    const payload = await getPayload({ config })
    destroy = () => payload.destroy()
    ;({ GET } = await import('@/app/(site)/api/health/route'))
  })

  afterAll(async () => {
    if (!stopped) await destroy?.()
    pg?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 200 with the version and a database round trip, never cached', async () => {
    const response = await GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { status: string; version: string; database: { kind: string; ms: number } }
    expect(body).toMatchObject({ status: 'ok', version: '0.1.0', database: { kind: 'postgres' } })
    expect(body.database.ms).toBeGreaterThanOrEqual(0)
  })

  it('answers 503 once the database server has stopped, and logs why', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    pg?.stop()
    stopped = true
    const started = Date.now()
    const response = await GET()
    expect(response.status).toBe(503)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ status: 'unavailable', database: { kind: 'postgres', error: 'The database did not answer.' } })
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(errors).toHaveBeenCalledTimes(1)
    expect(JSON.parse(String(errors.mock.calls[0]?.[0]))).toMatchObject({ level: 'error', msg: 'Health check failed: the database did not answer.' })
    errors.mockRestore()
  })
})
