import sharp from 'sharp'

/** Pictures larger than this many pixels are not decoded (a phone photo is about 12 million). */
const MAX_PIXELS = 80_000_000

/**
 * Whether a photo's picture can be read to its end: its size is in its header and its data decodes
 * without error. A file that starts like a JPEG but holds something else (a web page, a cut-short
 * transfer) fails here, before anything is stored, whatever error class the image library's build
 * throws. HEIC (an iPhone's photo) is taken as its type check found it: the image library as installed
 * can neither decode nor measure it, and staff open it in their own viewer.
 */
export async function pictureReadable(bytes: Uint8Array, mime: string): Promise<boolean> {
  if (mime === 'image/heic') return true
  try {
    const image = sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PIXELS })
    const meta = await image.metadata()
    if (!meta.width || !meta.height) return false
    // Decoding to a small copy reads every byte of the picture; JPEG's shrink-on-load keeps it cheap.
    await image.resize(64, 64, { fit: 'inside' }).raw().toBuffer()
    return true
  } catch {
    return false
  }
}
