/**
 * The site's own records a signed-in policyholder sees beside their policies (decision 042): the claims
 * made on a policy, and their applications still open (matched by the phone or email they proved).
 * Bounded reads; only what the page shows.
 */
import type { Payload, Where } from 'payload'

import { CLAIM_STATUSES, CLAIM_TYPES } from '@/lib/claims/types'
import type { Contact } from '@/lib/privacy/requests/contact'

export type ClaimRow = { reference: string; type: string; status: string; receivedAt: string }
export type ApplicationRow = { reference: string; planName: string; status: string; startedAt: string }

const APPLICATION_WORDS: Record<string, string> = {
  'in-progress': 'Not sent yet: finish it from the link we emailed you',
  referred: 'With our underwriters',
  accepted: 'Accepted: waiting for the first premium',
}

/** The claims made on this policy, newest first. */
export async function claimsOn(payload: Payload, policyNumber: string): Promise<ClaimRow[]> {
  const found = await payload.find({
    collection: 'online-claims',
    where: { and: [{ policyNumber: { equals: policyNumber } }, { reference: { exists: true } }] },
    sort: '-createdAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
    select: { reference: true, claimType: true, status: true, createdAt: true },
  })
  return found.docs.map((c) => ({
    reference: c.reference ?? '',
    type: CLAIM_TYPES.find((t) => t.value === c.claimType)?.label ?? 'Claim',
    status: CLAIM_STATUSES.find((s) => s.value === c.status)?.label ?? 'Received',
    receivedAt: c.createdAt,
  }))
}

/** Applications under this phone or email that are not yet a policy, newest first. */
export async function openApplications(payload: Payload, contact: Contact): Promise<ApplicationRow[]> {
  const match: Where = contact.kind === 'email' ? { email: { equals: contact.canonical } } : { phone: { in: contact.stored } }
  const found = await payload.find({
    collection: 'applications',
    where: { and: [match, { status: { in: Object.keys(APPLICATION_WORDS) } }] },
    sort: '-createdAt',
    limit: 20,
    depth: 0,
    overrideAccess: true,
    select: { reference: true, planName: true, planCode: true, status: true, createdAt: true },
  })
  return found.docs.map((a) => ({ reference: a.reference, planName: a.planName ?? a.planCode, status: APPLICATION_WORDS[a.status] ?? 'Open', startedAt: a.createdAt }))
}

/** Whether a claim is on one of this contact's policies (before its tracker pass is given). */
export async function claimOnPolicy(payload: Payload, reference: string, policyNumber: string): Promise<boolean> {
  const found = await payload.count({ collection: 'online-claims', where: { and: [{ reference: { equals: reference } }, { policyNumber: { equals: policyNumber } }] }, overrideAccess: true })
  return found.totalDocs === 1
}
