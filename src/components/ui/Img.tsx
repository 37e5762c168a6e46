import Image from 'next/image'

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
 * An image from the media library, served by next/image as WebP at the size the screen needs.
 * Renders nothing when the image is missing, so a deleted upload never breaks a page.
 */
export function Img({ media, sizes, priority, className, alt, fill }: Props) {
  if (!media || typeof media !== 'object' || !media.url) return null
  const text = alt ?? media.alt ?? ''
  if (fill) {
    return <Image src={media.url} alt={text} fill sizes={sizes} priority={priority} className={className} style={{ objectFit: 'cover' }} />
  }
  return (
    <Image
      src={media.url}
      alt={text}
      width={media.width ?? 1200}
      height={media.height ?? 800}
      sizes={sizes}
      priority={priority}
      className={className}
    />
  )
}
