import type { CollectionConfig } from 'payload'

import { publishedOnly, staffOnly } from '@/access'
import { image, seoFields, slug } from '@/fields'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: { group: 'Readers Digest', useAsTitle: 'title', defaultColumns: ['title', 'group', 'publishedAt', '_status'] },
  access: { read: publishedOnly, create: staffOnly, update: staffOnly, delete: staffOnly },
  defaultSort: '-publishedAt',
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: { afterChange: [revalidateCollection('content')], afterDelete: [revalidateCollectionDelete('content')] },
  fields: [
    { name: 'title', type: 'text', required: true },
    slug(),
    { name: 'group', type: 'relationship', relationTo: 'blog-groups', required: true, admin: { position: 'sidebar' } },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
    },
    { name: 'excerpt', type: 'textarea', maxLength: 300 },
    image('coverImage', { label: 'Cover image', required: true }),
    { name: 'body', type: 'richText' },
    seoFields,
  ],
}
