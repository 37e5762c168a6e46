/**
 * Calls the site owes the policy service, stored first and then made by a queue of src/lib/jobs (the
 * `policy-service-calls` table): a paid online application's policy to issue, a premium paid online to
 * record. Each is keyed (application reference, payment reference), so queueing twice stores one call,
 * and the service itself is idempotent by the same keys, so a call repeated after a crash changes
 * nothing. A call the service refuses or cannot take is retried with growing delays for ever.
 */
import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { processQueue, type Queue, type QueueReport } from '@/lib/jobs/queue'
import { queueJob, type QueueJobOptions } from '@/lib/jobs/queue-job'
import { log } from '@/lib/log'
import type { PolicyServiceCall } from '@/payload-types'

import type { PolicyCallKind, PolicyCallStatus } from './calls'
import type { IssuePolicyRequest, RecordPremiumRequest } from './contract'
import { policyService } from './index'

export type PolicyCall =
  | { kind: 'issue-policy'; request: IssuePolicyRequest }
  | { kind: 'record-premium'; policyNumber: string; request: RecordPremiumRequest }

function keyOf(call: PolicyCall): string {
  return call.kind === 'issue-policy' ? `issue-policy:${call.request.applicationReference}` : `record-premium:${call.request.reference}`
}

/**
 * Stores a call for the job to make; a key stored before stores nothing (a repeated webhook). Returns
 * whether it was new.
 */
export async function queuePolicyCall(payload: Payload, call: PolicyCall): Promise<boolean> {
  const key = keyOf(call)
  const existing = await payload.find({ collection: 'policy-service-calls', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, select: { key: true } })
  if (existing.docs.length > 0) return false
  const related = call.kind === 'issue-policy' ? call.request.applicationReference : call.request.reference
  const body = call.kind === 'issue-policy' ? { request: call.request } : { policyNumber: call.policyNumber, request: call.request }
  try {
    await payload.create({
      collection: 'policy-service-calls',
      data: { kind: call.kind, key, related, request: body, status: 'waiting', attempts: 0, nextAttemptAt: new Date().toISOString() },
      depth: 0,
      overrideAccess: true,
    })
  } catch (error) {
    // Two webhooks at once: the unique key kept the first; this one has nothing to add.
    const again = await payload.find({ collection: 'policy-service-calls', where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true, select: { key: true } })
    if (again.docs.length > 0) return false
    throw error
  }
  if (queue.options().auto) queue.kick(payload)
  return true
}

class CallRefused extends Error {
  constructor(
    message: string,
    readonly unreachable: boolean,
  ) {
    super(message)
  }
}

type Options = QueueJobOptions

const DUE: PolicyCallStatus[] = ['waiting', 'failed']

/** What each call does once the service has answered (the site's own records of it). */
async function makeCall(payload: Payload, row: PolicyServiceCall): Promise<string> {
  const stored = (row.request ?? {}) as { policyNumber?: string; request?: unknown }
  const kind = row.kind as PolicyCallKind
  if (kind === 'issue-policy') {
    const request = stored.request as IssuePolicyRequest
    const issued = await policyService().issuePolicy(request)
    if (!issued.ok) throw new CallRefused(issued.message, issued.reason === 'unavailable')
    // The policy number is kept on this call (staff see it beside the application reference); the
    // application itself is not written again after its payment.
    return issued.value.policy.policyNumber
  }
  const request = stored.request as RecordPremiumRequest
  const recorded = await policyService().recordPremium(stored.policyNumber ?? '', request)
  if (!recorded.ok) throw new CallRefused(recorded.message, recorded.reason === 'unavailable')
  const payments = await payload.find({ collection: 'premium-payments', where: { reference: { equals: request.reference } }, limit: 1, depth: 0, overrideAccess: true, select: { reference: true } })
  const payment = payments.docs[0]
  if (payment) await payload.update({ collection: 'premium-payments', id: payment.id, data: { recordedAt: new Date().toISOString() }, depth: 0, overrideAccess: true })
  return `Premium ${request.reference} recorded`
}

function callQueue(payload: Payload, o: Options): Queue<PolicyServiceCall> {
  return {
    name: 'Policy service call',
    collection: 'policy-service-calls',
    table: 'policy_service_calls',
    columns: { status: 'status', attempts: 'attempts', nextAttemptAt: 'nextAttemptAt', lastError: 'lastError' },
    states: { due: DUE, sending: 'sending', failed: 'failed', notConfigured: 'not-configured' },
    dueAgain: () => null,
    async work(row) {
      const result = await makeCall(payload, row)
      return { kind: 'done', record: { status: 'done' satisfies PolicyCallStatus, doneAt: o.now().toISOString(), result } }
    },
    describeFailure(error) {
      if (error instanceof CallRefused) return { message: error.message, unreachable: error.unreachable }
      log.warn('A policy service call failed', { err: error })
      return { message: 'The call could not be made (see the server log).', unreachable: false }
    },
  }
}

const queue = queueJob<Options>({
  name: 'policy service calls',
  key: 'redwood.policy-service-calls',
  defaults: (m) => ({
    retryDelaysMs: m.retryDelaysMs ?? env.enquiry.retryDelaysMs,
    leaseMs: m.leaseMs ?? 2 * 60_000,
    batchSize: m.batchSize ?? 50,
    intervalMs: m.intervalMs ?? env.enquiry.outboxIntervalMs,
    now: m.now ?? (() => new Date()),
    auto: m.auto ?? true,
  }),
  process: (payload, o) => processQueue(payload, callQueue(payload, o), o),
})

/** Sets defaults for every later run in this process (tests use short timings, or auto: false). */
export const configurePolicyCalls = queue.configure
/** Makes every call that is due now. Safe to run from several places (and processes) at once. */
export const processPolicyCalls = (payload: Payload, extra?: Partial<Options>): Promise<QueueReport> => queue.process(payload, extra)
/** The background job, for src/lib/jobs/index.ts. */
export const policyCallJob = queue.job
export const stopPolicyCalls = queue.stop
