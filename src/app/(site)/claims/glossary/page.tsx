import type { Metadata } from 'next'

import { GlossaryView } from '@/components/Claims/GlossaryView'
import { claimsMetadata } from '@/components/Claims/metadata'
import { getClaimsGlossary } from '@/lib/content/claims'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getClaimsGlossary()
  return claimsMetadata(page, page.intro, 'Glossary of claims terms')
}

export default async function ClaimsGlossaryRoute() {
  return <GlossaryView page={await getClaimsGlossary()} />
}
