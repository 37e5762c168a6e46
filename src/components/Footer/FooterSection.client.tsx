'use client'

import { useState, type ReactNode } from 'react'

import { useHydrated } from '@/components/ui/useHydrated'
import styles from './Footer.module.css'

/**
 * A footer column. On phones it is a collapsible section that starts collapsed; on wider screens it is a
 * plain column with a heading. Before JavaScript runs (or without it) the section is simply open, so its
 * links are always reachable.
 */
export function FooterSection({
  id,
  title,
  className,
  children,
}: {
  id: string
  title: string
  className?: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const [open, setOpen] = useState(false)
  const state = !hydrated ? 'static' : open ? 'open' : 'closed'
  return (
    <section className={`${styles.section} ${className ?? ''}`} data-state={state} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {hydrated ? (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={open}
            aria-controls={`${id}-body`}
            onClick={() => setOpen((value) => !value)}
          >
            {title}
            <svg className={styles.toggleIcon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        ) : null}
        <span className={styles.headingText}>{title}</span>
      </h2>
      <div id={`${id}-body`} className={styles.sectionBody}>
        {children}
      </div>
    </section>
  )
}
