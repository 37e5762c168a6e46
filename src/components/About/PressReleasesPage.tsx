import { Img } from '@/components/ui/Img'
import type { PressItem } from '@/lib/content/company'
import { evenGridFirstRow } from '@/lib/layout/even-grid'
import { paths } from '@/lib/paths'
import type { NewsRoom } from '@/payload-types'

import styles from './company.module.css'
import { formatFileSize, formatLongDate, isoDay } from './format'
import { ExternalIcon } from '@/components/ui/icons'
import { MoreAboutUs } from './MoreAboutUs'
import { PageHero } from './PageHero'

export function PressReleasesPage({ page, releases }: { page: NewsRoom['pressPage']; releases: PressItem[] }) {
  const firstRow = evenGridFirstRow(releases.length)
  return (
    <>
      <PageHero
        eyebrow="News room"
        heading={page?.heading?.text ? page.heading : { text: 'Press', accent: 'Releases' }}
        lead={page?.intro}
      />
      <section className="section section--warm" aria-labelledby="releases">
        <div className="container">
          <h2 id="releases" className="visually-hidden">
            All press releases
          </h2>
          {releases.length ? (
            <ul className={`${styles.releases} even-grid`}>
              {releases.map((release, i) => {
                const date = formatLongDate(release.publishedAt)
                const size = formatFileSize(release.filesize)
                return (
                  <li key={release.id} className={styles.release}>
                    <Img
                      media={release.image}
                      sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
                      className={styles.releaseImage}
                      // The first row's pictures are the same size, so whichever paints first is the
                      // page's largest paint: each of them is fetched at once, none lazily.
                      priority={i < firstRow}
                      alt=""
                    />
                    <div className={styles.releaseText}>
                      <p className={styles.meta}>
                        <span className={styles.tag}>Press release</span>
                        {date ? <time dateTime={isoDay(release.publishedAt)}>{date}</time> : null}
                      </p>
                      <h3 className={styles.releaseTitle}>
                        <a href={release.href} target="_blank" rel="noopener noreferrer" className={styles.releaseLink}>
                          {release.title}
                          <span className="visually-hidden">{size ? ` (PDF, ${size}, opens in a new tab)` : ' (opens in a new tab)'}</span>
                        </a>
                      </h3>
                      <p className={styles.releaseDescription}>{release.description}</p>
                      <p className={styles.releaseFoot} aria-hidden="true">
                        {size ? `Read the release (PDF, ${size})` : 'Read the release'}
                        <ExternalIcon size={18} />
                      </p>
                    </div>
                  </li>
                )
              })}
            </ul>
          ) : (
            <p className={styles.empty}>There are no press releases at the moment. Please check again soon.</p>
          )}
        </div>
      </section>
      <MoreAboutUs current={paths.pressReleases()} />
    </>
  )
}
