'use client'

import type { MouseEvent, ReactNode } from 'react'

/**
 * An in-page link (#id) that works without JavaScript; with it, the scroll is smooth unless the
 * visitor prefers reduced motion, and keyboard focus moves to the section's heading (the element
 * inside it with tabindex="-1"), so the next Tab continues from there.
 */
export function ScrollToLink({
  targetId,
  className,
  children,
}: {
  targetId: string
  className?: string
  children: ReactNode
}) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId)
    if (!target) return
    event.preventDefault()
    const focusTarget = target.querySelector<HTMLElement>('[tabindex="-1"]') ?? target
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    target.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' })
    focusTarget.focus({ preventScroll: true })
  }
  return (
    <a href={`#${targetId}`} className={className} onClick={onClick}>
      {children}
    </a>
  )
}
