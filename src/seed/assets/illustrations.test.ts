import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { altFor, illustration, illustrationKinds, illustrationSvg } from './illustrations'

function isWebp(buf: Buffer): boolean {
  return buf.subarray(0, 4).toString('ascii') === 'RIFF' && buf.subarray(8, 12).toString('ascii') === 'WEBP'
}

describe('illustration', () => {
  it('covers the kinds the site relies on', () => {
    for (const kind of ['family', 'home', 'shield', 'growth', 'health', 'education', 'people', 'portrait', 'award', 'handshake', 'adviser', 'document', 'city', 'calendar', 'clock', 'phone']) {
      expect(illustrationKinds).toContain(kind)
    }
  })

  it.each(illustrationKinds.map((k) => [k]))('renders %s as a WebP card of the requested size within budget', async (kind) => {
    const buf = await illustration({ kind, seed: 'test', width: 800, height: 600 })
    expect(isWebp(buf)).toBe(true)
    const meta = await sharp(buf).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(800)
    expect(meta.height).toBe(600)
    expect(buf.length).toBeLessThan(30 * 1024)
  })

  it.each(illustrationKinds.map((k) => [k]))('keeps a 1600x900 %s hero under 60 KB', async (kind) => {
    const buf = await illustration({ kind, seed: 'hero-seed', width: 1600, height: 900 })
    expect(isWebp(buf)).toBe(true)
    const meta = await sharp(buf).metadata()
    expect([meta.width, meta.height]).toEqual([1600, 900])
    expect(buf.length).toBeLessThan(60 * 1024)
  })

  it('is deterministic: same seed, same bytes', async () => {
    const a = await illustration({ kind: 'family', seed: 'home-page', width: 640, height: 480 })
    const b = await illustration({ kind: 'family', seed: 'home-page', width: 640, height: 480 })
    expect(a.equals(b)).toBe(true)
    expect(illustrationSvg({ kind: 'portrait', seed: 'ceo', width: 400, height: 400 })).toBe(
      illustrationSvg({ kind: 'portrait', seed: 'ceo', width: 400, height: 400 }),
    )
  })

  it('varies with the seed', async () => {
    for (const kind of ['portrait', 'people', 'city', 'shield'] as const) {
      const a = await illustration({ kind, seed: 'one', width: 400, height: 300 })
      const b = await illustration({ kind, seed: 'two', width: 400, height: 300 })
      expect(a.equals(b), kind).toBe(false)
    }
  })

  it('renders PNG when asked', async () => {
    const buf = await illustration({ kind: 'award', seed: 'x', width: 300, height: 200, format: 'png' })
    expect(buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true)
    const meta = await sharp(buf).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 300, 200])
  })

  it('handles portrait and very wide canvases and alignment', async () => {
    for (const [w, h] of [[600, 900], [1600, 400], [320, 320]] as const) {
      const buf = await illustration({ kind: 'home', seed: 's', width: w, height: h, align: 'right' })
      const meta = await sharp(buf).metadata()
      expect([meta.width, meta.height]).toEqual([w, h])
    }
  })

  it('never puts text in the SVG', () => {
    for (const kind of illustrationKinds) {
      const svg = illustrationSvg({ kind, seed: 'no-text', width: 800, height: 600 })
      expect(svg).not.toMatch(/<text|<tspan|font-family|<image|href=/)
    }
  })

  it('rejects silly sizes', async () => {
    await expect(illustration({ kind: 'home', seed: 'x', width: 0, height: 100 })).rejects.toThrow(RangeError)
    await expect(illustration({ kind: 'home', seed: 'x', width: 100.5, height: 100 })).rejects.toThrow(RangeError)
  })
})

describe('altFor', () => {
  it('gives short meaningful alt text', () => {
    for (const kind of illustrationKinds) {
      const alt = altFor(kind)
      expect(alt.length).toBeGreaterThan(10)
      expect(alt.length).toBeLessThan(120)
    }
    expect(altFor('family')).toMatch(/family/i)
    expect(altFor('portrait', 'Adaeze Okafor, Managing Director')).toBe('Illustrated portrait of Adaeze Okafor, Managing Director')
    expect(altFor('shield', 'Term Life')).toContain('Term Life')
  })
})
