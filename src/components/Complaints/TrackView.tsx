import Link from 'next/link'

import { complaintStatusLabel } from '@/lib/complaints/types'
import type { TrackedComplaint } from '@/lib/complaints/track'
import { paths } from '@/lib/paths'
import { lagosDateText } from '@/lib/text/lagos'

import { BureauContact } from './BureauContact'
import styles from './complaints.module.css'
import type { ComplaintTrackAction } from './state'
import { ComplaintTrackForm } from './TrackForm.client'

/** /complaints/track: the lookup form, or the complaint's status, dates and answer once the lookup matched. */
export function ComplaintTrackView({
  complaint,
  action,
  notFoundText,
  phone,
}: {
  complaint: TrackedComplaint | null
  action: ComplaintTrackAction
  notFoundText: string
  phone: string
}) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.narrow}>
        <nav aria-label="Breadcrumb">
          <Link href={paths.complaints()}>Complaints</Link>
        </nav>
        <h1>Follow your complaint</h1>
        {complaint ? <ComplaintStatus complaint={complaint} /> : null}
        {complaint ? (
          <h2>Look up another complaint</h2>
        ) : (
          <p className={styles.lead}>Enter your complaint reference and the mobile number you gave with it.</p>
        )}
        <ComplaintTrackForm action={action} notFoundText={notFoundText} phone={phone} />
      </div>
    </div>
  )
}

function ComplaintStatus({ complaint }: { complaint: TrackedComplaint }) {
  const open = complaint.status !== 'resolved'
  return (
    <section aria-labelledby="complaint-status-heading" className={styles.panel}>
      <h2 id="complaint-status-heading">
        Hello {complaint.firstName}: your complaint is {complaintStatusLabel(complaint.status).toLowerCase()}
      </h2>
      <p>
        Reference <strong>{complaint.reference}</strong>, received on {lagosDateText(complaint.receivedAt)}.
      </p>
      {open && complaint.dueAt ? (
        <p>
          We will send you our final answer by <strong>{lagosDateText(complaint.dueAt)}</strong>.
        </p>
      ) : null}
      {complaint.status === 'escalated' ? <p>A senior manager is now looking at your complaint.</p> : null}
      {complaint.finalAnswer ? (
        <>
          <h3>Our final answer</h3>
          <p className={styles.answer}>{complaint.finalAnswer}</p>
          <h3>If you are not happy with our answer</h3>
          <p>You can take your complaint to the regulator’s complaints bureau:</p>
          <BureauContact bureau={complaint.bureau} />
        </>
      ) : null}
      <h3 id="complaint-steps-heading">What has happened</h3>
      <ol className={styles.steps} aria-labelledby="complaint-steps-heading">
        {complaint.steps.map((step, i) => (
          <li key={`${step.status}-${i}`}>
            {step.label}
            <span className={styles.when}>{lagosDateText(step.at)}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}
