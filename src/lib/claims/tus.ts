import type { Payload } from 'payload'
import { Server, type Upload } from '@tus/server'

import { normaliseReference } from '@/lib/claims/reference'
import { claimUploadLocker, claimUploadStore } from '@/lib/uploads/tus-store'

import { CLAIM_FILE_MAX_BYTES, storeClaimFile } from './files'
import { receiptKeyMatches } from './submit'

export const TUS_PATH = '/api/claim-uploads'

/** tus answers a refusal by throwing this shape: the status and a plain sentence for the claimant. */
const refuse = (status_code: number, body: string) => ({ status_code, body })

function meta(upload: Upload, name: string): string {
  const value = upload.metadata?.[name]
  return typeof value === 'string' ? value.slice(0, 300) : ''
}

/**
 * The resumable upload endpoint (the tus protocol): a claimant's browser sends a file in chunks and,
 * after a dropped connection or a closed tab, asks how far it got and goes on from there. Only the
 * receipt's key may start an upload for a claim; each upload's id is random and unguessable. A
 * finished file goes through the same checks as the plain form (storeClaimFile).
 */
export function createClaimUploadServer(payload: Payload): Server {
  const store = claimUploadStore()
  return new Server({
    path: TUS_PATH,
    datastore: store.datastore,
    // Shared through Redis when there is one: an upload's requests may reach different servers.
    locker: () => claimUploadLocker(),
    relativeLocation: true,
    maxSize: CLAIM_FILE_MAX_BYTES,
    async onUploadCreate(_req, upload) {
      const reference = normaliseReference(meta(upload, 'ref'))
      if (!reference || !receiptKeyMatches(reference, meta(upload, 'key'))) {
        throw refuse(403, 'This upload is not for a claim you made in this browser. Open the page with your claim reference again.')
      }
      if (upload.size === undefined) throw refuse(400, 'The file’s size must be given when the upload starts.')
      return {}
    },
    async onUploadFinish(_req, upload) {
      try {
        const bytes = await store.readWhole(upload.id, CLAIM_FILE_MAX_BYTES)
        const outcome = await storeClaimFile(payload, {
          reference: meta(upload, 'ref'),
          bytes,
          originalName: meta(upload, 'filename'),
          document: meta(upload, 'document'),
        })
        if (outcome.kind === 'refused') throw refuse(422, outcome.message)
        if (outcome.kind === 'failed') throw refuse(500, 'The file arrived but could not be saved. Please send it again.')
        return { status_code: 204, headers: { 'Claim-File': String(outcome.id) } }
      } finally {
        // Checked files live in claim-files; what stays in the store is only unfinished uploads.
        await store.remove(upload.id).catch(() => undefined)
      }
    },
    onResponseError(_req, err) {
      if ('status_code' in err) return err
      payload.logger.error({ err: { message: err.message } }, 'A resumable claim upload failed.')
      return { status_code: 500, body: 'The upload failed on our side. Please try again.' }
    },
  })
}
