import type { CollectionConfig } from 'payload'

import { anyone, contentAccess } from '@/access'
import { image, seoFields, slug } from '@/fields'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { reindexOnDelete, reindexOnPublish } from '@/hooks/search'

/** The three Readers Digest groups: Life, Health and Markets. */
export const BlogGroups: CollectionConfig = {
  slug: 'blog-groups',
  labels: { singular: 'Blog group', plural: 'Blog groups' },
  admin: { group: 'Readers Digest', useAsTitle: 'name', defaultColumns: ['name', 'slug', 'order'] },
  access: { read: anyone, ...contentAccess },
  defaultSort: 'order',
  hooks: { afterChange: [revalidateCollection('content'), reindexOnPublish], afterDelete: [revalidateCollectionDelete('content'), reindexOnDelete] },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, admin: { description: 'The tab label, e.g. "Life".' } },
    slug({ description: 'The group part of the address, e.g. "life-insurance" for /blog/life-insurance.', from: 'name' }),
    {
      name: 'legacySlugs', label: 'Old addresses (slugs)',
      type: 'text',
      hasMany: true,
      admin: {
        position: 'sidebar',
        description: 'Older addresses that should redirect here, e.g. "lifeblog".',
      },
    },
    { name: 'order', label: 'Order', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
    { name: 'heading', label: 'Heading', type: 'text', required: true },
    { name: 'description', label: 'Description', type: 'textarea' },
    image('heroImage', { label: 'Hero image' }),
    { name: 'subheading', label: 'Subheading', type: 'text' },
    {
      // Virtual (no column): lists the group's articles in the admin, and lets the GraphQL API answer
      // "articles of the group named X" in one query (BlogGroups(where: { slug: … }) { docs { articles … } }).
      name: 'articles',
      label: 'Articles in this group',
      type: 'join',
      collection: 'blog-posts',
      on: 'group',
      defaultSort: '-publishedAt',
      defaultLimit: 100,
      admin: { defaultColumns: ['title', 'publishedAt', '_status'] },
    },
    seoFields,
  ],
}
