import { Link } from '@/components/ui/Link.client'
import type { ReactNode } from 'react'

import { Img } from '@/components/ui/Img'
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
}: {
  card: CardContent
  href: string
  cue: string
  external?: boolean
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
          <span className="visually-hidden"> (opens in a new tab)</span>
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
  heading,
  intro,
  cards,
  payment,
}: {
  heading: HeadingPair
  intro?: string | null
  cards: Home['selfServiceCards']
  payment: { href: string; external: boolean } | null
}) {
  return (
    <section className="section" aria-labelledby="self-service-heading">
      <div className="container">
        <div className={styles.sectionHead}>
          <SectionHeading id="self-service-heading" value={heading} />
          {intro ? <p className="lead">{intro}</p> : null}
        </div>
        <ul className={styles.services}>
          {payment ? (
            <ServiceCard card={cards.renew} href={payment.href} cue="Pay online" external={payment.external} />
          ) : (
            <ServiceCard card={cards.renew} href={paths.contact()} cue="Ask us how" />
          )}
          <ServiceCard card={cards.claim} href={paths.claims()} cue="Start a claim" />
          <ServiceCard card={cards.advisor} href={paths.contact()} cue="Contact us" />
        </ul>
      </div>
    </section>
  )
}
