import path from 'node:path'
import type { CollectionConfig, FieldAccess } from 'payload'

import { staffOnly } from '@/access'
import { DATA_DIR } from '@/lib/env.schema'
import { withUploadHeaders } from '@/lib/uploads/file-headers'

const never: FieldAccess = () => false

/** The claim files' folder: outside the site's public files, served only through Payload's access check. */
export const CLAIM_FILES_DIR = path.join(DATA_DIR, 'claim-files')

/**
 * Documents claimants send with a claim (photos and PDFs). Private: only signed-in staff can list or
 * open them (Payload checks read access before serving a file); the site stores them after checking
 * each file's type by its content (src/collections/Claims/files.ts).
 */
export const ClaimFiles: CollectionConfig = {
  slug: 'claim-files',
  labels: { singular: 'Claim document', plural: 'Claim documents' },
  admin: {
    group: 'Claims',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'claim', 'document', 'filesize', 'createdAt'],
    description: 'Photos and PDFs sent by claimants. Open one from its claim.',
  },
  access: { read: staffOnly, create: () => false, update: staffOnly, delete: staffOnly },
  upload: {
    staticDir: CLAIM_FILES_DIR,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'],
    modifyResponseHeaders: withUploadHeaders,
  },
  fields: [
    { name: 'claim', type: 'relationship', relationTo: 'online-claims', required: true, index: true, access: { update: never } },
    { name: 'document', type: 'text', label: 'Which document (as the claimant said)', access: { update: never } },
    { name: 'originalName', type: 'text', label: 'Name of the file on the claimant’s device', access: { update: never } },
  ],
}
