// Short addresses for resized media-library pictures (issue 13): src/lib/image.ts writes
// /m/<width>/<file> in every srcset, and this step hands Next.js the address its image optimiser
// answers (imageOptimizerUrl of edge/next-internals.ts, quality 75): the same checks (allowed widths,
// local patterns, formats by Accept) and the same disk cache. Anything else under /m/ is a 404 page.
// Should the build not hold to the optimiser's address (assumption `image-optimizer`), the address
// redirects to the original picture instead (not resized; served with the upload policy like any upload). The widths live in src/lib/image-widths.mjs, which
// next.config.mjs (plain Node) reads too.
import type { IncomingMessage, ServerResponse } from 'node:http'

import { IMAGE_WIDTHS } from '../src/lib/image-widths.mjs'
import { imageOptimizerUrl } from './next-internals'

export { IMAGE_WIDTHS }

const SHORT = /^\/m\/(\d{1,4})\/([A-Za-z0-9._~%-]{1,255})$/
/** Where the media library's files are served (Payload's REST address of the upload collection). */
const MEDIA_FILES = '/api/media/file/'

/** `resize`: whether Next's image optimiser may be asked (its assumption holds); without it, the original. */
export function mediaUrlStep({ resize = true }: { resize?: boolean } = {}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const allowed = new Set<number>([...IMAGE_WIDTHS.deviceSizes, ...IMAGE_WIDTHS.imageSizes])
  return (req, res) => {
    const url = req.url ?? ''
    if (!url.startsWith('/m/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const match = SHORT.exec(url)
    const width = Number(match?.[1])
    const name = match?.[2] ?? ''
    // A width or name we never write, or a name that would step out of the folder: left to Next.js,
    // which has no page at /m/… and answers with the site's 404 page.
    if (!match || !allowed.has(width) || name.includes('..') || /%(?:2f|5c)/i.test(name)) return false
    if (!resize) {
      res.writeHead(307, { location: `${MEDIA_FILES}${name}`, 'cache-control': 'no-store' })
      res.end()
      return true
    }
    req.url = imageOptimizerUrl(`${MEDIA_FILES}${name}`, width, 75)
    return false
  }
}
