import { ButtonLink } from '@/components/ui/Button'
import { Heading } from '@/components/ui/Heading'
import { Img } from '@/components/ui/Img'
import { i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import type { ClaimsPromisePage } from '@/payload-types'

import { Copy } from './Copy'
import { ClaimsHero, MoreHelp } from './parts'
import styles from './claims.module.css'

/** /claims/promise: the processing time up front, our approach, what happens when you claim, commitments. */
export function ClaimsPromiseView({ page, code = i18n.defaultLanguage.code }: { page: ClaimsPromisePage; code?: string }) {
  const t = i18n.translate(code)
  const promise = page.processingPromise
  const commitments = page.commitments ?? []
  return (
    <>
      <ClaimsHero code={code} route="promise" heading={page.heading} intro={page.description} image={page.heroImage} />

      {promise?.statement ? (
        <section className={`container ${styles.promiseBandWrap}`} aria-labelledby="processing-time">
          <div className={styles.promiseBand}>
            <p className={styles.promiseFigure} aria-hidden="true">
              <strong>{promise.figure}</strong>
              <span>{promise.unit}</span>
            </p>
            <div>
              <h2 id="processing-time" className="visually-hidden">
                {t('How long a claim takes')}
              </h2>
              <p className={styles.promiseStatement}>{promise.statement}</p>
            </div>
          </div>
        </section>
      ) : null}

      <div className="section container">
        <div className={styles.twoColumns}>
          <section aria-labelledby="our-approach">
            <h2 id="our-approach">{page.approach?.heading || t('Our Approach')}</h2>
            <Copy code={code} text={page.approach?.body} />
          </section>
          <section aria-labelledby="when-you-claim">
            <h2 id="when-you-claim">{page.whenYouClaim?.heading || t('When you make a claim')}</h2>
            <Copy code={code} text={page.whenYouClaim?.body} />
          </section>
        </div>
      </div>

      {commitments.length > 0 ? (
        <section className="section section--warm" aria-labelledby="commitments">
          <div className="container">
            <div className={styles.sectionHead}>
              <Heading id="commitments" value={page.commitmentsHeading} />
            </div>
            <ul className={`${styles.cards} even-grid`}>
              {commitments.map((c, i) => (
                <li key={c.id ?? i}>
                  <article className={styles.tile}>
                    <Img media={c.image} alt="" sizes="(min-width: 1200px) 280px, (min-width: 640px) 45vw, 100vw" className={styles.cardImage} />
                    <div className={styles.tileBody}>
                      <h3>{c.title}</h3>
                      <Copy code={code} text={c.body} />
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="section container" aria-labelledby="ready-to-claim">
        <div className={styles.ctaBand}>
          <div>
            <h2 id="ready-to-claim">{t('Ready to make a claim?')}</h2>
            <p>{t('Download the form for your claim, or let one of our claims officers guide you.')}</p>
          </div>
          <div className={styles.heroActions} style={{ marginTop: 0 }}>
            <ButtonLink href={i18n.href(code, paths.claimForms())}>{t('Get the claim forms')}</ButtonLink>
            <ButtonLink href={i18n.href(code, paths.contact())} variant="secondary">
              {t('Talk to us')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <MoreHelp code={code} current="promise" />
    </>
  )
}
