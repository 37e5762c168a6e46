import type { Metadata } from 'next'

import { needsMetadata, NeedsRoute } from './needs-route'

export function generateMetadata(): Metadata {
  return needsMetadata({})
}

/**
 * /how-much-cover without answers: rendered once per content version and kept in Next's cache (decision
 * 018). An address with answers (a query string) is sent to answers/page.tsx by src/proxy.ts.
 */
export default function Needs() {
  return <NeedsRoute query={{}} />
}
