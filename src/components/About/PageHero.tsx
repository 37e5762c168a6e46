import type { ReactNode } from 'react'

import { Heading } from '@/components/ui/Heading'
import { Img } from '@/components/ui/Img'
import type { HeadingPair, Media } from '@/payload-types'

import styles from './company.module.css'

/** The top of every company page: an eyebrow, the two-part h1, a lead paragraph and an optional image. */
export function PageHero({
  eyebrow,
  heading,
  lead,
  image,
  children,
}: {
  eyebrow: string
  heading: HeadingPair | { text?: string | null; accent?: string | null } | null | undefined
  lead?: string | null
  image?: Media | number | null
  children?: ReactNode
}) {
  const hasImage = Boolean(image && typeof image === 'object' && image.url)
  return (
    <section className={`${styles.hero} ${hasImage ? styles.heroWithImage : ''}`} aria-labelledby="page-title">
      <div className={`container ${styles.heroInner}`}>
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <Heading as="h1" value={heading} id="page-title" />
          {lead ? <p className="lead">{lead}</p> : null}
          {children}
        </div>
        {hasImage ? (
          <div className={styles.heroMedia}>
            <Img media={image} sizes="(min-width: 900px) 560px, 100vw" priority className={styles.heroImage} alt="" />
          </div>
        ) : null}
      </div>
    </section>
  )
}
