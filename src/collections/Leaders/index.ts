import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { image } from '@/fields'
import { publicReadsIgnoreDrafts } from '@/hooks/publicReadsIgnoreDrafts'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { previewAt } from '@/lib/preview'

/** The people on the Leadership page: board directors and, optionally, the management team. */
export const Leaders: CollectionConfig = {
  slug: 'leaders',
  labels: { singular: 'Leader', plural: 'Leaders' },
  admin: {
    group: 'About us',
    useAsTitle: 'name',
    defaultColumns: ['name', 'designation', 'team', 'order', '_status'],
    preview: previewAt('/about/leadership'),
    description: 'Board directors and managers shown on /about/leadership, in the order given.',
  },
  access: draftContentAccess,
  defaultSort: 'order',
  versions: { drafts: { schedulePublish: true }, maxPerDoc: 20 },
  hooks: {
    beforeOperation: [publicReadsIgnoreDrafts],
    afterChange: [revalidateCollection('content')],
    afterDelete: [revalidateCollectionDelete('content')],
  },
  fields: [
    { name: 'name', label: 'Name', type: 'text', required: true, admin: { description: 'Full name as it should appear, e.g. "Mrs Adaeze Okafor".' } },
    {
      name: 'designation', label: 'Designation',
      type: 'text',
      required: true,
      admin: { description: 'Their role, e.g. "Chairman" or "Managing Director / CEO".' },
    },
    image('photo', {
      required: true,
      label: 'Photo',
      description: 'A portrait, ideally square. Its alternative text should name the person.',
    }),
    {
      name: 'team', label: 'Team',
      type: 'select',
      required: true,
      defaultValue: 'board',
      options: [
        { label: 'Board of Directors', value: 'board' },
        { label: 'Management team', value: 'management' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'order', label: 'Order',
      type: 'number',
      defaultValue: 0,
      admin: { position: 'sidebar', description: 'Lower numbers come first within the team.' },
    },
  ],
}
