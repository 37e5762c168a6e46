import { ButtonLink } from '@/components/ui/Button'
import { Heading } from '@/components/ui/Heading'
import { Img } from '@/components/ui/Img'
import { paths } from '@/lib/paths'
import { LicenceLines } from '@/components/Licence/LicenceLines'
import { licenceOf } from '@/lib/licence'
import type { About, AboutPanel, AboutStatementCard, SiteSetting } from '@/payload-types'

import styles from './company.module.css'
import { MoreAboutUs } from './MoreAboutUs'
import { PageHero } from './PageHero'

function StatementCard({ card, tone }: { card: AboutStatementCard | null | undefined; tone: 'red' | 'ink' }) {
  if (!card?.statement) return null
  return (
    <article className={`${styles.statementCard} ${tone === 'red' ? styles.statementRed : styles.statementInk}`}>
      <div className={styles.statementText}>
        <h3 className={styles.statementTitle}>{card.title}</h3>
        <p className={styles.statementQuote}>{card.statement}</p>
      </div>
      <Img media={card.image} sizes="(min-width: 900px) 280px, 60vw" className={styles.statementImage} alt="" />
    </article>
  )
}

function Panel({ panel, href, id, reverse }: { panel: AboutPanel | null | undefined; href: string; id: string; reverse?: boolean }) {
  if (!panel?.heading?.text) return null
  return (
    <section className={`${styles.panel} ${reverse ? styles.panelReverse : ''}`} aria-labelledby={id}>
      <div className={styles.panelMedia}>
        <Img media={panel.image} sizes="(min-width: 900px) 560px, 100vw" className={styles.panelImage} alt="" />
      </div>
      <div className={styles.panelText}>
        <Heading value={panel.heading} id={id} />
        {panel.text ? <p className={styles.bodyText}>{panel.text}</p> : null}
        <ButtonLink href={href}>{panel.linkLabel}</ButtonLink>
      </div>
    </section>
  )
}

export function AboutPage({ about, settings }: { about: About; settings: SiteSetting }) {
  const story = [about.story?.paragraph1, about.story?.paragraph2, about.story?.paragraph3].filter(
    (p): p is string => Boolean(p),
  )
  return (
    <>
      <PageHero eyebrow="About us" heading={about.heading} lead={about.description} image={about.heroImage} />

      {story.length ? (
        <section className="section section--warm" aria-labelledby="our-story">
          <div className={`container ${styles.story}`}>
            <Heading value={about.storyHeading ?? { text: 'Our story' }} id="our-story" className={styles.storyHeading} />
            <div className={styles.storyBody}>
              {story.map((p, i) => (
                <p key={i} className={i === 0 ? styles.storyFirst : undefined}>
                  {p}
                </p>
              ))}
            </div>
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="purpose-mission">
        <div className="container">
          <h2 id="purpose-mission" className="visually-hidden">
            Our purpose and mission
          </h2>
          <div className={styles.statements}>
            <StatementCard card={about.purpose} tone="red" />
            <StatementCard card={about.mission} tone="ink" />
          </div>
        </div>
      </section>

      <div className={`container ${styles.panels}`}>
        <Panel panel={about.leadershipPanel} href={paths.leadership()} id="leadership-panel" />
        <Panel panel={about.investorPanel} href={paths.statements()} id="investor-panel" reverse />
      </div>

      {licenceOf(settings) ? (
        <section className="section" aria-labelledby="licence-heading">
          <div className="container">
            <h2 id="licence-heading">Licence and registration</h2>
            <LicenceLines settings={settings} className={styles.bodyText} />
          </div>
        </section>
      ) : null}

      <MoreAboutUs current={paths.about()} />
    </>
  )
}
