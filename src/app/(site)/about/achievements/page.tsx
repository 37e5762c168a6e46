import type { Metadata } from 'next'

import { AchievementsPage } from '@/components/About/AchievementsPage'
import { companyMetadata } from '@/components/About/metadata'
import { headingText } from '@/components/ui/Heading'
import { getAchievements } from '@/lib/content/company'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getAchievements()
  return companyMetadata(page.meta, { title: headingText(page.heading) || 'Achievements', description: page.description })
}

export default async function Page() {
  return <AchievementsPage page={await getAchievements()} />
}
