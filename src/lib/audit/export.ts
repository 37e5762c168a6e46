import { lagosDateTime } from '@/lib/export/csv'
import { csvExportEndpoint } from '@/lib/export/endpoint'
import type { AuditLog } from '@/payload-types'

import { AUDIT_ACTIONS, AUDIT_COLLECTION } from './record'

const ACTION_LABELS: Record<string, string> = Object.fromEntries(AUDIT_ACTIONS.map((a) => [a.value, a.label]))

const HEADER = ['When (Lagos time)', 'Action', 'What', 'Document', 'Name', 'Staff member', 'From address', 'Changes', 'Note']

function changesText(changes: AuditLog['changes']): string {
  if (!Array.isArray(changes)) return ''
  return changes
    .map((c) => {
      const change = c as { field?: string; before?: string; after?: string }
      return change.before === undefined && change.after === undefined ? `${change.field}: changed` : `${change.field}: ${change.before} → ${change.after}`
    })
    .join('; ')
}

export function auditRow(e: AuditLog): unknown[] {
  return [lagosDateTime(e.at), ACTION_LABELS[e.action] ?? e.action, e.target, e.documentId ?? '', e.title ?? '', e.actorEmail ?? '', e.address ?? '', changesText(e.changes), e.note ?? '']
}

/** GET /api/audit-log/export: the filtered log as CSV, for auditors (their read access decides). */
export const exportAuditLogEndpoint = csvExportEndpoint<AuditLog>({
  collection: AUDIT_COLLECTION,
  noun: 'audit-log',
  header: HEADER,
  row: auditRow,
  searchFields: ['title', 'actorEmail', 'target', 'documentId'],
})
