import type { GlobalConfig } from 'payload'

import { contentUpdate, publishedOnly } from '@/access'
import { revalidateGlobal } from '@/hooks/revalidate'

/**
 * A singleton page of the site (Home, About, Claims, …): drafts and versions, the public reads only the
 * published version, staff edit it, and publishing expires the cached pages.
 */
export function pageGlobal(config: Omit<GlobalConfig, 'access' | 'versions' | 'hooks'>): GlobalConfig {
  return {
    ...config,
    access: { read: publishedOnly, update: contentUpdate },
    versions: { drafts: true, max: 50 },
    hooks: { afterChange: [revalidateGlobal('content')] },
  }
}
