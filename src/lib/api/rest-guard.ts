/**
 * The guard in front of Payload's REST route handlers (/api/…): a malformed address, id, file name or
 * query string, or a read over the public bounds (docs/decisions/010-api-bounds.md), gets a 4xx with a
 * plain message before Payload passes it to the database; the rest runs within the time budget.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import { executeAuthStrategies, getPayload, type SanitizedCollectionConfig, type SanitizedConfig } from 'payload'

import { BodyTooLarge, readBodyBytes } from '@/lib/http/body'
import { clientKey } from '@/lib/http/client-address'
import { type AttemptKind, checkAttempt, recordAttempt, tooManyAttempts } from '@/lib/http/sign-in-limit'

import { REST, STAFF_REST, TIME_BUDGET_MS } from './bounds'
import { apiError, unexpected, withinBudget } from './respond'
import { BadQuery, checkRestQuery } from './rest-query'

type Args = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, args: Args) => Promise<Response>
type Config = SanitizedConfig | Promise<SanitizedConfig>

const ID = /^\d{1,15}$/

/**
 * The fixed first segments of a collection's own endpoints (count, versions, me, file, …): anything else
 * in that place is a document id. Undefined when some endpoint takes another parameter there
 * (payload-preferences/:key), so that place is not only for ids.
 */
const staticSegments = new WeakMap<SanitizedCollectionConfig, Set<string> | undefined>()
function namedEndpoints(collection: SanitizedCollectionConfig): Set<string> | undefined {
  if (staticSegments.has(collection)) return staticSegments.get(collection)
  const firsts = (collection.endpoints || []).map((e) => e.path.split('/').filter(Boolean)[0] ?? '')
  const names = firsts.some((s) => s.startsWith(':') && s !== ':id')
    ? undefined
    : new Set(firsts.filter((s) => s !== '' && !s.startsWith(':')))
  staticSegments.set(collection, names)
  return names
}

function decodeSegments(pathname: string): string[] | undefined {
  try {
    return pathname.split('/').filter(Boolean).map((s) => decodeURIComponent(s))
  } catch {
    return undefined
  }
}

const hasCredentials = (request: Request) =>
  request.headers.has('authorization') || /(?:^|;\s*)payload-token=/.test(request.headers.get('cookie') ?? '')

async function signedIn(request: Request, config: Config): Promise<boolean> {
  if (!hasCredentials(request)) return false
  const payload = await getPayload({ config })
  // Only who is asking: Payload's auth strategies, not `payload.auth()`, which also works out the person's
  // access to every collection and global (a tenth of the CPU of the audit log's fuzz test, thrown away here).
  // A forged or expired token is simply not signed in; Payload answers such a request itself.
  const { user } = await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false }).catch(() => ({ user: null }))
  return Boolean(user)
}

/**
 * A file request for an upload collection: a plain 404 for a file that is not there (Payload answers 500
 * for a file missing on disk). With the files in S3 (local storage off) "there" means a document names it.
 */
async function checkFile(collection: SanitizedCollectionConfig, filename: string | undefined, config: SanitizedConfig): Promise<Response | undefined> {
  if (!collection.upload) return undefined
  if (!filename || filename.length > 255 || /[\\/\0]/.test(filename) || filename === '.' || filename === '..') {
    return apiError(400, 'That is not a file name.')
  }
  if (collection.upload.disableLocalStorage) {
    const payload = await getPayload({ config })
    const { totalDocs } = await payload.count({ collection: collection.slug, where: { filename: { equals: filename } }, overrideAccess: true })
    return totalDocs > 0 ? undefined : apiError(404, 'There is no such file.')
  }
  const dir = path.resolve(collection.upload.staticDir || collection.slug)
  const stats = await fs.stat(path.join(dir, filename)).catch(() => undefined)
  if (!stats?.isFile()) return apiError(404, 'There is no such file.')
  return undefined
}

const NO_SUCH_ADDRESS = 'There is nothing at this address in the API.'
const noSuchAddress = () => apiError(404, NO_SUCH_ADDRESS)

/**
 * Whether the address names nothing Payload serves: a collection or global whose REST endpoints are
 * off (payload-migrations; Payload answers 501 with the server's own address in the message), or an
 * auth collection's email verification when accounts are not verified by email (Payload answers 500).
 */
export function isDisabledRoute(segments: string[], config: SanitizedConfig): boolean {
  const [, first, second, third] = segments // segments[0] is "api"
  if (first === 'globals') {
    const global = second === undefined ? undefined : config.globals.find((g) => g.slug === second)
    return second !== undefined && (!global || global.endpoints === false)
  }
  const collection = config.collections.find((c) => c.slug === first)
  if (!collection) return false
  if (collection.endpoints === false) return true
  return second === 'verify' && third !== undefined && !(collection.auth && collection.auth.verify)
}

/**
 * Payload's own answer for an address it has no route for: a 501 naming the server's address, or a
 * 404 whose message repeats the path (`Route not found "…"`). Both become the guards' plain 404.
 */
async function isNoRouteAnswer(response: Response): Promise<boolean> {
  if (response.status === 501) return true
  if (response.status !== 404 || !/json/.test(response.headers.get('content-type') ?? '')) return false
  const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' && body.message.startsWith('Route not found')
}

/** Checks the address and query string; returns the answer for a bad request, or the request to forward. */
async function check(request: Request, config: SanitizedConfig): Promise<{ response: Response } | { forward: Request }> {
  const url = new URL(request.url)
  const segments = decodeSegments(url.pathname)
  if (!segments) return { response: apiError(400, 'The address is not valid: it has a broken %-escape.') }
  if (isDisabledRoute(segments, config)) return { response: noSuchAddress() }
  const [, first, second, third] = segments // segments[0] is "api"
  const staff = await signedIn(request, config)
  const bounds = staff ? STAFF_REST : REST

  let params = url.searchParams
  let forward = request
  const override = request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
  if (request.method === 'POST' && override?.toUpperCase() === 'GET' && request.headers.get('content-type') === 'application/x-www-form-urlencoded') {
    // The admin sends long reads as a POST whose body is the query string.
    let text: string
    try {
      text = new TextDecoder().decode(await readBodyBytes(request, bounds.maxQueryStringBytes))
    } catch (error) {
      if (error instanceof BodyTooLarge) return { response: apiError(413, 'The query is too long.') }
      throw error
    }
    params = new URLSearchParams(text)
    const headers = new Headers(request.headers)
    headers.delete('content-length')
    forward = new Request(request.url, { method: 'POST', headers, body: text })
  } else if (url.search.length > bounds.maxQueryStringBytes) {
    return { response: apiError(414, `The query string is too long: at most ${bounds.maxQueryStringBytes} characters.`) }
  }

  const collection = first && first !== 'globals' ? config.collections.find((c) => c.slug === first) : undefined
  if (collection && second !== undefined) {
    if (second === 'file' && request.method === 'GET' && collection.upload) {
      const missing = await checkFile(collection, third, config)
      if (missing) return { response: missing }
    } else if (second === 'versions' && third !== undefined && !ID.test(third)) {
      return { response: apiError(400, `"${third.slice(0, 40)}" is not a version id (ids are whole numbers).`) }
    } else if (!ID.test(second) && namedEndpoints(collection)?.has(second) === false) {
      return { response: apiError(400, `"${second.slice(0, 40)}" is not a document id (ids are whole numbers).`) }
    }
  }

  // `where` names the collection's fields on its list, count and bulk endpoints; elsewhere only its shape is checked.
  const listsDocuments = collection && (second === undefined || second === 'count')
  try {
    checkRestQuery(params, bounds, config, listsDocuments ? collection : undefined, { staff })
  } catch (error) {
    if (error instanceof BadQuery) return { response: apiError(400, error.message) }
    throw error
  }
  return { forward }
}

/** A staff sign-in or password-reset request to an auth collection (counted per client address). */
function attemptKind(request: Request, config: SanitizedConfig): AttemptKind | undefined {
  if (request.method !== 'POST') return undefined
  const [, first, second, third] = new URL(request.url).pathname.split('/').filter(Boolean)
  if (third !== undefined || !config.collections.some((c) => c.slug === first && c.auth)) return undefined
  return second === 'login' ? 'sign-in' : second === 'forgot-password' ? 'password-reset' : undefined
}

/** Wraps one of Payload's REST_* route handlers. */
export function guardRest(handler: Handler, config: Config): Handler {
  return async (request, args) => {
    try {
      const resolved = await config
      const kind = attemptKind(request, resolved)
      const client = clientKey(request.headers)
      if (kind) {
        const verdict = await checkAttempt(kind, client)
        if (!verdict.ok) return tooManyAttempts(kind, verdict.retryAfterSeconds)
      }
      const checked = await check(request, resolved)
      if ('response' in checked) return checked.response
      const answered = await withinBudget(handler(checked.forward, args), TIME_BUDGET_MS)
      const response = (await isNoRouteAnswer(answered)) ? noSuchAddress() : answered
      // A failed sign-in counts; a successful one does not. Every reset request counts (each sends a mail).
      if (kind === 'password-reset' || (kind === 'sign-in' && response.status !== 200)) await recordAttempt(kind, client)
      return response
    } catch (error) {
      return unexpected(`${request.method} /api`, error)
    }
  }
}

/**
 * Wraps Payload's REST_OPTIONS (a CORS preflight answers any address Payload serves): an address it does
 * not serve gets the same plain 404 as the other methods.
 */
export function guardRestOptions(handler: Handler, config: Config): Handler {
  return async (request, args) => {
    try {
      const segments = decodeSegments(new URL(request.url).pathname)
      if (!segments) return apiError(400, 'The address is not valid: it has a broken %-escape.')
      if (isDisabledRoute(segments, await config)) return noSuchAddress()
      const answered = await handler(request, args)
      return (await isNoRouteAnswer(answered)) ? noSuchAddress() : answered
    } catch (error) {
      return unexpected('OPTIONS /api', error)
    }
  }
}
