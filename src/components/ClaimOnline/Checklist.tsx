import styles from './claimOnline.module.css'

import type { ChecklistItem } from '@/lib/claims/checklist'

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
