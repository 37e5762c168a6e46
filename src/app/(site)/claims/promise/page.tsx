import type { Metadata } from 'next'

import { ClaimsPromiseView } from '@/components/Claims/ClaimsPromiseView'
import { claimsMetadata } from '@/components/Claims/metadata'
import { getClaimsPromise } from '@/lib/content/claims'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getClaimsPromise()
  return claimsMetadata(page, page.description, 'Our claims promise')
}

export default async function ClaimsPromiseRoute() {
  return <ClaimsPromiseView page={await getClaimsPromise()} />
}
