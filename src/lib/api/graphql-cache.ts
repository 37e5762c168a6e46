/**
 * Anonymous GraphQL queries answered from Next's cache (issue 22: POST /api/graphql timed out at 200
 * connections). Each query costs about 10 ms of the one event loop, most of it graphql-js validating the
 * query twice (the guard, then Payload) against Payload's schema of some 11,000 types: its
 * KnownTypeNamesRule lists every type name on each validation. An anonymous query's answer depends only
 * on the published content and the request's own text, so it is kept like every other content read:
 * tagged `content`, which the CMS hooks expire on every save or publish (src/hooks/revalidate.ts).
 *
 * Kept: a query (never a mutation) sent without a cookie or an Authorization header, whose answer is a
 * 200 without errors. Everything else goes to the guard and Payload as before, every time.
 */
import { getOperationAST, parse } from 'graphql'
import { unstable_cache } from 'next/cache'

import { CONTENT_TAG, readScope } from '@/lib/content/payload'
import { isJsonContentType, readBodyBytes } from '@/lib/http/body'

import { GRAPHQL } from './bounds'

type Handler = (request: Request) => Promise<Response>
type Answer = { status: number; headers: [string, string][]; body: string }

/** An answer that is not to be kept (an error, a refusal): thrown out of the cache and sent as it is. */
class NotKept extends Error {
  constructor(readonly answer: Answer) {
    super('not kept')
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The body's text when the request is an anonymous GraphQL query; null for anything else. */
async function anonymousQuery(request: Request): Promise<string | null> {
  if (request.headers.has('authorization') || request.headers.has('cookie')) return null
  if (!isJsonContentType(request.headers.get('content-type'))) return null
  let text: string
  try {
    // Read from a copy: whatever is not kept goes on with its body unread.
    text = new TextDecoder('utf-8', { fatal: true }).decode(await readBodyBytes(request.clone(), GRAPHQL.maxBodyBytes))
  } catch {
    return null
  }
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return null
  }
  if (!isRecord(body) || typeof body.query !== 'string' || body.query.length > GRAPHQL.maxQueryChars) return null
  const { operationName } = body
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return null
  try {
    const operation = getOperationAST(parse(body.query, { maxTokens: GRAPHQL.maxTokens }), operationName ?? undefined)
    return operation?.operation === 'query' ? text : null
  } catch {
    return null
  }
}

function hasErrors(body: string): boolean {
  try {
    const parsed: unknown = JSON.parse(body)
    return !isRecord(parsed) || 'errors' in parsed
  } catch {
    return true
  }
}

/** Wraps the guarded GraphQL handler: anonymous queries are answered from Next's cache. */
export function keepAnonymousQueries(handler: Handler): Handler {
  // What the answer may depend on is the key: the address, the body and the three headers Payload reads
  // for an anonymous query (the media type answered, and CORS).
  const kept = unstable_cache(
    async (url: string, contentType: string, accept: string, origin: string, body: string): Promise<Answer> => {
      const headers = new Headers({ 'content-type': contentType })
      if (accept) headers.set('accept', accept)
      if (origin) headers.set('origin', origin)
      const response = await handler(new Request(url, { method: 'POST', headers, body }))
      const answer: Answer = { status: response.status, headers: [...response.headers], body: await response.text() }
      if (response.status !== 200 || hasErrors(answer.body)) throw new NotKept(answer)
      return answer
    },
    ['graphql-anonymous-query'],
    { tags: [CONTENT_TAG] },
  )
  return async (request) => {
    // Outside Next's request handling (integration tests) there is no cache; an editor's preview is never kept.
    if ((await readScope()) !== 'public') return handler(request)
    const body = await anonymousQuery(request)
    if (body === null) return handler(request)
    let answer: Answer
    try {
      const header = (name: string) => request.headers.get(name) ?? ''
      answer = await kept(request.url, header('content-type'), header('accept'), header('origin'), body)
    } catch (error) {
      if (!(error instanceof NotKept)) throw error
      answer = error.answer
    }
    return new Response(answer.body, { status: answer.status, headers: answer.headers })
  }
}
