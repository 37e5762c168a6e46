import type { Metadata } from 'next'

import { ClaimFormsView } from '@/components/Claims/ClaimFormsView'
import { claimsMetadata } from '@/components/Claims/metadata'
import { getClaimForms } from '@/lib/content/claims'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getClaimForms()
  return claimsMetadata(page, page.intro, 'Claim forms')
}

export default async function ClaimFormsRoute() {
  return <ClaimFormsView page={await getClaimForms()} />
}
