/**
 * POST /api/contact: the contact enquiry as JSON, with the spec's mail-service body
 * { customer, message, firstname, lastname, mobile, email } plus consent: true.
 *
 * 201 { id, message } once stored; 400 { error, errors: { field: message } } when fields need fixing;
 * 400 for broken JSON, 413 for a body over 16 KB, 415 for anything but JSON, 429 over the per-address
 * limit. Answers never carry a stack trace. (This static route wins over Payload's /api/[...slug].)
 */
import config from '@payload-config'
import { getPayload } from 'payload'

import { submitEnquiry } from '@/lib/enquiries/submit'
import { BodyTooLarge, isJsonContentType, readBodyBytes } from '@/lib/http/body'
import { clientKey } from '@/lib/http/client-address'
import { log } from '@/lib/log'
import { ENQUIRY_FIELDS } from '@/lib/schemas/enquiry'

export const dynamic = 'force-dynamic'

const MAX_BODY_BYTES = 16 * 1024
const SUCCESS = 'Contact request Submitted! Expect a call soon'
const FIELD_LIST = ENQUIRY_FIELDS.join(', ')

function json(status: number, body: Record<string, unknown>, headers?: Record<string, string>): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } })
}

export async function POST(request: Request): Promise<Response> {
  try {
    if (!isJsonContentType(request.headers.get('content-type'))) {
      return json(415, { error: 'Send the enquiry as JSON, with the header Content-Type: application/json.' })
    }

    let text: string
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(await readBodyBytes(request, MAX_BODY_BYTES))
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        return json(413, { error: `The enquiry is too large: send at most ${MAX_BODY_BYTES / 1024} KB.` })
      }
      return json(400, { error: 'The request body could not be read as UTF-8 text.' })
    }

    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return json(400, { error: 'The request body is not valid JSON.' })
    }
    if (body === null || typeof body !== 'object' || Array.isArray(body)) {
      return json(400, { error: `Send one JSON object with the fields ${FIELD_LIST}.` })
    }

    const payload = await getPayload({ config })
    const outcome = await submitEnquiry(payload, body, { clientKey: clientKey(request.headers), channel: 'api' })
    switch (outcome.kind) {
      case 'stored':
        return json(201, { id: outcome.id, reference: outcome.reference, message: SUCCESS })
      case 'dropped':
        return json(201, { id: null, reference: null, message: SUCCESS })
      case 'invalid':
        return json(400, { error: 'Some fields need correcting.', errors: outcome.errors })
      case 'rate-limited': {
        const minutes = Math.ceil(outcome.retryAfterSeconds / 60)
        return json(
          429,
          {
            error: `Too many enquiries from your address. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          },
          { 'Retry-After': String(outcome.retryAfterSeconds) },
        )
      }
      case 'failed':
        return json(503, { error: 'We could not save your enquiry just now. Please try again in a few minutes.' })
    }
  } catch (error) {
    log.error('POST /api/contact failed', { err: error })
    return json(503, { error: 'Something went wrong on our side. Please try again in a few minutes.' })
  }
}
