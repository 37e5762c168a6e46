import { Link } from '@/components/ui/Link.client'

import { buttonClass } from '@/components/ui/Button'
import type { ClaimsRecord } from '@/lib/claims/record'
import { i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'
import { lagosDateText } from '@/lib/text/lagos'

import styles from './claimOnline.module.css'

export type ClaimsRecordData = ClaimsRecord & { since: string }

const whole = new Intl.NumberFormat('en-NG')
const oneDecimal = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 })

/** On /claims: start or follow a claim online, and the claims record computed from the claims themselves. */
export function ClaimOnlineSection({ code = i18n.defaultLanguage.code, record }: { code?: string; record: ClaimsRecordData | null }) {
  const t = i18n.translate(code)
  return (
    <section className="section" aria-labelledby="claim-online">
      <div className="container">
        <h2 id="claim-online">{t('Claim online')}</h2>
        <p>{t('Start a claim from your phone, get a reference at once and send photos of the documents. Then follow it here.')}</p>
        <p>
          <Link href={i18n.href(code, paths.claimStart())} className={buttonClass('primary')}>
            {t('Make a claim online')}
          </Link>{' '}
          <Link href={i18n.href(code, paths.claimTrack())} className={buttonClass('secondary')}>
            {t('Follow your claim')}
          </Link>
        </p>
        {record && record.decided > 0 ? (
          <>
            <h3 id="claims-record">{t('Our claims record')}</h3>
            <p>{t('Claims made online and decided since {date}, counted from our claims system.', { date: lagosDateText(record.since) })}</p>
            <ul className={styles.record} aria-labelledby="claims-record">
              <li>
                <span className={styles.figure}>{whole.format(record.paid)}</span> {t('claims paid')}
              </li>
              <li>
                <span className={styles.figure}>{oneDecimal.format(record.sharePaid ?? 0)}%</span> {t('of decided claims paid')}
              </li>
              {record.medianDaysToPay !== null ? (
                <li>
                  <span className={styles.figure}>{t('{n} days', { n: oneDecimal.format(record.medianDaysToPay) })}</span>{' '}
                  {t('median from documents complete to payment')}
                </li>
              ) : null}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  )
}
