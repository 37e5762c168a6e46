import type { Metadata } from 'next'

import { claimsOverviewMetadata, ClaimsRoute } from '@/components/Claims/ClaimsRoute'

/** Only the languages of the setting (the layout's generateStaticParams): any other code is not an address of this site. */
export const dynamicParams = false

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return claimsOverviewMetadata((await params).locale)
}

export default async function Page({ params }: Props) {
  return <ClaimsRoute code={(await params).locale} />
}
