import type { CollectionConfig } from 'payload'

import { anyone, staffOnly } from '@/access'
import { headingPair, image, seoFields, slug } from '@/fields'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'

export const ProductCategories: CollectionConfig = {
  slug: 'product-categories',
  labels: { singular: 'Product category', plural: 'Product categories' },
  admin: { group: 'Products', useAsTitle: 'name', defaultColumns: ['name', 'kind', 'order'] },
  access: { read: anyone, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateCollection('content')], afterDelete: [revalidateCollectionDelete('content')] },
  fields: [
    { name: 'name', type: 'text', required: true, admin: { description: 'Shown in menus, e.g. "Life".' } },
    slug({ description: 'The category part of the address, e.g. "life" for /policy/life/home.' }),
    {
      name: 'kind',
      type: 'select',
      required: true,
      defaultValue: 'individual',
      options: [
        { label: 'Individual', value: 'individual' },
        { label: 'Corporate', value: 'corporate' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    {
      name: 'menuBlurb',
      type: 'text',
      admin: { description: 'One short line under the category name in menus.' },
    },
    headingPair(),
    { name: 'description', type: 'textarea' },
    image('image', { label: 'Hero image' }),
    seoFields,
  ],
}
