import { describe, expect, it } from 'vitest'

import { clientAddress, createRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows `limit` hits per window per key, then says when to retry', () => {
    let t = 0
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => t })
    expect(limiter.hit('a')).toEqual({ ok: true, remaining: 2 })
    t = 10_000
    limiter.hit('a')
    limiter.hit('a')
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 50 })
    expect(limiter.hit('b').ok).toBe(true)
    t = 60_000 // the first hit has left the window
    expect(limiter.hit('a')).toEqual({ ok: true, remaining: 0 })
    expect(limiter.hit('a')).toEqual({ ok: false, retryAfterSeconds: 10 })
  })

  it('forgets idle keys when it holds too many', () => {
    let t = 0
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, now: () => t, maxKeys: 2 })
    limiter.hit('a')
    limiter.hit('b')
    t = 5000
    expect(limiter.hit('c').ok).toBe(true)
    expect(limiter.hit('a').ok).toBe(true)
  })
})

describe('clientAddress', () => {
  it('takes the right-most forwarded address', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1, 10.0.0.2' }))).toBe('10.0.0.2')
    expect(clientAddress(new Headers({ 'x-real-ip': '10.0.0.3' }))).toBe('10.0.0.3')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
