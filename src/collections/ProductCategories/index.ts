import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { headingPair, image, localizedWords, seoFields, slug, translationFields } from '@/fields'
import { publicReadsIgnoreDrafts } from '@/hooks/publicReadsIgnoreDrafts'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { reindexOnDelete, reindexOnPublish } from '@/hooks/search'
import { previewDocument } from '@/lib/preview'

import { benefits, faqs, marketingSections, routableSlug } from '../Products/fields'

/**
 * A group of products with its own landing page at /policy/{slug}/home. The corporate category's
 * landing page is the Corporate page (/corporate/home), so its landing fields here are not shown.
 */
export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: { singular: 'Product category', plural: 'Product categories' },
  admin: { group: 'Products', useAsTitle: 'name', defaultColumns: ['name', 'kind', 'order', '_status'], preview: previewDocument('product-categories') },
  access: draftContentAccess,
  defaultSort: 'order',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    beforeOperation: [publicReadsIgnoreDrafts],
    afterChange: [revalidateCollection('content'), reindexOnPublish],
    afterDelete: [revalidateCollectionDelete('content'), reindexOnDelete],
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, admin: { description: 'Shown in menus, e.g. "Life".' } },
    // "individual" is the section word of old product links (/policy/individual/{id}).
    routableSlug(slug({ description: 'The category part of the address, e.g. "life" for /policy/life/home.', from: 'name' }), [
      'individual',
      'home',
    ]),
    {
      name: 'kind', label: 'Kind of cover',
      type: 'select',
      required: true,
      defaultValue: 'individual',
      options: [
        { label: 'Individual', value: 'individual' },
        { label: 'Corporate', value: 'corporate' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'order', label: 'Order in lists', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    // The words are kept per language (decision 045); the category's name, address and pictures are shared.
    ...localizedWords([
      {
        name: 'menuBlurb', label: 'Line in the menu',
        type: 'text',
        admin: { description: 'One short line under the category name in menus.' },
      },
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Landing page',
            description:
              'The top of /policy/{slug}/home. (Corporate plans use the Corporate page under Pages instead.)',
            fields: [
              headingPair(),
              { name: 'description', label: 'Description', type: 'textarea' },
              image('image', { label: 'Hero image' }),
              {
                name: 'plansHeading',
                type: 'text',
                label: 'Heading above the plan cards',
                admin: { description: 'For example "Our medical plans". Leave empty to use "Our {name} plans".' },
              },
            ],
          },
          { label: 'Marketing', fields: [marketingSections()] },
          { label: 'Benefits', fields: [benefits()] },
          { label: 'Questions', fields: [faqs()] },
        ],
      },
      seoFields,
    ]),
    ...translationFields({ collection: 'product-categories' }),
  ],
}
