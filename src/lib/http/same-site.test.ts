import { describe, expect, it } from 'vitest'

import { isSameSitePost } from './same-site'

const headers = (h: Record<string, string>) => new Headers(h)

describe('isSameSitePost', () => {
  it('takes a post without an Origin, or from this host (directly or through a proxy)', () => {
    expect(isSameSitePost(headers({ host: 'www.redwoodlife.example' }))).toBe(true)
    expect(isSameSitePost(headers({ host: 'www.redwoodlife.example', origin: 'https://www.redwoodlife.example' }))).toBe(true)
    expect(isSameSitePost(headers({ host: '10.0.0.5:3000', 'x-forwarded-host': 'www.redwoodlife.example', origin: 'https://www.redwoodlife.example' }))).toBe(true)
  })

  it('refuses another site, a look-alike host, an opaque or malformed Origin', () => {
    for (const origin of ['https://evil.example', 'https://www.redwoodlife.example.evil.example', 'null', 'not a url', 'file:///etc/passwd']) {
      expect(isSameSitePost(headers({ host: 'www.redwoodlife.example', origin })), origin).toBe(false)
    }
  })
})
