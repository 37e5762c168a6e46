import type { Metadata } from 'next'

import { ClaimsHelpRoute, claimsHelpMetadata } from '@/components/Claims/ClaimsHelpRoute'

/** Only the languages of the setting (the layout's generateStaticParams): any other code is not an address of this site. */
export const dynamicParams = false

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return claimsHelpMetadata('faqs', (await params).locale)
}

/** /pcm/claims/faqs: the page in another language (decision 045). */
export default async function Page({ params }: Props) {
  return <ClaimsHelpRoute page="faqs" code={(await params).locale} />
}
