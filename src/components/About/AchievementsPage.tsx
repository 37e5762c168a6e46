import { Accordion } from '@/components/ui/Accordion'
import { Heading } from '@/components/ui/Heading'
import { Img } from '@/components/ui/Img'
import { paths } from '@/lib/paths'
import type { Achievement } from '@/payload-types'

import styles from './company.module.css'
import { MoreAboutUs } from './MoreAboutUs'
import { PageHero } from './PageHero'

export function AchievementsPage({ page }: { page: Achievement }) {
  const milestones = page.milestones ?? []
  const awards = page.awards ?? []
  return (
    <>
      <PageHero eyebrow="About us" heading={page.heading} lead={page.description} image={page.heroImage} />

      {milestones.length ? (
        <section className="section section--warm" aria-labelledby="milestones">
          <div className={`container ${styles.milestones}`}>
            <div className={styles.sectionHead}>
              <Heading value={page.milestonesHeading?.text ? page.milestonesHeading : { text: 'Milestones' }} id="milestones" />
              <p className={styles.bodyText}>Open a milestone to read more about it.</p>
            </div>
            <div className={styles.accordionCard}>
              <Accordion
                items={milestones.map((m, i) => ({
                  id: m.id ? `milestone-${m.id}` : `milestone-${i + 1}`,
                  title: (
                    <span className={styles.milestoneTitle}>
                      <span className={styles.milestoneHeading}>{m.heading}</span>
                      {m.subheading ? <span className={styles.milestoneSub}>{m.subheading}</span> : null}
                    </span>
                  ),
                  body: <p>{m.details}</p>,
                }))}
              />
            </div>
          </div>
        </section>
      ) : null}

      {awards.length ? (
        <section className="section" aria-labelledby="awards">
          <div className="container">
            <div className={styles.sectionHead}>
              <Heading value={page.awardsHeading?.text ? page.awardsHeading : { text: 'Awards' }} id="awards" />
            </div>
            <ul className={styles.awards}>
              {awards.map((award, i) => (
                <li key={award.id ?? i} className={styles.award}>
                  <Img media={award.image} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" className={styles.awardImage} alt="" />
                  <div className={styles.awardText}>
                    {award.year ? <p className={styles.awardYear}>{award.year}</p> : null}
                    <h3 className={styles.awardName}>{award.name}</h3>
                    <p className={styles.awardBody}>{`by ${award.awardingBody}`}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <MoreAboutUs current={paths.achievements()} />
    </>
  )
}
