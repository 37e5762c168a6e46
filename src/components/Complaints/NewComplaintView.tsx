import Link from 'next/link'

import { resolveWords, type ComplaintTerms } from '@/lib/complaints/terms'
import { paths } from '@/lib/paths'

import { ComplaintForm } from './ComplaintForm.client'
import styles from './complaints.module.css'
import type { ComplaintAction } from './state'

/** /complaints/new: the complaint form. */
export function NewComplaintView({ action, phone, terms }: { action: ComplaintAction; phone: string; terms: ComplaintTerms }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.narrow}>
        <nav aria-label="Breadcrumb">
          <Link href={paths.complaints()}>Complaints</Link>
        </nav>
        <h1>Make a complaint</h1>
        <p className={styles.lead}>
          Tell us what went wrong and what you would like us to do. You get a reference at once, by SMS too, and our final answer{' '}
          {resolveWords(terms.resolveDays)}.
        </p>
        <ComplaintForm
          action={action}
          phone={phone}
          privacyHref={paths.privacy()}
          trackHref={paths.complaintTrack()}
          promise={resolveWords(terms.resolveDays)}
        />
      </div>
    </div>
  )
}
