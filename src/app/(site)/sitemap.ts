import type { MetadataRoute } from 'next'
import { connection } from 'next/server'

import { getSitemapEntries } from '@/lib/content/sitemap'
import { canonicalUrl } from '@/lib/routing/server'

/** /sitemap.xml: every public page at its one canonical address, so search engines find each product. */
// Answered per request from the cached reads: the build holds no content (decision 013).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  await connection()
  const entries = await getSitemapEntries()
  return entries.map(({ path, lastModified }) => ({
    url: canonicalUrl(path),
    ...(lastModified ? { lastModified } : {}),
  }))
}
