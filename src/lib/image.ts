import { getImageProps, type ImageLoaderProps, type ImageProps } from 'next/image'

/** Where the media library's files are served (Payload's REST address of the upload collection). */
const MEDIA_PREFIX = '/api/media/file/'
/** A media file's name as it appears in its URL: already URL-encoded by Payload, one path segment. */
const MEDIA_NAME = /^[A-Za-z0-9._~%-]{1,255}$/
const SHORT_URLS = process.env.NODE_ENV === 'production'

/**
 * Image addresses on the page. A media-library picture resized by Next.js is `/m/<width>/<file>`, which
 * edge/media-urls.ts turns back into `/_next/image?url=/api/media/file/<file>&w=<width>&q=75`
 * before Next.js sees it: the same optimiser, checks and cache, with a third of the characters in every
 * srcset entry (issue 13: srcset attributes were 27 KB of the home page). Anything else keeps Next's form,
 * and so does `next dev`, which runs without our edge (edge/server.ts).
 */
export function imageLoader({ src, width, quality }: ImageLoaderProps): string {
  const q = quality ?? 75
  if (SHORT_URLS && q === 75 && src.startsWith(MEDIA_PREFIX)) {
    const name = src.slice(MEDIA_PREFIX.length)
    if (MEDIA_NAME.test(name) && !/%(2f|5c)/i.test(name)) return `/m/${width}/${name}`
  }
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${q}`
}

export type ImgAttributes = ReturnType<typeof getImageProps>['props']

/**
 * The attributes of an <img> for a picture, worked out on the server: no image component in the page's
 * JavaScript, and a srcset without the widths a picture cannot have (Next never enlarges, so every width
 * past the original's gives the same file under another address).
 */
export function imgAttributes(props: Omit<ImageProps, 'loader'>): ImgAttributes {
  const { props: img } = getImageProps({ ...props, loader: imageLoader })
  const intrinsic = typeof props.width === 'number' ? props.width : null
  if (!intrinsic || !img.srcSet || !img.sizes) return img
  const entries = img.srcSet.split(', ').map((entry) => {
    const space = entry.lastIndexOf(' ')
    return { url: entry.slice(0, space), width: Number.parseInt(entry.slice(space + 1), 10) }
  })
  if (entries.some((e) => !Number.isFinite(e.width))) return img
  // Keep every width up to the original's, and the first one past it (which gives the original).
  const firstPast = entries.findIndex((e) => e.width >= intrinsic)
  const kept = firstPast === -1 ? entries : entries.slice(0, firstPast + 1)
  const largest = kept.at(-1)
  return {
    ...img,
    srcSet: kept.map((e) => `${e.url} ${e.width}w`).join(', '),
    src: largest ? largest.url : img.src,
  }
}
