/**
 * Writes the favicon (public/favicon.ico, PNG-in-ICO at 32 and 48 px) and public/icon.svg from the
 * logo mark. Run: node --import tsx scripts/make-icons.ts
 */
import fs from 'node:fs'

import { logoPng, logoSvg } from '../src/seed/assets/logo'

const sizes = [32, 48]
const images = await Promise.all(sizes.map((s) => logoPng(s)))
const header = Buffer.alloc(6 + 16 * sizes.length)
header.writeUInt16LE(0, 0)
header.writeUInt16LE(1, 2) // icon
header.writeUInt16LE(sizes.length, 4)
let offset = header.length
sizes.forEach((size, i) => {
  const entry = 6 + 16 * i
  const png = images[i]!
  header.writeUInt8(size, entry)
  header.writeUInt8(size, entry + 1)
  header.writeUInt16LE(1, entry + 4) // colour planes
  header.writeUInt16LE(32, entry + 6) // bits per pixel
  header.writeUInt32LE(png.length, entry + 8)
  header.writeUInt32LE(offset, entry + 12)
  offset += png.length
})
fs.writeFileSync('public/favicon.ico', Buffer.concat([header, ...images]))
fs.writeFileSync('public/icon.svg', logoSvg())
console.log('Wrote public/favicon.ico and public/icon.svg')
