import { headingPair, image, link, seoFields } from '@/fields'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

export const Home = pageGlobal({
  slug: 'home',
  label: 'Home page',
  admin: { group: 'Pages', preview: previewAt('/') },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [
            {
              name: 'heroSlides',
              type: 'array',
              minRows: 1,
              maxRows: 6,
              labels: { singular: 'Slide', plural: 'Slides' },
              interfaceName: 'HeroSlide',
              fields: [
                { name: 'message', type: 'text', required: true },
                { name: 'subMessage', type: 'textarea' },
                image('image', { required: true, label: 'Wide image (desktop)' }),
                image('mobileImage', { label: 'Tall image (phones)' }),
              ],
            },
            { name: 'buyButtonLabel', type: 'text', defaultValue: 'Buy A Policy' },
          ],
        },
        {
          label: 'Introduction',
          fields: [
            {
              name: 'intro',
              type: 'group',
              fields: [
                headingPair(),
                { name: 'paragraphA', type: 'textarea' },
                { name: 'paragraphB', type: 'textarea' },
              ],
            },
            {
              name: 'spotlights',
              type: 'array',
              labels: { singular: 'Spotlight', plural: 'Spotlights' },
              interfaceName: 'Spotlight',
              fields: [headingPair(), { name: 'subheading', type: 'textarea' }, image('image'), link()],
            },
          ],
        },
        {
          label: 'Products',
          fields: [
            headingPair({ name: 'productsHeading', label: 'Products heading' }),
            {
              name: 'productsIntro',
              type: 'textarea',
              label: 'Products introduction',
              admin: { description: 'One or two sentences under the heading.' },
            },
            {
              name: 'featuredProducts',
              type: 'relationship',
              relationTo: 'products',
              hasMany: true,
              admin: { description: 'Products shown in the carousel, in order. Empty shows every individual product.' },
            },
          ],
        },
        {
          label: 'Self service',
          fields: [
            headingPair({ name: 'selfServiceHeading', label: 'Self service heading' }),
            { name: 'selfServiceIntro', type: 'textarea', label: 'Self service introduction' },
            {
              name: 'selfServiceCards',
              type: 'group',
              fields: [
                {
                  name: 'renew',
                  type: 'group',
                  label: 'Renew my plan (links to online payment)',
                  admin: { description: 'The address comes from Site settings → Online payment address.' },
                  fields: [
                    { name: 'title', type: 'text', required: true },
                    { name: 'text', type: 'textarea' },
                    image('image'),
                  ],
                },
                {
                  name: 'claim',
                  type: 'group',
                  label: 'Make a claim (links to /claims)',
                  fields: [
                    { name: 'title', type: 'text', required: true },
                    { name: 'text', type: 'textarea' },
                    image('image'),
                  ],
                },
                {
                  name: 'advisor',
                  type: 'group',
                  label: 'Talk to an adviser card (links to /contact)',
                  fields: [
                    { name: 'title', type: 'text', required: true },
                    { name: 'text', type: 'textarea' },
                    image('image'),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'More',
          fields: [
            {
              name: 'otherSections',
              type: 'array',
              labels: { singular: 'Panel', plural: 'Panels' },
              interfaceName: 'HomePanel',
              fields: [headingPair(), { name: 'subheading', type: 'textarea' }, image('image'), link()],
            },
            headingPair({ name: 'whatsHotHeading', label: "What's Hot heading" }),
            {
              name: 'whatsHotIntro',
              type: 'textarea',
              label: "What's Hot introduction",
              admin: { description: 'The tabs show the newest articles of each blog group, in the groups’ order.' },
            },
          ],
        },
      ],
    },
    seoFields,
  ],
})
