'use client'

import { useSelectedLayoutSegment } from 'next/navigation'
import type { ReactNode } from 'react'

/**
 * The top-level segments (under src/app/(site)) of journeys a visitor is in the middle of: the six-step
 * application and its payment pages (/apply/…). Reading articles is not what they came to do there.
 */
const JOURNEYS = new Set(['apply'])

/**
 * Shows its children everywhere except on a journey's pages. The segment comes from the router, so the
 * server leaves them out of the HTML (no JavaScript needed) and a client-side move in or out of a
 * journey updates the footer too, although the layout that holds it is not rendered again.
 */
export function OutsideJourneys({ children }: { children: ReactNode }) {
  const segment = useSelectedLayoutSegment()
  return segment !== null && JOURNEYS.has(segment) ? null : children
}
