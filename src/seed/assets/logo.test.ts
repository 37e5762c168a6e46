import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { logoPng, logoSvg } from './logo'

describe('logo', () => {
  it('is an SVG without text', () => {
    const svg = logoSvg()
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).not.toMatch(/<text|font-family/)
    expect(svg).toContain('#B3122E')
  })

  it('renders a square PNG of the requested size', async () => {
    const buf = await logoPng(128)
    const meta = await sharp(buf).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 128, 128])
    const { data } = await sharp(buf).raw().toBuffer({ resolveWithObject: true })
    const px = (x: number, y: number): number[] => Array.from(data.subarray((y * 128 + x) * 4, (y * 128 + x) * 4 + 4))
    expect(px(0, 0)[3]).toBe(0) // rounded corner is transparent
    expect(px(10, 64)).toEqual([0xb3, 0x12, 0x2e, 255]) // brand red square
    expect(px(60, 70)).toEqual([0xfa, 0xf6, 0xf1, 255]) // light facet of the tree
    expect(px(68, 70)).toEqual([0xf6, 0xdd, 0xe0, 255]) // shaded facet
  })
})
