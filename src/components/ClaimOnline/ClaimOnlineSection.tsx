import { Link } from '@/components/ui/Link.client'

import { buttonClass } from '@/components/ui/Button'
import type { ClaimsRecord } from '@/lib/claims/record'
import { paths } from '@/lib/paths'
import { lagosDateText } from '@/lib/text/lagos'

import styles from './claimOnline.module.css'

export type ClaimsRecordData = ClaimsRecord & { since: string }

const whole = new Intl.NumberFormat('en-NG')
const oneDecimal = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 })

/** On /claims: start or follow a claim online, and the claims record computed from the claims themselves. */
export function ClaimOnlineSection({ record }: { record: ClaimsRecordData | null }) {
  return (
    <section className="section" aria-labelledby="claim-online">
      <div className="container">
        <h2 id="claim-online">Claim online</h2>
        <p>Start a claim from your phone, get a reference at once and send photos of the documents. Then follow it here.</p>
        <p>
          <Link href={paths.claimStart()} className={buttonClass('primary')}>
            Make a claim online
          </Link>{' '}
          <Link href={paths.claimTrack()} className={buttonClass('secondary')}>
            Follow your claim
          </Link>
        </p>
        {record && record.decided > 0 ? (
          <>
            <h3 id="claims-record">Our claims record</h3>
            <p>Claims made online and decided since {lagosDateText(record.since)}, counted from our claims system.</p>
            <ul className={styles.record} aria-labelledby="claims-record">
              <li>
                <span className={styles.figure}>{whole.format(record.paid)}</span> claims paid
              </li>
              <li>
                <span className={styles.figure}>{oneDecimal.format(record.sharePaid ?? 0)}%</span> of decided claims paid
              </li>
              {record.medianDaysToPay !== null ? (
                <li>
                  <span className={styles.figure}>{oneDecimal.format(record.medianDaysToPay)} days</span> median from documents
                  complete to payment
                </li>
              ) : null}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  )
}
