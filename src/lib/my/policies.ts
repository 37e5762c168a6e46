/**
 * What "My policies" needs from the system of record, in one small interface (decision 042). The
 * policy service answers it (book.ts, over src/lib/policy-service); tests may give their own. Amounts are kobo.
 */
import type { Contact } from '@/lib/privacy/requests/contact'

import { servicePolicyBook } from './book'

export type HeldPolicy = {
  number: string
  planCode: string
  productName: string
  status: string
  /** The regular premium, in kobo. */
  premiumKobo: number
  frequency: string
  /** The next premium's due day (YYYY-MM-DD), or null when none is due. */
  nextDueDate: string | null
  holderName: string
  phone: string | null
  email: string | null
  address: string | null
  startDate: string | null
  beneficiaries: { name: string; relationship: string; sharePercent: number }[]
}

export type PremiumPayment = {
  /** The receipt's number, unique within the policy. */
  receipt: string
  paidAt: string
  amountKobo: number
  /** What it paid for ("Premium for March 2026"). */
  description: string
}

/** What the system of record says of a period: owed at its start and end (negative: paid ahead), due and received within it. */
export type PeriodBalance = { openingArrearsKobo: number; premiumsDueKobo: number; premiumsReceivedKobo: number; closingBalanceKobo: number }

/** A change a policyholder asked for, as the policy service is sent it. */
export type ChangeForService = {
  reference: string
  policyNumber: string
  kind: 'contact' | 'beneficiaries'
  changes: unknown
  status: 'received' | 'done' | 'declined'
  reason: string | null
}

export type ForwardResult = 'sent' | 'refused' | 'later'

export type PolicyBook = {
  /** Every policy whose holder's phone or email is this contact. */
  heldBy: (contact: Contact) => Promise<HeldPolicy[]>
  /** The premiums paid on a policy, newest first. */
  payments: (policyNumber: string) => Promise<PremiumPayment[]>
  /** The balances of a period, for a statement (when the book keeps them). */
  balance?: (policyNumber: string, period: { from: string; to: string }) => Promise<PeriodBalance | null>
  /** Hands the service a change request (or its outcome): it has it, it refuses it as it is, or try later. */
  sendChange: (change: ChangeForService) => Promise<ForwardResult>
}

const KEY = Symbol.for('redwood.my.policy-book')
type Holder = { book?: PolicyBook }
const holder = (): Holder => {
  const g = globalThis as typeof globalThis & { [KEY]?: Holder }
  return (g[KEY] ??= {})
}

/** The book in use: the policy service's (book.ts), unless a test has set its own. */
export const policyBook = (): PolicyBook => holder().book ?? servicePolicyBook
/** Sets another book (tests); null goes back to the policy service's. */
export const usePolicyBook = (book: PolicyBook | null): void => {
  holder().book = book ?? undefined
}

/** One held policy by number, only if this contact holds it. */
export async function heldPolicy(contact: Contact, number: string): Promise<HeldPolicy | null> {
  const wanted = number.trim().toUpperCase()
  return (await policyBook().heldBy(contact)).find((p) => p.number.toUpperCase() === wanted) ?? null
}
