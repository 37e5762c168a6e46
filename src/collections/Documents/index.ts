import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, contentAccess } from '@/access'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { DATA_DIR } from '@/lib/env.schema'

import { refuseActivePdf } from './hooks/refuseActivePdf'
import { serveDocumentFile } from '@/lib/documents/serve'

const staticDir = path.join(DATA_DIR, 'documents')

/** Downloadable files: claim forms, user guides, financial statements, press statements. */
export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: { singular: 'Document (PDF)', plural: 'Documents (PDF)' },
  admin: { group: 'Library', useAsTitle: 'title', defaultColumns: ['title', 'filename', 'filesize', 'updatedAt'] },
  access: { read: anyone, ...contentAccess },
  hooks: {
    beforeValidate: [refuseActivePdf],
    afterChange: [revalidateCollection('content')],
    afterDelete: [revalidateCollectionDelete('content')],
  },
  upload: {
    staticDir,
    mimeTypes: ['application/pdf'],
    handlers: [serveDocumentFile(staticDir)],
  },
  fields: [{ name: 'title', label: 'Title', type: 'text', required: true }],
}
