import { Link } from '@/components/ui/Link.client'

import { Breadcrumbs } from '@/components/Product/Breadcrumbs'
import { ProductCards } from '@/components/Product/ProductCards'
import { BenefitCards, Faqs, MarketingSections, PageHero } from '@/components/Product/Sections'
import { buttonClass } from '@/components/ui/Button'
import { Heading } from '@/components/ui/Heading'
import type { ProductCard } from '@/lib/content/products'
import { paths } from '@/lib/paths'
import type { ProductCategory } from '@/payload-types'

import styles from './Category.module.css'

/** The id the See all plans button jumps to. */
export const PLANS_ANCHOR = 'plans'

/**
 * A category landing page (/policy/{category}/home): headings, description and image, a See all
 * plans link, marketing text, benefit cards, the plan cards and questions with answers.
 */
export function CategoryPage({
  category,
  products,
  compareHref,
}: {
  category: ProductCategory
  products: ProductCard[]
  /** The comparison with this category's plans chosen, when any of them can be compared. */
  compareHref?: string | null
}) {
  const plansHeading = category.plansHeading?.trim() || `Our ${category.name.toLowerCase()} plans`
  return (
    <>
      <PageHero
        id="category-heading"
        above={<Breadcrumbs items={[{ label: 'Home', href: paths.home() }, { label: `${category.name} plans` }]} />}
        heading={<Heading as="h1" id="category-heading" value={category.heading} />}
        description={category.description}
        image={category.image}
        actions={
          products.length > 0 ? (
            // A plain in-page link: it scrolls to the plans with or without JavaScript.
            <a href={`#${PLANS_ANCHOR}`} className={buttonClass('primary')}>
              See all plans
            </a>
          ) : null
        }
      />
      <div className="container">
        <MarketingSections sections={category.marketing} />
      </div>
      <BenefitCards benefits={category.benefits} fallbackHeading={`Why choose a ${category.name.toLowerCase()} plan`} />
      <section className="section" id={PLANS_ANCHOR} aria-labelledby="plans-heading">
        <div className="container">
          <h2 id="plans-heading">{plansHeading}</h2>
          {products.length > 0 ? (
            <ProductCards products={products} />
          ) : (
            <p>
              There are no plans in this category right now. Please <Link href={paths.contact()}>talk to an adviser</Link>{' '}
              about cover that suits you.
            </p>
          )}
        </div>
      </section>
      <Faqs
        faqs={category.faqs}
        heading={`Questions about ${category.name.toLowerCase()} plans`}
        after={
          <p className={styles.faqMore}>
            New to insurance words? <Link href={paths.glossary()}>Read our glossary of terms</Link>.
          </p>
        }
      />
      <section className={`section section--warm ${styles.adviser}`} aria-labelledby="adviser-heading">
        <div className="container">
          <h2 id="adviser-heading">
            Not sure which plan <span className="accent">is right for you?</span>
          </h2>
          <p className="lead">Tell us what you want to protect. An adviser will call you back and explain your options.</p>
          <div className={styles.adviserActions}>
            <Link href={paths.contact()} className={buttonClass('primary')}>
              Talk to an adviser
            </Link>
            {compareHref ? (
              <Link href={compareHref} className={buttonClass('secondary')}>
                Compare plans side by side
              </Link>
            ) : null}
          </div>
        </div>
      </section>
    </>
  )
}
