import { Link } from '@/components/ui/Link.client'

import { Accordion } from '@/components/ui/Accordion'
import { buttonClass, ButtonLink } from '@/components/ui/Button'
import { Card } from '@/components/ui/Card'
import { Heading, headingText } from '@/components/ui/Heading'
import { Img } from '@/components/ui/Img'
import { i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import type { ClaimsPage } from '@/payload-types'

import { ClaimOnlineSection, type ClaimsRecordData } from '@/components/ClaimOnline/ClaimOnlineSection'

import { Copy } from './Copy'
import { plainCopy } from './copyText'
import { ArrowIcon } from '@/components/ui/icons'

import { ClaimsHero, SectionHead } from './parts'
import styles from './claims.module.css'

const CARD_SIZES = '(min-width: 1200px) 280px, (min-width: 640px) 45vw, 100vw'

/** /claims: the two ways to claim (with an agent, by yourself), the promise, common questions, resources. */
export function ClaimsOverview({ code, page, record }: { code: string; page: ClaimsPage; record: ClaimsRecordData | null }) {
  const t = i18n.translate(code)
  const href = (path: string) => i18n.href(code, path)
  const { agentAssistance: agent, selfSubmit, promise, questions: faq, resources } = page
  const steps = agent?.steps ?? []
  const faqs = faq?.faqs ?? []
  return (
    <>
      <ClaimsHero code={code} route="overview" heading={page.heading} intro={page.intro} image={page.heroImage}>
        <a href="#with-an-agent" className={buttonClass('primary')}>
          {headingText(agent?.heading) || t('Claim with an agent')}
        </a>
        <a href="#by-yourself" className={buttonClass('secondary')}>
          {headingText(selfSubmit?.heading) || t('Claim by yourself')}
        </a>
      </ClaimsHero>

      <ClaimOnlineSection code={code} record={record} />

      <section className="section" aria-labelledby="with-an-agent">
        <div className="container">
          <SectionHead code={code} id="with-an-agent" heading={agent?.heading} intro={agent?.intro} />
          <ol className={`${styles.cards} ${styles.steps} even-grid`}>
            {steps.map((step, i) => (
              <li key={step.id ?? i}>
                <article className={styles.tile}>
                  {step.image ? (
                    <div className={styles.stepMedia}>
                      <Img media={step.image} alt="" sizes={CARD_SIZES} className={styles.cardImage} />
                      <p className={styles.stepNumber} aria-hidden="true">
                        {t('Step {n}', { n: i + 1 })}
                      </p>
                    </div>
                  ) : (
                    <p className={`${styles.stepNumber} ${styles.stepNumberPlain}`} aria-hidden="true">
                      {t('Step {n}', { n: i + 1 })}
                    </p>
                  )}
                  <div className={styles.tileBody}>
                    <h3>
                      <span className="visually-hidden">{t('Step {n}: ', { n: i + 1 })}</span>
                      {step.title}
                    </h3>
                    <Copy code={code} text={step.body} />
                  </div>
                </article>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section section--warm" aria-labelledby="by-yourself">
        <div className="container">
          <SectionHead code={code} id="by-yourself" heading={selfSubmit?.heading} intro={selfSubmit?.intro} />
          <ul className={styles.selfSubmit} aria-labelledby="by-yourself">
            <li>
              <article className={styles.tile}>
                <Img media={selfSubmit?.formCard?.image} alt="" sizes="(min-width: 768px) 580px, 100vw" className={styles.cardImage} />
                <div className={styles.tileBody}>
                  <h3>{selfSubmit?.formCard?.title}</h3>
                  <Copy code={code} text={selfSubmit?.formCard?.body} />
                  <div className={styles.tileAction}>
                    <ButtonLink href={href(paths.claimForms())}>{selfSubmit?.formCard?.linkLabel || t('Download a claim form')}</ButtonLink>
                  </div>
                </div>
              </article>
            </li>
            <li>
              <article className={styles.tile}>
                <Img media={selfSubmit?.sendCard?.image} alt="" sizes="(min-width: 768px) 580px, 100vw" className={styles.cardImage} />
                <div className={styles.tileBody}>
                  <h3>{selfSubmit?.sendCard?.title}</h3>
                  <Copy code={code} text={selfSubmit?.sendCard?.body} />
                  {/* Printing a form is hard on a phone, so there the card offers our help instead.
                      Both links are in the HTML; CSS shows one, so it works before and without JavaScript. */}
                  <div className={styles.tileAction}>
                    <Link href={href(paths.claimForms())} className={buttonClass('secondary', styles.onlyWide)}>
                      {selfSubmit?.sendCard?.linkLabel || t('See what to send')}
                    </Link>
                    <Link href={href(paths.contact())} className={buttonClass('secondary', styles.onlyPhone)}>
                      {selfSubmit?.sendCard?.phoneLinkLabel || t('Ask us to help you')}
                    </Link>
                  </div>
                </div>
              </article>
            </li>
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="claims-promise">
        <div className="container">
          <div className={styles.promisePanel}>
            <Img media={promise?.image} alt="" sizes="(min-width: 900px) 480px, 100vw" className={styles.promiseImage} />
            <div className={styles.promiseBody}>
              <Heading id="claims-promise" value={promise?.heading} />
              <Copy code={code} text={promise?.description} />
              {promise?.highlights?.length ? (
                <ul className={styles.highlights}>
                  {promise.highlights.map((h, i) => (
                    <li key={h.id ?? i}>
                      <strong>{h.figure}</strong> {h.text}
                    </li>
                  ))}
                </ul>
              ) : null}
              <ButtonLink href={href(paths.claimPromise())} variant="light">
                {promise?.linkLabel || t('Read our claims promise')}
              </ButtonLink>
            </div>
          </div>
        </div>
      </section>

      {faqs.length > 0 ? (
        <section className="section section--warm" aria-labelledby="claims-questions">
          <div className={`container ${styles.faqLayout}`}>
            <div className={styles.faqAside}>
              <Heading id="claims-questions" value={faq?.heading} />
              <p>{t('Short answers to what people ask most. There are more on our questions page.')}</p>
              <Link href={href(paths.claimFaqs())} className={styles.textLink}>
                {t('All claims questions')} <ArrowIcon />
              </Link>
            </div>
            <Accordion items={faqs.map((f) => ({ id: f.id, title: f.question, body: <Copy code={code} text={f.answer} /> }))} />
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="claims-resources">
        <div className="container">
          <div className={styles.sectionHead}>
            <Heading id="claims-resources" value={resources?.heading} />
          </div>
          <ul className={`${styles.cards} even-grid`}>
            {[
              { card: resources?.formsCard, to: href(paths.claimForms()), fallback: t('Claim forms') },
              { card: resources?.faqsCard, to: href(paths.claimFaqs()), fallback: t('Claims questions') },
              { card: resources?.glossaryCard, to: href(paths.glossary()), fallback: t('Glossary') },
            ].map(({ card, to, fallback }) => (
              <li key={to}>
                <Card title={card?.title || fallback} image={card?.image} href={to} sizes={CARD_SIZES}>
                  {/* The whole card is a link, so its text carries no glossary links of its own. */}
                  {card?.body ? <p>{plainCopy(card.body)}</p> : null}
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  )
}
