/**
 * A tus Locker shared by every app server through Redis, so the PATCH requests of one upload may
 * reach different servers and still run one at a time (docs/decisions/021-online-claims.md).
 *
 * A lock is the key `<prefix>lock:<upload id>` set with NX and an expiry, holding a random token;
 * only the holder of that token renews or deletes it (checked inside Redis by a script), so a lock
 * that expired and passed to another request is never released by the old holder. A request that
 * finds the upload locked publishes on `<prefix>release:<upload id>`: the holder, on whichever
 * server, ends its request (tus's "cancel") and lets go, as the memory locker does in one process.
 */
import crypto from 'node:crypto'

import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/server'
import type { createClient } from 'redis'

export type RedisClient = ReturnType<typeof createClient>

export type RedisLockerOptions = {
  /** Before every key and channel name, so several sites can share one Redis. */
  prefix?: string
  /** How long a lock lives unless renewed: a crashed server's locks go after this. */
  ttlMs?: number
  /** How long a request waits for a lock before it gives up (tus answers 500, the client retries). */
  acquireTimeoutMs?: number
  /** Pause between attempts to take a held lock. */
  retryMs?: number
}

const RELEASE = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end"
const RENEW = "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end"

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done)
  })
}

export class RedisLocker implements Locker {
  readonly prefix: string
  readonly ttlMs: number
  readonly acquireTimeoutMs: number
  readonly retryMs: number
  private subscriber: Promise<RedisClient> | null = null

  constructor(
    readonly client: RedisClient,
    options: RedisLockerOptions = {},
  ) {
    this.prefix = options.prefix ?? 'redwood:tus:'
    this.ttlMs = options.ttlMs ?? 30_000
    this.acquireTimeoutMs = options.acquireTimeoutMs ?? 30_000
    this.retryMs = options.retryMs ?? 100
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id)
  }

  /** A second connection for release requests: a subscribed connection can send no other command. */
  listener(): Promise<RedisClient> {
    this.subscriber ??= (async () => {
      const s = this.client.duplicate()
      s.on('error', () => {})
      await s.connect()
      return s
    })()
    return this.subscriber
  }

  /** Closes the listening connection (the main client belongs to the caller). */
  async close(): Promise<void> {
    const s = this.subscriber
    this.subscriber = null
    if (s) await (await s).close().catch(() => undefined)
  }
}

class RedisLock implements Lock {
  private token: string | null = null
  private renewal: ReturnType<typeof setInterval> | null = null
  private onRelease: (() => void) | null = null

  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {}

  private get key(): string {
    return `${this.locker.prefix}lock:${this.id}`
  }

  private get channel(): string {
    return `${this.locker.prefix}release:${this.id}`
  }

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { client, ttlMs, acquireTimeoutMs, retryMs } = this.locker
    const token = crypto.randomBytes(16).toString('hex')
    const deadline = Date.now() + acquireTimeoutMs
    for (;;) {
      if (signal.aborted) throw ERRORS.ERR_LOCK_TIMEOUT
      const taken = await client.set(this.key, token, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } })
      if (taken === 'OK') break
      // Ask the holder, on whichever server, to finish its request (a stale PATCH after a dropped connection).
      await client.publish(this.channel, 'release')
      if (Date.now() >= deadline) throw ERRORS.ERR_LOCK_TIMEOUT
      await pause(retryMs, signal)
    }
    this.token = token
    this.onRelease = () => void Promise.resolve(requestRelease()).catch(() => undefined)
    try {
      await (await this.locker.listener()).subscribe(this.channel, this.onRelease)
    } catch {
      // Without the listener the lock still works; a waiting request just waits for the expiry instead.
      this.onRelease = null
    }
    // A slow upload keeps its lock; a crashed server's lock expires on its own.
    this.renewal = setInterval(() => {
      void client.eval(RENEW, { keys: [this.key], arguments: [token, String(ttlMs)] }).catch(() => undefined)
    }, Math.max(1000, Math.floor(ttlMs / 3)))
    this.renewal.unref?.()
  }

  async unlock(): Promise<void> {
    const token = this.token
    if (!token) throw new Error('Releasing an unlocked lock!')
    this.token = null
    if (this.renewal) clearInterval(this.renewal)
    this.renewal = null
    const onRelease = this.onRelease
    this.onRelease = null
    if (onRelease) await (await this.locker.listener()).unsubscribe(this.channel, onRelease).catch(() => undefined)
    await this.locker.client.eval(RELEASE, { keys: [this.key], arguments: [token] })
  }
}
