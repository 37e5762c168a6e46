'use client'

import { useEffect, type MouseEvent, type ReactNode, type Ref } from 'react'

import { ErrorIcon } from './Field'
import styles from './form.module.css'

export type SummaryItem = {
  message: string
  /** The id of the control the message is about; without one the message is not a link. */
  target?: string
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

/** Moves to a field: its question (label or legend) into view, then focus on the control. */
export function focusControl(event: MouseEvent<HTMLAnchorElement>, target: string): void {
  const control = document.getElementById(target)
  if (!control) return
  event.preventDefault()
  const context = control.closest('fieldset, [data-field]') ?? control
  context.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' })
  control.focus({ preventScroll: true })
}

/**
 * The error summary (the GOV.UK pattern): a titled box listing each problem, linked to its field.
 * The form moves focus to it (through `ref`) after a failed submit; without JavaScript it takes focus
 * as the page loads (`autoFocus`). While it shows, the page title starts with "Error: ".
 */
export function ErrorSummary({
  id,
  title = 'There is a problem',
  items,
  headingLevel = 2,
  autoFocus,
  ref,
  children,
}: {
  /** Prefix for the title's id. */
  id: string
  title?: string
  items: SummaryItem[]
  headingLevel?: 2 | 3
  autoFocus?: boolean
  ref?: Ref<HTMLDivElement>
  /** What to do next, after the list (e.g. a link to ask for a call back). */
  children?: ReactNode
}) {
  useEffect(() => {
    const plain = document.title.replace(/^Error: /, '')
    document.title = `Error: ${plain}`
    return () => {
      document.title = document.title.replace(/^Error: /, '')
    }
  }, [])

  const Heading = headingLevel === 3 ? 'h3' : 'h2'
  return (
    <div ref={ref} className={styles.summary} tabIndex={-1} aria-labelledby={`${id}-title`} autoFocus={autoFocus}>
      <Heading id={`${id}-title`} className={styles.summaryTitle}>
        <ErrorIcon /> {title}
      </Heading>
      <ul className={styles.summaryList}>
        {items.map((item, i) => (
          <li key={`${item.target ?? 'general'}-${i}`}>
            {item.target ? (
              <a href={`#${item.target}`} onClick={(e) => focusControl(e, item.target as string)}>
                {item.message}
              </a>
            ) : (
              item.message
            )}
          </li>
        ))}
      </ul>
      {children}
    </div>
  )
}
