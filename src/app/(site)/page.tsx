import type { Metadata } from 'next'

import { HomeRoute, homeMetadata } from '@/components/Home/HomeRoute'
import { i18n } from '@/lib/i18n'

export function generateMetadata(): Promise<Metadata> {
  return homeMetadata(i18n.defaultLanguage.code)
}

export default function Page() {
  return <HomeRoute code={i18n.defaultLanguage.code} />
}
