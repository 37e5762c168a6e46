import type { Download } from '@/lib/content/company'
import { paths } from '@/lib/paths'
import type { StatementsPage as StatementsContent } from '@/payload-types'

import styles from './company.module.css'
import { formatFileSize, formatLongDate, isoDay } from './format'
import { DocumentIcon, DownloadIcon } from '@/components/ui/icons'
import { MoreAboutUs } from './MoreAboutUs'
import { PageHero } from './PageHero'
import { TextWithLinks } from './TextWithLinks'

const KIND_LABEL: Record<Download['kind'], string> = {
  'financial-statement': 'Financial statement',
  'fund-report': 'Fund report',
}

export function StatementsPage({ page, items }: { page: StatementsContent; items: Download[] }) {
  return (
    <>
      <PageHero
        eyebrow="Investor relations"
        heading={page.heading?.text ? page.heading : { text: 'Financial Statements and', accent: 'Fund Reports' }}
        lead={page.intro}
      />
      <section className="section section--warm" aria-labelledby="downloads">
        <div className="container">
          <h2 id="downloads" className="visually-hidden">
            Documents to download
          </h2>
          {items.length ? (
            <ul className={styles.downloads}>
              {items.map((item) => {
                const size = formatFileSize(item.filesize)
                const date = formatLongDate(item.publishedAt)
                return (
                  <li key={item.id} className={styles.download}>
                    <DocumentIcon size={28} className={styles.downloadIcon} />
                    <div className={styles.downloadText}>
                      <p className={styles.meta}>
                        <span className={item.kind === 'fund-report' ? styles.tagTeal : styles.tag}>{KIND_LABEL[item.kind]}</span>
                        {date ? (
                          <span>
                            Published <time dateTime={isoDay(item.publishedAt)}>{date}</time>
                          </span>
                        ) : null}
                      </p>
                      <h3 className={styles.downloadTitle}>{item.title}</h3>
                      <p className={styles.downloadDescription}>{item.description}</p>
                    </div>
                    <a href={item.url} className={styles.downloadLink} type="application/pdf">
                      <DownloadIcon />
                      <span>
                        Download PDF{size ? `, ${size}` : ''}
                        <span className="visually-hidden">: {item.title}</span>
                      </span>
                    </a>
                  </li>
                )
              })}
            </ul>
          ) : (
            <p className={styles.empty}>There are no documents to download at the moment. Please check again soon.</p>
          )}
          {page.contactNote ? (
            <p className={styles.note}>
              <TextWithLinks text={page.contactNote} />
            </p>
          ) : null}
        </div>
      </section>
      <MoreAboutUs current={paths.statements()} />
    </>
  )
}
