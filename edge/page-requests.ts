// Edge steps for requests that made Next.js answer 500 (issue 8, point 7): page addresses with
// broken percent-encoding, and form posts to pages (server actions) that are cross-site, too large
// or not readable. Each gets a 4xx here, with a short plain message, before Next sees it.
// /api/*, /plan-service/* and /policy-service/* are left to their own route handlers.
import http, { type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'

import { ACTION_HEADER, actionBodyProblem } from './next-internals'

/** Form posts to pages of this size or more are refused (Next.js's own limit for server actions is 1 MB). */
export const ACTION_BODY_LIMIT = 1024 * 1024

const OWN_HANDLERS = /^\/(?:api|plan-service|policy-service)(?:\/|$)/

const pathOf = (url: string): string => url.split('?')[0] ?? ''

function answer(res: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): true {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', ...headers })
  res.end(message)
  return true
}

/**
 * The request target. One that is not a path (absolute-form http://evil.example/x, which Next.js
 * answered with a redirect to that host, or OPTIONS *, which it failed on) gets a 400. A page address
 * that is not valid percent-encoding (/about/%ff, /blog/%E0%A4%A) names no page: its % signs are
 * escaped, so Next.js routes it like any unknown address and shows the site's 404 page instead of
 * failing to decode it. Such an /api or /plan-service address gets a 400.
 */
export function requestTargetStep(req: IncomingMessage, res: ServerResponse): boolean {
  const url = req.url ?? ''
  if (!url.startsWith('/')) return answer(res, 400, 'Bad request: the address must be a path starting with /.')
  const path = pathOf(url)
  if (!path.includes('%')) return false
  try {
    decodeURIComponent(path)
  } catch {
    // Next.js fails to decode such an API address before any route runs: refuse it here.
    if (OWN_HANDLERS.test(path)) return answer(res, 400, 'Bad request: the address is not valid percent-encoding.')
    req.url = path.replace(/%/g, '%25') + url.slice(path.length)
  }
  return false
}

/**
 * Whether Next.js would treat a request as a possible server action: a POST with a Next-Action
 * header, or a multipart form post (how a browser without JavaScript sends one).
 */
function isPossibleAction(req: IncomingMessage): boolean {
  if (req.method !== 'POST' || OWN_HANDLERS.test(pathOf(req.url ?? '/'))) return false
  return req.headers[ACTION_HEADER] !== undefined || /^multipart\/form-data/i.test(req.headers['content-type'] ?? '')
}

/**
 * Next.js's own cross-site check for server actions, done first so a refusal is a 403, not a 500:
 * an Origin, when sent, must name the host the request was sent to (X-Forwarded-Host, else Host).
 */
function sameOrigin(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin
  if (origin === undefined) return true
  let originHost: string
  try {
    originHost = new URL(origin).host
  } catch {
    return false
  }
  if (!originHost) return false
  const forwarded = headers['x-forwarded-host']
  const forwardedHost = (Array.isArray(forwarded) ? forwarded[0] : forwarded?.split(',')[0])?.trim()
  return originHost === forwardedHost || originHost === headers.host
}

/**
 * Reads the body while it is under `limit` bytes; 'too-large' once it reaches it (the rest is not read).
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = (value: Buffer | 'too-large') => {
      req.off('data', onData)
      req.off('end', onEnd)
      req.off('error', onError)
      resolve(value)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size >= limit) {
        req.pause()
        done('too-large')
      } else chunks.push(chunk)
    }
    const onEnd = () => done(Buffer.concat(chunks))
    const onError = (error: Error) => reject(error)
    req.on('data', onData)
    req.on('end', onEnd)
    req.on('error', onError)
  })
}

/**
 * Whether a body is a complete multipart/form-data body for the boundary in its Content-Type:
 * it opens with the boundary, every part has headers naming a form field, and it is closed.
 * (A wrong boundary or a cut-off body made Next's parser fail with a 500.)
 */
export function isCompleteMultipart(contentType: string | undefined, body: Buffer): boolean {
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType ?? '')
  const boundary = match?.[1] ?? match?.[2]
  if (!boundary) return false
  const text = body.toString('latin1')
  const delimiter = `--${boundary}`
  if (!text.startsWith(`${delimiter}\r\n`)) return false
  const close = text.indexOf(`\r\n${delimiter}--`)
  if (close < 0) return false
  const parts = text.slice(delimiter.length + 2, close).split(`\r\n${delimiter}\r\n`)
  return parts.every((part) => {
    const end = part.indexOf('\r\n\r\n')
    if (end < 0) return false
    const headers = part.slice(0, end).split('\r\n')
    return (
      headers.every((line) => /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:/.test(line)) &&
      headers.some((line) => /^content-disposition:\s*form-data;.*\bname=/i.test(line))
    )
  })
}

/** A fetch-style server action without a multipart body carries its arguments as a JSON array. */
function isJsonArray(body: Buffer): boolean {
  try {
    return Array.isArray(JSON.parse(body.toString('utf8')))
  } catch {
    return false
  }
}

/**
 * A copy of the request with the body already read, for Next.js to read again. It keeps the socket,
 * headers, method and address of the original.
 */
function replay(req: IncomingMessage, body: Buffer): IncomingMessage {
  const copy = new http.IncomingMessage(req.socket)
  copy.method = req.method
  copy.url = req.url
  copy.headers = req.headers
  copy.rawHeaders = req.rawHeaders
  copy.httpVersion = req.httpVersion
  copy.httpVersionMajor = req.httpVersionMajor
  copy.httpVersionMinor = req.httpVersionMinor
  copy.complete = true
  copy.push(body)
  copy.push(null)
  return copy
}

/** The copies pagePostStep made, by the request they stand for. */
const replays = new WeakMap<IncomingMessage, IncomingMessage>()

/** The request Next.js should read: the replayed copy when pagePostStep read the body, else itself. */
export function requestForNext(req: IncomingMessage): IncomingMessage {
  return replays.get(req) ?? req
}

/**
 * Form posts to pages: cross-site (403), over 1 MB (413), or a body Next.js could not read (400).
 * A post that passes goes on to Next.js as a copy (see requestForNext), its body read once here.
 */
export async function pagePostStep(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
  if (!isPossibleAction(req)) return false
  if (!sameOrigin(req.headers)) {
    return answer(res, 403, 'This form was sent from another website, so it was not accepted.')
  }
  const tooLarge = () =>
    // The rest of the body is not read: close the connection rather than parse it as a next request.
    answer(res, 413, 'The form is too large: send at most 1 MB.', { connection: 'close' })
  const declared = Number(req.headers['content-length'] ?? '')
  if (Number.isFinite(declared) && declared >= ACTION_BODY_LIMIT) return tooLarge()
  const body = await readBody(req, ACTION_BODY_LIMIT)
  if (body === 'too-large') return tooLarge()
  const contentType = req.headers['content-type']
  const readable = /^multipart\/form-data/i.test(contentType ?? '') ? isCompleteMultipart(contentType, body) : isJsonArray(body)
  if (!readable) return answer(res, 400, 'The form could not be read. Please send it again from the page.')
  // Arguments React could not decode, or in a form our forms never send (next-internals.ts, server-action-body).
  if (actionBodyProblem({ nextAction: req.headers[ACTION_HEADER] !== undefined, contentType, body })) {
    return answer(res, 400, 'The form could not be read. Please send it again from the page.')
  }
  replays.set(req, replay(req, body))
  return false
}

const PAGE_METHODS = 'GET, HEAD, POST'

/**
 * Pages are read (GET, HEAD) and take form posts (server actions). Any other method, or a POST that is
 * no form, gets a 405 here: Next.js would render a dynamic page for it as if it were a GET.
 */
export function pageMethodStep(req: IncomingMessage, res: ServerResponse): boolean {
  if (OWN_HANDLERS.test(pathOf(req.url ?? '/'))) return false
  if (req.method === 'GET' || req.method === 'HEAD') return false
  if (req.method === 'POST' && isPossibleAction(req)) return false
  return answer(res, 405, `A page takes only ${PAGE_METHODS}${req.method === 'POST' ? ' of a form' : ''}.`, { allow: PAGE_METHODS })
}
