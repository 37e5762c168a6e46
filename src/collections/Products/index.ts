import type { CollectionConfig } from 'payload'

import { publishedOnly, staffOnly } from '@/access'
import { headingPair, image, seoFields, slug } from '@/fields'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'

export const Products: CollectionConfig = {
  slug: 'products',
  admin: { group: 'Products', useAsTitle: 'title', defaultColumns: ['title', 'category', '_status', 'updatedAt'] },
  access: { read: publishedOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: { afterChange: [revalidateCollection('content')], afterDelete: [revalidateCollectionDelete('content')] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slug(),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'product-categories',
      required: true,
      admin: { position: 'sidebar' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Card',
          description: 'How the product appears in menus, carousels and lists.',
          fields: [
            { name: 'summary', type: 'textarea', required: true, maxLength: 220 },
            image('cardImage', { label: 'Card image' }),
          ],
        },
        {
          label: 'Page',
          fields: [headingPair(), { name: 'description', type: 'textarea' }, image('heroImage', { label: 'Hero image' })],
        },
      ],
    },
    seoFields,
  ],
}
