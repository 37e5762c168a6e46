import { Heading } from '@/components/ui/Heading'
import type { Home } from '@/payload-types'

import styles from './Home.module.css'

/** Who we are, in two short paragraphs under a two-part heading. */
export function Intro({ intro }: { intro: Home['intro'] }) {
  if (!intro.heading.text && !intro.paragraphA) return null
  return (
    <section className="section" aria-labelledby="intro-heading">
      <div className={`container ${styles.intro}`}>
        <Heading as="h2" id="intro-heading" value={intro.heading} className={styles.introHeading} />
        <div className={styles.introText}>
          {intro.paragraphA ? <p className={styles.introLead}>{intro.paragraphA}</p> : null}
          {intro.paragraphB ? <p>{intro.paragraphB}</p> : null}
        </div>
      </div>
    </section>
  )
}
