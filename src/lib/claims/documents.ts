/**
 * Which of a claim's documents have arrived. The claim keeps the list it asked for (copied from the
 * CMS checklist when it was made, then kept by staff); each file the claimant sends names one line of
 * that list. An item is received once a file for it arrives, and needed again when staff mark every
 * file for it unreadable. Pure functions: the tracking page, the receipt and the admin share them.
 */

/**
 * One line of the claim's list, with the row id Payload gave it (stable when staff reword the line), and
 * when a claims officer ticked it off as received and checked (null: not ticked).
 */
export type ChecklistRow = { id: string; document: string; checked?: boolean; checkedAt?: string | null }

type StoredRow = { id?: string | null; document: string; checked?: boolean | null; checkedAt?: string | null }

/** The claim's list of documents asked for, with the row ids Payload gives array rows and their ticks. */
export function checklistRowsOf(claim: { missingDocuments?: StoredRow[] | null }): ChecklistRow[] {
  return (claim.missingDocuments ?? []).flatMap((m) =>
    m.id ? [{ id: m.id, document: m.document, checked: m.checked === true, checkedAt: m.checked ? (m.checkedAt ?? null) : null }] : [],
  )
}

/** True when the list has lines and a claims officer has ticked every one off. */
export function everyRowTicked(rows: readonly { checked?: boolean | null }[] | null | undefined): boolean {
  return Boolean(rows && rows.length > 0 && rows.every((r) => r.checked === true))
}

export type FileReview = 'received' | 'unreadable'

export type ClaimFileFacts = {
  id: number
  /** The row the file was sent for, found when it was stored (null: "something else", or no match). */
  checklistItem: string | null
  /** The line as the claimant's form named it. */
  document: string | null
  review: FileReview
  unreadableReason: string | null
  reviewedAt: string | null
  createdAt: string
}

export type ChecklistItemState =
  /** checkedAt: when a claims officer ticked it off as received and checked (absent: not yet). */
  | { document: string; state: 'received'; receivedAt: string; checkedAt?: string }
  | { document: string; state: 'needed'; unreadable: { reason: string; at: string } | null }

export type ChecklistStatus = {
  items: ChecklistItemState[]
  /** Files that answer no line of the list ("something else"), not marked unreadable. */
  others: { document: string; receivedAt: string }[]
  complete: boolean
}

/** Lines compared the way a person reads them: case, spacing and quote marks do not count. */
export function sameLine(a: string, b: string): boolean {
  const norm = (s: string) => s.normalize('NFKC').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim().toLowerCase()
  return norm(a) === norm(b)
}

/**
 * The row a file was sent for: the upload form offers the claim's own lines, so its value matches one
 * exactly (or with the note left off); anything else is "something else".
 */
export function matchChecklistRow(rows: ChecklistRow[], said: string | null | undefined): string | null {
  if (!said?.trim()) return null
  const withoutNote = (line: string) => line.replace(/\s*\([^()]*\)\s*$/, '')
  const row = rows.find((r) => sameLine(r.document, said)) ?? rows.find((r) => sameLine(withoutNote(r.document), withoutNote(said)))
  return row?.id ?? null
}

/** The row a stored file belongs to now: the one it was filed under, or (if that row is gone) by its words. */
export function rowOf(rows: ChecklistRow[], file: Pick<ClaimFileFacts, 'checklistItem' | 'document'>): string | null {
  if (file.checklistItem && rows.some((r) => r.id === file.checklistItem)) return file.checklistItem
  return matchChecklistRow(rows, file.document)
}

const earliest = (dates: string[]) => [...dates].sort()[0]

export function checklistStatus(rows: ChecklistRow[], files: ClaimFileFacts[]): ChecklistStatus {
  const byRow = new Map<string, ClaimFileFacts[]>()
  const others: ChecklistStatus['others'] = []
  for (const file of files) {
    const row = rowOf(rows, file)
    if (row) byRow.set(row, [...(byRow.get(row) ?? []), file])
    else if (file.review !== 'unreadable') others.push({ document: file.document?.trim() || 'Another document', receivedAt: file.createdAt })
  }
  const items = rows.map((row): ChecklistItemState => {
    const sent = byRow.get(row.id) ?? []
    const good = sent.filter((f) => f.review !== 'unreadable')
    const first = earliest(good.map((f) => f.createdAt))
    // A tick is the claims officer's word that it arrived and can be read (by post or email too): it
    // outranks a file marked unreadable before it. Marking a file unreadable clears the tick.
    const checkedAt = row.checked ? (row.checkedAt ?? first ?? new Date().toISOString()) : undefined
    if (first) return { document: row.document, state: 'received', receivedAt: first, ...(checkedAt ? { checkedAt } : {}) }
    if (checkedAt) return { document: row.document, state: 'received', receivedAt: checkedAt, checkedAt }
    const latest = sent
      .filter((f) => f.review === 'unreadable')
      .sort((a, b) => (a.reviewedAt ?? a.createdAt).localeCompare(b.reviewedAt ?? b.createdAt))
      .at(-1)
    return {
      document: row.document,
      state: 'needed',
      unreadable: latest ? { reason: latest.unreadableReason?.trim() ?? '', at: latest.reviewedAt ?? latest.createdAt } : null,
    }
  })
  return { items, others, complete: items.every((i) => i.state === 'received') }
}

/** "We could not read your certified copy of the death certificate: the photo is blurred. Please send it again." */
export function unreadableSentence(document: string, reason: string): string {
  // "Certified copy…" reads as "your certified copy…"; a line starting with an acronym ("ID…") stays as it is.
  const name = /^[A-Z][a-z]/.test(document) ? document.charAt(0).toLowerCase() + document.slice(1) : document
  const trimmed = reason.trim().replace(/[.!\s]+$/, '')
  const why = /^[A-Z][a-z]/.test(trimmed) ? trimmed.charAt(0).toLowerCase() + trimmed.slice(1) : trimmed
  return `We could not read your ${name}${why ? `: ${why}` : ''}. Please send it again.`
}

/** A file's size as a person writes it: "240 KB", "1.4 MB" (1 KB = 1,024 bytes, as file managers count). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return 'Size not known'
  const kb = bytes / 1024
  if (kb < 1000) return `${Math.max(1, Math.round(kb))} KB`
  const mb = kb / 1024
  return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`
}
