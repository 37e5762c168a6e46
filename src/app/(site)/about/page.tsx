import type { Metadata } from 'next'

import { AboutPage } from '@/components/About/AboutPage'
import { companyMetadata } from '@/components/About/metadata'
import { headingText } from '@/components/ui/Heading'
import { getAbout } from '@/lib/content/company'
import { getSiteSettings } from '@/lib/content/site'

export async function generateMetadata(): Promise<Metadata> {
  const about = await getAbout()
  return companyMetadata(about.meta, { title: headingText(about.heading) || 'About us', description: about.description })
}

export default async function Page() {
  const [about, settings] = await Promise.all([getAbout(), getSiteSettings()])
  return <AboutPage about={about} settings={settings} />
}
