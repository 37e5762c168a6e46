/**
 * The one way the site talks to a policy service. By default the built-in stand-in answers in process;
 * with POLICY_SERVICE_URL set, a remote service with the same contract is called over HTTP with the
 * bearer token. Both go through the same `call` and the same answer parsing, so they behave alike.
 * Callers get plain outcomes and never see a thrown error.
 */
import type { Payload } from 'payload'
import type { z } from 'zod'

import {
  POLICY_API_PREFIX,
  changeRequestBodySchema,
  changeRequestsBodySchema,
  contactBodySchema,
  errorBodySchema,
  issuedBodySchema,
  policiesBodySchema,
  policyBodySchema,
  premiumBodySchema,
  premiumsBodySchema,
  statementBodySchema,
  type ChangeRequest,
  type CreateChangeRequest,
  type DecideChangeRequest,
  type HolderContact,
  type IssuePolicyRequest,
  type LookupRequest,
  type PolicySummary,
  type PremiumRecord,
  type RecordPremiumRequest,
  type SearchRequest,
  type Statement,
} from './contract'
import { dispatch } from './service'

export type Failure = {
  ok: false
  /** not-found: no such policy (or details that do not match); rejected: bad input; conflict: refused as things stand; unavailable: try later. */
  reason: 'not-found' | 'rejected' | 'conflict' | 'unavailable'
  message: string
}
export type Outcome<T> = { ok: true; value: T } | Failure

export interface PolicyServiceClient {
  /** 'built-in' or the remote base URL (for logs). */
  readonly name: string
  /** A policy by number and the holder's date of birth or phone; one "not found" whichever part is wrong. */
  findPolicy(query: LookupRequest): Promise<Outcome<PolicySummary>>
  /** Every policy held under a phone or an email. */
  findPolicies(query: SearchRequest): Promise<Outcome<PolicySummary[]>>
  /** A policy's summary, by number alone (after the site has checked who is asking). */
  getPolicy(policyNumber: string): Promise<Outcome<PolicySummary>>
  /** The holder's full contact details (after sign-in only). */
  getHolderContact(policyNumber: string): Promise<Outcome<HolderContact>>
  listPremiums(policyNumber: string): Promise<Outcome<PremiumRecord[]>>
  /** Records a premium once per reference; a repeat returns the first record with `created: false`. */
  recordPremium(policyNumber: string, premium: RecordPremiumRequest): Promise<Outcome<{ premium: PremiumRecord; created: boolean }>>
  getStatement(policyNumber: string, period: { from: string; to: string }): Promise<Outcome<Statement>>
  /** Asks for a change (once per requestId); the insurer decides. */
  createChangeRequest(policyNumber: string, request: CreateChangeRequest): Promise<Outcome<{ changeRequest: ChangeRequest; created: boolean }>>
  listChangeRequests(policyNumber: string): Promise<Outcome<ChangeRequest[]>>
  decideChangeRequest(requestId: string, decision: DecideChangeRequest): Promise<Outcome<ChangeRequest>>
  /** Issues the policy of a paid online application (once per application reference). */
  issuePolicy(request: IssuePolicyRequest): Promise<Outcome<{ policy: PolicySummary; created: boolean }>>
}

/** One call of the contract: method, path under the base (e.g. /v1/policies/lookup), optional JSON body. */
export type Transport = (method: 'GET' | 'POST', path: string, body?: unknown) => Promise<{ status: number; body: unknown }>

const UNREACHABLE = "We couldn't reach our policy records just now. Please try again in a few minutes."
const UNREADABLE = 'The policy service sent an answer we could not read.'

function failureOf(status: number, raw: unknown): Failure {
  const parsed = errorBodySchema.safeParse(raw)
  const message = parsed.success ? parsed.data.message.slice(0, 300) : ''
  if (status === 404) return { ok: false, reason: 'not-found', message: message || 'We found no policy with those details.' }
  if (status === 409) return { ok: false, reason: 'conflict', message: message || 'The policy service refused this just now.' }
  if (status >= 400 && status < 500 && status !== 401 && status !== 403 && status !== 408 && status !== 429) {
    return { ok: false, reason: 'rejected', message: message || 'The policy service could not accept these details.' }
  }
  return { ok: false, reason: 'unavailable', message: UNREACHABLE }
}

const seg = (value: string) => encodeURIComponent(value.trim().slice(0, 60))

/** A client over any transport (in process or HTTP). */
export function createClient(name: string, transport: Transport): PolicyServiceClient {
  async function call<S extends z.ZodType, T>(method: 'GET' | 'POST', path: string, schema: S, pick: (body: z.output<S>) => T, body?: unknown): Promise<Outcome<T>> {
    let answer: { status: number; body: unknown }
    try {
      answer = await transport(method, `${POLICY_API_PREFIX}${path}`, body)
    } catch (error) {
      console.error(`[policy-service] call to ${name} failed:`, error instanceof Error ? error.name : 'error')
      return { ok: false, reason: 'unavailable', message: UNREACHABLE }
    }
    if (answer.status >= 300) return failureOf(answer.status, answer.body)
    const parsed = schema.safeParse(answer.body)
    if (!parsed.success) return { ok: false, reason: 'unavailable', message: UNREADABLE }
    return { ok: true, value: pick(parsed.data) }
  }
  return {
    name,
    findPolicy: (query) => call('POST', '/policies/lookup', policyBodySchema, (b) => b.policy, query),
    findPolicies: (query) => call('POST', '/policies/search', policiesBodySchema, (b) => b.policies, query),
    getPolicy: (n) => call('GET', `/policies/${seg(n)}`, policyBodySchema, (b) => b.policy),
    getHolderContact: (n) => call('GET', `/policies/${seg(n)}/contact`, contactBodySchema, (b) => b.contact),
    listPremiums: (n) => call('GET', `/policies/${seg(n)}/premiums`, premiumsBodySchema, (b) => b.premiums),
    recordPremium: (n, premium) => call('POST', `/policies/${seg(n)}/premiums`, premiumBodySchema, (b) => b, premium),
    getStatement: (n, { from, to }) =>
      call('GET', `/policies/${seg(n)}/statement?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, statementBodySchema, (b) => b.statement),
    createChangeRequest: (n, request) => call('POST', `/policies/${seg(n)}/change-requests`, changeRequestBodySchema, (b) => b, request),
    listChangeRequests: (n) => call('GET', `/policies/${seg(n)}/change-requests`, changeRequestsBodySchema, (b) => b.changeRequests),
    decideChangeRequest: (id, decision) => call('POST', `/change-requests/${seg(id)}/decision`, changeRequestBodySchema, (b) => b.changeRequest, decision),
    issuePolicy: (request) => call('POST', '/policies/issue', issuedBodySchema, (b) => b, request),
  }
}

/** In process: the same `dispatch` the /policy-service route handlers call (a JSON round trip keeps it honest). */
export function createBuiltInClient(getPayload: () => Promise<Payload>, now: () => Date = () => new Date()): PolicyServiceClient {
  return createClient('built-in', async (method, target, body) => {
    const url = new URL(target, 'http://policy-service.invalid')
    const copy = body === undefined ? undefined : (JSON.parse(JSON.stringify(body)) as unknown)
    const answer = await dispatch(await getPayload(), { method, path: url.pathname, query: url.searchParams, body: copy }, now())
    return { status: answer.status, body: JSON.parse(JSON.stringify(answer.body)) as unknown }
  })
}

export interface RemoteOptions {
  token: string
  fetch?: typeof fetch
  /** Milliseconds before giving up on a call. */
  timeoutMs?: number
  /** Largest answer read, in bytes. */
  maxAnswerBytes?: number
}

/** Over HTTP to a service at `baseUrl` that keeps the contract (e.g. https://policies.example/api). */
export function createRemoteClient(baseUrl: string, options: RemoteOptions): PolicyServiceClient {
  const base = baseUrl.replace(/\/+$/, '')
  const doFetch = options.fetch ?? fetch
  const timeoutMs = options.timeoutMs ?? 8000
  const maxBytes = options.maxAnswerBytes ?? 1024 * 1024
  return createClient(base, async (method, path, body) => {
    const response = await doFetch(`${base}${path}`, {
      method,
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${options.token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: 'no-store',
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    })
    const text = await response.text()
    if (text.length > maxBytes) return { status: 502, body: null }
    try {
      return { status: response.status, body: JSON.parse(text) as unknown }
    } catch {
      return { status: response.status >= 400 ? response.status : 502, body: null }
    }
  })
}
