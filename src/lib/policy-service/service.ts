/**
 * The built-in policy service (the stand-in for the insurer's policy administration system): every
 * answer of the contract in ./contract.ts, from the `policies`, `policy-premiums` and
 * `policy-change-requests` collections. The HTTP route handlers under /policy-service and the in-process
 * client both call `dispatch`, so the two ways in give the same answers.
 */
import type { Payload, Where } from 'payload'
import type { z } from 'zod'

import type { Policy, PolicyChangeRequest, PolicyPremium } from '@/payload-types'
import { lagosToday } from '@/lib/text/lagos'

import {
  NOT_FOUND_MESSAGE,
  createChangeRequestSchema,
  decideChangeRequestSchema,
  isIsoDate,
  issuePolicyRequestSchema,
  lookupRequestSchema,
  maskEmail,
  maskPhone,
  normalisePolicyNumber,
  recordPremiumRequestSchema,
  referenceSchema,
  searchRequestSchema,
  statementQuerySchema,
  type ChangeRequest,
  type HolderContact,
  type PolicyStatus,
  type PolicySummary,
  type PremiumFrequency,
  type PremiumRecord,
} from './contract'
import { addMonths, positionOn, statementFor, type PremiumTerms } from './schedule'

export type Answer = { status: number; body: unknown }
export type ServiceRequest = { method: string; path: string; query: URLSearchParams; body: unknown }

const fail = (status: number, message: string): Answer => ({ status, body: { message } })
const ok = (body: unknown, status = 200): Answer => ({ status, body })

/** The first problem of a zod error as one plain sentence: "amountKobo: must be …". */
export function firstProblem(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'The request is not valid.'
  if (issue.path.length === 0) return issue.code === 'invalid_type' ? 'Send a JSON object.' : `The request is not valid: ${issue.message}.`.slice(0, 300)
  const message = issue.code === 'invalid_type' ? 'is missing or of the wrong type' : issue.message
  return `${issue.path.join('.')}: ${message}`.slice(0, 300)
}

const NO_PREMIUMS: PolicyStatus[] = ['paid-up', 'matured', 'claimed']
const MAX_PREMIUM_RECORDS = 1000

// ---------------------------------------------------------------------------
// Reads

async function findPolicy(payload: Payload, policyNumber: string): Promise<Policy | null> {
  const { docs } = await payload.find({ collection: 'policies', where: { policyNumber: { equals: policyNumber } }, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0] as Policy | undefined) ?? null
}

async function premiumsOf(payload: Payload, policyNumber: string): Promise<PremiumRecord[]> {
  const { docs } = await payload.find({
    collection: 'policy-premiums',
    where: { policyNumber: { equals: policyNumber } },
    sort: 'paidOn',
    limit: MAX_PREMIUM_RECORDS,
    depth: 0,
    overrideAccess: true,
  })
  return (docs as PolicyPremium[]).map(premiumRecord)
}

function premiumRecord(doc: PolicyPremium): PremiumRecord {
  return { reference: doc.reference, amountKobo: doc.amountKobo, paidOn: doc.paidOn, channel: doc.channel }
}

function termsOf(policy: Policy): PremiumTerms {
  return {
    startDate: policy.startDate,
    frequency: policy.frequency as PremiumFrequency,
    premiumKobo: policy.premiumKobo,
    premiumsEndDate: policy.premiumsEndDate && isIsoDate(policy.premiumsEndDate) ? policy.premiumsEndDate : null,
  }
}

function summaryOf(policy: Policy, premiums: PremiumRecord[], today: string): PolicySummary {
  const status = policy.status as PolicyStatus
  const position = positionOn(termsOf(policy), premiums, today, NO_PREMIUMS.includes(status))
  const until = policy.reinstatableUntil && isIsoDate(policy.reinstatableUntil) ? policy.reinstatableUntil : null
  return {
    policyNumber: policy.policyNumber,
    product: policy.product,
    plan: { code: policy.planCode, name: policy.planName },
    status,
    sumAssuredKobo: policy.sumAssuredKobo,
    premiumKobo: policy.premiumKobo,
    frequency: policy.frequency as PremiumFrequency,
    startDate: policy.startDate,
    nextDueDate: position.nextDueDate,
    arrearsKobo: position.arrearsKobo,
    reinstatement: { possible: status === 'lapsed' && until !== null && until >= today, until: status === 'lapsed' ? until : null },
    beneficiaries: (policy.beneficiaries ?? []).map((b) => ({ name: b.name, relationship: b.relationship, sharePercent: b.sharePercent })),
    holder: { firstName: policy.holder.firstName, maskedPhone: maskPhone(policy.holder.phone), maskedEmail: maskEmail(policy.holder.email) },
  }
}

async function summary(payload: Payload, policy: Policy, now: Date): Promise<PolicySummary> {
  return summaryOf(policy, await premiumsOf(payload, policy.policyNumber), lagosToday(now))
}

function contactOf(policy: Policy): HolderContact {
  const h = policy.holder
  return { firstName: h.firstName, lastName: h.lastName, dateOfBirth: h.dateOfBirth, phone: h.phone, email: h.email, address: h.address ?? '' }
}

function changeRequestOf(doc: PolicyChangeRequest): ChangeRequest {
  const details = (doc.details ?? {}) as { contact?: ChangeRequest['contact']; beneficiaries?: ChangeRequest['beneficiaries'] }
  return {
    requestId: doc.requestId,
    policyNumber: doc.policyNumber,
    kind: doc.kind,
    contact: doc.kind === 'contact' ? (details.contact ?? null) : null,
    beneficiaries: doc.kind === 'beneficiaries' ? (details.beneficiaries ?? null) : null,
    status: doc.status,
    note: doc.note ?? null,
    createdOn: doc.createdOn,
    decidedOn: doc.decidedOn ?? null,
  }
}

// ---------------------------------------------------------------------------
// Operations

async function lookup(payload: Payload, body: unknown, now: Date): Promise<Answer> {
  const parsed = lookupRequestSchema.safeParse(body)
  if (!parsed.success) return fail(400, firstProblem(parsed.error))
  const { policyNumber, dateOfBirth, phone } = parsed.data
  const policy = await findPolicy(payload, policyNumber)
  const matches = policy !== null && (dateOfBirth !== undefined ? policy.holder.dateOfBirth === dateOfBirth : policy.holder.phone === phone)
  if (!policy || !matches) return fail(404, NOT_FOUND_MESSAGE)
  return ok({ policy: await summary(payload, policy, now) })
}

async function search(payload: Payload, body: unknown, now: Date): Promise<Answer> {
  const parsed = searchRequestSchema.safeParse(body)
  if (!parsed.success) return fail(400, firstProblem(parsed.error))
  const { phone, email } = parsed.data
  const where: Where = phone !== undefined ? { 'holder.phone': { equals: phone } } : { 'holder.email': { equals: email } }
  const { docs } = await payload.find({ collection: 'policies', where, sort: 'policyNumber', limit: 100, depth: 0, overrideAccess: true })
  const policies = await Promise.all((docs as Policy[]).map((p) => summary(payload, p, now)))
  return ok({ policies })
}

async function withPolicy(payload: Payload, rawNumber: string, then: (policy: Policy) => Promise<Answer>): Promise<Answer> {
  const policyNumber = normalisePolicyNumber(rawNumber)
  const policy = policyNumber ? await findPolicy(payload, policyNumber) : null
  if (!policy) return fail(404, NOT_FOUND_MESSAGE)
  return then(policy)
}

/** Stores a premium once per reference: a repeat returns the first record and changes nothing. */
export async function storePremium(payload: Payload, policy: Policy, input: PremiumRecord, now: Date): Promise<Answer> {
  const existing = await payload.find({ collection: 'policy-premiums', where: { reference: { equals: input.reference } }, limit: 1, depth: 0, overrideAccess: true })
  const found = existing.docs[0] as PolicyPremium | undefined
  if (found) {
    if (found.policyNumber !== policy.policyNumber) return fail(409, 'This payment reference is already recorded against another policy.')
    return ok({ premium: premiumRecord(found), created: false })
  }
  let created: PolicyPremium
  try {
    created = (await payload.create({ collection: 'policy-premiums', data: { ...input, policyNumber: policy.policyNumber }, depth: 0, overrideAccess: true })) as PolicyPremium
  } catch (error) {
    // Two calls with one reference at the same moment: the unique key let one in; answer with it.
    const again = await payload.find({ collection: 'policy-premiums', where: { reference: { equals: input.reference } }, limit: 1, depth: 0, overrideAccess: true })
    const winner = again.docs[0] as PolicyPremium | undefined
    if (!winner) throw error
    if (winner.policyNumber !== policy.policyNumber) return fail(409, 'This payment reference is already recorded against another policy.')
    return ok({ premium: premiumRecord(winner), created: false })
  }
  // A policy in its grace period, or lapsed but reinstatable, is back in force once nothing is owed.
  const status = policy.status as PolicyStatus
  if (status === 'in-grace' || status === 'lapsed') {
    const after = summaryOf(policy, await premiumsOf(payload, policy.policyNumber), lagosToday(now))
    if (after.arrearsKobo === 0 && (status === 'in-grace' || after.reinstatement.possible)) {
      await payload.update({ collection: 'policies', id: policy.id, data: { status: 'in-force', reinstatableUntil: null }, depth: 0, overrideAccess: true })
    }
  }
  return ok({ premium: premiumRecord(created), created: true }, 201)
}

async function recordPremium(payload: Payload, policy: Policy, body: unknown, now: Date): Promise<Answer> {
  const parsed = recordPremiumRequestSchema.safeParse(body)
  if (!parsed.success) return fail(400, firstProblem(parsed.error))
  const current = summaryOf(policy, [], lagosToday(now))
  const status = policy.status as PolicyStatus
  // A repeat of a recorded payment is answered even if the policy has moved on since.
  const seen = await payload.find({ collection: 'policy-premiums', where: { reference: { equals: parsed.data.reference } }, limit: 1, depth: 0, overrideAccess: true })
  if (seen.docs.length === 0) {
    if (NO_PREMIUMS.includes(status)) return fail(409, 'This policy takes no more premiums.')
    if (status === 'lapsed' && !current.reinstatement.possible) return fail(409, 'This policy has lapsed and can no longer be reinstated by paying premiums.')
  }
  return storePremium(payload, policy, parsed.data, now)
}

async function statement(payload: Payload, policy: Policy, query: URLSearchParams): Promise<Answer> {
  const parsed = statementQuerySchema.safeParse({ from: query.get('from') ?? undefined, to: query.get('to') ?? undefined })
  if (!parsed.success) return fail(400, firstProblem(parsed.error))
  const premiums = await premiumsOf(payload, policy.policyNumber)
  return ok({ statement: statementFor(policy.policyNumber, termsOf(policy), premiums, parsed.data.from, parsed.data.to) })
}

async function findChangeRequest(payload: Payload, requestId: string): Promise<PolicyChangeRequest | null> {
  const { docs } = await payload.find({ collection: 'policy-change-requests', where: { requestId: { equals: requestId } }, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0] as PolicyChangeRequest | undefined) ?? null
}

async function createChangeRequest(payload: Payload, policy: Policy, body: unknown, now: Date): Promise<Answer> {
  const parsed = createChangeRequestSchema.safeParse(body)
  if (!parsed.success) return fail(400, firstProblem(parsed.error))
  const input = parsed.data
  const same = (doc: PolicyChangeRequest): Answer =>
    doc.policyNumber === policy.policyNumber ? ok({ changeRequest: changeRequestOf(doc), created: false }) : fail(409, 'This request ID is already used for another policy.')
  const existing = await findChangeRequest(payload, input.requestId)
  if (existing) return same(existing)
  const details = input.kind === 'contact' ? { contact: input.contact } : { beneficiaries: input.beneficiaries }
  try {
    const created = (await payload.create({
      collection: 'policy-change-requests',
      data: { requestId: input.requestId, policyNumber: policy.policyNumber, kind: input.kind, details, status: 'open', createdOn: lagosToday(now) },
      depth: 0,
      overrideAccess: true,
    })) as PolicyChangeRequest
    return ok({ changeRequest: changeRequestOf(created), created: true }, 201)
  } catch (error) {
    const winner = await findChangeRequest(payload, input.requestId)
    if (!winner) throw error
    return same(winner)
  }
}

async function listChangeRequests(payload: Payload, policy: Policy): Promise<Answer> {
  const { docs } = await payload.find({ collection: 'policy-change-requests', where: { policyNumber: { equals: policy.policyNumber } }, sort: '-createdAt', limit: 200, depth: 0, overrideAccess: true })
  return ok({ changeRequests: (docs as PolicyChangeRequest[]).map(changeRequestOf) })
}

async function decideChangeRequest(payload: Payload, rawId: string, body: unknown, now: Date): Promise<Answer> {
  const id = referenceSchema.safeParse(rawId)
  const parsed = decideChangeRequestSchema.safeParse(body)
  if (!parsed.success) return fail(400, firstProblem(parsed.error))
  const doc = id.success ? await findChangeRequest(payload, id.data) : null
  if (!doc) return fail(404, 'We have no change request with this ID.')
  if (doc.status !== 'open') {
    if (doc.status === parsed.data.outcome) return ok({ changeRequest: changeRequestOf(doc), created: false })
    return fail(409, `This change request is already ${doc.status}.`)
  }
  if (parsed.data.outcome === 'done') {
    const policy = await findPolicy(payload, doc.policyNumber)
    if (!policy) return fail(404, NOT_FOUND_MESSAGE)
    const request = changeRequestOf(doc)
    if (request.kind === 'contact' && request.contact) {
      const c = request.contact
      await payload.update({
        collection: 'policies',
        id: policy.id,
        data: { holder: { ...policy.holder, ...(c.phone ? { phone: c.phone } : {}), ...(c.email ? { email: c.email } : {}), ...(c.address ? { address: c.address } : {}) } },
        depth: 0,
        overrideAccess: true,
      })
    }
    if (request.kind === 'beneficiaries' && request.beneficiaries) {
      await payload.update({ collection: 'policies', id: policy.id, data: { beneficiaries: request.beneficiaries }, depth: 0, overrideAccess: true })
    }
  }
  const updated = (await payload.update({
    collection: 'policy-change-requests',
    id: doc.id,
    data: { status: parsed.data.outcome, note: parsed.data.note ?? null, decidedOn: lagosToday(now) },
    depth: 0,
    overrideAccess: true,
  })) as PolicyChangeRequest
  return ok({ changeRequest: changeRequestOf(updated), created: false })
}

/** The next free number of `year`: RL-POL-2026-000001 upwards. */
async function nextPolicyNumber(payload: Payload, year: string): Promise<string> {
  const prefix = `RL-POL-${year}-`
  const { docs } = await payload.find({ collection: 'policies', where: { policyNumber: { like: prefix } }, sort: '-policyNumber', limit: 1, depth: 0, overrideAccess: true, select: { policyNumber: true } })
  const last = (docs[0] as Pick<Policy, 'policyNumber'> | undefined)?.policyNumber
  const n = last && last.startsWith(prefix) ? Number(last.slice(prefix.length)) : 0
  return `${prefix}${String(n + 1).padStart(6, '0')}`
}

async function byApplication(payload: Payload, reference: string): Promise<Policy | null> {
  const { docs } = await payload.find({ collection: 'policies', where: { applicationReference: { equals: reference } }, limit: 1, depth: 0, overrideAccess: true })
  return (docs[0] as Policy | undefined) ?? null
}

async function issue(payload: Payload, body: unknown, now: Date): Promise<Answer> {
  const parsed = issuePolicyRequestSchema.safeParse(body)
  if (!parsed.success) return fail(400, firstProblem(parsed.error))
  const input = parsed.data
  const shares = input.beneficiaries.reduce((sum, b) => sum + b.sharePercent, 0)
  if (input.beneficiaries.length > 0 && shares !== 100) return fail(400, 'beneficiaries: the shares must add up to 100')
  const existing = await byApplication(payload, input.applicationReference)
  if (existing) return ok({ policy: await summary(payload, existing, now), created: false })
  let policy: Policy | null = null
  // Two issues at once may pick one number: the unique key refuses the second, which takes the next.
  for (let attempt = 0; attempt < 5 && !policy; attempt++) {
    const policyNumber = await nextPolicyNumber(payload, lagosToday(now).slice(0, 4))
    try {
      policy = (await payload.create({
        collection: 'policies',
        data: {
          policyNumber,
          status: 'in-force',
          product: input.product,
          planCode: input.plan.code,
          planName: input.plan.name,
          sumAssuredKobo: input.sumAssuredKobo,
          premiumKobo: input.premiumKobo,
          frequency: input.frequency,
          startDate: input.startDate,
          premiumsEndDate: input.frequency === 'single' ? addMonths(input.startDate, 1) : input.termYears ? addMonths(input.startDate, 12 * input.termYears) : null,
          holder: input.holder,
          beneficiaries: input.beneficiaries,
          applicationReference: input.applicationReference,
        },
        depth: 0,
        overrideAccess: true,
      })) as Policy
    } catch (error) {
      const other = await byApplication(payload, input.applicationReference)
      if (other) return ok({ policy: await summary(payload, other, now), created: false })
      if (attempt === 4) throw error
    }
  }
  if (!policy) return fail(503, 'The policy could not be issued just now.')
  await storePremium(payload, policy, { ...input.firstPremium, channel: 'online' }, now)
  return ok({ policy: await summary(payload, policy, now), created: true }, 201)
}

// ---------------------------------------------------------------------------
// Routing

// The fixed words under /v1/policies are not policy numbers (a GET of /v1/policies/lookup is a 405).
const NUMBER = '(?!(?:lookup|search|issue)(?:/|$))([^/]{1,60})'
type Route = { method: 'GET' | 'POST'; pattern: RegExp; run: (payload: Payload, match: string[], req: ServiceRequest, now: Date) => Promise<Answer> }

const ROUTES: Route[] = [
  { method: 'POST', pattern: /^\/v1\/policies\/lookup$/, run: (p, _m, r, now) => lookup(p, r.body, now) },
  { method: 'POST', pattern: /^\/v1\/policies\/search$/, run: (p, _m, r, now) => search(p, r.body, now) },
  { method: 'POST', pattern: /^\/v1\/policies\/issue$/, run: (p, _m, r, now) => issue(p, r.body, now) },
  { method: 'GET', pattern: new RegExp(`^/v1/policies/${NUMBER}$`), run: (p, m, _r, now) => withPolicy(p, m[0] ?? '', async (policy) => ok({ policy: await summary(p, policy, now) })) },
  { method: 'GET', pattern: new RegExp(`^/v1/policies/${NUMBER}/contact$`), run: (p, m) => withPolicy(p, m[0] ?? '', async (policy) => ok({ contact: contactOf(policy) })) },
  { method: 'GET', pattern: new RegExp(`^/v1/policies/${NUMBER}/premiums$`), run: (p, m) => withPolicy(p, m[0] ?? '', async (policy) => ok({ premiums: await premiumsOf(p, policy.policyNumber) })) },
  { method: 'POST', pattern: new RegExp(`^/v1/policies/${NUMBER}/premiums$`), run: (p, m, r, now) => withPolicy(p, m[0] ?? '', (policy) => recordPremium(p, policy, r.body, now)) },
  { method: 'GET', pattern: new RegExp(`^/v1/policies/${NUMBER}/statement$`), run: (p, m, r) => withPolicy(p, m[0] ?? '', (policy) => statement(p, policy, r.query)) },
  { method: 'GET', pattern: new RegExp(`^/v1/policies/${NUMBER}/change-requests$`), run: (p, m) => withPolicy(p, m[0] ?? '', (policy) => listChangeRequests(p, policy)) },
  { method: 'POST', pattern: new RegExp(`^/v1/policies/${NUMBER}/change-requests$`), run: (p, m, r, now) => withPolicy(p, m[0] ?? '', (policy) => createChangeRequest(p, policy, r.body, now)) },
  { method: 'POST', pattern: new RegExp(`^/v1/change-requests/${NUMBER}/decision$`), run: (p, m, r, now) => decideChangeRequest(p, m[0] ?? '', r.body, now) },
]

/** Which methods a path answers (for 405), or null when the path is unknown. */
export function methodsFor(path: string): string[] | null {
  const methods = ROUTES.filter((r) => r.pattern.test(path)).map((r) => r.method)
  return methods.length > 0 ? methods : null
}

/** Answers one request of the contract. Never throws for bad input; a database failure does throw. */
export async function dispatch(payload: Payload, req: ServiceRequest, now: Date = new Date()): Promise<Answer> {
  let path: string
  try {
    path = decodeURIComponent(req.path)
  } catch {
    return fail(404, 'There is nothing at this address.')
  }
  const route = ROUTES.find((r) => r.method === req.method && r.pattern.test(path))
  if (!route) {
    const allowed = methodsFor(path)
    return allowed ? fail(405, `This address only answers ${allowed.join(' and ')} requests.`) : fail(404, 'There is nothing at this address.')
  }
  const match = route.pattern.exec(path)?.slice(1) ?? []
  return route.run(payload, match, req, now)
}
