// Short addresses for resized media-library pictures (issue 13): src/lib/image.ts writes
// /m/<width>/<file> in every srcset, and this step hands Next.js the address its image optimiser
// answers, /_next/image?url=/api/media/file/<file>&w=<width>&q=75: the same checks (allowed widths,
// local patterns, formats by Accept) and the same disk cache. Anything else under /m/ is a 404 page.
// The widths live in src/lib/image-widths.mjs, which next.config.mjs (plain Node) reads too.
import type { IncomingMessage } from 'node:http'

import { IMAGE_WIDTHS } from '../src/lib/image-widths.mjs'

export { IMAGE_WIDTHS }

const SHORT = /^\/m\/(\d{1,4})\/([A-Za-z0-9._~%-]{1,255})$/

export function mediaUrlStep(): (req: IncomingMessage) => boolean {
  const allowed = new Set<number>([...IMAGE_WIDTHS.deviceSizes, ...IMAGE_WIDTHS.imageSizes])
  return (req) => {
    const url = req.url ?? ''
    if (!url.startsWith('/m/') || (req.method !== 'GET' && req.method !== 'HEAD')) return false
    const match = SHORT.exec(url)
    const width = Number(match?.[1])
    const name = match?.[2] ?? ''
    // A width or name we never write, or a name that would step out of the folder: left to Next.js,
    // which has no page at /m/… and answers with the site's 404 page.
    if (!match || !allowed.has(width) || name.includes('..') || /%(?:2f|5c)/i.test(name)) return false
    req.url = `/_next/image?url=${encodeURIComponent(`/api/media/file/${name}`)}&w=${width}&q=75`
    return false
  }
}
