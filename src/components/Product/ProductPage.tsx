import { Link } from '@/components/ui/Link.client'

import { QuoteCard } from '@/components/QuoteCard/QuoteCard'
import { buttonClass } from '@/components/ui/Button'
import { isComparable } from '@/lib/compare/figures'
import { compareHref } from '@/lib/compare/query'
import type { ProductCard } from '@/lib/content/products'
import { firstPlanId, getPlanExample } from '@/lib/plan-service/examples'
import { getSiteSettings } from '@/lib/content/site'
import { i18n, type Translate } from '@/lib/i18n'
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
  code = i18n.defaultLanguage.code,
}: {
  product: Product
  category: ProductCategory
  siblings: ProductCard[]
  categoryHref: string
  /** A sum assured to start the quote with (the needs calculator's `?cover=`), already checked. */
  cover?: number | null
  /** The page's language (decision 045): its words, and links to pages written in it. */
  code?: string
}) {
  const t = i18n.translate(code)
  const href = (path: string) => i18n.href(code, path)
  // Prices in the copy ({premium}, {example}, …) come from the default plan's worked example.
  product = withPrices(product, await getPlanExample(firstPlanId(product.plans)), t)
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
            code={code}
            items={[
              { label: t('Home'), href: href(paths.home()) },
              { label: category.kind === 'corporate' ? t('Corporate') : t('{name} plans', { name: category.name }), href: href(categoryHref) },
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
              {t('Get A Quote')}
            </a>
            <Link href={href(paths.contact())} className={buttonClass('secondary')}>
              {t('Talk to an adviser')}
            </Link>
          </>
        }
      />
      <div className="container">
        <MarketingSections sections={product.marketing} />
      </div>
      <BenefitCards benefits={product.benefits} fallbackHeading={t('What {name} gives you', { name: product.title })} />
      <div className={`section ${styles.quoteBand}`}>
        <div className="container">
          {/* The Get A Quote target. If QuoteCard ever sets this id itself, drop it here (ids are unique). */}
          <div id={QUOTE_ANCHOR} className={styles.quoteAnchor}>
            {paysOnDeath(product) ? (
              <p className={styles.needsLink}>
                {t('Not sure how much cover you need?')} <Link href={href(paths.needs())}>{t('Work it out')}</Link> {t('in a few questions.')}
              </p>
            ) : null}
            <QuoteCard product={product} cover={cover} code={code} />
            {comparableCode ? (
              <p className={styles.compareLink}>
                <Link href={href(compareHref([comparableCode]))}>{t('Compare this plan with others')}</Link>
              </p>
            ) : null}
            {keyFactsPlans.length > 0 ? (
              <div className={styles.compareLink}>
                <ul className={styles.keyFacts}>
                  {keyFactsPlans.map((p) => (
                    <li key={p.code}>
                      <Link href={href(paths.keyFacts(p.code))}>{t('Key facts of the {name}', { name: p.name })}</Link> (
                      <a href={paths.keyFactsPdf(p.code)} download>
                        PDF<span className="visually-hidden">{t(' of the {name} key facts', { name: p.name })}</span>
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
        heading={t('Questions about {name}', { name: product.title })}
        after={
          <p className={styles.faqMore}>
            {t('New to insurance words?')} <Link href={href(paths.glossary())}>{t('Read our glossary of terms')}</Link>
            {t(', or')} <Link href={href(paths.contact())}>{t('ask an adviser')}</Link>
            {whatsapp ? (
              <>
                {' '}
                (<a href={whatsapp}>{t('chat with us on WhatsApp')}</a>
                {t(', or')} <Link href={href(paths.callBack())}>{t('book a call-back')}</Link>)
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
              {t('Other')}{' '}
              <span className="accent">{t('{name} plans', { name: category.kind === 'corporate' ? t('corporate') : category.name.toLowerCase() })}</span>
            </h2>
            <ProductCards products={siblings} code={code} />
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

/** The product with the price tokens in its words filled in from the example, in the page's language. */
function withPrices(product: Product, example: PriceExample | null, t: Translate): Product {
  const fill = <T,>(value: T): T => {
    if (typeof value === 'string') return fillPriceTokens(value, example, t) as T
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
