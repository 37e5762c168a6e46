import type { Metadata } from 'next'

import { HomeRoute, homeMetadata } from '@/components/Home/HomeRoute'

/** Only the languages of the setting (the layout's generateStaticParams): any other code is not an address of this site. */
export const dynamicParams = false

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata((await params).locale)
}

export default async function Page({ params }: Props) {
  return <HomeRoute code={(await params).locale} />
}
