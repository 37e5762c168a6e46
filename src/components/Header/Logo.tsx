import Image from 'next/image'
import { Link } from '@/components/ui/Link.client'

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
}: {
  brandName: string
  shortName: string
  mark: Media | null
  className?: string
  markSize?: number
  classes: { mark?: string; text?: string; main?: string; rest?: string }
  /** Load the mark at once (the header's logo is in the first screen of every page). */
  eager?: boolean
}) {
  const { main, rest } = splitBrand(brandName, shortName)
  return (
    <Link href="/" className={className}>
      {mark?.url ? (
        <Image
          src={mark.url}
          alt=""
          width={markSize}
          height={markSize}
          className={classes.mark}
          loading={eager ? 'eager' : 'lazy'}
        />
      ) : null}
      <span className={classes.text}>
        <span className={classes.main}>{main}</span>
        {rest ? <span className={classes.rest}> {rest}</span> : null}
        <span className="visually-hidden">, home page</span>
      </span>
    </Link>
  )
}
