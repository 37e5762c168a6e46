import type { LineStatus } from '@/lib/hours/open-status'

import styles from './Reach.module.css'

/** "Open now until 5:00pm" or "Closed now. Opens Monday at 8:00am", computed on the server in Lagos time. */
export function LineStatusNote({ status, className }: { status: LineStatus; className?: string }) {
  return (
    <p className={`${styles.status} ${status.open ? styles.open : ''} ${className ?? ''}`}>
      <span className={styles.dot} aria-hidden="true" />
      <span>{status.sentence}</span>
    </p>
  )
}
