import type { ReactNode } from 'react'

import { Link } from '@/components/ui/Link.client'

import { claimTypeLabel } from '@/lib/claims/types'
import { paths } from '@/lib/paths'

import styles from './claimOnline.module.css'

/** The receipt after a claim is stored: its reference first, then what is still needed. */
export function ReceivedView({
  reference,
  claimType,
  missing,
  notified,
  children,
}: {
  reference: string
  claimType: string
  missing: string[]
  /** Where the reference was sent, e.g. "by SMS to your phone and by email". */
  notified: string
  children?: ReactNode
}) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.narrow}>
        <div className={styles.panel} role="status">
          <h1>Claim received</h1>
          <p>Your claim reference is</p>
          <p className={styles.reference}>{reference}</p>
          <p>
            We have sent it {notified}. Keep it: you need it, with your phone number or email, to{' '}
            <Link href={paths.claimTrack()}>follow your claim</Link>.
          </p>
        </div>
        <p>Claim for: {claimTypeLabel(claimType)}.</p>
        <section aria-labelledby="missing-heading" className={styles.checklist}>
          <h2 id="missing-heading" className={styles.checklistHeading}>
            Documents to send
          </h2>
          {missing.length > 0 ? (
            <ul className={styles.checklistList}>
              {missing.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          ) : (
            <p>We will tell you if we need any documents.</p>
          )}
        </section>
        {children}
      </div>
    </div>
  )
}

/** The receipt's upload part: what was sent so far, then the form (`children`). */
export function SendDocuments({ sentSoFar, children }: { sentSoFar: string[]; children: ReactNode }) {
  return (
    <section aria-labelledby="send-documents" className={styles.group}>
      <h2 id="send-documents">Send the documents</h2>
      <p>Send them now or later from this page (keep its address), one file at a time.</p>
      {sentSoFar.length > 0 ? (
        <>
          <h3>Sent so far</h3>
          <ul className={styles.sent}>
            {sentSoFar.map((line, i) => (
              <li key={`${i}-${line}`}>{line}</li>
            ))}
          </ul>
        </>
      ) : null}
      {children}
    </section>
  )
}
