import { createHmac, timingSafeEqual } from 'node:crypto'

import type { Payload } from 'payload'

import { env } from '@/lib/env'
import { errorSummary } from '@/lib/log'
import { CLAIM_CONSENT_VERSION, validateClaim, type ClaimErrors, type ClaimValues } from '@/lib/schemas/claim'
import { checklistLine, type ChecklistItem } from '@/lib/claims/checklist'
import { checkSenderLimit } from '@/lib/http/sender-limit'

export type StartOutcome =
  | { kind: 'stored'; id: number; reference: string }
  | { kind: 'invalid'; errors: ClaimErrors }
  | { kind: 'rate-limited'; retryAfterSeconds: number }
  | { kind: 'failed' }

/** Claims a single connection may start within the window: a family may have several, a flood not. */
export const START_LIMIT = { limit: env.claimRateLimit, windowMs: 60 * 60 * 1000 }

export function claimSenderKey(clientKey: string): string {
  return createHmac('sha256', env.payloadSecret).update(`claim-sender:${clientKey}`).digest('hex').slice(0, 32)
}

/**
 * The receipt page's key: only the browser that made the claim is sent to the page that shows its
 * reference and takes its documents, so a reference alone (printed on letters, said on the phone)
 * opens nothing.
 */
export function receiptKey(reference: string): string {
  return createHmac('sha256', env.payloadSecret).update(`claim-receipt:${reference}`).digest('base64url').slice(0, 32)
}

export function receiptKeyMatches(reference: string, key: string): boolean {
  const expected = Buffer.from(receiptKey(reference))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * The one way a claim enters the system: validate, apply the per-address limit, store it with the
 * checklist of its type as the documents still missing; the reference comes from the stored id.
 */
export async function startClaim(
  payload: Payload,
  values: ClaimValues,
  { clientKey, checklist, now = new Date() }: { clientKey: string; checklist: ChecklistItem[]; now?: Date },
): Promise<StartOutcome> {
  const result = validateClaim(values, now)
  if (!result.ok) return { kind: 'invalid', errors: result.errors }
  const key = claimSenderKey(clientKey)
  try {
    const allowed = await checkSenderLimit(payload, 'online-claims', key, now.getTime(), START_LIMIT)
    if (!allowed.ok) return { kind: 'rate-limited', retryAfterSeconds: allowed.retryAfterSeconds }
    const v = result.data
    const doc = await payload.create({
      collection: 'online-claims',
      overrideAccess: true,
      depth: 0,
      data: {
        claimType: v.claimType,
        status: 'received',
        policyNumber: v.policyNumber,
        policyholderName: v.policyholderName,
        policyholderBirthDate: v.policyholderBirthDate,
        ...(v.death
          ? {
              deceasedName: v.death.deceasedName,
              // Midday UTC: the same calendar day wherever a staff member's browser shows it.
              dateOfDeath: `${v.death.dateOfDeath}T12:00:00.000Z`,
              causeOfDeath: v.death.cause,
            }
          : {}),
        firstName: v.firstName,
        lastName: v.lastName,
        relationship: v.relationship,
        bank: v.bank,
        accountNumber: v.accountNumber,
        phone: v.phone,
        email: v.email,
        consentedAt: now.toISOString(),
        consentVersion: CLAIM_CONSENT_VERSION,
        missingDocuments: checklist.map((d) => ({ document: checklistLine(d) })),
        senderKey: key,
      },
    })
    if (!doc.reference) throw new Error('The claim was stored without a reference')
    return { kind: 'stored', id: doc.id, reference: doc.reference }
  } catch (error) {
    // The summary leaves out the query's values (what the claimant typed).
    payload.logger.error({ err: errorSummary(error) }, 'A claim could not be stored.')
    return { kind: 'failed' }
  }
}
