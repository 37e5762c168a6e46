/**
 * The one way the site talks to a plan service. By default the built-in service answers in process
 * (the engine and the plans in the CMS); with PLAN_SERVICE_URL set, a remote service with the same
 * contract is called over HTTP. Callers get plain outcomes and never see a thrown error.
 */
import type { Payload } from 'payload'

import {
  ENDPOINT_PATHS,
  PLAN_LOOKUP_PATH,
  SUCCESS_STATUS,
  planLookupResponseSchema,
  quoteResponseSchema,
  type PlanData,
  type QuoteEndpoint,
  type QuoteField,
  type QuoteRequestBody,
  type ScheduleRowBody,
} from './contract'
import { calculate, lookupPlan } from './service'

export type PlanLookup =
  | { ok: true; plan: PlanData }
  | { ok: false; reason: 'not-found' | 'unavailable'; message: string }

export type QuoteOutcome =
  | { ok: true; amount: number; message: string; schedule: ScheduleRowBody[] | null }
  | {
      ok: false
      reason: 'rejected'
      message: string
      errors: string[]
      /** Each error with the request field it is about, when the service said (null otherwise). */
      problems: { field: QuoteField | null; message: string }[]
    }
  | { ok: false; reason: 'unavailable'; message: string }

export interface PlanServiceClient {
  /** 'built-in' or the remote base URL (for logs). */
  readonly name: string
  getPlan(code: string): Promise<PlanLookup>
  quote(endpoint: QuoteEndpoint, body: QuoteRequestBody): Promise<QuoteOutcome>
}

const UNREACHABLE = "We couldn't reach our quote service."

function withPlanData(code: string, data: PlanData): PlanData {
  return { ...data, planId: data.planId ?? code }
}

function fromLookup(code: string, status: number, raw: unknown): PlanLookup {
  const parsed = planLookupResponseSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, reason: 'unavailable', message: 'The quote service sent an answer we could not read.' }
  const body = parsed.data
  if (body.success && status < 400) return { ok: true, plan: withPlanData(code, body.data) }
  const message = body.success ? '' : body.message
  if (status === 404 || (status < 500 && !body.success)) {
    return { ok: false, reason: 'not-found', message: message || `We have no plan with the ID "${code}".` }
  }
  return { ok: false, reason: 'unavailable', message: message || UNREACHABLE }
}

function fromQuote(status: number, raw: unknown): QuoteOutcome {
  const parsed = quoteResponseSchema.safeParse(raw)
  if (!parsed.success) return { ok: false, reason: 'unavailable', message: 'The quote service sent an answer we could not read.' }
  const body = parsed.data
  if (body.statusCode === SUCCESS_STATUS && typeof body.amount === 'number' && Number.isFinite(body.amount)) {
    return { ok: true, amount: body.amount, message: body.message, schedule: body.schedule ?? null }
  }
  if (status >= 500 || body.statusCode >= 500) return { ok: false, reason: 'unavailable', message: body.message || UNREACHABLE }
  const listed = body.errors && body.errors.length > 0 ? body.errors : body.message ? [body.message] : []
  const errors = listed.length > 0 ? listed : ['The quote service could not price these details.']
  // A service that names each error's field (ours does, in `problems`) has them shown at their fields;
  // another's errors are listed without fields. Nothing reads a message's words to find its field.
  return {
    ok: false,
    reason: 'rejected',
    message: body.message || errors.join(' '),
    errors,
    problems: body.problems && body.problems.length > 0 ? body.problems : errors.map((message) => ({ field: null, message })),
  }
}

/** In process: the same functions the /plan-service route handlers call. */
export function createBuiltInClient(getPayload: () => Promise<Payload>, now: () => Date = () => new Date()): PlanServiceClient {
  return {
    name: 'built-in',
    async getPlan(code) {
      try {
        const answer = await lookupPlan(await getPayload(), code)
        return fromLookup(code, answer.status, answer.body)
      } catch (error) {
        console.error('[plan-service] lookup failed:', error instanceof Error ? error.message : error)
        return { ok: false, reason: 'unavailable', message: UNREACHABLE }
      }
    },
    async quote(endpoint, body) {
      try {
        const answer = await calculate(await getPayload(), endpoint, body, now())
        return fromQuote(answer.status, answer.body)
      } catch (error) {
        console.error('[plan-service] quote failed:', error instanceof Error ? error.message : error)
        return { ok: false, reason: 'unavailable', message: UNREACHABLE }
      }
    },
  }
}

export interface RemoteOptions {
  fetch?: typeof fetch
  /** Milliseconds before giving up on a call. */
  timeoutMs?: number
  /** Extra options for plan lookups (e.g. Next's `{ next: { revalidate } }`). */
  lookupInit?: RequestInit
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text()
  try {
    return JSON.parse(text) as unknown
  } catch {
    return null
  }
}

/** Over HTTP to a service at `baseUrl` that keeps the contract (e.g. https://plans.example/api). */
export function createRemoteClient(baseUrl: string, options: RemoteOptions = {}): PlanServiceClient {
  const base = baseUrl.replace(/\/+$/, '')
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 8000
  return {
    name: base,
    async getPlan(code) {
      try {
        const response = await doFetch(`${base}${PLAN_LOOKUP_PATH}?planID=${encodeURIComponent(code)}`, {
          ...options.lookupInit,
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(timeoutMs),
        })
        return fromLookup(code, response.status, await readJson(response))
      } catch (error) {
        console.error(`[plan-service] lookup at ${base} failed:`, error instanceof Error ? error.message : error)
        return { ok: false, reason: 'unavailable', message: UNREACHABLE }
      }
    },
    async quote(endpoint, body) {
      try {
        const response = await doFetch(`${base}${ENDPOINT_PATHS[endpoint]}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          cache: 'no-store',
          signal: AbortSignal.timeout(timeoutMs),
        })
        return fromQuote(response.status, await readJson(response))
      } catch (error) {
        console.error(`[plan-service] quote at ${base} failed:`, error instanceof Error ? error.message : error)
        return { ok: false, reason: 'unavailable', message: UNREACHABLE }
      }
    },
  }
}
