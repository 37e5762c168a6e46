'use client'

import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react'

type Props = Omit<ComponentProps<'a'>, 'href'> & {
  href: string
  /** Replace the current history entry instead of adding one. */
  replace?: boolean
  /** Scroll to the top of the new page (the default), as a full page load would. */
  scroll?: boolean
}

/** A page of this site (not another site, not a protocol-relative address). */
const isOwnPage = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * The site's link: a plain <a> that moves to another page of the site without a full page load, and
 * fetches that page when the visitor shows intent (pointer over it, keyboard focus, a finger down),
 * not every link in view as the page loads: on 2G/3G the page's own bytes come first (issue 13).
 * Our own few lines instead of next/link, whose code was about 4 KB of every page's JavaScript; the
 * router underneath is the same. Without JavaScript it is an ordinary link.
 */
export function Link({ href, replace, scroll = true, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter()
  const own = isOwnPage(href)
  const prefetch = () => {
    if (own) router.prefetch(href)
  }
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !own || props.download !== undefined) return
    // A new tab, a new window, a download or a save: the browser's own business.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    if (props.target && props.target !== '_self') return
    event.preventDefault()
    if (replace) router.replace(href, { scroll })
    else router.push(href, { scroll })
  }
  return (
    <a
      {...props}
      href={href}
      onClick={navigate}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch()
        onMouseEnter?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch()
        onFocus?.(event)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch()
        onTouchStart?.(event)
      }}
    />
  )
}

export default Link
