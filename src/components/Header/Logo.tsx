import { Link } from '@/components/ui/Link.client'

import { imgAttributes } from '@/lib/image'
import type { Media } from '@/payload-types'

import { splitBrand } from './nav'

/**
 * The logo: the mark from the media library and the brand name as real text (readable, translatable,
 * sharp at any size). Links to the home page.
 */
export function Logo({
  brandName,
  shortName,
  mark,
  className,
  markSize = 44,
  classes,
  eager,
  home,
}: {
  brandName: string
  shortName: string
  mark: Media | null
  className?: string
  markSize?: number
  classes: { mark?: string; text?: string; main?: string; rest?: string }
  /** Load the mark at once (the header's logo is in the first screen of every page). */
  eager?: boolean
  /** The home page's address in the page's language, and the words after the name. */
  home?: { href: string; words: string }
}) {
  const { main, rest } = splitBrand(brandName, shortName)
  return (
    <Link href={home?.href ?? '/'} className={className}>
      {mark?.url ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes, worked out on the server
        <img
          {...imgAttributes({ src: mark.url, alt: '', width: markSize, height: markSize, loading: eager ? 'eager' : 'lazy' })}
          alt=""
          className={classes.mark}
        />
      ) : null}
      <span className={classes.text}>
        <span className={classes.main}>{main}</span>
        {rest ? <span className={classes.rest}> {rest}</span> : null}
        <span className="visually-hidden">{home?.words ?? ', home page'}</span>
      </span>
    </Link>
  )
}
