/**
 * How many staff sign-in attempts (and password-reset requests) one network may make. Payload locks an
 * account after MAX_LOGIN_ATTEMPTS wrong passwords; without a limit per client address, anyone could lock
 * every staff member out by typing wrong passwords at their email addresses, or guess at many accounts
 * in turn. Counted per client address (src/lib/http/client-address.ts), in this server's memory, and
 * in Redis when REDIS_URL is set so every server shares the count.
 */
import { createClient } from 'redis'

import { env } from '@/lib/env'
import { log } from '@/lib/log'

export type AttemptKind = 'sign-in' | 'password-reset'
export type Verdict = { ok: true } | { ok: false; retryAfterSeconds: number }

type Window = { count: number; resetAt: number }
const MAX_KEYS = 20_000

const KEY = Symbol.for('redwood.sign-in-limit')
type State = { windows: Map<string, Window>; redis: ReturnType<typeof createClient> | null; redisFailed: boolean }
function state(): State {
  const g = globalThis as typeof globalThis & { [KEY]?: State }
  g[KEY] ??= { windows: new Map(), redis: null, redisFailed: false }
  return g[KEY]
}

function redis(): ReturnType<typeof createClient> | null {
  const s = state()
  const url = process.env.REDIS_URL
  if (!url || s.redisFailed) return null
  if (!s.redis) {
    s.redis = createClient({ url, disableOfflineQueue: true, socket: { connectTimeout: 1000, reconnectStrategy: (n) => Math.min(200 * 2 ** n, 5000) } })
    s.redis.on('error', () => {})
    s.redis.connect().catch(() => {
      s.redisFailed = true
      log.warn('Sign-in limit: Redis unreachable, counting in this server only')
    })
  }
  return s.redis.isReady ? s.redis : null
}

const limitOf = (kind: AttemptKind) => (kind === 'sign-in' ? env.signInLimit.attempts : env.signInLimit.resets)

function localWindow(key: string, now: number): Window {
  const { windows } = state()
  let window = windows.get(key)
  if (!window || window.resetAt <= now) {
    window = { count: 0, resetAt: now + env.signInLimit.windowMs }
    windows.delete(key)
    windows.set(key, window)
    if (windows.size > MAX_KEYS) windows.delete(windows.keys().next().value as string)
  }
  return window
}

/** Whether `client` may make another attempt of this kind now. */
export async function checkAttempt(kind: AttemptKind, client: string, now = Date.now()): Promise<Verdict> {
  const key = `${kind}:${client}`
  let count = localWindow(key, now).count
  let resetAt = localWindow(key, now).resetAt
  const shared = redis()
  if (shared) {
    try {
      const [value, ttl] = await Promise.all([shared.get(`${redisPrefix()}${key}`), shared.pTTL(`${redisPrefix()}${key}`)])
      if (value !== null && Number(value) > count) {
        count = Number(value)
        resetAt = now + Math.max(0, Number(ttl))
      }
    } catch {
      // Counted locally only while Redis does not answer.
    }
  }
  if (count < limitOf(kind)) return { ok: true }
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - now) / 1000)) }
}

/** Counts one attempt (a failed sign-in, or any reset request) against `client`. */
export async function recordAttempt(kind: AttemptKind, client: string, now = Date.now()): Promise<void> {
  const key = `${kind}:${client}`
  localWindow(key, now).count++
  const shared = redis()
  if (!shared) return
  try {
    const name = `${redisPrefix()}${key}`
    const count = await shared.incr(name)
    if (count === 1) await shared.pExpire(name, env.signInLimit.windowMs)
  } catch {
    // Counted locally only while Redis does not answer.
  }
}

const redisPrefix = () => `${process.env.REDIS_KEY_PREFIX || 'redwood:'}attempts:`

/** The plain answer to a client over the limit. */
export function tooManyAttempts(kind: AttemptKind, retryAfterSeconds: number): Response {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const wait = minutes <= 1 ? 'a minute' : `${minutes} minutes`
  const message =
    kind === 'sign-in'
      ? `Too many sign-in attempts from your network. Please wait ${wait} and try again.`
      : `Too many password reset requests from your network. Please wait ${wait} and try again.`
  return Response.json(
    { errors: [{ message }] },
    { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': String(retryAfterSeconds)} },
  )
}

/** Forgets every count (tests). */
export function resetAttemptCounts(): void {
  state().windows.clear()
}
