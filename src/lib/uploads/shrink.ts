/**
 * Large photos are shrunk in the browser before they are sent: a 12-megapixel phone photo of a
 * certificate is still readable at 2,000 pixels on its longer side, at a fraction of the data.
 */
export const SHRINK_LONG_SIDE = 2000
/** Photos smaller than this are sent as they are. */
export const SHRINK_ABOVE_BYTES = 1024 * 1024

/** The size to draw at: the longer side at most `max`, proportions kept, never enlarged. */
export function fitWithin(width: number, height: number, max = SHRINK_LONG_SIDE): { width: number; height: number } {
  const long = Math.max(width, height)
  if (long <= max || long === 0) return { width, height }
  const scale = max / long
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

/** A JPEG copy of a large photo, or the file itself (small, a PDF, or a photo this browser cannot open). */
export async function shrinkPhoto(file: File): Promise<File> {
  if (!/^image\/(jpeg|png|webp|heic|heif)$/.test(file.type) || file.size <= SHRINK_ABOVE_BYTES) return file
  try {
    const bitmap = await createImageBitmap(file)
    const size = fitWithin(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = size.width
    canvas.height = size.height
    const context = canvas.getContext('2d')
    if (!context) return file
    context.drawImage(bitmap, 0, 0, size.width, size.height)
    bitmap.close()
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85))
    if (!blob || blob.size >= file.size) return file
    return new File([blob], file.name.replace(/\.[^.]*$/, '') + '.jpg', { type: 'image/jpeg' })
  } catch {
    return file
  }
}
