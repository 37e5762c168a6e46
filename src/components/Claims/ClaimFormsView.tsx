import { Accordion } from '@/components/ui/Accordion'
import { buttonClass } from '@/components/ui/Button'
import { Img } from '@/components/ui/Img'
import { type Download, downloadOf } from '@/lib/content/claims'
import type { ClaimFormsPage, Media } from '@/payload-types'

import { Checklist } from '@/components/ClaimOnline/Checklist'
import { checklistItems } from '@/lib/claims/checklist'
import { claimTypeLabel } from '@/lib/claims/types'
import { i18n, type Translate } from '@/lib/i18n'
import { paths } from '@/lib/paths'

import { Copy } from './Copy'
import { DocumentIcon, DownloadIcon } from '@/components/ui/icons'

import { ClaimsHero, MoreHelp, SectionHead } from './parts'
import styles from './claims.module.css'

/** /claims/forms: downloadable claim forms and user guides, then questions about them. */
export function ClaimFormsView({ page, code = i18n.defaultLanguage.code }: { page: ClaimFormsPage; code?: string }) {
  const t = i18n.translate(code)
  // The forms' and guides' names, and the checklists, name English documents: marked so on a page in another language.
  const contentLang = i18n.defaultLanguagePart(code)
  const forms = (page.forms ?? []).flatMap((f) => {
    const d = downloadOf(f)
    return d ? [{ ...d, id: f.id, image: f.image }] : []
  })
  const guides = (page.guides ?? []).flatMap((g) => {
    const d = downloadOf(g)
    return d ? [{ ...d, id: g.id }] : []
  })
  const faqs = page.faqs ?? []
  const checklists = page.checklists ?? []
  return (
    <>
      <ClaimsHero code={code} route="forms" heading={page.heading} intro={page.intro} image={page.heroImage} />

      <section className="section" aria-labelledby="claim-forms">
        <div className="container">
          <SectionHead code={code} id="claim-forms" heading={page.formsHeading} intro={page.formsIntro} />
          {forms.length > 0 ? (
            <ul className={`${styles.cards} even-grid`}>
              {forms.map((form, i) => (
                <li key={form.id ?? i}>
                  <DownloadCard download={form} image={form.image} t={t} nameLang={contentLang} />
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('The forms are being updated. Please call us and we will send you the form you need.')}</p>
          )}
        </div>
      </section>

      {checklists.length > 0 ? (
        <section className="section" aria-labelledby="claim-checklists">
          <div className="container">
            <SectionHead id="claim-checklists" heading={{ text: t('Documents you need'), accent: null }} intro={null} />
            <p>
              {t('You can also')} <a href={i18n.href(code, paths.claimStart())}>{t('make a claim online')}</a>{' '}
              {t('and send photos of these documents from your phone.')}
            </p>
            <ul className={styles.cards} lang={contentLang}>
              {checklists.map((c, i) => (
                <li key={c.id ?? i}>
                  <Checklist
                    items={checklistItems(page, c.claimType)}
                    headingId={`checklist-${c.claimType}`}
                    heading={claimTypeLabel(c.claimType)}
                    level="h3"
                  />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {guides.length > 0 ? (
        <section className="section section--warm" aria-labelledby="claim-guides">
          <div className="container">
            <SectionHead code={code} id="claim-guides" heading={page.guidesHeading} />
            <ul className={`${styles.cards} even-grid`}>
              {guides.map((guide, i) => (
                <li key={guide.id ?? i}>
                  <DownloadCard download={guide} t={t} nameLang={contentLang} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      {faqs.length > 0 ? (
        <section className="section" aria-labelledby="claim-forms-questions">
          <div className={`container ${styles.faqLayout}`}>
            <div className={styles.faqAside}>
              <SectionHead code={code} id="claim-forms-questions" heading={page.faqHeading} />
            </div>
            <Accordion items={faqs.map((f) => ({ id: f.id, title: f.question, body: <Copy code={code} text={f.answer} /> }))} />
          </div>
        </section>
      ) : null}

      <MoreHelp code={code} current="forms" />
    </>
  )
}

/**
 * One downloadable PDF. The link names the file, its type and size ("Download Death claim form (PDF,
 * 84 KB)") so people on paid data know what they are getting before they tap.
 */
function DownloadCard({ download, image, t, nameLang }: { download: Download; image?: number | Media | null; t: Translate; nameLang?: string }) {
  return (
    <article className={styles.download}>
      <div className={styles.downloadHead}>
        {image ? (
          <Img media={image} alt="" sizes="72px" className={styles.thumb} />
        ) : (
          <span className={styles.fileIcon}>
            <DocumentIcon size={28} />
          </span>
        )}
        <h3 lang={nameLang}>{download.name}</h3>
      </div>
      {download.summary ? <p className={styles.downloadSummary}>{download.summary}</p> : null}
      <a href={download.url} download={download.filename} className={buttonClass('secondary', styles.downloadLink)}>
        <DownloadIcon />
        <span>
          {t('Download')}
          <span className="visually-hidden" lang={nameLang}>
            {' '}
            {download.name}
          </span>{' '}
          <span className={styles.fileMeta}>(PDF, {download.size})</span>
        </span>
      </a>
    </article>
  )
}
