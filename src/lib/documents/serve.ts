import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { PayloadRequest, UploadConfig } from 'payload'

import { attachmentDisposition } from '@/lib/uploads/file-headers'

type FileHandler = NonNullable<UploadConfig['handlers']>[number]
type Ids = Array<number | string | null | undefined>
const idOf = (value: unknown): number | string | null =>
  typeof value === 'number' || typeof value === 'string'
    ? value
    : value && typeof value === 'object' && 'id' in value
      ? (value as { id: number | string }).id
      : null

/**
 * Whether a document is one the site links for reading in the browser: a claim form, a statement or
 * fund report, or a press release (the press-release list or the announcement banner's statement).
 * Only published links count; everything else (user guides, files not linked yet) is downloaded.
 */
export async function isForReading(req: PayloadRequest, id: number | string): Promise<boolean> {
  const { payload } = req
  const [statements, press, claims, settings] = await Promise.all([
    payload.count({ collection: 'statements', where: { file: { equals: id } }, overrideAccess: true, req }),
    payload.count({ collection: 'press-releases', where: { document: { equals: id } }, overrideAccess: true, req }),
    payload.findGlobal({ slug: 'claim-forms', depth: 0, overrideAccess: true, req }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true, req }),
  ])
  if (statements.totalDocs > 0 || press.totalDocs > 0) return true
  const linked: Ids = [...(claims.forms ?? []).map((f) => idOf(f.file)), idOf(settings.announcement?.document)]
  return linked.some((linkedId) => linkedId !== null && String(linkedId) === String(id))
}

/**
 * Payload's file handler for documents. Documents for reading fall through to Payload's own static
 * handler (ranges and all), which adds the sandbox policy; the rest are sent as attachments: from
 * disk here, or, when the files are in S3, by the storage handler that runs next, with our headers.
 */
export function serveDocumentFile(staticDir: string): FileHandler {
  // Payload's type says Promise<Response> | Promise<void>; it checks `instanceof Response` at run time.
  return (req, args) => attachment(req, staticDir, args.params.filename, args.headers) as Promise<Response>
}

/** The file as an attachment, or undefined to leave it to the next handler (reading, S3, or not found). */
async function attachment(
  req: PayloadRequest,
  staticDir: string,
  filename: string,
  nextHandlerHeaders: Headers | undefined,
): Promise<Response | undefined> {
  const { docs } = await req.payload.find({
    collection: 'documents',
    where: { filename: { equals: filename } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
    req,
  })
  const doc = docs[0]
  if (!doc || (await isForReading(req, doc.id))) return undefined
  // The storage plugin turns local storage off; its handler copies these headers into its response.
  const upload = req.payload.collections.documents?.config.upload
  if (upload?.disableLocalStorage) {
    nextHandlerHeaders?.set('Content-Disposition', attachmentDisposition(filename))
    return undefined
  }
  const filePath = path.resolve(staticDir, filename)
  if (!filePath.startsWith(path.resolve(staticDir) + path.sep)) return undefined
  const stats = await fs.promises.stat(filePath).catch(() => null)
  if (!stats?.isFile()) return undefined
  // The sandbox policy is the edge's (edge/security-headers.ts, UPLOAD_HEADERS).
  const headers = new Headers()
  headers.set('Content-Type', doc.mimeType ?? 'application/octet-stream')
  headers.set('Content-Length', String(stats.size))
  headers.set('Content-Disposition', attachmentDisposition(filename))
  const body = req.method === 'HEAD' ? null : (Readable.toWeb(fs.createReadStream(filePath)) as ReadableStream<Uint8Array>)
  return new Response(body, { status: 200, headers })
}
