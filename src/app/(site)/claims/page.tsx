import type { Metadata } from 'next'

import { claimsOverviewMetadata, ClaimsRoute } from '@/components/Claims/ClaimsRoute'
import { i18n } from '@/lib/i18n'

export function generateMetadata(): Promise<Metadata> {
  return claimsOverviewMetadata(i18n.defaultLanguage.code)
}

export default function Page() {
  return <ClaimsRoute code={i18n.defaultLanguage.code} />
}
