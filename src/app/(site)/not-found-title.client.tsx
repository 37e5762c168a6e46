'use client'

import { useEffect } from 'react'

/**
 * Keeps the 404 page's title in the browser tab. The server HTML already has it, but Next.js 16
 * replaces it with the layout's default title during hydration when a page calls notFound()
 * (vercel/next.js#95836). Remove once that is fixed upstream.
 */
export function KeepDocumentTitle({ title }: { title: string }) {
  useEffect(() => {
    const path = window.location.pathname
    const apply = () => {
      if (window.location.pathname === path && document.title !== title) document.title = title
    }
    apply()
    const observer = new MutationObserver(apply)
    observer.observe(document.head, { childList: true, subtree: true, characterData: true })
    return () => observer.disconnect()
  }, [title])
  return null
}
