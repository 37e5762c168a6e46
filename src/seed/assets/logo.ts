/**
 * The Redwood Life mark: a faceted, stylised redwood tree in a rounded square.
 * No text — the wordmark is set in HTML next to it.
 */
import sharp from 'sharp'
import { LOGO_TIERS, palette } from './palette'

export { LOGO_TIERS }

export interface LogoOptions {
  /** Background of the rounded square (default brand red). */
  background?: string
  /** Light facet colour of the tree (default warm off-white). */
  light?: string
  /** Shaded facet colour of the tree (default pale red). */
  shade?: string
}

/** SVG markup of the mark on a 64 x 64 view box. */
export function logoSvg(opts: LogoOptions = {}): string {
  const bg = opts.background ?? palette.red
  const light = opts.light ?? palette.paper
  const dark = opts.shade ?? palette.redPale
  // three tiers, each a triangle split down the middle into a light and a shaded facet
  let tree = ''
  for (const [top, base, half] of LOGO_TIERS) {
    tree += `<path d="M32 ${top}L${32 - half} ${base}H32Z" fill="${light}"/>`
    tree += `<path d="M32 ${top}L${32 + half} ${base}H32Z" fill="${dark}"/>`
  }
  tree += `<rect x="30" y="46" width="4" height="9" rx="1" fill="${light}"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="Redwood Life Assurance">` +
    `<rect width="64" height="64" rx="14" fill="${bg}"/>${tree}</svg>`
  )
}

/** The mark rendered as a square PNG of the given size (pixels). */
export async function logoPng(size = 512, opts: LogoOptions = {}): Promise<Buffer> {
  if (!Number.isInteger(size) || size < 16 || size > 4096) throw new RangeError(`logo size must be an integer 16..4096, got ${size}`)
  const svg = logoSvg(opts).replace('width="64" height="64"', `width="${size}" height="${size}"`)
  return sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toBuffer()
}
