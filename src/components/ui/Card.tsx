import { Link } from '@/components/ui/Link.client'
import type { ReactNode } from 'react'

import type { Media } from '@/payload-types'

import { Img } from './Img'
import styles from './ui.module.css'

/** A card with an optional image; with `href` the whole card is one link named by its title. */
export function Card({
  title,
  image,
  href,
  children,
  headingLevel: H = 'h3',
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: {
  title: string
  image?: number | Media | null
  href?: string
  children?: ReactNode
  headingLevel?: 'h2' | 'h3'
  sizes?: string
}) {
  const inner = (
    <>
      {image ? <Img media={image} sizes={sizes} className={styles.cardImage} alt="" /> : null}
      <div className={styles.cardBody}>
        <H>{title}</H>
        {children}
      </div>
    </>
  )
  return (
    <article className={styles.card}>
      {href ? (
        <Link href={href} className={styles.cardLink}>
          {inner}
        </Link>
      ) : (
        inner
      )}
    </article>
  )
}

export { styles as uiStyles }
