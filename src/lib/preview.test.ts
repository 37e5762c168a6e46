import { describe, expect, it } from 'vitest'

import { exitPreviewHref, previewHref, safeInternalPath } from './preview'

describe('safeInternalPath', () => {
  it.each([
    ['/', '/'],
    ['/blog/life-insurance/term-or-endowment', '/blog/life-insurance/term-or-endowment'],
    ['/policy/life/home?tab=plans#plans', '/policy/life/home?tab=plans#plans'],
    ['/blog/../claims', '/claims'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeInternalPath(input)).toBe(expected)
  })

  it.each([
    undefined,
    null,
    '',
    'blog/markets',
    'https://evil.example/',
    'http://localhost:3000/blog',
    '//evil.example/',
    '/\\evil.example',
    '\\\\evil.example',
    '/%0a//evil.example'.replace('%0a', '\n'),
    '/\t/evil.example',
    'javascript:alert(1)',
    ' /blog',
  ])('refuses %j', (input) => {
    expect(safeInternalPath(input)).toBeNull()
  })
})

describe('preview addresses', () => {
  it('encodes the page address into the preview route', () => {
    expect(previewHref('/blog/markets/interest-rates-explained')).toBe(
      '/preview?path=%2Fblog%2Fmarkets%2Finterest-rates-explained',
    )
  })

  it('returns to a same-site page only', () => {
    expect(exitPreviewHref('/claims')).toBe('/preview/exit?path=%2Fclaims')
    expect(exitPreviewHref('//evil.example')).toBe('/preview/exit')
    expect(exitPreviewHref(undefined)).toBe('/preview/exit')
  })
})
