import { describe, expect, it } from 'vitest'

import { sniffClaimFile } from './sniff'

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))
const box = (major: string, ...compatible: string[]) => {
  const size = 16 + compatible.length * 4
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible)
}

describe('file type by content', () => {
  it('recognises the five kinds a claimant sends', () => {
    expect(sniffClaimFile(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))?.mime).toBe('image/jpeg')
    expect(sniffClaimFile(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))?.mime).toBe('image/png')
    expect(sniffClaimFile(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mime).toBe('image/webp')
    expect(sniffClaimFile(box('heic', 'mif1', 'heic'))?.mime).toBe('image/heic')
    expect(sniffClaimFile(box('mif1', 'mif1', 'heic'))?.mime).toBe('image/heic')
    expect(sniffClaimFile(bytes('%PDF-1.7\n'))?.mime).toBe('application/pdf')
  })

  it('refuses anything else, whatever it is called', () => {
    expect(sniffClaimFile(bytes('<html><script>'))).toBeNull()
    expect(sniffClaimFile(bytes('MZ', [0x90, 0]))).toBeNull()
    expect(sniffClaimFile(bytes('GIF89a'))).toBeNull()
    expect(sniffClaimFile(box('avif', 'mif1', 'avif'))).toBeNull()
    expect(sniffClaimFile(box('mif1', 'mif1', 'avif'))).toBeNull()
    expect(sniffClaimFile(bytes(' %PDF-1.7'))).toBeNull()
    expect(sniffClaimFile(new Uint8Array())).toBeNull()
  })
})
