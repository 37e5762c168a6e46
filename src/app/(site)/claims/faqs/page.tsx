import type { Metadata } from 'next'

import { ClaimsFaqView } from '@/components/Claims/ClaimsFaqView'
import { claimsMetadata } from '@/components/Claims/metadata'
import { getClaimsFaq } from '@/lib/content/claims'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getClaimsFaq()
  return claimsMetadata(page, page.intro, 'Claims questions')
}

export default async function ClaimsFaqRoute() {
  return <ClaimsFaqView page={await getClaimsFaq()} />
}
