import type { Metadata } from 'next'

import { CorporatePage } from '@/components/Corporate/CorporatePage'
import { headingText } from '@/components/ui/Heading'
import { getCorporatePage } from '@/lib/content/products'
import { paths } from '@/lib/paths'
import { getPromises } from '@/lib/promises'
import { canonicalUrl } from '@/lib/routing/server'

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getCorporatePage()
  return {
    title: page.meta?.title || 'Corporate insurance for employers',
    description: page.meta?.description || page.intro || headingText(page.heading),
    alternates: { canonical: canonicalUrl(paths.corporate()) },
  }
}

/** /corporate/home: group life, credit life and employee benefits for organisations. */
export default async function CorporateRoute() {
  const [{ page, products }, promises] = await Promise.all([getCorporatePage(), getPromises()])
  return <CorporatePage page={page} products={products} groupQuoteDays={promises.groupQuoteDays} />
}
