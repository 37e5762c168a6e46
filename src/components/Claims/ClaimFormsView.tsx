import { Accordion } from '@/components/ui/Accordion'
import { buttonClass } from '@/components/ui/Button'
import { Img } from '@/components/ui/Img'
import { type Download, downloadOf } from '@/lib/content/claims'
import type { ClaimFormsPage, Media } from '@/payload-types'

import { Checklist } from '@/components/ClaimOnline/Checklist'
import { checklistItems } from '@/lib/claims/checklist'
import { claimTypeLabel } from '@/lib/claims/types'
import { paths } from '@/lib/paths'

import { Copy } from './Copy'
import { DocumentIcon, DownloadIcon } from '@/components/ui/icons'

import { ClaimsHero, MoreHelp, SectionHead } from './parts'
import styles from './claims.module.css'

/** /claims/forms: downloadable claim forms and user guides, then questions about them. */
export function ClaimFormsView({ page }: { page: ClaimFormsPage }) {
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
      <ClaimsHero route="forms" heading={page.heading} intro={page.intro} image={page.heroImage} />

      <section className="section" aria-labelledby="claim-forms">
        <div className="container">
          <SectionHead id="claim-forms" heading={page.formsHeading} intro={page.formsIntro} />
          {forms.length > 0 ? (
            <ul className={`${styles.cards} even-grid`}>
              {forms.map((form, i) => (
                <li key={form.id ?? i}>
                  <DownloadCard download={form} image={form.image} />
                </li>
              ))}
            </ul>
          ) : (
            <p>The forms are being updated. Please call us and we will send you the form you need.</p>
          )}
        </div>
      </section>

      {checklists.length > 0 ? (
        <section className="section" aria-labelledby="claim-checklists">
          <div className="container">
            <SectionHead id="claim-checklists" heading={{ text: 'Documents you need', accent: null }} intro={null} />
            <p>
              You can also <a href={paths.claimStart()}>make a claim online</a> and send photos of these documents from your phone.
            </p>
            <ul className={styles.cards}>
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
            <SectionHead id="claim-guides" heading={page.guidesHeading} />
            <ul className={`${styles.cards} even-grid`}>
              {guides.map((guide, i) => (
                <li key={guide.id ?? i}>
                  <DownloadCard download={guide} />
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
              <SectionHead id="claim-forms-questions" heading={page.faqHeading} />
            </div>
            <Accordion items={faqs.map((f) => ({ id: f.id, title: f.question, body: <Copy text={f.answer} /> }))} />
          </div>
        </section>
      ) : null}

      <MoreHelp current="forms" />
    </>
  )
}

/**
 * One downloadable PDF. The link names the file, its type and size ("Download Death claim form (PDF,
 * 84 KB)") so people on paid data know what they are getting before they tap.
 */
function DownloadCard({ download, image }: { download: Download; image?: number | Media | null }) {
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
        <h3>{download.name}</h3>
      </div>
      {download.summary ? <p className={styles.downloadSummary}>{download.summary}</p> : null}
      <a href={download.url} download={download.filename} className={buttonClass('secondary', styles.downloadLink)}>
        <DownloadIcon />
        <span>
          Download<span className="visually-hidden"> {download.name}</span>{' '}
          <span className={styles.fileMeta}>(PDF, {download.size})</span>
        </span>
      </a>
    </article>
  )
}
