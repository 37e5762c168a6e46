import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { image, seoFields, slug } from '@/fields'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { reindexOnDelete, reindexOnPublish } from '@/hooks/search'
import { previewDocument } from '@/lib/preview'
import { validateVideoUrl } from '@/lib/video'

import { publicReadsIgnoreDrafts } from '@/hooks/publicReadsIgnoreDrafts'

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Article', plural: 'Articles' },
  admin: {
    group: 'Readers Digest',
    useAsTitle: 'title',
    defaultColumns: ['title', 'group', 'publishedAt', '_status'],
    preview: previewDocument('blog-posts'),
  },
  access: draftContentAccess,
  defaultSort: '-publishedAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 50 },
  hooks: {
    beforeOperation: [publicReadsIgnoreDrafts],
    afterChange: [revalidateCollection('content'), reindexOnPublish],
    afterDelete: [revalidateCollectionDelete('content'), reindexOnDelete],
  },
  fields: [
    { name: 'title', label: 'Title', type: 'text', required: true },
    slug(),
    { name: 'group', label: 'Group', type: 'relationship', relationTo: 'blog-groups', required: true, admin: { position: 'sidebar' } },
    {
      name: 'publishedAt', label: 'Published at',
      type: 'date',
      required: true,
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
    },
    { name: 'excerpt', label: 'Excerpt', type: 'textarea', maxLength: 300 },
    image('coverImage', {
      label: 'Cover image',
      required: true,
      description: 'Shown on cards, and at the top of the article when it has no cover video.',
    }),
    {
      name: 'coverVideo',
      type: 'text',
      label: 'Cover video (optional)',
      admin: {
        description:
          'A YouTube or Vimeo address, e.g. https://www.youtube.com/watch?v=… or https://vimeo.com/… (other video sites cannot be shown). It is shown at the top of the article instead of the cover image.',
      },
      validate: validateVideoUrl,
      hooks: { beforeChange: [({ value }) => (typeof value === 'string' ? value.trim() || null : value)] },
    },
    { name: 'body', label: 'Body', type: 'richText' },
    seoFields,
  ],
}
