import { headingPair, image, seoFields } from '@/fields'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

/** The news room (/news) and the headings of its press releases page (/news/press-release). */
export const NewsRoom = pageGlobal({
  slug: 'news-room',
  label: 'News room',
  admin: {
    group: 'Pages',
    preview: previewAt('/news'),
    description: 'The pages at /news and /news/press-release. Add releases under About us → Press releases.',
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'News room',
          fields: [
            headingPair(),
            { name: 'intro', label: 'Introduction', type: 'textarea' },
            {
              name: 'pressCard',
              type: 'group',
              label: 'Press releases card',
              admin: { description: 'The card that links to /news/press-release.' },
              fields: [
                { name: 'title', label: 'Title', type: 'text', required: true, defaultValue: 'Press releases' },
                { name: 'text', label: 'Text', type: 'textarea' },
                image('image'),
              ],
            },
            {
              name: 'mediaContact', label: 'Media contact',
              type: 'textarea',
              admin: { description: 'How journalists can reach the press office.' },
            },
          ],
        },
        {
          label: 'Press releases page',
          fields: [
            {
              name: 'pressPage',
              type: 'group',
              label: false,
              fields: [
                headingPair(),
                { name: 'intro', label: 'Introduction', type: 'textarea' },
                {
                  name: 'metaDescription', label: 'Description in search results',
                  type: 'textarea',
                  maxLength: 300,
                  admin: { description: 'One or two sentences shown in search results.' },
                },
              ],
            },
          ],
        },
      ],
    },
    seoFields,
  ],
})
