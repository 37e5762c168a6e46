import type { ReactNode } from 'react'

import { buttonClass } from './Button'
import styles from './form.module.css'

/**
 * Every form's submit button. While the answer is on its way it says so and is marked busy with
 * aria-disabled (not `disabled`, which would drop keyboard focus); the form ignores a second press.
 */
export function SubmitButton({
  pending = false,
  pendingLabel,
  className,
  children,
}: {
  pending?: boolean
  /** What it says while pending, e.g. "Sending…". */
  pendingLabel: string
  className?: string
  children: ReactNode
}) {
  return (
    <button type="submit" className={buttonClass('primary', [styles.submit, className].filter(Boolean).join(' '))} aria-disabled={pending || undefined}>
      {pending ? pendingLabel : children}
    </button>
  )
}
