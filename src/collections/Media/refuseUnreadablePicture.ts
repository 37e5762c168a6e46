import fs from 'node:fs/promises'
import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { pictureReadable } from '@/lib/uploads/picture'

/** Pictures the image library decodes; an SVG is text and is served sandboxed instead (file-headers). */
const RASTER = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/avif'])

/**
 * An image whose picture cannot be read (a web page behind a JPEG header, a cut-short transfer) is
 * refused with a sentence staff can act on, before Payload tries to measure it (which happens before
 * the validate hooks, so this runs before the operation).
 */
export const refuseUnreadablePicture: CollectionBeforeOperationHook = async ({ args, req }) => {
  const file = req.file
  if (!file || !RASTER.has(file.mimetype)) return args
  const bytes = file.tempFilePath ? await fs.readFile(file.tempFilePath) : file.data
  if (!(await pictureReadable(bytes, file.mimetype))) {
    throw new APIError('This picture could not be read: it may be damaged, cut short or not really an image. Export it again as JPEG or PNG and upload that.', 400, undefined, true)
  }
  return args
}
