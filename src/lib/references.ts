/**
 * References a visitor is given for what they sent, in the claims style (src/lib/claims/reference.ts):
 * RL-ENQ-2026-000003 for a contact enquiry, RL-GRP-2026-000003 for a group quote request, RL-CMP-2026-000003
 * for a complaint, RL-DPR-2026-000003 for a data-protection request. The number is
 * the record's database id, handed out once and never twice, so no counter can race; the year is the
 * year it was received, in Lagos. The Postgres and SQLite migrations that give older rows a reference
 * (src/migrations/*\/…_enquiry_references.ts) build the same text in SQL.
 */
import { lagosYear } from '@/lib/text/lagos'

export const REFERENCE_PREFIXES = { enquiry: 'RL-ENQ', groupQuote: 'RL-GRP', complaint: 'RL-CMP', privacyRequest: 'RL-DPR', callBack: 'RL-CB', policyChange: 'RL-PCR' } as const

export type ReferenceKind = keyof typeof REFERENCE_PREFIXES

export function makeReference(kind: ReferenceKind, id: number, receivedAt: Date): string {
  return `${REFERENCE_PREFIXES[kind]}-${lagosYear(receivedAt)}-${String(id).padStart(6, '0')}`
}
