import { telHref } from '@/lib/phone'
import type { Bureau } from '@/lib/complaints/terms'

import styles from './complaints.module.css'

/** The regulator's complaints bureau, as set in Site settings → Complaints. */
export function BureauContact({ bureau }: { bureau: Bureau }) {
  return (
    <address className={styles.bureau}>
      <p>
        <strong>{bureau.name}</strong>
      </p>
      {bureau.phone ? (
        <p>
          Phone: <a href={telHref(bureau.phone)}>{bureau.phone}</a>
        </p>
      ) : null}
      {bureau.email ? (
        <p>
          Email: <a href={`mailto:${bureau.email}`}>{bureau.email}</a>
        </p>
      ) : null}
      {bureau.address ? <p>Write to: {bureau.address}</p> : null}
      {bureau.website ? (
        <p>
          Online: <a href={bureau.website}>{bureau.website}</a>
        </p>
      ) : null}
    </address>
  )
}
