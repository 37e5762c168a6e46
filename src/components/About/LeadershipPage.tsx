import { Img } from '@/components/ui/Img'
import type { LeaderCard } from '@/lib/content/company'
import { paths } from '@/lib/paths'
import type { LeadershipPage as LeadershipContent } from '@/payload-types'

import styles from './company.module.css'
import { MoreAboutUs } from './MoreAboutUs'
import { PageHero } from './PageHero'

function LeaderGrid({ leaders }: { leaders: LeaderCard[] }) {
  return (
    <ul className={`${styles.leaders} count-cols`}>
      {leaders.map((leader) => (
        <li key={leader.id} className={styles.leader}>
          <Img
            media={leader.photo}
            sizes="(min-width: 1024px) 260px, (min-width: 640px) 33vw, 50vw"
            className={styles.leaderPhoto}
          />
          <div className={styles.leaderText}>
            <h3 className={styles.leaderName}>{leader.name}</h3>
            <p className={styles.leaderRole}>{leader.designation}</p>
          </div>
        </li>
      ))}
    </ul>
  )
}

function Team({ id, heading, intro, leaders, warm }: { id: string; heading: string; intro?: string | null; leaders: LeaderCard[]; warm?: boolean }) {
  if (!leaders.length) return null
  return (
    <section className={`section ${warm ? 'section--warm' : ''}`} aria-labelledby={id}>
      <div className="container">
        <div className={styles.sectionHead}>
          <h2 id={id}>{heading}</h2>
          {intro ? <p className={styles.bodyText}>{intro}</p> : null}
        </div>
        <LeaderGrid leaders={leaders} />
      </div>
    </section>
  )
}

export function LeadershipPage({
  page,
  leaders,
}: {
  page: LeadershipContent
  leaders: { board: LeaderCard[]; management: LeaderCard[] }
}) {
  return (
    <>
      <PageHero eyebrow="About us" heading={page.heading?.text ? page.heading : { text: 'Our', accent: 'Leaders' }} lead={page.intro} />
      <Team
        id="board"
        heading={page.boardHeading || 'Our Board of Directors'}
        intro={page.boardIntro}
        leaders={leaders.board}
        warm
      />
      <Team id="management" heading={page.managementHeading || 'Management team'} intro={page.managementIntro} leaders={leaders.management} />
      <MoreAboutUs current={paths.leadership()} />
    </>
  )
}
