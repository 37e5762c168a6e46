import { describe, expect, it } from 'vitest'

import { clientAddress } from './client-address'

describe('clientAddress', () => {
  it('takes the right-most forwarded address', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '1.1.1.1, 10.0.0.2' }))).toBe('10.0.0.2')
    expect(clientAddress(new Headers({ 'x-real-ip': '10.0.0.3' }))).toBe('10.0.0.3')
    expect(clientAddress(new Headers())).toBe('unknown')
  })
})
