import type { Metadata } from 'next'

import { ClaimsOverview } from '@/components/Claims/ClaimsOverview'
import { claimsMetadata } from '@/components/Claims/metadata'
import { getClaimsPage } from '@/lib/content/claims'
import { getClaimsRecord } from '@/lib/content/claims-record'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getClaimsPage()
  return claimsMetadata(page, page.intro, 'Make a claim')
}

export default async function ClaimsRoute() {
  const [page, record] = await Promise.all([getClaimsPage(), getClaimsRecord()])
  return <ClaimsOverview page={page} record={record} />
}
