import type { Metadata } from 'next'

import { companyMetadata } from '@/components/About/metadata'
import { NewsRoomPage } from '@/components/About/NewsRoomPage'
import { headingText } from '@/components/ui/Heading'
import { getNewsRoom, getPressReleases } from '@/lib/content/company'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getNewsRoom()
  return companyMetadata(page.meta, { title: headingText(page.heading) || 'News room', description: page.intro })
}

export default async function Page() {
  const [page, releases] = await Promise.all([getNewsRoom(), getPressReleases()])
  return <NewsRoomPage page={page} releases={releases} />
}
