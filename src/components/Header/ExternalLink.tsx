import type { ReactNode } from 'react'

/**
 * A link to another website: it opens in a new tab, says so to screen readers, and shares neither
 * this page's window (noopener) nor its address (noreferrer).
 */
export function ExternalLink({
  href,
  className,
  children,
  label,
}: {
  href: string
  className?: string
  children: ReactNode
  /** The accessible name when the visible content is only an icon. */
  label?: string
}) {
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer" aria-label={label ? `${label} (opens in a new tab)` : undefined}>
      {children}
      {label ? null : <span className="visually-hidden"> (opens in a new tab)</span>}
    </a>
  )
}
