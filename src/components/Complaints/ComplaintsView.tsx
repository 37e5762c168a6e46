import Link from 'next/link'

import { buttonClass } from '@/components/ui/Button'
import type { ComplaintsRecord } from '@/lib/complaints/record'
import { acknowledgeWords, resolveWords, type ComplaintTerms } from '@/lib/complaints/terms'
import { paths } from '@/lib/paths'
import { telHref } from '@/lib/phone'
import type { SiteSetting } from '@/payload-types'
import { lagosDateText } from '@/lib/text/lagos'

import { BureauContact } from './BureauContact'
import styles from './complaints.module.css'

export type ComplaintsRecordData = ComplaintsRecord & { since: string }

const whole = new Intl.NumberFormat('en-NG')
const oneDecimal = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 1 })

/** /complaints: how to complain, how long we take, where to go next, and our figures. */
export function ComplaintsView({
  settings,
  terms,
  record,
}: {
  settings: Pick<SiteSetting, 'callCentrePhone' | 'officeHours' | 'address' | 'shortName'>
  terms: ComplaintTerms
  record: ComplaintsRecordData | null
}) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.narrow}>
        <h1>
          Not happy with us? <span className="accent">Tell us</span>
        </h1>
        <p className={styles.lead}>
          If something has gone wrong, we want to put it right. Making a complaint is free, and it will not affect your policy or your claim.
        </p>
        <div className={styles.actions}>
          <Link href={paths.complaintNew()} className={buttonClass('primary')}>
            Make a complaint online
          </Link>
          <Link href={paths.complaintTrack()} className={buttonClass('secondary')}>
            Follow your complaint
          </Link>
        </div>

        <section className={styles.section} aria-labelledby="how-to-complain">
          <h2 id="how-to-complain">How to complain</h2>
          <p>Choose the way that suits you. Tell us what happened and what you would like us to do.</p>
          <ul className={styles.ways}>
            <li>
              <h3>Online</h3>
              <p>
                Fill in our <Link href={paths.complaintNew()}>complaint form</Link>. You get a reference at once.
              </p>
            </li>
            <li>
              <h3>By phone</h3>
              <p>
                Call <a href={telHref(settings.callCentrePhone)}>{settings.callCentrePhone}</a>, {settings.officeHours.charAt(0).toLowerCase() + settings.officeHours.slice(1)}.
              </p>
            </li>
            <li>
              <h3>By email</h3>
              <p>
                Write to <a href={`mailto:${terms.email}`}>{terms.email}</a>.
              </p>
            </li>
            <li>
              <h3>By letter</h3>
              <p>Write to The Complaints Team, {settings.address}.</p>
            </li>
            <li>
              <h3>In person</h3>
              <p>Visit our head office at {settings.address}, during office hours.</p>
            </li>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="how-long">
          <h2 id="how-long">How long it takes</h2>
          <ul>
            <li>
              We acknowledge your complaint <strong>{acknowledgeWords(terms.acknowledgeDays)}</strong>, by SMS and, if you give one, by email.
              The acknowledgement gives you a reference.
            </li>
            <li>
              We send you our final answer <strong>{resolveWords(terms.resolveDays)}</strong> of receiving your complaint.
            </li>
            <li>
              You can <Link href={paths.complaintTrack()}>follow your complaint</Link> online at any time with your reference and mobile number.
            </li>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="still-unhappy">
          <h2 id="still-unhappy">If you are still unhappy</h2>
          <p>
            If you are not happy with our final answer, or we have not answered {resolveWords(terms.resolveDays)}, you can take your complaint to the
            National Insurance Commission (NAICOM), which regulates insurers in Nigeria. It is free.
          </p>
          <BureauContact bureau={terms.bureau} />
        </section>

        <section className={styles.section} aria-labelledby="complaints-record">
          <h2 id="complaints-record">Our complaints record</h2>
          {record ? (
            <>
              <p>Complaints received since {lagosDateText(record.since)}, counted from our complaints records.</p>
              <ul className={styles.record}>
                <li>
                  <span className={styles.figure}>{whole.format(record.received)}</span> complaints received
                </li>
                <li>
                  <span className={styles.figure}>{whole.format(record.resolved)}</span> resolved
                </li>
                <li>
                  <span className={styles.figure}>{record.medianDaysToResolve === null ? 'None yet' : `${oneDecimal.format(record.medianDaysToResolve)} days`}</span>{' '}
                  median time to resolve
                </li>
                <li>
                  <span className={styles.figure}>{record.shareWithinPromise === null ? 'None due yet' : `${oneDecimal.format(record.shareWithinPromise)}%`}</span>{' '}
                  resolved within the time we promised, of those whose time is up
                </li>
              </ul>
            </>
          ) : (
            <p>Our figures cannot be shown just now. Please try again later.</p>
          )}
        </section>
      </div>
    </div>
  )
}
