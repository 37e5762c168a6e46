import type { CollectionBeforeChangeHook } from 'payload'

import { everyRowTicked } from './documents'
import type { ClaimStatus } from './types'

type Row = { id?: string | null; document?: string | null; checked?: boolean | null; checkedAt?: string | null; checkedBy?: unknown }
type HistoryRow = { event?: string | null; status: ClaimStatus; at: string; by?: number | null; note?: string | null }

/** Set on a save that takes a tick off because a file was marked unreadable: that mark is the history row. */
export const TICK_FROM_FILE_REVIEW = 'claimTickFromFileReview'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number' ? (value as { id: number }).id : null

/**
 * A claims officer ticks a line of the claim's list off as received and checked (decision 021, addendum
 * of issue 23). Each tick, and each tick taken off, is stamped on its line (when, who) and added to the
 * claim's history. When a save leaves every line ticked on a claim still at "Received", the claim moves
 * to "Documents complete" in that save: the status hook after this one records it and the claimant is
 * told, as if the officer had chosen the status (the promise's days start then).
 */
export const stampChecklistTicks: CollectionBeforeChangeHook = ({ data, originalDoc, operation, req, context }) => {
  if (!Array.isArray(data.missingDocuments)) return data
  const before = new Map(((originalDoc?.missingDocuments as Row[] | undefined) ?? []).flatMap((r) => (r.id ? [[r.id, r] as const] : [])))
  const now = new Date().toISOString()
  const by = req.user?.id ?? null
  const status = (data.status ?? originalDoc?.status ?? 'received') as ClaimStatus
  const added: HistoryRow[] = []
  data.missingDocuments = (data.missingDocuments as Row[]).map((row) => {
    const was = row.id ? before.get(row.id) : undefined
    const checked = row.checked === true
    if (checked === (was?.checked === true)) {
      // Unchanged: keep the stamp as it was (nobody edits it by hand).
      return { ...row, checked, checkedAt: checked ? (was?.checkedAt ?? now) : null, checkedBy: checked ? (idOf(was?.checkedBy) ?? by) : null }
    }
    if (!context[TICK_FROM_FILE_REVIEW]) {
      const document = row.document?.trim() || 'A document'
      added.push({
        event: checked ? 'document-checked' : 'document-unchecked',
        status,
        at: now,
        by,
        note: checked ? `${document}: ticked off as received and checked` : `${document}: tick taken off, needed again`,
      })
    }
    return { ...row, checked, checkedAt: checked ? now : null, checkedBy: checked ? by : null }
  })
  if (added.length > 0) data.history = [...((data.history as HistoryRow[] | undefined) ?? (originalDoc?.history as HistoryRow[] | undefined) ?? []), ...added]
  const statusChosen = data.status !== undefined && data.status !== originalDoc?.status
  if (operation === 'update' && req.user && added.some((h) => h.event === 'document-checked') && status === 'received' && !statusChosen && everyRowTicked(data.missingDocuments as Row[])) {
    data.status = 'documents-complete'
  }
  return data
}
