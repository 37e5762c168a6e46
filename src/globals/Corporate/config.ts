import { headingPair, image, link, seoFields } from '@/fields'
import { previewAt } from '@/lib/preview'

import { sectionHeading } from '@/collections/Products/fields'
import { pageGlobal } from '@/globals/pageGlobal'

/** The Corporate page at /corporate/home: cover for employers, lenders and their people. */
export const Corporate = pageGlobal({
  slug: 'corporate',
  label: 'Corporate page',
  admin: { group: 'Pages', description: 'The page at /corporate/home. The plan cards come from the Corporate product category.', preview: previewAt('/corporate/home') },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [
            headingPair(),
            { name: 'intro', label: 'Introduction', type: 'textarea', required: true, admin: { description: 'Two or three sentences under the heading.' } },
            image('heroImage', { label: 'Hero image' }),
            link({ name: 'cta' }),
          ],
        },
        {
          label: 'Why us',
          fields: [
            {
              name: 'whyUs',
              type: 'group',
              label: 'Why choose us',
              fields: [
                sectionHeading(),
                { name: 'intro', label: 'Introduction', type: 'textarea' },
                {
                  name: 'cards', label: 'Cards',
                  type: 'array',
                  labels: { singular: 'Card', plural: 'Cards' },
                  interfaceName: 'CorporateWhyUsCard',
                  maxRows: 8,
                  admin: { initCollapsed: true },
                  fields: [
                    { name: 'title', label: 'Title', type: 'text', required: true },
                    { name: 'text', label: 'Text', type: 'textarea', required: true },
                    image('image', { description: 'Optional small illustration; treated as decoration.' }),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Spotlights',
          fields: [
            {
              name: 'spotlights', label: 'Spotlights',
              type: 'array',
              labels: { singular: 'Spotlight', plural: 'Spotlights' },
              interfaceName: 'CorporateSpotlight',
              maxRows: 8,
              admin: { description: 'Panels of image and text; the image alternates left and right.', initCollapsed: true },
              fields: [headingPair(), { name: 'text', label: 'Text', type: 'textarea' }, image('image'), link()],
            },
          ],
        },
        {
          label: 'Plans',
          fields: [
            sectionHeading({ name: 'plansHeading', label: 'Heading above the plan cards' }),
            { name: 'plansIntro', type: 'textarea', label: 'Text above the plan cards' },
          ],
        },
      ],
    },
    seoFields,
  ],
})
