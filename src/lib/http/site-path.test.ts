import { describe, expect, it } from 'vitest'

import { REDIRECT_CASES } from '../../../tests/shared/redirect-cases'

import { safeInternalPath } from './site-path'

describe('safeInternalPath', () => {
  it.each(REDIRECT_CASES)('%j → %j', (input, expected) => {
    expect(safeInternalPath(input)).toBe(expected)
  })

  it('refuses what is not a string', () => {
    for (const value of [undefined, null, 42, ['/claims'], { toString: () => '/claims' }]) {
      expect(safeInternalPath(value)).toBeNull()
    }
  })

  it('gives only paths a browser reads as this site, parsed again', () => {
    for (const [input] of REDIRECT_CASES) {
      const path = safeInternalPath(input)
      if (path === null) continue
      const resolved = new URL(path, 'https://redwoodlife.example/some/page')
      expect(resolved.origin, input).toBe('https://redwoodlife.example')
    }
  })
})
