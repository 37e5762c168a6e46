import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { getSitemapEntries, sitemapAddresses } from '@/lib/content/sitemap'
import { canonicalUrl } from '@/lib/routing/server'

/**
 * /sitemap.xml: every public page at its one canonical address, so search engines find each product; a page
 * written in every language at each language's address, with the others as hreflang alternates.
 */
// Answered per request from the cached reads: the build holds no content (decision 013).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection()
  return sitemapAddresses(await getSitemapEntries()).map(({ path, lastModified, languages }) => ({
    url: canonicalUrl(path),
    ...(lastModified ? { lastModified } : {}),
    ...(languages ? { alternates: { languages: Object.fromEntries(Object.entries(languages).map(([hreflang, href]) => [hreflang, canonicalUrl(href)])) } } : {}),
  }))
}
