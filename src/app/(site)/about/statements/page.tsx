import type { Metadata } from 'next'

import { companyMetadata } from '@/components/About/metadata'
import { StatementsPage } from '@/components/About/StatementsPage'
import { headingText } from '@/components/ui/Heading'
import { getStatements, getStatementsPage } from '@/lib/content/company'

export async function generateMetadata(): Promise<Metadata> {
  const page = await getStatementsPage()
  return companyMetadata(page.meta, {
    title: headingText(page.heading) || 'Financial Statements and Fund Reports',
    description: page.intro,
  })
}

export default async function Page() {
  const [page, items] = await Promise.all([getStatementsPage(), getStatements()])
  return <StatementsPage page={page} items={items} />
}
