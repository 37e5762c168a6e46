import type { Metadata } from 'next'

import { CareersPage } from '@/components/About/CareersPage'
import { companyMetadata } from '@/components/About/metadata'
import { headingText } from '@/components/ui/Heading'
import { getCareers } from '@/lib/content/company'
import { getSiteSettings } from '@/lib/content/site'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getCareers()
  return companyMetadata(page.meta, { title: headingText(page.heading) || 'Careers', description: page.intro })
}

export default async function Page() {
  const [page, settings] = await Promise.all([getCareers(), getSiteSettings()])
  return <CareersPage page={page} careersEmail={settings.careersEmail} />
}
