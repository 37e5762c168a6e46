import { Link } from '@/components/ui/Link.client'
import type { ComponentProps, ReactNode } from 'react'

import styles from './ui.module.css'

type Variant = 'primary' | 'secondary' | 'light'

export function buttonClass(variant: Variant = 'primary', extra?: string): string {
  return [styles.button, variant === 'secondary' ? styles.secondary : variant === 'light' ? styles.light : '', extra]
    .filter(Boolean)
    .join(' ')
}

/** A link styled as a button. External links open in a new tab and say so to screen readers. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  external,
  className,
}: {
  href: string
  children: ReactNode
  variant?: Variant
  external?: boolean
  className?: string
}) {
  if (external) {
    return (
      <a href={href} className={buttonClass(variant, className)} target="_blank" rel="noopener noreferrer">
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    )
  }
  return (
    <Link href={href} className={buttonClass(variant, className)}>
      {children}
    </Link>
  )
}

export function Button({ variant = 'primary', className, ...props }: ComponentProps<'button'> & { variant?: Variant }) {
  return <button type="button" {...props} className={buttonClass(variant, className)} />
}
