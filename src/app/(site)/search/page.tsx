import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { SearchPage } from '@/components/Search/SearchPage'
import { getSiteSettings } from '@/lib/content/site'
import { payloadInstance } from '@/lib/payload-instance'
import { canonicalUrl } from '@/lib/routing/server'
import { searchPageData } from '@/lib/search/page.server'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { q } = await searchParams
  const query = typeof q === 'string' ? q.trim().slice(0, 100) : ''
  return {
    title: query ? `Search results for “${query}”` : 'Search',
    description: 'Search our products, plans, claims help, articles and news.',
    alternates: { canonical: canonicalUrl('/search') },
    robots: { index: false },
  }
}

/**
 * /search: a GET form and its results (issue 26, decision 043). It reads its query string, so Next renders
 * it per request and never keeps it, like /compare.
 */
export default async function SearchRoute({ searchParams }: Props) {
  const [params, payload, settings, h] = await Promise.all([searchParams, payloadInstance(), getSiteSettings(), headers()])
  const data = await searchPageData(payload, params, h)
  return <SearchPage data={data} phone={settings.callCentrePhone} whatsappNumber={settings.whatsappNumber} />
}
