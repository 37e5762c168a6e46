import { PlanPrice } from '@/components/Product/PlanPrice'
import { Card } from '@/components/ui/Card'
import { Carousel } from '@/components/ui/Carousel.client'
import type { HomeProduct } from '@/lib/content/home'
import { carouselWords, i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import type { HeadingPair } from '@/payload-types'

import styles from './Home.module.css'
import { ArrowIcon } from '@/components/ui/icons'
import { SectionHeading } from './SectionHeading'
import { TextLink } from './TextLink'

/** One card in a three-up carousel: about 360px wide on a desktop, most of the screen on a phone. */
export const CARD_SIZES = '(min-width: 1200px) 360px, (min-width: 1024px) 30vw, (min-width: 640px) 45vw, 80vw'

/** The plans, as a looping carousel. The hero's Buy A Policy button leads here (#products). */
export function ProductCarousel({
  code,
  heading,
  intro,
  products,
}: {
  code: string
  heading: HeadingPair
  intro?: string | null
  products: HomeProduct[]
}) {
  const t = i18n.translate(code)
  return (
    <section id="products" className="section section--warm" aria-labelledby="products-heading">
      <div className="container">
        <div className={styles.sectionHead}>
          <SectionHeading id="products-heading" value={heading} />
          {intro ? <p className="lead">{intro}</p> : null}
        </div>
        {products.length > 0 ? (
          <Carousel
            label={t('Plans')}
            words={carouselWords(t, t('plan'))}
            loop
            trackClassName={styles.cardTrack}
            controlsStart={<TextLink href={i18n.href(code, paths.contact())} label={t('Help me choose a plan')} />}
            slides={products.map((product) => (
              <Card
                key={product.id}
                title={product.title}
                image={product.image}
                href={i18n.href(code, paths.product(product.categorySlug, product.slug))}
                sizes={CARD_SIZES}
              >
                <p className={styles.cardText}>{product.summary}</p>
                <PlanPrice planId={product.planId} code={code} />
                <span className={styles.cardCue} aria-hidden="true">
                  {t('See the plan')} <ArrowIcon />
                </span>
              </Card>
            ))}
          />
        ) : (
          <p>{t('Our plans are being updated. Please call us and an adviser will help you choose.')}</p>
        )}
      </div>
    </section>
  )
}
