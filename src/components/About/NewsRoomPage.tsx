import { Link } from '@/components/ui/Link.client'

import { Img } from '@/components/ui/Img'
import type { PressItem } from '@/lib/content/company'
import { paths } from '@/lib/paths'
import type { NewsRoom } from '@/payload-types'

import styles from './company.module.css'
import { formatLongDate } from './format'
import { MoreAboutUs } from './MoreAboutUs'
import { PageHero } from './PageHero'
import { TextWithLinks } from './TextWithLinks'

export function NewsRoomPage({ page, releases }: { page: NewsRoom; releases: PressItem[] }) {
  const latest = releases[0]
  const latestDate = latest ? formatLongDate(latest.publishedAt) : null
  const card = page.pressCard
  return (
    <>
      <PageHero eyebrow="News and media" heading={page.heading?.text ? page.heading : { text: 'News', accent: 'room' }} lead={page.intro} />
      <section className="section section--warm" aria-labelledby="categories">
        <div className="container">
          <h2 id="categories" className="visually-hidden">
            Categories
          </h2>
          <ul className={styles.categories}>
            <li>
              <Link href={paths.pressReleases()} className={styles.category}>
                {/* The page's first picture, just under its heading: fetched at once rather than lazily. */}
                <Img media={card?.image} sizes="(min-width: 900px) 420px, 100vw" priority className={styles.categoryImage} alt="" />
                <span className={styles.categoryText}>
                  <span className={styles.categoryTitle}>{card?.title || 'Press releases'}</span>
                  {card?.text ? <span className={styles.categoryBody}>{card.text}</span> : null}
                  <span className={styles.categoryMeta}>
                    {releases.length} {releases.length === 1 ? 'release' : 'releases'}
                    {latestDate ? `, latest ${latestDate}` : ''}
                  </span>
                </span>
                <span className={styles.categoryArrow} aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          </ul>
          {page.mediaContact ? (
            <div className={styles.mediaContact}>
              <h2 className={styles.smallHeading}>Media enquiries</h2>
              <p>
                <TextWithLinks text={page.mediaContact} />
              </p>
            </div>
          ) : null}
        </div>
      </section>
      <MoreAboutUs current={paths.news()} />
    </>
  )
}
