import type { Metadata } from 'next'

import { ClaimsHelpRoute, claimsHelpMetadata } from '@/components/Claims/ClaimsHelpRoute'

export function generateMetadata(): Promise<Metadata> {
  return claimsHelpMetadata('faqs')
}

export default function Page() {
  return <ClaimsHelpRoute page="faqs" />
}
