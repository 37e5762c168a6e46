import type { GlobalConfig } from 'payload'

import { contentUpdate, publishedOnly } from '@/access'
import { revalidateGlobal } from '@/hooks/revalidate'
import { reindexGlobalOnPublish } from '@/hooks/search'
import { twoPersonGlobalRule } from '@/lib/approvals/two-person'

/**
 * A singleton page of the site (Home, About, Claims, …): drafts and versions, the public reads only the
 * published version, staff edit it, and publishing expires the cached pages.
 */
export function pageGlobal(config: Omit<GlobalConfig, 'access' | 'versions' | 'hooks'>, options: { regulated?: string } = {}): GlobalConfig {
  return {
    ...config,
    access: { read: publishedOnly, update: contentUpdate },
    versions: { drafts: { schedulePublish: true }, max: 50 },
    hooks: {
      // Regulated content (the claims promise, the document checklists): a publisher other than the
      // change's author publishes it (decision 031).
      ...(options.regulated ? { beforeChange: [twoPersonGlobalRule({ approver: 'publisher', what: options.regulated })] } : {}),
      afterChange: [revalidateGlobal('content'), reindexGlobalOnPublish],
    },
  }
}
