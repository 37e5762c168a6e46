import { imgAttributes } from '@/lib/image'
import type { Media } from '@/payload-types'

type Props = {
  media: number | Media | null | undefined
  /** CSS sizes hint, e.g. "(min-width: 1024px) 50vw, 100vw". */
  sizes: string
  priority?: boolean
  className?: string
  /** Override the CMS alt text: '' marks the image as decoration. */
  alt?: string
  fill?: boolean
}

/**
 * An image from the media library, resized by Next.js (AVIF or WebP) at the size the screen needs.
 * A plain <img> rendered on the server, so no image component ships to the browser.
 * Renders nothing when the image is missing, so a deleted upload never breaks a page.
 */
export function Img({ media, sizes, priority, className, alt, fill }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const text = alt ?? media.alt ?? ''
  const attributes = fill
    ? imgAttributes({ src: media.url, alt: text, fill: true, sizes, priority, className, style: { objectFit: 'cover' } })
    : imgAttributes({
        src: media.url,
        alt: text,
        width: media.width ?? 1200,
        height: media.height ?? 800,
        sizes,
        priority,
        className,
      })
  // The page's largest picture: fetched at once, before the browser has laid the page out. React writes
  // the preload into the page's head from the <img> itself, at the <img>'s priority.
  const urgency = priority ? ({ fetchPriority: 'high', loading: 'eager' } as const) : {}
  // eslint-disable-next-line @next/next/no-img-element -- the attributes are next/image's, worked out on the server
  return <img {...attributes} {...urgency} alt={text} />
}
