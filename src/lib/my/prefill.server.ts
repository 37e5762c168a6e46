import { formatNigerianPhone } from '@/lib/schemas/enquiry'
import type { CallBackValues } from '@/lib/schemas/call-back-fields'
import type { ClaimValues } from '@/lib/schemas/claim-fields'

import { heldPolicy } from './policies'
import { POLICY_NUMBER } from './rules'
import { currentSession } from './session.server'

/**
 * The claim form filled in for a signed-in policyholder (decision 042): the policy number (only one
 * this session holds), and the phone and email on the policy. Read from the session on the server; the
 * address carries only the policy number, which gives nothing to anyone else.
 */
export async function claimPrefill(policy: unknown): Promise<(Partial<ClaimValues> & { policyNumber: string }) | null> {
  if (typeof policy !== 'string' || !POLICY_NUMBER.test(policy.trim().toUpperCase())) return null
  const session = await currentSession()
  if (!session) return null
  const held = await heldPolicy(session.contact, policy)
  if (!held) return null
  const phone = held.phone ?? (session.contact.kind === 'phone' ? `0${session.contact.canonical.slice(3)}` : '')
  return {
    policyKnown: 'yes',
    policyNumber: held.number,
    phone: phone ? formatNigerianPhone(phone.replace(/[\s()-]/g, '')) : '',
    email: held.email ?? (session.contact.kind === 'email' ? session.contact.canonical : ''),
  }
}

/** The call-back form filled in for a signed-in policyholder: name, mobile, and the policy it is about. */
export async function callBackPrefill(policy: unknown): Promise<Partial<CallBackValues> | null> {
  if (typeof policy !== 'string' || !POLICY_NUMBER.test(policy.trim().toUpperCase())) return null
  const session = await currentSession()
  if (!session) return null
  const held = await heldPolicy(session.contact, policy)
  if (!held) return null
  const phone = held.phone ?? (session.contact.kind === 'phone' ? `0${session.contact.canonical.slice(3)}` : '')
  return { name: held.holderName, mobile: phone ? formatNigerianPhone(phone.replace(/[\s()-]/g, '')) : '', topic: `About my policy ${held.number} (${held.productName}).` }
}
