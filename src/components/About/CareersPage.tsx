import { buttonClass } from '@/components/ui/Button'
import { Img } from '@/components/ui/Img'
import { paths } from '@/lib/paths'
import type { Career } from '@/payload-types'

import styles from './company.module.css'
import { mailto, paragraphs } from './format'
import { MoreAboutUs } from './MoreAboutUs'
import { PageHero } from './PageHero'

function Paragraphs({ text, className }: { text: string | null | undefined; className?: string }) {
  return (
    <>
      {paragraphs(text).map((p, i) => (
        <p key={i} className={className}>
          {p}
        </p>
      ))}
    </>
  )
}

export function CareersPage({ page, careersEmail }: { page: Career; careersEmail: string }) {
  const reasons = page.why?.reasons ?? []
  const t = page.testimonial
  return (
    <>
      <PageHero eyebrow="Careers" heading={page.heading} lead={page.intro} image={page.heroImage}>
        <p>
          <a href="#how-to-apply" className={buttonClass('primary')}>
            How to apply
          </a>
        </p>
      </PageHero>

      {page.why?.heading ? (
        <section className="section section--warm" aria-labelledby="why-join">
          <div className="container">
            <div className={styles.sectionHead}>
              <h2 id="why-join">{page.why.heading}</h2>
              <Paragraphs text={page.why.body} className={styles.bodyText} />
            </div>
            {reasons.length ? (
              <ul className={`${styles.reasons} even-grid`}>
                {reasons.map((r, i) => (
                  <li key={r.id ?? i} className={styles.reason}>
                    <span className={styles.reasonNumber} aria-hidden="true">
                      {String(i + 1).padStart(2, '0')}
                    </span>
                    <h3 className={styles.reasonTitle}>{r.title}</h3>
                    <p>{r.text}</p>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </section>
      ) : null}

      <div className="section">
        <div className={`container ${styles.twoCol}`}>
          {page.promise?.heading ? (
            <section className={`${styles.textBlock} ${styles.twoColPromise}`} aria-labelledby="promise">
              <h2 id="promise">{page.promise.heading}</h2>
              <Paragraphs text={page.promise.body} className={styles.bodyText} />
            </section>
          ) : null}
          {page.diversity?.image ? (
            <div className={styles.twoColImage}>
              <Img media={page.diversity.image} sizes="(min-width: 900px) 540px, 100vw" className={styles.blockImage} alt="" />
            </div>
          ) : null}
          {page.diversity?.heading ? (
            <section className={`${styles.textBlock} ${styles.twoColDiversity}`} aria-labelledby="diversity">
              <h2 id="diversity">{page.diversity.heading}</h2>
              <Paragraphs text={page.diversity.body} className={styles.bodyText} />
            </section>
          ) : null}
        </div>
      </div>

      {t?.quote ? (
        <section className="section section--warm" aria-labelledby="testimonial">
          <div className="container">
            <h2 id="testimonial" className="visually-hidden">
              What our people say
            </h2>
            <figure className={styles.testimonial}>
              <Img media={t.photo} sizes="160px" className={styles.testimonialPhoto} alt="" />
              <div>
                <blockquote className={styles.quote}>
                  <p>{t.quote}</p>
                </blockquote>
                <figcaption className={styles.quoteBy}>
                  <span className={styles.quoteName}>{t.name}</span>
                  <span>{t.role}</span>
                </figcaption>
              </div>
            </figure>
          </div>
        </section>
      ) : null}

      <section className="section" aria-labelledby="how-to-apply">
        <div className="container">
          <div className={styles.apply}>
            <h2 id="how-to-apply">{page.howToApply?.heading || 'How to apply'}</h2>
            <Paragraphs text={page.howToApply?.body} className={styles.applyText} />
            <p className={styles.applyAction}>
              <a href={mailto(careersEmail, page.howToApply?.emailSubject)} className={styles.applyButton}>
                Email your CV to {careersEmail}
              </a>
            </p>
          </div>
        </div>
      </section>

      <MoreAboutUs current={paths.careers()} />
    </>
  )
}
