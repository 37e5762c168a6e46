'use client'

import { type ReactNode, useEffect } from 'react'

/** What a screen reader announces for the live preview frame (decision 034). */
export const LIVE_PREVIEW_FRAME_TITLE = 'Live preview of this page, with your saved changes'

const UNNAMED_FRAME = 'iframe.live-preview-iframe:not([title])'

/**
 * Payload's live preview frame (@payloadcms/ui's LivePreviewWindow) has no title, so a screen reader
 * announces it as a bare "frame" (WCAG 4.1.2). Payload offers no prop for it; this names the frame
 * whenever the admin puts one on the page. A provider, so it is there on every admin page.
 */
export function LivePreviewFrameTitle({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const name = () => {
      for (const frame of document.querySelectorAll<HTMLIFrameElement>(UNNAMED_FRAME)) frame.title = LIVE_PREVIEW_FRAME_TITLE
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(document.body, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])
  return children
}
