import type { ReactNode } from 'react'

import styles from './ui.module.css'

/**
 * Question-and-answer lists built on <details>/<summary>: they open and close by mouse, keyboard and
 * screen reader with no JavaScript at all.
 */
export function Accordion({ items }: { items: { id?: string | null; title: ReactNode; body: ReactNode }[] }) {
  return (
    <div className={styles.accordion}>
      {items.map((item, i) => (
        <details key={item.id ?? i} className={styles.accordionItem} id={item.id ?? undefined}>
          <summary>{item.title}</summary>
          <div className={styles.accordionBody}>{item.body}</div>
        </details>
      ))}
    </div>
  )
}
