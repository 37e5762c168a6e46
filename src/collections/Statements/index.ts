import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { document } from '@/fields'
import { publicReadsIgnoreDrafts } from '@/hooks/publicReadsIgnoreDrafts'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { reindexOnDelete, reindexOnPublish } from '@/hooks/search'
import { previewAt } from '@/lib/preview'

export const STATEMENT_KINDS = [
  { label: 'Financial statement', value: 'financial-statement' },
  { label: 'Fund report', value: 'fund-report' },
] as const

/** Downloadable financial statements and fund reports, listed on /about/statements (newest first). */
export const Statements: CollectionConfig = {
  slug: 'statements',
  labels: { singular: 'Statement or fund report', plural: 'Statements and fund reports' },
  admin: {
    group: 'About us',
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'publishedAt', '_status'],
    preview: previewAt('/about/statements'),
    description: 'Financial statements and fund reports that investors and policyholders can download.',
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
    {
      name: 'description', label: 'Description',
      type: 'textarea',
      required: true,
      maxLength: 400,
      admin: { description: 'One or two plain sentences on what the document covers.' },
    },
    document('file', { required: true, label: 'PDF' }),
    {
      name: 'kind', label: 'Kind of statement',
      type: 'select',
      required: true,
      defaultValue: 'fund-report',
      options: STATEMENT_KINDS.map((k) => ({ ...k })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'publishedAt',
      type: 'date',
      required: true,
      label: 'Publication date',
      defaultValue: () => new Date().toISOString(),
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
    },
  ],
}
