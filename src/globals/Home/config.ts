import { headingPair, image, link, localizedWords, seoFields, translationFields } from '@/fields'
import { previewAt } from '@/lib/preview'
import { pageGlobal } from '@/globals/pageGlobal'

export const Home = pageGlobal({
  slug: 'home',
  label: 'Home page',
  admin: { group: 'Pages', preview: previewAt('/') },
  // Its words in each of the site's languages (/ and /pcm); pictures and products are shared (decision 045).
  fields: localizedWords([
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Hero',
          fields: [
            {
              name: 'heroSlides', label: 'Slides',
              type: 'array',
              minRows: 1,
              maxRows: 6,
              labels: { singular: 'Slide', plural: 'Slides' },
              interfaceName: 'HeroSlide',
              fields: [
                { name: 'message', label: 'Message', type: 'text', required: true },
                { name: 'subMessage', label: 'Smaller line under it', type: 'textarea' },
                image('image', { required: true, label: 'Wide image (desktop)' }),
                image('mobileImage', { label: 'Tall image (phones)' }),
              ],
            },
            { name: 'buyButtonLabel', label: 'Buy button text', type: 'text', defaultValue: 'Buy A Policy' },
          ],
        },
        {
          label: 'Introduction',
          fields: [
            {
              name: 'intro', label: 'Introduction',
              type: 'group',
              fields: [
                headingPair(),
                { name: 'paragraphA', label: 'First paragraph', type: 'textarea' },
                { name: 'paragraphB', label: 'Second paragraph', type: 'textarea' },
              ],
            },
            {
              name: 'spotlights', label: 'Spotlights',
              type: 'array',
              labels: { singular: 'Spotlight', plural: 'Spotlights' },
              interfaceName: 'Spotlight',
              fields: [headingPair(), { name: 'subheading', label: 'Subheading', type: 'textarea' }, image('image'), link()],
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
              name: 'featuredProducts', label: 'Featured products',
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
              name: 'selfServiceCards', label: 'Self-service cards',
              type: 'group',
              fields: [
                {
                  name: 'renew',
                  type: 'group',
                  label: 'Renew my plan (links to online payment)',
                  admin: { description: 'The address comes from Site settings → Online payment address.' },
                  fields: [
                    { name: 'title', label: 'Title', type: 'text', required: true },
                    { name: 'text', label: 'Text', type: 'textarea' },
                    image('image'),
                  ],
                },
                {
                  name: 'claim',
                  type: 'group',
                  label: 'Make a claim (links to /claims)',
                  fields: [
                    { name: 'title', label: 'Title', type: 'text', required: true },
                    { name: 'text', label: 'Text', type: 'textarea' },
                    image('image'),
                  ],
                },
                {
                  name: 'advisor',
                  type: 'group',
                  label: 'Talk to an adviser card (links to /contact)',
                  fields: [
                    { name: 'title', label: 'Title', type: 'text', required: true },
                    { name: 'text', label: 'Text', type: 'textarea' },
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
              name: 'otherSections', label: 'More sections',
              type: 'array',
              labels: { singular: 'Panel', plural: 'Panels' },
              interfaceName: 'HomePanel',
              fields: [headingPair(), { name: 'subheading', label: 'Subheading', type: 'textarea' }, image('image'), link()],
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
    ...translationFields({ global: 'home' }),
  ]),
})
