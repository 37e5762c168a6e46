import Link from 'next/link'

import { getSiteSettings } from '@/lib/content/site'

export async function Header() {
  const settings = await getSiteSettings()
  return (
    <header>
      <Link href="/">{settings.brandName}</Link>
    </header>
  )
}
