import { getSiteSettings } from '@/lib/content/site'
import { planService } from '@/lib/plan-service'
import { calculatorPlan, type CalculatorPlan } from '@/lib/plan-service/calculator'
import { getPlanCodes } from '@/lib/plan-service/codes'
import { paths } from '@/lib/paths'
import { getPromises, workingDays } from '@/lib/promises'
import type { Product } from '@/payload-types'

import styles from './QuoteCard.module.css'
import { GroupQuoteForm } from '@/components/GroupQuoteForm/GroupQuoteForm.client'

import { QuoteForm } from './QuoteForm.client'

/** The product's own plan codes, in its order: the first is the default. */
async function planCodesOf(product: Product): Promise<string[]> {
  const listed = product.plans ?? []
  const codes: string[] = []
  const ids: number[] = []
  for (const p of listed) {
    if (typeof p === 'object' && p !== null) codes.push(p.code)
    else ids.push(p)
  }
  if (ids.length > 0) codes.push(...(await getPlanCodes(...ids)))
  return [...new Set(codes)]
}

/**
 * The card titled 'Fill the Form to get started' on every product page: the calculator for the
 * product's plan variants (spec sections 4 and 5). Plan data comes from the plan service on the
 * server, so the form is in the first HTML and works without JavaScript.
 */
export async function QuoteCard({ product, cover }: { product: Product; cover?: number | null }) {
  const codes = await planCodesOf(product)
  if (codes.length === 0) return isCorporate(product) ? <GroupQuoteCard product={product} /> : <CallBackCard product={product} />
  const [lookups, settings] = await Promise.all([
    Promise.all(codes.map((code) => planService().getPlan(code))),
    getSiteSettings(),
  ])
  const phone = settings.callCentrePhone
  const plans: CalculatorPlan[] = []
  lookups.forEach((lookup, i) => {
    const code = codes[i]
    if (lookup.ok && code) plans.push(calculatorPlan(code, lookup.plan))
  })
  const unavailable = lookups.some((l) => !l.ok && l.reason === 'unavailable')

  return (
    <section aria-labelledby="quote-heading" className={styles.card}>
      <h2 id="quote-heading" className={styles.title}>
        Fill the Form to get started
      </h2>
      {plans.length > 0 ? (
        <>
          <p id="quote-intro" className={styles.intro}>
            Get an instant quote for {product.title}. All fields are required.
          </p>
          <QuoteForm
            plans={plans}
            phone={phone}
            contactHref={paths.contact()}
            permalink={typeof product.category === 'object' ? `${paths.product(product.category.slug, product.slug)}#quote-heading` : undefined}
            prefill={cover ? { sumAssured: String(cover) } : undefined}
          />
        </>
      ) : (
        <div className={styles.summary} role="alert">
          <p className={styles.summaryTitle}>
            {unavailable ? "We couldn't reach our quote service." : "Online quotes aren't available for this product yet."}
          </p>
          <p>
            Please {unavailable ? 'try again later, or ' : ''}call {phone} and an adviser will give you a quote ({settings.officeHours}). Or <a href={paths.contact()}>ask us to call you back</a>.
          </p>
        </div>
      )}
    </section>
  )
}

function isCorporate(product: Product): boolean {
  return typeof product.category === 'object' && product.category !== null && product.category.slug === 'corporate'
}

/**
 * Group cover is priced per employer: a corporate product asks for the details of the workforce and
 * the request goes to the corporate team (stored, then mailed through the outbox).
 */
async function GroupQuoteCard({ product }: { product: Product }) {
  const [settings, promises] = await Promise.all([getSiteSettings(), getPromises()])
  const category = typeof product.category === 'object' && product.category !== null ? product.category.slug : 'corporate'
  return (
    <section aria-labelledby="quote-heading" className={styles.card}>
      <h2 id="quote-heading" className={styles.title}>
        Request a group quote
      </h2>
      <p className={styles.intro}>
        We price {product.title} for each employer. Tell us about your staff and our corporate team will send you a quote, or call us on{' '}
        {settings.callCentrePhone} ({settings.officeHours}).
      </p>
      <GroupQuoteForm product={product.slug} privacyHref={paths.privacy()} replyWithin={workingDays(promises.groupQuoteDays)} permalink={`${paths.product(category, product.slug)}#quote-heading`} />
    </section>
  )
}

/**
 * A product with no plan (group cover, schemes priced per employer) has no calculator: the card
 * asks the visitor to request a call instead.
 */
async function CallBackCard({ product }: { product: Product }) {
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="quote-heading" className={styles.card}>
      <h2 id="quote-heading" className={styles.title}>
        Ask us to call you back
      </h2>
      <p className={styles.intro}>
        We price {product.title} for each customer, so there is no instant quote. Leave your name and number and an
        adviser will call you with a quote, or call us on {settings.callCentrePhone} ({settings.officeHours}).
      </p>
      <p className={styles.next}>
        <a href={paths.contact()}>Request a call back</a>
      </p>
    </section>
  )
}
