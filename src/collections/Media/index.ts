import path from 'node:path'
import type { CollectionConfig } from 'payload'

import { anyone, contentAccess } from '@/access'
import { revalidateCollection, revalidateCollectionDelete } from '@/hooks/revalidate'
import { DATA_DIR } from '@/lib/env.schema'

import { refuseUnreadablePicture } from './refuseUnreadablePicture'

export const Media: CollectionConfig = {
  slug: 'media',
  labels: { singular: 'Image', plural: 'Images' },
  admin: { group: 'Library', useAsTitle: 'alt' },
  access: { read: anyone, ...contentAccess },
  hooks: { beforeOperation: [refuseUnreadablePicture], afterChange: [revalidateCollection('content')], afterDelete: [revalidateCollectionDelete('content')] },
  upload: {
    staticDir: path.join(DATA_DIR, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/svg+xml'],
    // The site resizes on request through next/image, so no fixed sizes are stored. (No `imageSizes`
    // at all: an empty list makes an empty `sizes` group, which breaks the GraphQL schema.)
    focalPoint: true,
  },
  fields: [
    {
      name: 'alt',
      type: 'text',
      label: 'Alternative text',
      admin: {
        description:
          'What the image shows, for people who cannot see it. Leave empty only when the image is decoration.',
      },
    },
  ],
}
