import { describe, expect, it } from 'vitest'

import { linkIsGood, signedLink } from './links'
import { LINK_MINUTES } from './rules'

const now = new Date('2026-11-26T12:00:00Z')
const target = { kind: 'statement' as const, from: '2026-01-01', to: '2026-06-30' }

function parts(href: string) {
  const url = new URL(href, 'http://x')
  return { path: url.pathname, expires: url.searchParams.get('expires') ?? '', sig: url.searchParams.get('sig') ?? '' }
}

describe('statement and receipt links', () => {
  it('work for the session, policy and document they were made for, until they run out', () => {
    const link = parts(signedLink(41, 'RL/TLP/0000142', target, now))
    expect(link.path).toBe('/my/policies/RL%2FTLP%2F0000142/statement')
    expect(linkIsGood(41, 'RL/TLP/0000142', target, link.expires, link.sig, now)).toBe(true)
    expect(linkIsGood(41, 'RL/TLP/0000142', target, link.expires, link.sig, new Date(now.getTime() + (LINK_MINUTES - 1) * 60_000))).toBe(true)
    expect(linkIsGood(41, 'RL/TLP/0000142', target, link.expires, link.sig, new Date(now.getTime() + LINK_MINUTES * 60_000))).toBe(false)
  })

  it('are refused for another session, policy, period or receipt, or with a changed expiry', () => {
    const link = parts(signedLink(41, 'RL/TLP/0000142', target, now))
    expect(linkIsGood(42, 'RL/TLP/0000142', target, link.expires, link.sig, now)).toBe(false)
    expect(linkIsGood(41, 'RL/TLP/0000143', target, link.expires, link.sig, now)).toBe(false)
    expect(linkIsGood(41, 'RL/TLP/0000142', { ...target, to: '2026-07-01' }, link.expires, link.sig, now)).toBe(false)
    expect(linkIsGood(41, 'RL/TLP/0000142', { kind: 'receipt', receipt: 'R1' }, link.expires, link.sig, now)).toBe(false)
    expect(linkIsGood(41, 'RL/TLP/0000142', target, String(Number(link.expires) + 60), link.sig, now)).toBe(false)
    expect(linkIsGood(41, 'RL/TLP/0000142', target, link.expires, `${link.sig.slice(0, -1)}0`.replace(/.$/, link.sig.endsWith('0') ? '1' : '0'), now)).toBe(false)
    expect(linkIsGood(41, 'RL/TLP/0000142', target, '', '', now)).toBe(false)
  })
})
