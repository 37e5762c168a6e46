import config from '@payload-config'
import { getPayload } from 'payload'

import { CLAIM_FILE_MAX_BYTES, storeClaimFile } from '@/lib/claims/files'
import { receiptKeyMatches } from '@/lib/claims/submit'
import { normaliseReference } from '@/lib/claims/reference'
import { BodyTooLarge, readBodyBytes } from '@/lib/http/body'
import { plainText as plain, seeOther } from '@/lib/http/responses'
import { isSameSitePost } from '@/lib/http/same-site'
import { log } from '@/lib/log'
import { paths } from '@/lib/paths'

/** Room for the form's other fields and the multipart boundaries around the file. */
const FORM_OVERHEAD = 64 * 1024

/** Back to the receipt (a relative address: the redirect cannot leave this site), saying how it went. */
function backToReceipt(reference: string, key: string, outcome: { sent: true } | { problem: string }): Response {
  const query = new URLSearchParams({ ref: reference, key })
  if ('sent' in outcome) query.set('sent', '1')
  else query.set('problem', outcome.problem)
  return seeOther(`${paths.claimReceived()}?${query}`)
}

/**
 * The receipt page's plain upload form (no JavaScript needed): one file per post, answered with a 303
 * back to the receipt. The reference and key come in the address so that even a refused, unread body
 * can be answered with the receipt and a message.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameSitePost(request.headers)) return plain(403, 'This form was sent from another website, so it was not accepted.')
  const url = new URL(request.url)
  const reference = normaliseReference(url.searchParams.get('ref') ?? '')
  const key = url.searchParams.get('key') ?? ''
  if (!reference || !receiptKeyMatches(reference, key)) return plain(403, 'This upload address is not valid. Open the page with your claim reference again.')
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) return plain(415, 'Send the file from the form on the claim page.')
  let form: FormData
  try {
    const body = await readBodyBytes(request, CLAIM_FILE_MAX_BYTES + FORM_OVERHEAD)
    form = await new Response(Buffer.from(body), { headers: { 'content-type': request.headers.get('content-type') ?? '' } }).formData()
  } catch (error) {
    if (error instanceof BodyTooLarge) return backToReceipt(reference, key, { problem: 'too-large' })
    return plain(400, 'The form could not be read. Please send it again from the claim page.')
  }
  const file = form.get('file')
  if (!(file instanceof File) || file.size === 0) return backToReceipt(reference, key, { problem: 'empty' })
  const document = form.get('document')
  try {
    const payload = await getPayload({ config })
    const outcome = await storeClaimFile(payload, {
      reference,
      bytes: new Uint8Array(await file.arrayBuffer()),
      originalName: file.name,
      document: typeof document === 'string' ? document : '',
    })
    if (outcome.kind === 'stored') return backToReceipt(reference, key, { sent: true })
    return backToReceipt(reference, key, { problem: outcome.kind === 'refused' ? outcome.code : 'failed' })
  } catch (error) {
    log.error('A claim document could not be received', { err: error })
    return backToReceipt(reference, key, { problem: 'failed' })
  }
}
