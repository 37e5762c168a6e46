/**
 * What a claim can be about, who may make it, and the steps it goes through. One list each, shared by
 * the Claims collection, the start form, the tracking page and the CMS checklists.
 */

export const CLAIM_TYPES = [
  { value: 'death', label: 'Death of the person covered' },
  { value: 'funeral', label: 'Funeral expenses' },
  { value: 'hospital-cash', label: 'Hospital cash (nights in hospital)' },
  { value: 'surgery', label: 'Surgery' },
  { value: 'critical-illness', label: 'Critical illness' },
  { value: 'disability', label: 'Permanent disability' },
  { value: 'maturity', label: 'Maturity of a savings or endowment plan' },
  { value: 'surrender', label: 'Surrender (ending a plan early)' },
] as const
export type ClaimType = (typeof CLAIM_TYPES)[number]['value']

export const RELATIONSHIPS = [
  { value: 'self', label: 'I am the policyholder' },
  { value: 'spouse', label: 'Husband or wife' },
  { value: 'child', label: 'Son or daughter' },
  { value: 'parent', label: 'Father or mother' },
  { value: 'sibling', label: 'Brother or sister' },
  { value: 'other-family', label: 'Other family member' },
  { value: 'beneficiary', label: 'Named beneficiary (not family)' },
  { value: 'executor', label: 'Executor or administrator of the estate' },
] as const
export type Relationship = (typeof RELATIONSHIPS)[number]['value']

/** The steps, in order. "declined" ends a claim instead of "paid". */
export const CLAIM_STATUSES = [
  { value: 'received', label: 'Received' },
  { value: 'documents-complete', label: 'Documents complete' },
  { value: 'assessing', label: 'Being assessed' },
  { value: 'approved', label: 'Approved' },
  { value: 'paid', label: 'Paid' },
  { value: 'declined', label: 'Declined' },
] as const
export type ClaimStatus = (typeof CLAIM_STATUSES)[number]['value']

/** What a row of a claim's history records: a status change, or a staff member's mark on a file. */
export const HISTORY_EVENTS = [
  { value: 'status', label: 'Status changed' },
  { value: 'file-unreadable', label: 'File marked unreadable' },
  { value: 'file-readable', label: 'File marked readable again' },
  { value: 'document-checked', label: 'Document ticked off as received and checked' },
  { value: 'document-unchecked', label: 'Tick taken off a document' },
] as const
export type HistoryEvent = (typeof HISTORY_EVENTS)[number]['value']

/** Rows stored before files were marked have no event: they are status changes. */
export const isStatusEvent = (row: { event?: string | null }) => !row.event || row.event === 'status'

export const CONTACT_PREFERENCES = [
  { value: 'phone', label: 'Phone call or SMS' },
  { value: 'email', label: 'Email' },
] as const

const labelOf = <T extends { value: string; label: string }>(list: readonly T[], value: string): string =>
  list.find((o) => o.value === value)?.label ?? value

export const claimTypeLabel = (value: string) => labelOf(CLAIM_TYPES, value)
export const relationshipLabel = (value: string) => labelOf(RELATIONSHIPS, value)
export const claimStatusLabel = (value: string) => labelOf(CLAIM_STATUSES, value)

export function isClaimType(value: unknown): value is ClaimType {
  return typeof value === 'string' && CLAIM_TYPES.some((t) => t.value === value)
}

export function isClaimStatus(value: unknown): value is ClaimStatus {
  return typeof value === 'string' && CLAIM_STATUSES.some((t) => t.value === value)
}
