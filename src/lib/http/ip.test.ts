import { describe, expect, it } from 'vitest'

import { formatIp, parseIp, parseTrustedProxies, rateLimitKey, resolveClientAddress } from './ip'

const fmt = (text: string) => {
  const ip = parseIp(text)
  return ip ? formatIp(ip) : null
}

describe('parseIp and formatIp', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
    ['::FFFF:7f00:1', '127.0.0.1'],
    ['::1', '::1'],
    ['[::1]', '::1'],
    ['2001:DB8:0:0:0:0:0:1', '2001:db8::1'],
    ['2001:db8:0:0:1:0:0:1', '2001:db8::1:0:0:1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['1:2:3:4:5:6:7:8', '1:2:3:4:5:6:7:8'],
    ['::', '::'],
    ['64:ff9b::192.0.2.33', '64:ff9b::c000:221'],
    ['256.0.0.1', null],
    ['010.0.0.1', null],
    ['1.2.3', null],
    ['1::2::3', null],
    ['1:2:3:4:5:6:7:8:9', null],
    ['12345::', null],
    ['evil.example', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(fmt(input)).toBe(expected)
  })
})

describe('parseTrustedProxies', () => {
  it('reads addresses and ranges separated by commas or spaces', () => {
    expect(parseTrustedProxies('10.0.0.0/8, 127.0.0.1 ::1,2001:db8::/32')).toHaveLength(4)
    expect(parseTrustedProxies('')).toEqual([])
    expect(parseTrustedProxies(undefined)).toEqual([])
  })
  it.each(['10.0.0.0/33', '10.0.0/8', 'fd00::/129', '10.0.0.0/8/1', 'localhost', '10.0.0.0/-1', '::1/'])(
    'refuses %s with a one-line message',
    (bad) => {
      expect(() => parseTrustedProxies(`127.0.0.1,${bad}`)).toThrow(/^TRUSTED_PROXIES: ".*" is not an IP address or CIDR range[^\n]*$/)
    },
  )
})

describe('resolveClientAddress', () => {
  const none = parseTrustedProxies('')
  const lb = parseTrustedProxies('10.0.0.0/8, fd00::/8')

  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(resolveClientAddress('203.0.113.5', '1.2.3.4', none)).toBe('203.0.113.5')
    expect(resolveClientAddress('::ffff:127.0.0.1', '1.2.3.4, 5.6.7.8', none)).toBe('127.0.0.1')
  })
  it('is the socket peer when the peer is not one of the trusted proxies', () => {
    expect(resolveClientAddress('203.0.113.5', '1.2.3.4', lb)).toBe('203.0.113.5')
  })
  it.each<[string, string | string[] | undefined, string]>([
    // The load balancer appended the address it saw; what the visitor wrote is to its left.
    ['10.0.0.2', '1.2.3.4, 198.51.100.7', '198.51.100.7'],
    // Two trusted hops.
    ['10.0.0.2', '1.2.3.4, 198.51.100.7, 10.9.9.9', '198.51.100.7'],
    ['fd00::2', '2001:db8::99, fd00::1', '2001:db8::99'],
    // Duplicate headers, as node sees them before joining.
    ['10.0.0.2', ['1.2.3.4', '198.51.100.7'], '198.51.100.7'],
    // No header: the proxy itself.
    ['10.0.0.2', undefined, '10.0.0.2'],
    // Everything trusted: the left-most hop.
    ['10.0.0.2', '10.1.1.1, 10.2.2.2', '10.1.1.1'],
    // Garbage ends the walk at the last trusted hop.
    ['10.0.0.2', '198.51.100.7, not-an-ip', '10.0.0.2'],
    ['10.0.0.2', '198.51.100.7, not-an-ip, 10.3.3.3', '10.3.3.3'],
    // An IPv4 hop with a port.
    ['10.0.0.2', '198.51.100.7:4711', '198.51.100.7'],
  ])('peer %s, X-Forwarded-For %o → %s', (peer, header, expected) => {
    expect(resolveClientAddress(peer, header, lb)).toBe(expected)
  })
  it('is "unknown" when the socket has no address', () => {
    expect(resolveClientAddress(undefined, '1.2.3.4', lb)).toBe('unknown')
  })
})

describe('rateLimitKey', () => {
  it('keys IPv4 by address and IPv6 by its /64 network', () => {
    expect(rateLimitKey('198.51.100.7')).toBe('198.51.100.7')
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('2001:db8:1:2:bbbb::7')).toBe('2001:db8:1:2::/64')
    expect(rateLimitKey('unknown')).toBe('unknown')
  })
})
