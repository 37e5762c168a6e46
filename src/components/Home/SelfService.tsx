import { Link } from '@/components/ui/Link.client'
import type { ReactNode } from 'react'

import { Img } from '@/components/ui/Img'
import { i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import type { HeadingPair, Home } from '@/payload-types'

import styles from './Home.module.css'
import { ArrowIcon, ExternalIcon } from '@/components/ui/icons'
import { SectionHeading } from './SectionHeading'

type CardContent = Home['selfServiceCards']['renew']

function ServiceCard({
  card,
  href,
  cue,
  external,
  opensNewTab,
}: {
  card: CardContent
  href: string
  cue: string
  external?: boolean
  opensNewTab: string
}) {
  const body: ReactNode = (
    <>
      <Img
        media={card.image}
        alt=""
        sizes="(min-width: 900px) 360px, (min-width: 640px) calc(100vw - 64px), 104px"
        className={styles.serviceImage}
      />
      <div className={styles.serviceBody}>
        <h3 className={styles.serviceTitle}>{card.title}</h3>
        {card.text ? <p className={styles.serviceText}>{card.text}</p> : null}
        <span className={styles.cardCue} aria-hidden="true">
          {cue} {external ? <ExternalIcon /> : <ArrowIcon />}
        </span>
      </div>
    </>
  )
  return (
    <li className={styles.service}>
      {external ? (
        <a href={href} target="_blank" rel="noopener noreferrer" className={styles.serviceLink}>
          {body}
          <span className="visually-hidden"> {opensNewTab}</span>
        </a>
      ) : (
        <Link href={href} className={styles.serviceLink}>
          {body}
        </Link>
      )}
    </li>
  )
}

/** Renew my plan (/pay, or the external payment page), Make a claim (/claims) and the spec's "Talk to an advisor" (/contact). */
export function SelfService({
  code,
  heading,
  intro,
  cards,
  payment,
}: {
  code: string
  heading: HeadingPair
  intro?: string | null
  cards: Home['selfServiceCards']
  payment: { href: string; external: boolean } | null
}) {
  const t = i18n.translate(code)
  const opensNewTab = t('(opens in a new tab)')
  return (
    <section className="section" aria-labelledby="self-service-heading">
      <div className="container">
        <div className={styles.sectionHead}>
          <SectionHeading id="self-service-heading" value={heading} />
          {intro ? <p className="lead">{intro}</p> : null}
        </div>
        <ul className={styles.services}>
          {payment ? (
            <ServiceCard card={cards.renew} href={i18n.href(code, payment.href)} cue={t('Pay online')} external={payment.external} opensNewTab={opensNewTab} />
          ) : (
            <ServiceCard card={cards.renew} href={i18n.href(code, paths.contact())} cue={t('Ask us how')} opensNewTab={opensNewTab} />
          )}
          <ServiceCard card={cards.claim} href={i18n.href(code, paths.claims())} cue={t('Start a claim')} opensNewTab={opensNewTab} />
          <ServiceCard card={cards.advisor} href={i18n.href(code, paths.contact())} cue={t('Contact us')} opensNewTab={opensNewTab} />
        </ul>
      </div>
    </section>
  )
}
