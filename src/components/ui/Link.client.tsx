'use client'

import NextLink from 'next/link'
import { useRouter } from 'next/navigation'
import type { ComponentProps, FocusEvent, MouseEvent, TouchEvent } from 'react'

type Props = Omit<ComponentProps<typeof NextLink>, 'prefetch'>

/**
 * The site's link: next/link that fetches the next page when the visitor shows intent (pointer over it,
 * keyboard focus, a finger down), not every link in view as the page loads. On 2G/3G the page's own
 * bytes come first, and most links in view are never followed (issue 13).
 */
export function Link({ href, onMouseEnter, onFocus, onTouchStart, ...props }: Props) {
  const router = useRouter()
  const target = typeof href === 'string' ? href : null
  const prefetch = () => {
    // Only this site's pages; a hash or another site has nothing to prefetch.
    if (target?.startsWith('/') && !target.startsWith('//')) router.prefetch(target)
  }
  return (
    <NextLink
      {...props}
      href={href}
      prefetch={false}
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
