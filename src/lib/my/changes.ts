/**
 * Changes a signed-in policyholder asks for (decision 042): a new phone or email (proved first with a
 * code sent to the NEW one), a new address, or new beneficiaries. Each is stored first in
 * `policyholder-change-requests`, then the job queue hands it to the policy service (forwardChanges). Staff
 * mark it done or declined in the admin; the policyholder is told, and the service is sent the outcome.
 */
import type { Payload, PayloadRequest } from 'payload'

import { kickJob, type Job } from '@/lib/jobs/runner'
import { errorSummary, log } from '@/lib/log'
import { queueMessage } from '@/lib/outbox'
import { contactOf, type Contact } from '@/lib/privacy/requests/contact'
import { makeReference } from '@/lib/references'
import type { Beneficiary, ContactChange } from '@/lib/schemas/my'

import type { ChangeKind, ChangeStatus } from './change-types'
import { heldPolicy, policyBook, type ForwardResult, type HeldPolicy } from './policies'
import { MY_CODE_MINUTES } from './rules'
import type { MySession } from './sessions'
import { storedContact } from './sessions'
import { checkCodeRow, storeCode } from './sign-in'

const COLLECTION = 'policyholder-change-requests'

async function brandName(payload: Payload): Promise<string> {
  return (await payload.findGlobal({ slug: 'site-settings', depth: 0, select: { shortName: true } })).shortName || 'Redwood Life'
}

const WHAT_WORDS = { phone: 'mobile number', email: 'email address', address: 'address' } as const


async function tell(payload: Payload, contact: Contact, key: string, related: string, subject: string, text: string, req?: Partial<PayloadRequest>): Promise<void> {
  await queueMessage(payload, { channel: contact.kind === 'phone' ? 'sms' : 'email', to: contact.canonical, ...(contact.kind === 'email' ? { subject } : {}), text, key, related }, req ? { req } : {})
}

/** Stores a change request, tells the policyholder its reference, and kicks the job that forwards it. */
async function store(payload: Payload, session: MySession, input: { kind: ChangeKind; policy: HeldPolicy; summary: string; changes: Record<string, unknown> }): Promise<string> {
  const doc = await payload.create({
    collection: COLLECTION,
    overrideAccess: true,
    depth: 0,
    data: { kind: input.kind, policyNumber: input.policy.number, summary: input.summary, changes: input.changes, status: 'received', requestedBy: session.contact.canonical, requestedByKind: session.contact.kind, forwardState: 'waiting', forwardAttempts: 0 },
  })
  const reference = makeReference('policyChange', doc.id, new Date(doc.createdAt))
  await payload.update({ collection: COLLECTION, id: doc.id, overrideAccess: true, depth: 0, data: { reference } })
  const brand = await brandName(payload)
  await tell(payload, session.contact, `${COLLECTION}:${doc.id}:received`, `${COLLECTION}:${doc.id}`, `${brand}: we have your request ${reference}`, `${brand} has your request ${reference} to change your ${input.kind === 'beneficiaries' ? 'beneficiaries' : 'contact details'}. We will tell you when it is done.`)
  kickForward(payload)
  log.info('Policy change request stored', { id: doc.id, kind: input.kind })
  return reference
}

export type ContactChangeOutcome = { kind: 'sent'; attempt: string } | { kind: 'stored'; reference: string } | { kind: 'rate-limited' }

/** A new phone or email gets a code first (sent to it); a new address is stored at once. */
export async function requestContactChange(payload: Payload, session: MySession, policy: HeldPolicy, change: ContactChange, { clientKey, now = new Date() }: { clientKey: string; now?: Date }): Promise<ContactChangeOutcome> {
  if (change.what === 'address') {
    return { kind: 'stored', reference: await store(payload, session, { kind: 'contact', policy, summary: `New address: ${change.value}`, changes: { address: change.value } }) }
  }
  const fresh = contactOf(change.value)
  if (!fresh) return { kind: 'rate-limited' }
  return storeCode(
    payload,
    {
      purpose: 'new-contact',
      contact: fresh,
      clientKey,
      send: true,
      session: session.id,
      pending: { policyNumber: policy.number, what: change.what, value: change.value },
      text: (code, brand) => `Your ${brand} code is ${code}. Enter it within ${MY_CODE_MINUTES} minutes to confirm this ${WHAT_WORDS[change.what]} for your policy. If you did not ask, ignore this message.`,
    },
    now,
  )
}

export type ConfirmChangeOutcome = { kind: 'stored'; reference: string; policyNumber: string } | { kind: 'wrong'; triesLeft: number } | { kind: 'expired' }

/** The code sent to the new phone or email: right, the change is stored for this session's policy. */
export async function confirmContactChange(payload: Payload, session: MySession, input: { attempt: string; code: string }, now = new Date()): Promise<ConfirmChangeOutcome> {
  const checked = await checkCodeRow(payload, 'new-contact', input.attempt, input.code, now)
  if (checked.kind !== 'right') return checked
  const pending = checked.row.pending as { policyNumber?: unknown; what?: unknown; value?: unknown } | null | undefined
  if (checked.row.session !== session.id || typeof pending?.policyNumber !== 'string' || (pending.what !== 'phone' && pending.what !== 'email') || typeof pending.value !== 'string') return { kind: 'expired' }
  const policy = await heldPolicy(session.contact, pending.policyNumber)
  if (!policy) return { kind: 'expired' }
  const reference = await store(payload, session, { kind: 'contact', policy, summary: `New ${WHAT_WORDS[pending.what]}: ${pending.value} (proved with a code sent to it)`, changes: { [pending.what]: pending.value } })
  return { kind: 'stored', reference, policyNumber: policy.number }
}

/** New beneficiaries (the shares already checked to add up to 100%). */
export async function requestBeneficiaryChange(payload: Payload, session: MySession, policy: HeldPolicy, beneficiaries: Beneficiary[]): Promise<string> {
  const summary = ['New beneficiaries:', ...beneficiaries.map((b) => `${b.name} (${b.relationship}): ${b.sharePercent}%`)].join('\n')
  return store(payload, session, {
    kind: 'beneficiaries',
    policy,
    summary,
    changes: { beneficiaries: beneficiaries.map((b) => ({ name: b.name, relationship: b.relationship, sharePercent: b.sharePercent })) },
  })
}

/** A change request's own open requests, for the policy page. */
export async function openChanges(payload: Payload, session: MySession, policyNumber: string): Promise<{ reference: string; kind: ChangeKind; status: ChangeStatus; createdAt: string }[]> {
  const found = await payload.find({
    collection: COLLECTION,
    where: { and: [{ policyNumber: { equals: policyNumber } }, { requestedBy: { equals: session.contact.canonical } }] },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
  })
  return found.docs.map((d) => ({ reference: d.reference ?? '', kind: d.kind, status: d.status, createdAt: d.createdAt }))
}

type ClosedDoc = { id: number; reference?: string | null; status: string; reason?: string | null; requestedBy: string }

/** Staff closed a request: the policyholder is told (once), and the job sends the outcome to the policy service. */
export async function changeClosed(payload: Payload, doc: ClosedDoc, { req }: { req?: Partial<PayloadRequest> } = {}): Promise<void> {
  if (doc.status !== 'done' && doc.status !== 'declined') return
  const contact = storedContact(doc.requestedBy)
  if (contact) {
    const brand = await brandName(payload)
    const reference = doc.reference ?? ''
    const text =
      doc.status === 'done'
        ? `${brand}: your request ${reference} is done. Your policy now shows the change.`
        : `${brand}: we could not make the change in your request ${reference}. ${String(doc.reason ?? '').trim()}`.trim()
    await tell(payload, contact, `${COLLECTION}:${doc.id}:${doc.status}`, `${COLLECTION}:${doc.id}`, `${brand}: your request ${reference}`, text, req)
  }
  kickForward(payload)
}

/** Hands every waiting request (or its outcome) to the policy service; what it does not take waits for the next run. */
export async function forwardChanges(payload: Payload, now = new Date()): Promise<{ sent: number; waiting: number }> {
  const due = await payload.find({ collection: COLLECTION, where: { forwardState: { equals: 'waiting' } }, sort: 'updatedAt', limit: 50, depth: 0, overrideAccess: true })
  let sent = 0
  for (const doc of due.docs) {
    if (!doc.reference) continue
    let result: ForwardResult = 'later'
    try {
      result = await policyBook().sendChange({ reference: doc.reference, policyNumber: doc.policyNumber, kind: doc.kind, changes: doc.changes ?? null, status: doc.status, reason: doc.reason ?? null })
    } catch (error) {
      log.warn('A policy change request could not be sent to the policy service', { id: doc.id, err: errorSummary(error) })
    }
    if (result === 'refused') log.warn('The policy service refused a policy change request', { id: doc.id })
    await payload.update({
      collection: COLLECTION,
      id: doc.id,
      overrideAccess: true,
      depth: 0,
      data: result === 'later' ? { forwardAttempts: (doc.forwardAttempts ?? 0) + 1 } : { forwardState: result, forwardedAt: now.toISOString(), forwardAttempts: (doc.forwardAttempts ?? 0) + 1 },
    })
    if (result === 'sent') sent++
  }
  return { sent, waiting: due.docs.length - sent }
}

export const policyChangeForwardJob: Job = {
  name: 'policy-change-forward',
  everyMs: () => 60_000,
  run: async (payload) => {
    await forwardChanges(payload)
  },
}

/** After a new request or an outcome: forward it now, in the server (tests call forwardChanges themselves). */
function kickForward(payload: Payload): void {
  if (process.env.NEXT_RUNTIME === 'nodejs') kickJob(payload, policyChangeForwardJob)
}
