import type { GlobalConfig } from 'payload'

import { publishedOnly, staffOnly } from '@/access'
import { headingPair, image, seoFields } from '@/fields'
import { revalidateGlobal } from '@/hooks/revalidate'
import { previewAt } from '@/lib/preview'

/** The news room (/news) and the headings of its press releases page (/news/press-release). */
export const NewsRoom: GlobalConfig = {
  slug: 'news-room',
  label: 'News room',
  admin: {
    group: 'Pages',
    preview: previewAt('/news'),
    description: 'The pages at /news and /news/press-release. Add releases under About us → Press releases.',
  },
  access: { read: publishedOnly, update: staffOnly },
  versions: { drafts: true, max: 50 },
  hooks: { afterChange: [revalidateGlobal('content')] },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'News room',
          fields: [
            headingPair(),
            { name: 'intro', type: 'textarea' },
            {
              name: 'pressCard',
              type: 'group',
              label: 'Press releases card',
              admin: { description: 'The card that links to /news/press-release.' },
              fields: [
                { name: 'title', type: 'text', required: true, defaultValue: 'Press releases' },
                { name: 'text', type: 'textarea' },
                image('image'),
              ],
            },
            {
              name: 'mediaContact',
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
                { name: 'intro', type: 'textarea' },
                {
                  name: 'metaDescription',
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
}
