import { headingPair, seoFields } from '@/fields'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

/** The headings of /about/statements. The documents themselves are in "Statements and fund reports". */
export const StatementsPage = pageGlobal({
  slug: 'statements-page',
  label: 'Financial statements page',
  admin: { group: 'Pages', description: 'Headings of /about/statements. Add documents under About us → Statements and fund reports.', preview: previewAt('/about/statements') },
  fields: [
    headingPair(),
    { name: 'intro', label: 'Introduction', type: 'textarea' },
    {
      name: 'contactNote', label: 'Contact note',
      type: 'textarea',
      admin: { description: 'Shown under the list, e.g. who investors can write to.' },
    },
    seoFields,
  ],
})
