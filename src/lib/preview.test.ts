import type { Payload, PayloadRequest, SanitizedGlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { exitPreviewHref, livePreview, previewAt, previewHref } from './preview'

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

describe('live preview', () => {
  const home = { slug: 'home', admin: { preview: previewAt('/') }, fields: [] }
  const config = livePreview({ collections: [], globals: [home] })
  const url = (roles: string[] | null, locale?: string) => {
    const req = { user: roles ? { id: 1, roles } : null, locale } as unknown as PayloadRequest
    if (typeof config.url !== 'function') throw new Error('live preview has no address function')
    return config.url({ data: {}, globalConfig: home as unknown as SanitizedGlobalConfig, locale: { code: '', label: '' }, req, payload: {} as Payload })
  }

  it('shows the page at a phone’s and a desktop’s width', () => {
    expect(config.breakpoints?.map(({ label, width, height }) => `${label} ${width}×${height}`)).toEqual(['Phone 375×667', 'Desktop 1280×800'])
    expect(config.globals).toEqual(['home'])
  })

  it('opens the Preview address, for editors and publishers only', async () => {
    expect(await url(['editor'])).toBe('/preview?path=%2F')
    expect(await url(['publisher'])).toBe('/preview?path=%2F')
    expect(await url(['claims_officer'])).toBeNull()
    expect(await url(null)).toBeNull()
  })

  it('previews the page in the language being edited, where it has an address in it', async () => {
    expect(await url(['editor'], 'pcm')).toBe('/preview?path=%2Fpcm')
    expect(await url(['editor'], 'en')).toBe('/preview?path=%2F')
    const about = { slug: 'about', admin: { preview: previewAt('/about') }, fields: [] }
    const aboutUrl = livePreview({ collections: [], globals: [about] }).url
    if (typeof aboutUrl !== 'function') throw new Error('live preview has no address function')
    const req = { user: { id: 1, roles: ['editor'] }, locale: 'pcm' } as unknown as PayloadRequest
    expect(await aboutUrl({ data: {}, globalConfig: about as unknown as SanitizedGlobalConfig, locale: { code: 'pcm', label: '' }, req, payload: {} as Payload })).toBe('/preview?path=%2Fabout')
  })

  it('refuses a document without a Preview address', () => {
    expect(() => livePreview({ collections: [], globals: [{ slug: 'settings', fields: [] }] })).toThrow(/settings needs its admin.preview/)
  })
})
