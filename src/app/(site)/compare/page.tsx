import type { Metadata } from 'next'

import { compareMetadata, CompareRoute } from './compare-route'

export function generateMetadata(): Promise<Metadata> {
  return compareMetadata({})
}

/**
 * /compare with no plans chosen: rendered once per content version and kept in Next's cache (decision
 * 018). An address with a query string (a comparison) is sent to answers/page.tsx by src/proxy.ts.
 */
export default function Compare() {
  return <CompareRoute params={{}} />
}
