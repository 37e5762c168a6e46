import { Link } from '@/components/ui/Link.client'

import { ProductCards } from '@/components/Product/ProductCards'
import { BenefitCardList, PageHero, Paragraphs } from '@/components/Product/Sections'
import { buttonClass } from '@/components/ui/Button'
import { Heading } from '@/components/ui/Heading'
import { Img } from '@/components/ui/Img'
import type { ProductCard } from '@/lib/content/products'
import { paths } from '@/lib/paths'
import { workingDays } from '@/lib/promises/words'
import type { Corporate } from '@/payload-types'

import styles from './Corporate.module.css'

const PLANS_ANCHOR = 'corporate-plans'

const isExternal = (href: string) => /^https?:\/\//.test(href)

/** /corporate/home: cover for employers. Hero, why-us cards, spotlight panels and the corporate plans. */
export function CorporatePage({ page, products, groupQuoteDays }: { page: Corporate; products: ProductCard[]; groupQuoteDays: number }) {
  const whyUs = page.whyUs
  const cards = whyUs?.cards ?? []
  const spotlights = page.spotlights ?? []
  const cta = page.cta?.href && page.cta.label ? page.cta : null
  return (
    <>
      <PageHero
        id="corporate-heading"
        heading={
          <h1 id="corporate-heading">
            <span className={styles.eyebrow}>
              Corporate<span className="visually-hidden">: </span>
            </span>
            {page.heading.text}
            {page.heading.text && page.heading.accent ? ' ' : null}
            {page.heading.accent ? <span className="accent">{page.heading.accent}</span> : null}
          </h1>
        }
        description={page.intro}
        image={page.heroImage}
        actions={
          <>
            {products.length > 0 ? (
              <a href={`#${PLANS_ANCHOR}`} className={buttonClass('primary')}>
                See our plans
              </a>
            ) : null}
            {cta ? (
              isExternal(cta.href!) ? (
                <a href={cta.href!} className={buttonClass('secondary')} target="_blank" rel="noopener noreferrer">
                  {cta.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <Link href={cta.href!} className={buttonClass('secondary')}>
                  {cta.label}
                </Link>
              )
            ) : null}
          </>
        }
      />

      {cards.length > 0 ? (
        <section className="section section--warm" aria-labelledby="why-us-heading">
          <div className="container">
            <div className={styles.intro}>
              {whyUs?.heading?.text || whyUs?.heading?.accent ? (
                <Heading as="h2" id="why-us-heading" value={whyUs.heading} />
              ) : (
                <h2 id="why-us-heading">Why businesses choose us</h2>
              )}
              <Paragraphs text={whyUs?.intro} className="lead" />
            </div>
            <BenefitCardList cards={cards} />
          </div>
        </section>
      ) : null}

      {spotlights.length > 0 ? (
        <div className={`section container ${styles.spotlights}`}>
          {spotlights.map((s, i) => {
            const headingId = `spotlight-${i + 1}`
            const href = s.link?.href
            return (
              <section key={s.id ?? i} aria-labelledby={headingId} className={`${styles.spotlight} ${i % 2 === 1 ? styles.flip : ''}`}>
                <Img
                  media={s.image}
                  alt=""
                  sizes="(min-width: 1200px) 560px, (min-width: 900px) 45vw, calc(100vw - 32px)"
                  className={styles.spotlightImage}
                />
                <div className={styles.spotlightText}>
                  <Heading as="h2" id={headingId} value={s.heading} />
                  <Paragraphs text={s.text} />
                  {href && s.link?.label ? (
                    isExternal(href) ? (
                      <a href={href} className={buttonClass('secondary')} target="_blank" rel="noopener noreferrer">
                        {s.link.label}
                        <span className="visually-hidden"> (opens in a new tab)</span>
                      </a>
                    ) : (
                      <Link href={href} className={buttonClass('secondary')}>
                        {s.link.label}
                      </Link>
                    )
                  ) : null}
                </div>
              </section>
            )
          })}
        </div>
      ) : null}

      {products.length > 0 ? (
        <section className="section section--warm" id={PLANS_ANCHOR} aria-labelledby="corporate-plans-heading">
          <div className="container">
            <div className={styles.intro}>
              {page.plansHeading?.text || page.plansHeading?.accent ? (
                <Heading as="h2" id="corporate-plans-heading" value={page.plansHeading} />
              ) : (
                <h2 id="corporate-plans-heading">Our corporate plans</h2>
              )}
              <Paragraphs text={page.plansIntro} className="lead" />
            </div>
            <ProductCards products={products} />
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="corporate-contact-heading">
        <div className={`container ${styles.contact}`}>
          <h2 id="corporate-contact-heading">
            Talk to our <span className="accent">corporate team</span>
          </h2>
          <p className="lead">
            Tell us about your organisation and how many people you want to cover. We will send a proposal within{' '}
            {workingDays(groupQuoteDays)}.
          </p>
          <Link href={paths.contact()} className={buttonClass('primary')}>
            Contact us
          </Link>
        </div>
      </section>
    </>
  )
}
