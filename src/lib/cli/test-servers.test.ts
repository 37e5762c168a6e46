import net from 'node:net'

import { createClient } from 'redis'
import { describe, expect, it } from 'vitest'

import { ensurePostgres } from '../../../tools/ensure-postgres.mjs'
import { ensureRedis } from '../../../tools/ensure-redis.mjs'

/**
 * The throwaway Redis and Postgres servers the tests start (tools/ensure-*.mjs). npm test runs the
 * SQLite and Postgres suites side by side, and a second checkout may be testing on the same machine:
 * each server has a port of its own, so one run stopping its server never takes another run's away.
 */
describe('the tests’ own servers', () => {
  it('two Redis servers started at once get ports of their own: stopping one leaves the other answering', async () => {
    const [a, b] = await Promise.all([ensureRedis(), ensureRedis()])
    try {
      expect(a.url).not.toBe(b.url)
      await a.stop()
      const client = createClient({ url: b.url })
      await client.connect()
      try {
        expect(await client.ping()).toBe('PONG')
      } finally {
        await client.close()
      }
    } finally {
      await a.dispose()
      await b.dispose()
    }
  }, 30_000)

  it('a Redis asked for a port another server holds refuses to start rather than share it', async () => {
    const other = net.createServer()
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const port = (other.address() as net.AddressInfo).port
    try {
      await expect(ensureRedis({ port })).rejects.toThrow(`Port ${port} is taken by another server`)
    } finally {
      other.close()
    }
  }, 30_000)

  it('two Postgres servers started at once get ports of their own', async () => {
    const [a, b] = await Promise.all([ensurePostgres(), ensurePostgres()])
    try {
      expect(new URL(a.url).port).not.toBe(new URL(b.url).port)
    } finally {
      a.stop()
      b.stop()
    }
  }, 60_000)
})
