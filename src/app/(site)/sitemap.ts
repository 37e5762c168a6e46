import type { MetadataRoute } from 'next'

import { getSitemapEntries } from '@/lib/content/sitemap'
import { canonicalUrl } from '@/lib/routing/server'

/** /sitemap.xml: every public page at its one canonical address, so search engines find each product. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const entries = await getSitemapEntries()
  return entries.map(({ path, lastModified }) => ({
    url: canonicalUrl(path),
    ...(lastModified ? { lastModified } : {}),
  }))
}
