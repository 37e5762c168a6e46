/**
 * "My policies" read from and write to the policy service (src/lib/policy-service, docs/policy-service.md):
 * the PolicyBook the pages use, over `policyService()` (the built-in stand-in or POLICY_SERVICE_URL).
 * A "not found" is no policy; any other failure is thrown, so a page says something went wrong rather
 * than "you hold nothing".
 */
import { policyService, type Outcome, type PolicyStatus, type PolicySummary, type PremiumFrequency } from '@/lib/policy-service'

import type { ChangeForService, ForwardResult, HeldPolicy, PolicyBook, PremiumPayment } from './policies'

export const STATUS_WORDS: Record<PolicyStatus, string> = {
  'in-force': 'In force',
  'in-grace': 'In its grace period: a premium is overdue',
  lapsed: 'Lapsed',
  'paid-up': 'Paid up',
  matured: 'Matured',
  claimed: 'Claimed',
}
const FREQUENCY_WORDS: Record<PremiumFrequency, string> = { monthly: 'Monthly', quarterly: 'Quarterly', 'half-yearly': 'Every six months', yearly: 'Yearly', single: 'Single premium' }

export class PolicyServiceDown extends Error {
  constructor(what: string) {
    super(`The policy service did not answer (${what}).`)
    this.name = 'PolicyServiceDown'
  }
}

function valueOf<T>(outcome: Outcome<T>, what: string, empty: T): T {
  if (outcome.ok) return outcome.value
  if (outcome.reason === 'not-found') return empty
  throw new PolicyServiceDown(what)
}

async function held(summary: PolicySummary): Promise<HeldPolicy> {
  const contact = await policyService().getHolderContact(summary.policyNumber)
  const holder = contact.ok ? contact.value : null
  if (!contact.ok && contact.reason !== 'not-found') throw new PolicyServiceDown('contact')
  return {
    number: summary.policyNumber,
    planCode: summary.plan.code,
    productName: summary.plan.name,
    status: STATUS_WORDS[summary.status],
    premiumKobo: summary.premiumKobo,
    frequency: FREQUENCY_WORDS[summary.frequency],
    nextDueDate: summary.nextDueDate,
    holderName: holder ? `${holder.firstName} ${holder.lastName}` : summary.holder.firstName,
    phone: holder?.phone || null,
    email: holder?.email || null,
    address: holder?.address || null,
    startDate: summary.startDate,
    beneficiaries: summary.beneficiaries,
  }
}

async function sendChange(change: ChangeForService): Promise<ForwardResult> {
  const service = policyService()
  const changes = (change.changes ?? {}) as { phone?: string; email?: string; address?: string; beneficiaries?: { name: string; relationship: string; sharePercent: number }[] }
  // Asked for first (the same requestId again changes nothing), so an outcome never arrives before its request.
  const created = await service.createChangeRequest(
    change.policyNumber,
    change.kind === 'beneficiaries'
      ? { requestId: change.reference, kind: 'beneficiaries', beneficiaries: changes.beneficiaries ?? [] }
      : { requestId: change.reference, kind: 'contact', contact: { ...(changes.phone ? { phone: changes.phone } : {}), ...(changes.email ? { email: changes.email } : {}), ...(changes.address ? { address: changes.address } : {}) } },
  )
  if (!created.ok) return created.reason === 'rejected' || created.reason === 'not-found' || created.reason === 'conflict' ? 'refused' : 'later'
  if (change.status === 'received') return 'sent'
  const decided = await service.decideChangeRequest(change.reference, { outcome: change.status, ...(change.reason ? { note: change.reason.slice(0, 500) } : {}) })
  if (decided.ok) return 'sent'
  // A conflict is an earlier, other decision there: sending it again would not change that.
  return decided.reason === 'unavailable' ? 'later' : 'refused'
}

export const servicePolicyBook: PolicyBook = {
  heldBy: async (contact) => {
    const query = contact.kind === 'phone' ? { phone: `0${contact.canonical.slice(3)}` } : { email: contact.canonical }
    const summaries = valueOf(await policyService().findPolicies(query), 'search', [] as PolicySummary[])
    return Promise.all(summaries.slice(0, 50).map(held))
  },
  payments: async (policyNumber) => {
    const premiums = valueOf(await policyService().listPremiums(policyNumber), 'premiums', [])
    return premiums
      .map((p): PremiumPayment => ({ receipt: p.reference, paidAt: p.paidOn, amountKobo: p.amountKobo, description: `Premium (${p.channel})` }))
      .reverse()
  },
  balance: async (policyNumber, period) => {
    const statement = valueOf(await policyService().getStatement(policyNumber, period), 'statement', null)
    return statement && { openingArrearsKobo: statement.openingArrearsKobo, premiumsDueKobo: statement.premiumsDueKobo, premiumsReceivedKobo: statement.premiumsReceivedKobo, closingBalanceKobo: statement.closingBalanceKobo }
  },
  sendChange,
}
