import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { image } from '@/fields'
import { publicReadsIgnoreDrafts } from '@/hooks/publicReadsIgnoreDrafts'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { reindexOnDelete, reindexOnPublish } from '@/hooks/search'
import { previewAt } from '@/lib/preview'

type Sibling = { linkType?: 'document' | 'url' } | undefined

/** Press releases on /news/press-release: each links to an uploaded PDF or to a story on another website. */
export const PressReleases: CollectionConfig = {
  slug: 'press-releases',
  labels: { singular: 'Press release', plural: 'Press releases' },
  admin: {
    group: 'About us',
    useAsTitle: 'title',
    defaultColumns: ['title', 'publishedAt', '_status'],
    preview: previewAt('/news/press-release'),
  },
  access: draftContentAccess,
  defaultSort: '-publishedAt',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: {
    beforeOperation: [publicReadsIgnoreDrafts],
    afterChange: [revalidateCollection('content'), reindexOnPublish],
    afterDelete: [revalidateCollectionDelete('content'), reindexOnDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, label: 'Heading' },
    { name: 'description', label: 'Description', type: 'textarea', required: true, maxLength: 400 },
    image('heroImage', { required: true, label: 'Image' }),
    {
      name: 'linkType',
      type: 'radio',
      required: true,
      defaultValue: 'document',
      label: 'The release is',
      options: [
        { label: 'A PDF uploaded here', value: 'document' },
        { label: 'A page on another website', value: 'url' },
      ],
    },
    {
      name: 'document',
      type: 'upload',
      relationTo: 'documents',
      label: 'PDF',
      admin: { condition: (_, sibling: Sibling) => sibling?.linkType !== 'url' },
      validate: (value: unknown, { siblingData }: { siblingData: Sibling }) =>
        siblingData?.linkType === 'url' || value ? true : 'Choose or upload the PDF of the release.',
    },
    {
      name: 'url',
      type: 'text',
      label: 'Web address',
      admin: {
        condition: (_, sibling: Sibling) => sibling?.linkType === 'url',
        description: 'The full address, starting with https://',
      },
      validate: (value: unknown, { siblingData }: { siblingData: Sibling }) => {
        if (siblingData?.linkType !== 'url') return true
        return typeof value === 'string' && /^https?:\/\/\S+$/.test(value)
          ? true
          : 'Enter a full web address starting with https://'
      },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      label: 'Release date',
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
    },
  ],
}
