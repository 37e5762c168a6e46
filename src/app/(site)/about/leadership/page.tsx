import type { Metadata } from 'next'

import { LeadershipPage } from '@/components/About/LeadershipPage'
import { companyMetadata } from '@/components/About/metadata'
import { headingText } from '@/components/ui/Heading'
import { getLeaders, getLeadershipPage } from '@/lib/content/company'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getLeadershipPage()
  return companyMetadata(page.meta, { title: headingText(page.heading) || 'Our Leaders', description: page.intro })
}

export default async function Page() {
  const [page, leaders] = await Promise.all([getLeadershipPage(), getLeaders()])
  return <LeadershipPage page={page} leaders={leaders} />
}
