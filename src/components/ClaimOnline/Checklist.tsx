import type { ChecklistItem } from '@/lib/claims/checklist'
import { unreadableSentence, type ChecklistStatus } from '@/lib/claims/documents'
import { lagosDayText } from '@/lib/text/lagos'

import styles from './claimOnline.module.css'

/** The documents a kind of claim needs, as the CMS lists them (the claim forms page and /claims/start). */
export function Checklist({
  items,
  headingId,
  heading,
  level = 'h2',
}: {
  items: ChecklistItem[]
  headingId: string
  heading: string
  level?: 'h2' | 'h3'
}) {
  const Heading = level
  return (
    <section aria-labelledby={headingId} className={styles.checklist}>
      <Heading id={headingId} className={styles.checklistHeading}>
        {heading}
      </Heading>
      {items.length > 0 ? (
        <ul className={styles.checklistList}>
          {items.map((item) => (
            <li key={`${item.name}-${item.note ?? ''}`}>
              {item.name}
              {item.note ? <span className={styles.note}> ({item.note})</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>We will tell you which documents we need when we confirm your claim.</p>
      )}
    </section>
  )
}

/**
 * A claim's own list on the tracking page: each document ticked off with the day it arrived, or still
 * needed (with the reason, when a file for it could not be read). The marks are decoration; the words
 * "Received" and "Still needed" say it to everyone.
 */
export function ClaimDocuments({ status, headingId }: { status: ChecklistStatus; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className={styles.checklist}>
      <h3 id={headingId} className={styles.checklistHeading}>
        Your documents
      </h3>
      {status.items.length > 0 ? (
        <ul className={styles.docList} aria-labelledby={headingId}>
          {status.items.map((item, i) => (
            <li key={`${i}-${item.document}`} className={item.state === 'received' ? styles.docReceived : styles.docNeeded}>
              <span className={styles.marker} aria-hidden="true">
                {item.state === 'received' ? '✓' : '○'}
              </span>
              <span>
                {item.document}
                {item.state === 'received' ? (
                  <span className={styles.docState}>
                    Received {lagosDayText(item.receivedAt)}
                    {item.checkedAt ? ', and we have checked it' : ''}
                  </span>
                ) : (
                  <span className={styles.docState}>
                    <strong>Still needed</strong>
                    {item.unreadable ? <span className={styles.docProblem}>{unreadableSentence(item.document, item.unreadable.reason)}</span> : null}
                  </span>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>We have not asked for any documents. We will tell you if we need one.</p>
      )}
      {status.others.length > 0 ? (
        <>
          <h4 className={styles.docOthersHeading}>Other documents you sent</h4>
          <ul className={styles.checklistList}>
            {status.others.map((o, i) => (
              <li key={`${i}-${o.document}`}>
                {o.document}: received {lagosDayText(o.receivedAt)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
