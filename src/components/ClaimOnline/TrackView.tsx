import Link from 'next/link'

import type { TrackedClaim } from '@/lib/claims/track'
import { buttonClass } from '@/components/ui/Button'
import { claimStatusLabel } from '@/lib/claims/types'
import { paths } from '@/lib/paths'
import { lagosDateText } from '@/lib/text/lagos'

import { ClaimDocuments } from './Checklist'
import styles from './claimOnline.module.css'
import { TrackForm } from './TrackForm.client'
import type { TrackAction } from './trackState'

const MARK = { done: '✓', current: '●', upcoming: '○' } as const
const STATE_TEXT = { done: 'done', current: 'now', upcoming: 'to come' } as const

/** /claims/track: the lookup form, or the claim's status and steps once the lookup matched. */
export function TrackView({
  claim,
  action,
  notFoundText,
  phone,
}: {
  claim: TrackedClaim | null
  action: TrackAction
  notFoundText: string
  phone: string
}) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.narrow}>
        <nav aria-label="Breadcrumb">
          <Link href={paths.claims()}>Claims</Link>
        </nav>
        <h1>Follow your claim</h1>
        {claim ? <ClaimStatus claim={claim} /> : null}
        {claim ? <h2>Look up another claim</h2> : <p className={styles.lead}>Enter your reference and the phone number or email you gave with the claim.</p>}
        <TrackForm action={action} notFoundText={notFoundText} phone={phone} />
      </div>
    </div>
  )
}

function ClaimStatus({ claim }: { claim: TrackedClaim }) {
  return (
    <section aria-labelledby="claim-status-heading" className={styles.panel}>
      <h2 id="claim-status-heading">
        Hello {claim.firstName}: your claim is {claimStatusLabel(claim.status).toLowerCase()}
      </h2>
      <p>
        Reference <strong>{claim.reference}</strong>
      </p>
      {claim.promiseDate ? (
        <p>
          Your documents are complete. We promise a decision within {claim.promiseDays} days of that: by{' '}
          <strong>{lagosDateText(claim.promiseDate)}</strong>.
        </p>
      ) : claim.status === 'received' && claim.documents?.complete ? (
        <p>
          We have every document we asked for and are checking them. Once they are complete, we decide within {claim.promiseDays} days.
        </p>
      ) : claim.status === 'received' ? (
        <p>
          Once we have every document, we decide within {claim.promiseDays} days. The {claim.promiseDays} days start on the day your
          documents are complete.
        </p>
      ) : null}
      {claim.declineReason ? (
        <>
          <h3>Why we declined the claim</h3>
          <p>{claim.declineReason}</p>
          <p>
            If you disagree, you can ask for a review: see <Link href={paths.claimFaqs()}>claims questions</Link>.
          </p>
        </>
      ) : null}
      <h3 id="claim-steps-heading">Steps</h3>
      <ol className={styles.timeline} aria-labelledby="claim-steps-heading">
        {claim.timeline.map((step) => (
          <li
            key={step.status}
            className={step.state === 'done' ? styles.stepDone : step.state === 'current' ? styles.stepCurrent : styles.stepUpcoming}
            aria-current={step.state === 'current' ? 'step' : undefined}
          >
            <span className={styles.marker} aria-hidden="true">
              {MARK[step.state]}
            </span>
            <span>
              {step.label}
              <span className="visually-hidden"> ({STATE_TEXT[step.state]})</span>
              {step.at ? <span className={styles.when}>{lagosDateText(step.at)}</span> : null}
            </span>
          </li>
        ))}
      </ol>
      {claim.documents ? <ClaimDocuments status={claim.documents} headingId="claim-documents-heading" /> : null}
      {claim.sendDocumentsHref && claim.documents && !claim.documents.complete ? (
        <p className={styles.sendDocuments}>
          <a href={claim.sendDocumentsHref} className={buttonClass('primary')}>
            Send documents
          </a>
        </p>
      ) : null}
    </section>
  )
}
