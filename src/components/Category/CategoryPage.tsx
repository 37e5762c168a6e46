import { Link } from '@/components/ui/Link.client'

import { Breadcrumbs } from '@/components/Product/Breadcrumbs'
import { ProductCards } from '@/components/Product/ProductCards'
import { BenefitCards, Faqs, MarketingSections, PageHero } from '@/components/Product/Sections'
import { buttonClass } from '@/components/ui/Button'
import { Heading } from '@/components/ui/Heading'
import type { ProductCard } from '@/lib/content/products'
import { i18n } from '@/lib/i18n'
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
  code = i18n.defaultLanguage.code,
}: {
  category: ProductCategory
  products: ProductCard[]
  /** The comparison with this category's plans chosen, when any of them can be compared. */
  compareHref?: string | null
  /** The page's language (decision 045). */
  code?: string
}) {
  const t = i18n.translate(code)
  const href = (path: string) => i18n.href(code, path)
  const name = category.name.toLowerCase()
  const plansHeading = category.plansHeading?.trim() || t('Our {name} plans', { name })
  return (
    <>
      <PageHero
        id="category-heading"
        above={<Breadcrumbs code={code} items={[{ label: t('Home'), href: href(paths.home()) }, { label: t('{name} plans', { name: category.name }) }]} />}
        heading={<Heading as="h1" id="category-heading" value={category.heading} />}
        description={category.description}
        image={category.image}
        actions={
          products.length > 0 ? (
            // A plain in-page link: it scrolls to the plans with or without JavaScript.
            <a href={`#${PLANS_ANCHOR}`} className={buttonClass('primary')}>
              {t('See all plans')}
            </a>
          ) : null
        }
      />
      <div className="container">
        <MarketingSections sections={category.marketing} />
      </div>
      <BenefitCards benefits={category.benefits} fallbackHeading={t('Why choose a {name} plan', { name })} />
      <section className="section" id={PLANS_ANCHOR} aria-labelledby="plans-heading">
        <div className="container">
          <h2 id="plans-heading">{plansHeading}</h2>
          {products.length > 0 ? (
            <ProductCards products={products} code={code} />
          ) : (
            <p>
              {t('There are no plans in this category right now. Please')} <Link href={href(paths.contact())}>{t('talk to an adviser')}</Link>{' '}
              {t('about cover that suits you.')}
            </p>
          )}
        </div>
      </section>
      <Faqs
        faqs={category.faqs}
        heading={t('Questions about {name} plans', { name })}
        after={
          <p className={styles.faqMore}>
            {t('New to insurance words?')} <Link href={href(paths.glossary())}>{t('Read our glossary of terms')}</Link>.
          </p>
        }
      />
      <section className={`section section--warm ${styles.adviser}`} aria-labelledby="adviser-heading">
        <div className="container">
          <h2 id="adviser-heading">
            {t('Not sure which plan')} <span className="accent">{t('is right for you?')}</span>
          </h2>
          <p className="lead">{t('Tell us what you want to protect. An adviser will call you back and explain your options.')}</p>
          <div className={styles.adviserActions}>
            <Link href={href(paths.contact())} className={buttonClass('primary')}>
              {t('Talk to an adviser')}
            </Link>
            {compareHref ? (
              <Link href={href(compareHref)} className={buttonClass('secondary')}>
                {t('Compare plans side by side')}
              </Link>
            ) : null}
          </div>
        </div>
      </section>
    </>
  )
}
