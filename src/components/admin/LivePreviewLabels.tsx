'use client'

import { type ReactNode, useEffect } from 'react'

/** What a screen reader announces for the live preview frame and its size boxes (decision 034). */
export const LIVE_PREVIEW_NAMES = [
  { selector: 'iframe#live-preview-iframe', attribute: 'title', name: 'Live preview of this page, with your saved changes' },
  { selector: 'input[name="live-preview-width"]', attribute: 'aria-label', name: 'Preview width in pixels' },
  { selector: 'input[name="live-preview-height"]', attribute: 'aria-label', name: 'Preview height in pixels' },
] as const

/**
 * Payload's live preview (@payloadcms/ui's LivePreviewWindow and its toolbar) leaves its frame without a
 * title and its width and height boxes without labels, so a screen reader announces a bare "frame" and
 * two unnamed number fields (WCAG 4.1.2). Payload offers no prop for them; this names each whenever the
 * admin puts one on the page. A provider, so it is there on every admin page.
 */
export function LivePreviewLabels({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const name = () => {
      for (const { selector, attribute, name: text } of LIVE_PREVIEW_NAMES) {
        for (const element of document.querySelectorAll(`${selector}:not([${attribute}])`)) element.setAttribute(attribute, text)
      }
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return children
}
