/**
 * GET /api/health: for the load balancer and the uptime check. 200 { status: "ok", version, database }
 * after one round trip to the database (SELECT 1); 503 { status: "unavailable" } when the database does
 * not answer within a few seconds. Never cached. (This static route wins over Payload's /api/[...slug].)
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { env } from '@/lib/env'
import { log } from '@/lib/log'

import pkg from '../../../../../package.json'

export const dynamic = 'force-dynamic'

const DATABASE_TIMEOUT_MS = 3_000
const HEADERS = { 'Cache-Control': 'no-store' }

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer))
}

async function roundTrip(): Promise<void> {
  const payload = await getPayload({ config })
  // `execute` is the adapters' raw-SQL entry (libsql for SQLite, node-postgres for Postgres).
  const db = payload.db as unknown as { drizzle: unknown; execute: (args: { drizzle: unknown; raw: string }) => Promise<unknown> }
  await db.execute({ drizzle: db.drizzle, raw: 'select 1' })
}

export async function GET(): Promise<Response> {
  const started = performance.now()
  try {
    await within(DATABASE_TIMEOUT_MS, roundTrip())
    const ms = Math.round((performance.now() - started) * 10) / 10
    return Response.json({ status: 'ok', version: pkg.version, database: { kind: env.database.kind, ms } }, { headers: HEADERS })
  } catch (error) {
    log.error('Health check failed: the database did not answer.', { err: error })
    return Response.json(
      { status: 'unavailable', version: pkg.version, database: { kind: env.database.kind, error: 'The database did not answer.' } },
      { status: 503, headers: HEADERS },
    )
  }
}
