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
    { name: 'intro', type: 'textarea' },
    { name: 'boardHeading', type: 'text', required: true, defaultValue: 'Our Board of Directors' },
    { name: 'boardIntro', type: 'textarea' },
    {
      name: 'managementHeading',
      type: 'text',
      defaultValue: 'Management team',
      admin: { description: 'Shown only when at least one leader is in the management team.' },
    },
    { name: 'managementIntro', type: 'textarea' },
    seoFields,
  ],
})
