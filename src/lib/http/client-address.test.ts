import { afterEach, describe, expect, it } from 'vitest'

import { clientAddress, clientKey } from './client-address'
import { CLIENT_ADDRESS_HEADER, FRONT_MARK } from './ip'

const globals = globalThis as Record<symbol, unknown>

describe('clientAddress', () => {
  afterEach(() => {
    delete globals[FRONT_MARK]
  })

  it('believes only the front’s header, never X-Forwarded-For or X-Real-IP', () => {
    globals[FRONT_MARK] = true
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7' }))).toBe('198.51.100.7')
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1', 'x-real-ip': '10.0.0.3' }))).toBe('unknown')
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: 'not an address' }))).toBe('unknown')
  })

  it('counts everyone as one client when edge/server.ts is not in front', () => {
    expect(clientAddress(new Headers({ [CLIENT_ADDRESS_HEADER]: '198.51.100.7' }))).toBe('unknown')
  })

  it('keys IPv6 clients by their /64', () => {
    globals[FRONT_MARK] = true
    expect(clientKey(new Headers({ [CLIENT_ADDRESS_HEADER]: '2001:db8:0:1::5' }))).toBe('2001:db8:0:1::/64')
  })
})
