import { headingPair, seoFields } from '@/fields'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

/** The headings of /about/leadership. The people themselves are in the Leaders collection. */
export const Leadership = pageGlobal({
  slug: 'leadership-page',
  label: 'Leadership page',
  admin: { group: 'Pages', description: 'Headings of the page at /about/leadership. Add people under About us → Leaders.', preview: previewAt('/about/leadership') },
  fields: [
    headingPair(),
    { name: 'intro', label: 'Introduction', type: 'textarea' },
    { name: 'boardHeading', label: 'Board heading', type: 'text', required: true, defaultValue: 'Our Board of Directors' },
    { name: 'boardIntro', label: 'Board introduction', type: 'textarea' },
    {
      name: 'managementHeading', label: 'Management heading',
      type: 'text',
      defaultValue: 'Management team',
      admin: { description: 'Shown only when at least one leader is in the management team.' },
    },
    { name: 'managementIntro', label: 'Management introduction', type: 'textarea' },
    seoFields,
  ],
})
