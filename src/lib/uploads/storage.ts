import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import type { S3Settings } from '@/lib/env.schema'

/** The upload collections whose files go to S3 when it is configured, each under its own key prefix. */
const UPLOAD_COLLECTIONS = ['media', 'documents', 'claim-files'] as const

/**
 * Where uploaded files live: this server's disk under DATA_DIR, or with S3 settings an S3-compatible
 * bucket every server shares. Files are still served by Payload's own file route on this site's origin
 * (never a redirect to the bucket), so the upload headers, CSP, next/image and offline rules all hold.
 */
export function uploadStorage(settings: S3Settings | undefined): Plugin {
  return s3Storage({
    enabled: Boolean(settings),
    // The same columns (prefix, object key) with or without S3, so one set of migrations fits both.
    alwaysInsertFields: true,
    collections: Object.fromEntries(UPLOAD_COLLECTIONS.map((slug) => [slug, { prefix: slug }])),
    bucket: settings?.bucket ?? '',
    config: settings
      ? {
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
          // Checksums only where S3 requires them: many S3-compatible stores refuse the newer
          // streamed-checksum uploads the SDK sends by default.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
          maxAttempts: 3,
          // Bounded waits, so a hung store fails a request instead of holding it (keep-alive as the plugin's default).
          requestHandler: {
            connectionTimeout: 5_000,
            requestTimeout: 30_000,
            httpAgent: { keepAlive: true, maxSockets: 100 },
            httpsAgent: { keepAlive: true, maxSockets: 100 },
          },
        }
      : {},
  })
}

/** Whether uploads are on this server's disk (the file route falls back to Payload's disk handler). */
export const filesOnDisk = (settings: S3Settings | undefined): boolean => !settings
