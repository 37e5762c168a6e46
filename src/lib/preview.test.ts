import { describe, expect, it } from 'vitest'

import { exitPreviewHref, previewHref } from './preview'

describe('preview addresses', () => {
  it('encodes the page address into the preview route', () => {
    expect(previewHref('/blog/markets/interest-rates-explained')).toBe(
      '/preview?path=%2Fblog%2Fmarkets%2Finterest-rates-explained',
    )
  })

  it('returns to a same-site page only', () => {
    expect(exitPreviewHref('/claims')).toBe('/preview/exit?path=%2Fclaims')
    expect(exitPreviewHref('//evil.example')).toBe('/preview/exit')
    expect(exitPreviewHref('/.//evil.example')).toBe('/preview/exit')
    expect(exitPreviewHref(undefined)).toBe('/preview/exit')
  })
})
