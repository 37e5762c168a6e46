/**
 * Premium arithmetic of the stand-in, pure: the instalment dates of a policy, what is owed on a day,
 * the next due date and a statement for a period. Dates are `YYYY-MM-DD` strings (compared as text).
 */
import { FREQUENCY_MONTHS, type PremiumFrequency, type PremiumRecord, type Statement } from './contract'

/** `start` plus `months`, the day kept or clamped to the month's last (31 Jan + 1 month = 28/29 Feb). */
export function addMonths(start: string, months: number): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number]
  const index = y * 12 + (m - 1) + months
  const year = Math.floor(index / 12)
  const month = index % 12
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  return new Date(Date.UTC(year, month, Math.min(d, last))).toISOString().slice(0, 10)
}

export type PremiumTerms = {
  startDate: string
  frequency: PremiumFrequency
  premiumKobo: number
  /** No instalment falls on or after this date (paid up, matured, claimed); null: premiums go on. */
  premiumsEndDate: string | null
}

/** Bound on instalments looked at: 100 years of monthly premiums. */
const MAX_INSTALMENTS = 1200

/** The instalment dates on or before `until` (and before the end date), oldest first. */
export function instalmentsUntil(terms: PremiumTerms, until: string): string[] {
  const step = FREQUENCY_MONTHS[terms.frequency]
  const dates: string[] = []
  for (let k = 0; k < MAX_INSTALMENTS; k++) {
    const date = addMonths(terms.startDate, k * step)
    if (date > until || (terms.premiumsEndDate !== null && date >= terms.premiumsEndDate)) break
    dates.push(date)
  }
  return dates
}

/** The k-th instalment's date (0-based), or null when premiums have ended by then. */
export function instalmentDate(terms: PremiumTerms, k: number): string | null {
  if (k >= MAX_INSTALMENTS) return null
  const date = addMonths(terms.startDate, k * FREQUENCY_MONTHS[terms.frequency])
  return terms.premiumsEndDate !== null && date >= terms.premiumsEndDate ? null : date
}

const total = (records: Pick<PremiumRecord, 'amountKobo'>[]) => records.reduce((sum, r) => sum + r.amountKobo, 0)

export type Position = { arrearsKobo: number; nextDueDate: string | null }

/** What is owed today (never negative) and the first instalment after today that is not yet paid. */
export function positionOn(terms: PremiumTerms, received: Pick<PremiumRecord, 'amountKobo'>[], today: string, premiumsStopped: boolean): Position {
  const due = instalmentsUntil(terms, today).length
  const paid = total(received)
  const arrearsKobo = Math.max(0, due * terms.premiumKobo - paid)
  if (premiumsStopped || terms.premiumKobo <= 0) return { arrearsKobo, nextDueDate: null }
  const covered = Math.floor(paid / terms.premiumKobo)
  return { arrearsKobo, nextDueDate: instalmentDate(terms, Math.max(covered, due)) }
}

/** The statement for [from, to]: opening balance, dues and receipts in the period, closing balance. */
export function statementFor(policyNumber: string, terms: PremiumTerms, records: PremiumRecord[], from: string, to: string): Statement {
  const all = instalmentsUntil(terms, to)
  const before = all.filter((d) => d < from)
  const within = all.filter((d) => d >= from)
  const receivedBefore = records.filter((r) => r.paidOn < from)
  const receipts = records.filter((r) => r.paidOn >= from && r.paidOn <= to).sort((a, b) => a.paidOn.localeCompare(b.paidOn) || a.reference.localeCompare(b.reference))
  const openingArrearsKobo = before.length * terms.premiumKobo - total(receivedBefore)
  const premiumsDueKobo = within.length * terms.premiumKobo
  const premiumsReceivedKobo = total(receipts)
  return {
    policyNumber,
    from,
    to,
    openingArrearsKobo,
    dues: within.map((dueDate) => ({ dueDate, amountKobo: terms.premiumKobo })),
    receipts,
    premiumsDueKobo,
    premiumsReceivedKobo,
    closingBalanceKobo: openingArrearsKobo + premiumsDueKobo - premiumsReceivedKobo,
  }
}
