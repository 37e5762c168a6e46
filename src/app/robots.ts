import type { MetadataRoute } from 'next'

import { env } from '@/lib/env'
import { canonicalUrl } from '@/lib/routing/server'

/**
 * /robots.txt. Only the production site (SITE_ENV=production) may be indexed, so a demo or staging
 * copy never competes with it in search results. Admin, previews and the plan service stay out; the
 * downloadable forms and reports under /api/documents and the images under /api/media may be found.
 */
export default function robots(): MetadataRoute.Robots {
  if (env.siteEnv !== 'production') {
    return { rules: { userAgent: '*', disallow: '/' } }
  }
  return {
    rules: {
      userAgent: '*',
      allow: ['/', '/api/documents/file/', '/api/media/file/'],
      disallow: ['/admin', '/api/', '/preview', '/plan-service'],
    },
    sitemap: canonicalUrl('/sitemap.xml'),
  }
}
