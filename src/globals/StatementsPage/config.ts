import type { GlobalConfig } from 'payload'

import { publishedOnly, staffOnly } from '@/access'
import { headingPair, seoFields } from '@/fields'
import { revalidateGlobal } from '@/hooks/revalidate'
import { previewAt } from '@/lib/preview'

/** The headings of /about/statements. The documents themselves are in "Statements and fund reports". */
export const StatementsPage: GlobalConfig = {
  slug: 'statements-page',
  label: 'Financial statements page',
  admin: { group: 'Pages', description: 'Headings of /about/statements. Add documents under About us → Statements and fund reports.', preview: previewAt('/about/statements') },
  access: { read: publishedOnly, update: staffOnly },
  versions: { drafts: true, max: 50 },
  hooks: { afterChange: [revalidateGlobal('content')] },
  fields: [
    headingPair(),
    { name: 'intro', type: 'textarea' },
    {
      name: 'contactNote',
      type: 'textarea',
      admin: { description: 'Shown under the list, e.g. who investors can write to.' },
    },
    seoFields,
  ],
}
