import type { ReactNode } from 'react'

import { buttonClass } from './Button'
import styles from './form.module.css'

/**
 * Every form's submit button: 52 px tall, full width on a phone. While the answer is on its way it
 * says so and is marked busy with aria-disabled (not `disabled`, which would drop keyboard focus); the
 * form ignores a second press. A form with two ways to submit (e.g. "Update the price" and "Continue")
 * gives each a `name` and `value`, and the lesser one `variant="secondary"`.
 */
export function SubmitButton({
  pending = false,
  pendingLabel,
  variant = 'primary',
  name,
  value,
  className,
  children,
}: {
  pending?: boolean
  /** What it says while pending, e.g. "Sending…". */
  pendingLabel: string
  variant?: 'primary' | 'secondary'
  /** Sent with the form when this button is the one pressed. */
  name?: string
  value?: string
  className?: string
  children: ReactNode
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className={buttonClass(variant, [styles.submit, className].filter(Boolean).join(' '))}
      aria-disabled={pending || undefined}
    >
      {pending ? pendingLabel : children}
    </button>
  )
}
