/**
 * HTTP plumbing of the built-in policy service's route handlers (src/app/policy-service): the bearer
 * token, content-type and size checks, and JSON answers with `Cache-Control: no-store` that never
 * leak a stack trace, a host name or a file path.
 */
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { readJsonBody } from '@/lib/plan-service/http'

import { MAX_BODY_BYTES, POLICY_SERVICE_BASE_PATH } from './contract'
import { dispatch } from './service'
import { bearerMatches, policyServiceToken } from './token'

const HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
}

export function policyJson(body: unknown, status: number, extra: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...HEADERS, ...extra } })
}

/** The token this server's stand-in accepts. */
export function standInToken(): string {
  return policyServiceToken(env.policyService.token, env.payloadSecret)
}

const MAX_URL = 2048

/** One request to the stand-in: authenticate, read the body (POST), answer from `dispatch`. */
export async function handlePolicyRequest(request: Request, getPayload: () => Promise<Payload>, now: () => Date = () => new Date()): Promise<Response> {
  if (request.url.length > MAX_URL) return policyJson({ message: 'The address is too long.' }, 414)
  if (!bearerMatches(request.headers.get('authorization'), standInToken())) {
    return policyJson({ message: 'Send the policy service token as "Authorization: Bearer <token>".' }, 401, { 'www-authenticate': 'Bearer realm="policy-service"' })
  }
  const url = new URL(request.url)
  const path = url.pathname.startsWith(POLICY_SERVICE_BASE_PATH) ? url.pathname.slice(POLICY_SERVICE_BASE_PATH.length) : url.pathname
  const method = request.method.toUpperCase()
  let body: unknown = undefined
  if (method === 'POST') {
    const read = await readJsonBody(request, MAX_BODY_BYTES)
    if (!read.ok) return policyJson({ message: read.message }, read.status)
    body = read.value
  } else if (method !== 'GET') {
    return policyJson({ message: 'This service only answers GET and POST requests.' }, 405, { allow: 'GET, POST' })
  }
  try {
    const answer = await dispatch(await getPayload(), { method, path, query: url.searchParams, body }, now())
    return policyJson(answer.body, answer.status)
  } catch (error) {
    // The server's log gets the error's kind only; the caller a plain sentence.
    console.error('[policy-service]', error instanceof Error ? error.name : 'error')
    return policyJson({ message: 'The policy service is having a problem. Please try again in a few minutes.' }, 503)
  }
}
