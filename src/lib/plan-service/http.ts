/**
 * HTTP plumbing of the built-in plan service's route handlers: content-type and size checks,
 * JSON parsing, and JSON answers that never leak a stack trace.
 */
import type { Payload } from 'payload'

import { BodyTooLarge, isJsonContentType, readBodyBytes } from '@/lib/http/body'

import { MAX_BODY_BYTES, type PlanLookupResponse, type QuoteEndpoint, type QuoteResponse } from './contract'
import { calculate, lookupPlan, type Answer } from './service'

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
}

export function jsonResponse(body: unknown, status: number, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...extra } })
}

type BodyResult = { ok: true; value: unknown } | { ok: false; status: number; message: string }

const tooLarge = (limit: number) =>
  `The request body is too large. Send at most ${Math.floor(limit / 1024)} KB of JSON.`

/** Read a JSON object body: 415 for another content type, 413 when too large, 400 when not JSON. */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<BodyResult> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  if (!isJsonContentType(type)) {
    return {
      ok: false,
      status: 415,
      message: `Send the request as JSON with the header "Content-Type: application/json"${type ? ` (not ${type.slice(0, 60)})` : ''}.`,
    }
  }
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: false }).decode(await readBodyBytes(request, limit))
  } catch (error) {
    if (error instanceof BodyTooLarge) return { ok: false, status: 413, message: tooLarge(limit) }
    return { ok: false, status: 400, message: 'The request body could not be read. Please send it again.' }
  }
  if (text.trim() === '') return { ok: false, status: 400, message: 'The request body is empty. Send a JSON object.' }
  try {
    return { ok: true, value: JSON.parse(text) as unknown }
  } catch {
    return { ok: false, status: 400, message: 'The request body is not valid JSON.' }
  }
}

function quoteError(status: number, message: string): Response {
  const body: QuoteResponse = { statusCode: status, amount: null, message, errors: [message] }
  return jsonResponse(body, status)
}

const SERVICE_DOWN = 'The plan service is having a problem. Please try again in a few minutes.'

/** POST handler body for both calculation endpoints. */
export async function handleQuoteRequest(
  request: Request,
  endpoint: QuoteEndpoint,
  getPayload: () => Promise<Payload>,
): Promise<Response> {
  const body = await readJsonBody(request)
  if (!body.ok) return quoteError(body.status, body.message)
  let answer: Answer<QuoteResponse>
  try {
    answer = await calculate(await getPayload(), endpoint, body.value)
  } catch (error) {
    logUnexpected(error)
    return quoteError(503, SERVICE_DOWN)
  }
  return jsonResponse(answer.body, answer.status)
}

/** GET handler body for the plan lookup. */
export async function handleLookupRequest(request: Request, getPayload: () => Promise<Payload>): Promise<Response> {
  const url = new URL(request.url)
  // The spec's client sends planID; accept planId and planid too.
  const planID = url.searchParams.get('planID') ?? url.searchParams.get('planId') ?? url.searchParams.get('planid')
  let answer: Answer<PlanLookupResponse>
  try {
    answer = await lookupPlan(await getPayload(), planID)
  } catch (error) {
    logUnexpected(error)
    return jsonResponse({ success: false, message: SERVICE_DOWN }, 503)
  }
  return jsonResponse(answer.body, answer.status)
}

/** Other methods on a plan-service path. */
export function methodNotAllowed(allow: string, quote: boolean): Response {
  const message = `This address only answers ${allow} requests.`
  const body = quote ? { statusCode: 405, amount: null, message, errors: [message] } : { success: false, message }
  return jsonResponse(body, 405, { allow })
}

function logUnexpected(error: unknown): void {
  // Server log only; the caller gets a plain message without details.
  console.error('[plan-service]', error instanceof Error ? error.message : error)
}
