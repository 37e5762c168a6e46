import type { Metadata } from 'next'

import { HomeRoute, homeMetadata } from '@/components/Home/HomeRoute'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata((await params).locale)
}

export default async function Page({ params }: Props) {
  return <HomeRoute code={(await params).locale} />
}
