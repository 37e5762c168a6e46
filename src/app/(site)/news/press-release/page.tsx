import type { Metadata } from 'next'

import { companyMetadata } from '@/components/About/metadata'
import { PressReleasesPage } from '@/components/About/PressReleasesPage'
import { headingText } from '@/components/ui/Heading'
import { getNewsRoom, getPressReleases } from '@/lib/content/company'

export async function generateMetadata(): Promise<Metadata> {
  const { pressPage } = await getNewsRoom()
  return companyMetadata(
    { description: pressPage?.metaDescription },
    { title: headingText(pressPage?.heading) || 'Press Releases', description: pressPage?.intro },
  )
}

export default async function Page() {
  const [page, releases] = await Promise.all([getNewsRoom(), getPressReleases()])
  return <PressReleasesPage page={page.pressPage} releases={releases} />
}
