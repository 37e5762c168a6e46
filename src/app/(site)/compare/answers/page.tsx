import type { Metadata } from 'next'

import type { SearchParams } from '@/lib/compare/query'

import { compareMetadata, CompareRoute } from '../compare-route'

type Props = { searchParams: Promise<SearchParams> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return compareMetadata(await searchParams)
}

/**
 * A comparison (src/proxy.ts sends /compare with a query string here): made per request, since it reads
 * the query string, and never kept by Next's cache or a proxy (decision 018).
 */
export default async function Comparison({ searchParams }: Props) {
  return <CompareRoute params={await searchParams} />
}
