/**
 * A paid online application becomes a policy in the policy service (docs/policy-service.md, "issue"):
 * the request is built from what the application holds and queued as a call of the job queue, keyed by
 * the application reference, so a repeated webhook or verify queues (and issues) it once.
 */
import type { Payload } from 'payload'

import { log } from '@/lib/log'
import { queuePolicyCall } from '@/lib/policy-service/calls.server'
import type { IssuePolicyRequest, PremiumFrequency } from '@/lib/policy-service/contract'
import type { Application } from '@/payload-types'
import { lagosToday } from '@/lib/text/lagos'

const FREQUENCIES: Record<string, PremiumFrequency> = { '01': 'monthly', '03': 'quarterly', '06': 'half-yearly', '12': 'yearly', OT: 'single' }

const words = (kind: string | null | undefined) => {
  const text = (kind ?? '').replace(/[-_]+/g, ' ').trim()
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : 'Life cover'
}

/** The issue request for a paid application, or null when it lacks what a policy needs. */
export function issueRequestOf(app: Application, now = new Date()): IssuePolicyRequest | null {
  const premiumKobo = app.paymentAmountKobo ?? (typeof app.cover?.premium === 'number' ? Math.round(app.cover.premium * 100) : null)
  const frequency = FREQUENCIES[app.cover?.frequency ?? '']
  if (!premiumKobo || !frequency || !app.paymentReference || !app.firstName || !app.lastName || !app.dateOfBirth || !app.phone || !app.email) return null
  const paidOn = app.paidAt && !Number.isNaN(Date.parse(app.paidAt)) ? lagosToday(new Date(app.paidAt)) : lagosToday(now)
  const shares = (app.beneficiaries ?? []).map((b) => ({ name: b.name, relationship: b.relationship, sharePercent: Math.round(b.share) }))
  return {
    applicationReference: app.reference,
    product: words(app.planKind),
    plan: { code: app.planCode, name: app.planName || app.planCode },
    sumAssuredKobo: Math.round((app.cover?.sumAssured ?? 0) * 100),
    premiumKobo,
    frequency,
    startDate: paidOn,
    ...(app.cover?.term ? { termYears: app.cover.term } : {}),
    holder: { firstName: app.firstName, lastName: app.lastName, dateOfBirth: app.dateOfBirth, phone: app.phone, email: app.email, address: app.address ?? '' },
    beneficiaries: shares.reduce((sum, b) => sum + b.sharePercent, 0) === 100 ? shares : [],
    firstPremium: { reference: app.paymentReference, amountKobo: premiumKobo, paidOn },
  }
}

/** Queues the policy's issue; never throws (a paid application stays paid; staff see it in the admin). */
export async function queuePolicyIssue(payload: Payload, app: Application): Promise<void> {
  const request = issueRequestOf(app)
  if (!request) {
    log.warn('A paid application lacks what a policy needs; staff will issue it', { application: app.id })
    return
  }
  try {
    await queuePolicyCall(payload, { kind: 'issue-policy', request })
  } catch (error) {
    log.warn('The policy issue of a paid application could not be queued', { application: app.id, err: error })
  }
}
