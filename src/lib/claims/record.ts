/**
 * The published claims record, computed from the claims themselves: how many decided claims were paid,
 * their share of all decided claims, and the median days from "documents complete" to payment.
 */

/** The cache tag of the computed record, expired when a claim is paid or declined. */
export const CLAIMS_RECORD_TAG = 'claims-record'

export type RecordClaim = { status: string; documentsCompleteAt?: string | null; paidAt?: string | null }

export type ClaimsRecord = {
  decided: number
  paid: number
  declined: number
  /** Paid as a share of decided claims, 0–100 with one decimal, or null before any decision. */
  sharePaid: number | null
  /** Median whole days from documents complete to paid, or null before any payment with both dates. */
  medianDaysToPay: number | null
}

const DAY = 24 * 60 * 60 * 1000

export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  const value = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
  return value
}

export function computeClaimsRecord(claims: RecordClaim[]): ClaimsRecord {
  const paid = claims.filter((c) => c.status === 'paid')
  const declined = claims.filter((c) => c.status === 'declined').length
  const decided = paid.length + declined
  const days = paid.flatMap((c) => {
    const from = Date.parse(c.documentsCompleteAt ?? '')
    const to = Date.parse(c.paidAt ?? '')
    return Number.isFinite(from) && Number.isFinite(to) && to >= from ? [(to - from) / DAY] : []
  })
  const mid = median(days)
  return {
    decided,
    paid: paid.length,
    declined,
    sharePaid: decided === 0 ? null : Math.round((paid.length / decided) * 1000) / 10,
    medianDaysToPay: mid === null ? null : Math.round(mid * 10) / 10,
  }
}
