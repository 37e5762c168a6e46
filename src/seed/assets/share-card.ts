/**
 * The picture a link to the site shows when it is shared (WhatsApp, Facebook, LinkedIn, X):
 * 1200 x 630, the mark, the name and the promise. Drawn here and committed as public/share-card.png
 * (src/lib/metadata.ts names it); run `npm run generate:share-card` after a brand change.
 */
import { writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'

import { logoSvg } from './logo'
import { palette } from './palette'

export const SHARE_CARD = { width: 1200, height: 630 } as const

export function shareCardSvg(): string {
  const { width, height } = SHARE_CARD
  const mark = logoSvg()
    .replace('width="64" height="64"', 'x="96" y="150" width="220" height="220"')
    .replace(/ role="img" aria-label="[^"]*"/, '')
  const font = "font-family=\"'Liberation Sans', 'DejaVu Sans', Arial, sans-serif\""
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${palette.paper}"/>` +
    `<rect y="${height - 36}" width="${width}" height="36" fill="${palette.red}"/>` +
    mark +
    `<text x="372" y="238" ${font} font-size="76" font-weight="700" fill="${palette.red}">Redwood Life</text>` +
    `<text x="372" y="316" ${font} font-size="46" font-weight="400" fill="${palette.slate}">Assurance Limited</text>` +
    `<text x="96" y="484" ${font} font-size="44" font-weight="700" fill="${palette.ink}">For every life, for every future.</text>` +
    `<text x="96" y="546" ${font} font-size="32" fill="${palette.grey700}">Life, health, family and education plans in Nigeria</text>` +
    `</svg>`
  )
}

export async function shareCardPng(): Promise<Buffer> {
  return sharp(Buffer.from(shareCardSvg())).png({ compressionLevel: 9, palette: true }).toBuffer()
}

// Run directly: write the committed file.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = new URL('../../../public/share-card.png', import.meta.url)
  await writeFile(target, await shareCardPng())
  console.log(`Wrote ${fileURLToPath(target)}`)
}
