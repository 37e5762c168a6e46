import { Link } from '@/components/ui/Link.client'

import { QuoteCard } from '@/components/QuoteCard/QuoteCard'
import { buttonClass } from '@/components/ui/Button'
import { isComparable } from '@/lib/compare/figures'
import { compareHref } from '@/lib/compare/query'
import type { ProductCard } from '@/lib/content/products'
import { firstPlanId, getPlanExample } from '@/lib/plan-service/examples'
import { getSiteSettings } from '@/lib/content/site'
import { paths } from '@/lib/paths'
import { whatsappHref, WHATSAPP_TEXT } from '@/lib/whatsapp'
import { fillPriceTokens, type PriceExample } from '@/lib/quote/copy'
import type { Product, ProductCategory } from '@/payload-types'

import { Breadcrumbs } from './Breadcrumbs'
import styles from './Product.module.css'
import { ProductCards } from './ProductCards'
import { BenefitCards, Faqs, MarketingSections, PageHero } from './Sections'

/** The id the Get A Quote button jumps to: the card titled 'Fill the Form to get started'. */
export const QUOTE_ANCHOR = 'get-a-quote'

/**
 * A product page: hero with Get A Quote, marketing sections, benefit cards, the quote card,
 * questions and answers, and the other plans of the same category.
 */
export async function ProductPage({
  product,
  category,
  siblings,
  categoryHref,
  cover,
}: {
  product: Product
  category: ProductCategory
  siblings: ProductCard[]
  categoryHref: string
  /** A sum assured to start the quote with (the needs calculator's `?cover=`), already checked. */
  cover?: number | null
}) {
  // Prices in the copy ({premium}, {example}, …) come from the default plan's worked example.
  product = withPrices(product, await getPlanExample(firstPlanId(product.plans)))
  const heading = product.heading
  // The comparison opens with this product's first plan ticked, when it is a kind the comparison prices.
  const comparable = (product.plans ?? []).find((p) => typeof p === 'object' && p !== null && isComparable(p.kind))
  const comparableCode = typeof comparable === 'object' ? comparable.code : null
  // Every plan an individual product sells has a key-facts sheet (src/lib/key-facts); group plans have none.
  const keyFactsPlans =
    category.kind === 'individual' ? (product.plans ?? []).flatMap((p) => (typeof p === 'object' && p !== null ? [{ code: p.code, name: p.name }] : [])) : []
  const whatsapp = whatsappHref((await getSiteSettings()).whatsappNumber, WHATSAPP_TEXT.product(product.title))
  return (
    <>
      <PageHero
        id="product-heading"
        above={
          <Breadcrumbs
            items={[
              { label: 'Home', href: paths.home() },
              { label: category.kind === 'corporate' ? 'Corporate' : `${category.name} plans`, href: categoryHref },
              { label: product.title },
            ]}
          />
        }
        heading={
          <h1 id="product-heading" className={styles.heroHeading}>
            <span className={styles.heroTitle}>
              {product.title}
              <span className="visually-hidden">: </span>
            </span>
            {heading.text}
            {heading.text && heading.accent ? ' ' : null}
            {heading.accent ? <span className="accent">{heading.accent}</span> : null}
          </h1>
        }
        description={product.description ?? product.summary}
        image={product.heroImage}
        actions={
          <>
            {/* A plain in-page link: it scrolls to the quote card with or without JavaScript. */}
            <a href={`#${QUOTE_ANCHOR}`} className={buttonClass('primary')}>
              Get A Quote
            </a>
            <Link href={paths.contact()} className={buttonClass('secondary')}>
              Talk to an adviser
            </Link>
          </>
        }
      />
      <div className="container">
        <MarketingSections sections={product.marketing} />
      </div>
      <BenefitCards benefits={product.benefits} fallbackHeading={`What ${product.title} gives you`} />
      <div className={`section ${styles.quoteBand}`}>
        <div className="container">
          {/* The Get A Quote target. If QuoteCard ever sets this id itself, drop it here (ids are unique). */}
          <div id={QUOTE_ANCHOR} className={styles.quoteAnchor}>
            {paysOnDeath(product) ? (
              <p className={styles.needsLink}>
                Not sure how much cover you need? <Link href={paths.needs()}>Work it out</Link> in a few questions.
              </p>
            ) : null}
            <QuoteCard product={product} cover={cover} />
            {comparableCode ? (
              <p className={styles.compareLink}>
                <Link href={compareHref([comparableCode])}>Compare this plan with others</Link>
              </p>
            ) : null}
            {keyFactsPlans.length > 0 ? (
              <div className={styles.compareLink}>
                <ul className={styles.keyFacts}>
                  {keyFactsPlans.map((p) => (
                    <li key={p.code}>
                      <Link href={paths.keyFacts(p.code)}>Key facts of the {p.name}</Link> (
                      <a href={paths.keyFactsPdf(p.code)} download>
                        PDF<span className="visually-hidden"> of the {p.name} key facts</span>
                      </a>
                      )
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
          </div>
        </div>
      </div>
      <Faqs
        faqs={product.faqs}
        heading={`Questions about ${product.title}`}
        after={
          <p className={styles.faqMore}>
            New to insurance words? <Link href={paths.glossary()}>Read our glossary of terms</Link>, or{' '}
            <Link href={paths.contact()}>ask an adviser</Link>
            {whatsapp ? (
              <>
                {' '}
                (<a href={whatsapp}>chat with us on WhatsApp</a>, or <Link href={paths.callBack()}>book a call-back</Link>)
              </>
            ) : null}
            .
          </p>
        }
      />
      {siblings.length > 0 ? (
        <section className="section section--warm" aria-labelledby="other-plans-heading">
          <div className="container">
            <h2 id="other-plans-heading">
              Other <span className="accent">{category.kind === 'corporate' ? 'corporate' : category.name.toLowerCase()} plans</span>
            </h2>
            <ProductCards products={siblings} />
          </div>
        </section>
      ) : null}
    </>
  )
}

/** Life cover that pays a sum on death: the needs calculator helps choose how much. */
function paysOnDeath(product: Product): boolean {
  const plan = product.plans?.[0]
  return typeof plan === 'object' && plan !== null && ['term', 'wholeLife', 'endowment'].includes(plan.kind)
}

/** The product with the price tokens in its words filled in from the example. */
function withPrices(product: Product, example: PriceExample | null): Product {
  const fill = <T,>(value: T): T => {
    if (typeof value === 'string') return fillPriceTokens(value, example) as T
    if (Array.isArray(value)) return value.map(fill) as T
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)])) as T
    }
    return value
  }
  return {
    ...product,
    summary: fill(product.summary),
    description: fill(product.description),
    heading: fill(product.heading),
    marketing: fill(product.marketing),
    benefits: fill(product.benefits),
    faqs: fill(product.faqs),
  }
}
