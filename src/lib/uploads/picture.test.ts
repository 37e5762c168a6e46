import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { pictureReadable } from './picture'

describe('pictureReadable', () => {
  it('reads a whole photo, and refuses one cut short or a web page behind a JPEG header', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#a0522d' } }).jpeg().toBuffer()
    expect(await pictureReadable(photo, 'image/jpeg')).toBe(true)
    expect(await pictureReadable(photo.subarray(0, photo.length - 200), 'image/jpeg')).toBe(false)
    const disguised = Buffer.concat([photo.subarray(0, 20), Buffer.from('<html><body>not a picture</body></html>')])
    expect(await pictureReadable(disguised, 'image/jpeg')).toBe(false)
  })

  it('takes an iPhone photo (HEIC) as its type check found it, since it cannot be decoded here', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')])
    expect(await pictureReadable(heic, 'image/heic')).toBe(true)
  })
})
