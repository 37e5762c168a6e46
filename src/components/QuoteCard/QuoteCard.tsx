import { getSiteSettings } from '@/lib/content/site'
import { i18n } from '@/lib/i18n'
import { wordsFor } from '@/lib/i18n/words'
import { planService } from '@/lib/plan-service'
import { calculatorPlan, type CalculatorPlan } from '@/lib/plan-service/calculator'
import { getPlanCodes } from '@/lib/plan-service/codes'
import { paths } from '@/lib/paths'
import { getPromises, workingDays } from '@/lib/promises'
import type { Product } from '@/payload-types'

import styles from './QuoteCard.module.css'
import { GroupQuoteForm } from '@/components/GroupQuoteForm/GroupQuoteForm.client'

import { editorsWords, placed } from '@/components/Language/placed'
import { QuoteForm } from './QuoteForm.client'
import { QUOTE_TEXTS } from './words'

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
 *
 * `code` is the page's language (decision 045; none = the default, English): every word of the card is
 * in it, and the form gets its words as a prop (the catalogue stays on the server). What is not yet
 * translated (the plans' names and descriptions, the office hours, the group-quote form) is marked as English.
 */
export async function QuoteCard({ product, cover, code }: { product: Product; cover?: number | null; code?: string }) {
  const codes = await planCodesOf(product)
  if (codes.length === 0) return isCorporate(product) ? <GroupQuoteCard product={product} code={code} /> : <CallBackCard product={product} code={code} />
  const t = i18n.translate(code)
  const contentLang = i18n.defaultLanguagePart(code)
  const [lookups, settings] = await Promise.all([
    Promise.all(codes.map((planCode) => planService().getPlan(planCode))),
    getSiteSettings(),
  ])
  const phone = settings.callCentrePhone
  const plans: CalculatorPlan[] = []
  lookups.forEach((lookup, i) => {
    const planCode = codes[i]
    if (lookup.ok && planCode) plans.push(calculatorPlan(planCode, lookup.plan))
  })
  const unavailable = lookups.some((l) => !l.ok && l.reason === 'unavailable')
  const contactHref = i18n.href(i18n.language(code).code, paths.contact())
  const words = wordsFor(QUOTE_TEXTS, t)

  return (
    <section aria-labelledby="quote-heading" className={styles.card}>
      <h2 id="quote-heading" className={styles.title}>
        {t('Fill the Form to get started')}
      </h2>
      {plans.length > 0 ? (
        <>
          <p id="quote-intro" className={styles.intro}>
            {placed(t('Get an instant quote for {product}. All fields are required.'), { product: product.title })}
          </p>
          <QuoteForm
            plans={plans}
            phone={phone}
            contactHref={contactHref}
            permalink={
              typeof product.category === 'object'
                ? i18n.href(i18n.language(code).code, `${paths.product(product.category.slug, product.slug)}#quote-heading`)
                : undefined
            }
            prefill={cover ? { sumAssured: String(cover) } : undefined}
            {...(i18n.isOtherLanguage(code) && code ? { language: code, words, contentLang } : {})}
          />
        </>
      ) : (
        <div className={styles.summary} role="alert">
          <p className={styles.summaryTitle}>
            {unavailable ? t('We couldn\'t reach our quote service.') : t('Online quotes aren\'t available for this product yet.')}
          </p>
          <p>
            {placed(
              unavailable
                ? t('Please try again later, or call {phone} and an adviser will give you a quote ({hours}). Or {link}.')
                : t('Please call {phone} and an adviser will give you a quote ({hours}). Or {link}.'),
              { phone, hours: editorsWords(settings.officeHours, contentLang), link: <a href={contactHref}>{t('ask us to call you back')}</a> },
            )}
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
 * the request goes to the corporate team (stored, then mailed through the outbox). The form is not yet
 * translated: on a page in another language it is marked as English, under the card's own words.
 */
async function GroupQuoteCard({ product, code }: { product: Product; code?: string }) {
  const t = i18n.translate(code)
  const contentLang = i18n.defaultLanguagePart(code)
  const [settings, promises] = await Promise.all([getSiteSettings(), getPromises()])
  const category = typeof product.category === 'object' && product.category !== null ? product.category.slug : 'corporate'
  const form = (
    <GroupQuoteForm
      product={product.slug}
      privacyHref={paths.privacy()}
      replyWithin={workingDays(promises.groupQuoteDays)}
      permalink={i18n.href(i18n.language(code).code, `${paths.product(category, product.slug)}#quote-heading`)}
    />
  )
  return (
    <section aria-labelledby="quote-heading" className={styles.card}>
      <h2 id="quote-heading" className={styles.title}>
        {t('Request a group quote')}
      </h2>
      <p className={styles.intro}>
        {placed(
          t('We price {product} for each employer. Tell us about your staff and our corporate team will send you a quote, or call us on {phone} ({hours}).'),
          { product: product.title, phone: settings.callCentrePhone, hours: editorsWords(settings.officeHours, contentLang) },
        )}
      </p>
      {contentLang ? <div lang={contentLang}>{form}</div> : form}
    </section>
  )
}

/**
 * A product with no plan (group cover, schemes priced per employer) has no calculator: the card
 * asks the visitor to request a call instead.
 */
async function CallBackCard({ product, code }: { product: Product; code?: string }) {
  const t = i18n.translate(code)
  const contentLang = i18n.defaultLanguagePart(code)
  const settings = await getSiteSettings()
  return (
    <section aria-labelledby="quote-heading" className={styles.card}>
      <h2 id="quote-heading" className={styles.title}>
        {t('Ask us to call you back')}
      </h2>
      <p className={styles.intro}>
        {placed(
          t(
            'We price {product} for each customer, so there is no instant quote. Leave your name and number and an adviser will call you with a quote, or call us on {phone} ({hours}).',
          ),
          { product: product.title, phone: settings.callCentrePhone, hours: editorsWords(settings.officeHours, contentLang) },
        )}
      </p>
      <p className={styles.next}>
        <a href={i18n.href(i18n.language(code).code, paths.contact())}>{t('Request a call back')}</a>
      </p>
    </section>
  )
}
