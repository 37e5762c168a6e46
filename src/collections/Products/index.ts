import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { headingPair, image, localizedWords, seoFields, slug, translationFields } from '@/fields'
import { publicReadsIgnoreDrafts } from '@/hooks/publicReadsIgnoreDrafts'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { reindexOnDelete, reindexOnPublish } from '@/hooks/search'
import { previewDocument } from '@/lib/preview'

import { benefits, faqs, marketingSections, routableSlug } from './fields'

export const Products: CollectionConfig = {
  slug: 'products',
  admin: { group: 'Products', useAsTitle: 'title', defaultColumns: ['title', 'category', '_status', 'updatedAt'], preview: previewDocument('products') },
  access: draftContentAccess,
  defaultSort: 'order',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    beforeOperation: [publicReadsIgnoreDrafts],
    afterChange: [revalidateCollection('content'), reindexOnPublish],
    afterDelete: [revalidateCollectionDelete('content'), reindexOnDelete],
  },
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    // "home" would clash with the category landing page at /policy/{category}/home.
    routableSlug(slug(), ['home']),
    {
      name: 'category', label: 'Category',
      type: 'relationship',
      relationTo: 'product-categories',
      required: true,
      admin: { position: 'sidebar' },
    },
    { name: 'order', label: 'Order in lists', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'plans', label: 'Plans',
      type: 'relationship',
      relationTo: 'plans',
      hasMany: true,
      admin: { position: 'sidebar', description: 'Plan variants offered on this product page; the first is the default.' },
    },
    // The words are kept per language (decision 045); the product's name, address, plans and pictures are shared.
    ...localizedWords([
      {
        type: 'tabs',
        tabs: [
          {
            label: 'Card',
            description: 'How the product appears in menus, carousels and lists.',
            fields: [
              { name: 'summary', label: 'Summary', type: 'textarea', required: true, maxLength: 220 },
              image('cardImage', { label: 'Card image' }),
            ],
          },
          {
            label: 'Page',
            description: 'The top of the product page.',
            fields: [
              headingPair(),
              { name: 'description', label: 'Description', type: 'textarea', admin: { description: 'Two or three sentences under the heading.' } },
              image('heroImage', { label: 'Hero image' }),
            ],
          },
          { label: 'Marketing', fields: [marketingSections()] },
          { label: 'Benefits', fields: [benefits()] },
          { label: 'Questions', fields: [faqs()] },
        ],
      },
      seoFields,
    ]),
    ...translationFields({ collection: 'products' }),
  ],
}
