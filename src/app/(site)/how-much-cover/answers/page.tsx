import type { Metadata } from 'next'

import { needsMetadata, NeedsRoute, type NeedsQuery } from '../needs-route'

type Props = { searchParams: Promise<NeedsQuery> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return needsMetadata(await searchParams)
}

/** /how-much-cover with answers (src/proxy.ts sends them here): made per request, since it reads the query string. */
export default async function NeedsAnswers({ searchParams }: Props) {
  return <NeedsRoute query={await searchParams} />
}
