/**
 * A file's type read from its first bytes, never from its name or the browser's say-so: a claimant's
 * photo or scan is JPEG, PNG, WebP, HEIC (iPhone photos) or PDF, and anything else is refused.
 */
export type ClaimFileType = { mime: 'image/jpeg' | 'image/png' | 'image/webp' | 'image/heic' | 'application/pdf'; ext: string }

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'])

export function sniffClaimFile(bytes: Uint8Array): ClaimFileType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { mime: 'image/jpeg', ext: 'jpg' }
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) {
    return { mime: 'image/png', ext: 'png' }
  }
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return { mime: 'image/webp', ext: 'webp' }
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    // An ISO media file: HEIC by its major brand, or a generic image brand (mif1/msf1) listing a HEIC brand.
    const major = ascii(bytes, 8, 12)
    const boxSize = Math.min(((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0, bytes.length, 64)
    const compatible: string[] = []
    for (let i = 16; i + 4 <= boxSize; i += 4) compatible.push(ascii(bytes, i, i + 4))
    if (HEIC_BRANDS.has(major) || ((major === 'mif1' || major === 'msf1') && compatible.some((b) => HEIC_BRANDS.has(b)))) {
      return { mime: 'image/heic', ext: 'heic' }
    }
    return null
  }
  if (bytes.length >= 5 && ascii(bytes, 0, 5) === '%PDF-') return { mime: 'application/pdf', ext: 'pdf' }
  return null
}
