import type { ReactNode } from 'react'

import { Accordion } from '@/components/ui/Accordion'
import { Heading } from '@/components/ui/Heading'
import { Img } from '@/components/ui/Img'
import type { Media, ProductBenefits, ProductFaq, ProductMarketingSection } from '@/payload-types'

import styles from './Product.module.css'

/** Text an editor typed in a textarea: blank lines start new paragraphs. */
export function Paragraphs({ text, className }: { text: string | null | undefined; className?: string }) {
  if (!text?.trim()) return null
  return (
    <>
      {text
        .split(/\n\s*\n/)
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p, i) => (
          <p key={i} className={className}>
            {p}
          </p>
        ))}
    </>
  )
}

/** The top of a product, category or corporate page: heading, words and actions beside the image. */
export function PageHero({
  heading,
  description,
  image,
  actions,
  above,
  id,
}: {
  heading: ReactNode
  description?: string | null
  image?: number | Media | null
  actions?: ReactNode
  above?: ReactNode
  id: string
}) {
  return (
    <section className={styles.heroBand} aria-labelledby={id}>
      <div className="container">
        {above}
        <div className={styles.hero}>
          <div className={styles.heroText}>
            {heading}
            <Paragraphs text={description} className="lead" />
            {actions ? <div className={styles.actions}>{actions}</div> : null}
          </div>
          <Img
            media={image}
            priority
            sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, calc(100vw - 32px)"
            className={styles.heroImage}
          />
        </div>
      </div>
    </section>
  )
}

type Marketing = NonNullable<ProductMarketingSection>[number]

/** Blocks of marketing text; those with an image alternate image-left and image-right. */
export function MarketingSections({ sections }: { sections: Marketing[] | null | undefined }) {
  if (!sections?.length) return null
  return (
    <div className={styles.marketing}>
      {sections.map((s, i) => {
        const headingId = `marketing-${i + 1}`
        const hasImage = Boolean(s.image && typeof s.image === 'object')
        return (
          <section
            key={s.id ?? i}
            aria-labelledby={headingId}
            className={[styles.marketingSection, hasImage ? styles.withImage : '', i % 2 === 1 ? styles.flip : '']
              .filter(Boolean)
              .join(' ')}
          >
            <div className={styles.marketingText}>
              {s.eyebrow ? <p className={styles.eyebrow}>{s.eyebrow}</p> : null}
              <Heading as="h2" id={headingId} value={s.heading} />
              <Paragraphs text={s.paragraphA} />
              <Paragraphs text={s.paragraphB} />
            </div>
            {hasImage ? (
              <Img
                media={s.image}
                alt=""
                sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, calc(100vw - 32px)"
                className={styles.marketingImage}
              />
            ) : null}
          </section>
        )
      })}
    </div>
  )
}

/** The benefit cards: what the plan (or the category's plans) give you. */
export function BenefitCards({
  benefits,
  fallbackHeading,
  id = 'benefits',
}: {
  benefits: ProductBenefits | null | undefined
  fallbackHeading: string
  id?: string
}) {
  const cards = benefits?.cards ?? []
  if (cards.length === 0) return null
  const hasHeading = Boolean(benefits?.heading?.text || benefits?.heading?.accent)
  return (
    <section className="section section--warm" aria-labelledby={`${id}-heading`} id={id}>
      <div className="container">
        <div className={styles.sectionIntro}>
          {hasHeading ? (
            <Heading as="h2" id={`${id}-heading`} value={benefits?.heading} />
          ) : (
            <h2 id={`${id}-heading`}>{fallbackHeading}</h2>
          )}
          <Paragraphs text={benefits?.intro} className="lead" />
        </div>
        <BenefitCardList cards={cards} />
      </div>
    </section>
  )
}

/**
 * Small cards of a title, a sentence and a decorative picture. On phones the picture sits small
 * beside the words, so a list of four stays short; from 640px it heads each card.
 */
export function BenefitCardList({
  cards,
}: {
  cards: { id?: string | null; title: string; text: string; image?: number | Media | null }[]
}) {
  return (
    <ul className={styles.benefitGrid}>
      {cards.map((card, i) => (
        <li key={card.id ?? i} className={styles.benefitCard}>
          <Img media={card.image} alt="" sizes="(min-width: 1024px) 380px, (min-width: 640px) 45vw, 96px" className={styles.benefitImage} />
          <div className={styles.benefitBody}>
            <h3>{card.title}</h3>
            <Paragraphs text={card.text} />
          </div>
        </li>
      ))}
    </ul>
  )
}

/** Questions and answers that open and close without JavaScript. */
export function Faqs({
  faqs,
  heading = 'Questions and answers',
  id = 'questions',
  after,
}: {
  faqs: ProductFaq | null | undefined
  heading?: string
  id?: string
  after?: ReactNode
}) {
  if (!faqs?.length) return null
  return (
    <section className="section" aria-labelledby={`${id}-heading`} id={id}>
      <div className={`container ${styles.faqs}`}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        <Accordion
          items={faqs.map((f, i) => ({
            id: f.id ? `${id}-${f.id}` : `${id}-${i + 1}`,
            title: f.question,
            body: <Paragraphs text={f.answer} />,
          }))}
        />
        {after}
      </div>
    </section>
  )
}
