import type { Payload, PayloadRequest } from 'payload'

import type { ClaimFile, OnlineClaim } from '@/payload-types'
import { lagosDayText } from '@/lib/text/lagos'

import { checklistRowsOf, checklistStatus, formatFileSize, rowOf, type ChecklistStatus } from './documents'

/** A claim has at most a few dozen files (one per post, 10 MB each); this bounds the read. */
const MAX_FILES = 200

/** The claim's list with each line received (and when) or still needed (and why, if a file was unreadable). */
export async function loadChecklistStatus(payload: Payload, claim: Pick<OnlineClaim, 'id' | 'missingDocuments'>): Promise<ChecklistStatus> {
  const files = await payload.find({
    collection: 'claim-files',
    where: { claim: { equals: claim.id } },
    limit: MAX_FILES,
    depth: 0,
    sort: 'createdAt',
    select: { checklistItem: true, document: true, review: true, unreadableReason: true, reviewedAt: true, createdAt: true },
    overrideAccess: true,
  })
  return checklistStatus(
    checklistRowsOf(claim),
    files.docs.map((f) => ({
      id: f.id,
      checklistItem: f.checklistItem ?? null,
      document: f.document ?? null,
      review: f.review === 'unreadable' ? 'unreadable' : 'received',
      unreadableReason: f.unreadableReason ?? null,
      reviewedAt: f.reviewedAt ?? null,
      createdAt: f.createdAt,
    })),
  )
}

/** One file of a claim, as the claim's page in the admin lists it. */
export type ClaimFileRow = {
  id: number
  /** The line of the claim's list it answers, in the list's current words, or what the claimant called it. */
  document: string
  originalName: string
  size: string
  receivedAt: string
  /** "Can be read", "Not checked yet", "Unreadable: the photo is blurred". */
  review: string
  unreadable: boolean
  /** Payload's address of the file, served only after the claim-files read check. */
  url: string | null
}

export type ClaimDocumentsView = {
  status: ChecklistStatus
  /** The list's lines with whether a file came for each and whether it is ticked off. */
  lines: { document: string; received: string; ticked: string; done: boolean }[]
  files: ClaimFileRow[]
  summary: string
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/**
 * What the claim's page in the admin shows of its documents: every file the claimant sent (read with the
 * signed-in staff member's own access, so a role that may not read claim files is shown none) and the
 * claim's list with, for each line, what arrived and whether it is ticked off.
 */
export async function loadClaimDocumentsView(
  payload: Payload,
  claim: Pick<OnlineClaim, 'id' | 'missingDocuments'>,
  user: PayloadRequest['user'],
): Promise<ClaimDocumentsView> {
  // The staff member's own access: a role that may not read claim files is shown none (Payload refuses).
  const found = await payload
    .find({ collection: 'claim-files', where: { claim: { equals: claim.id } }, limit: MAX_FILES, depth: 0, sort: 'createdAt', overrideAccess: false, user })
    .catch((error: unknown) => {
      if ((error as { status?: number } | null)?.status === 403) return { docs: [] as ClaimFile[] }
      throw error
    })
  const rows = checklistRowsOf(claim)
  const facts = found.docs.map((f) => ({
    id: f.id,
    checklistItem: f.checklistItem ?? null,
    document: f.document ?? null,
    review: f.review === 'unreadable' ? ('unreadable' as const) : ('received' as const),
    unreadableReason: f.unreadableReason ?? null,
    reviewedAt: f.reviewedAt ?? null,
    createdAt: f.createdAt,
  }))
  const status = checklistStatus(rows, facts)
  const tickedRows = new Set(rows.filter((r) => r.checked).map((r) => r.id))
  const files: ClaimFileRow[] = found.docs.map((f, i) => {
    const rowId = rowOf(rows, facts[i]!)
    const line = rows.find((r) => r.id === rowId)
    const unreadable = f.review === 'unreadable'
    return {
      id: f.id,
      document: line?.document ?? (f.document?.trim() ? `${f.document.trim()} (not on the list)` : 'Another document (not on the list)'),
      originalName: f.originalName?.trim() || f.filename || 'Unnamed file',
      size: formatFileSize(f.filesize),
      receivedAt: lagosDayText(f.createdAt),
      review: unreadable
        ? `Unreadable${f.unreadableReason?.trim() ? `: ${f.unreadableReason.trim()}` : ''}`
        : rowId && tickedRows.has(rowId)
          ? 'Can be read (ticked off)'
          : 'Not checked yet',
      unreadable,
      url: f.url ?? null,
    }
  })
  const lines = status.items.map((item, i) => {
    const row = rows[i]
    const ticked = Boolean(row?.checked)
    return {
      document: item.document,
      received:
        item.state === 'received'
          ? facts.some((f) => f.review !== 'unreadable' && rowOf(rows, f) === row?.id)
            ? `File received ${lagosDayText(item.receivedAt)}`
            : 'No file: ticked off by staff'
          : item.unreadable
            ? 'Only an unreadable file: asked again'
            : 'No file yet',
      ticked: ticked && row?.checkedAt ? `Ticked off ${lagosDayText(row.checkedAt)}` : ticked ? 'Ticked off' : 'Not ticked off',
      done: ticked,
    }
  })
  const tickedCount = lines.filter((l) => l.done).length
  const receivedCount = status.items.filter((i) => i.state === 'received').length
  const summary =
    lines.length === 0
      ? 'No documents are asked for on this claim.'
      : tickedCount === lines.length
        ? `All ${plural(lines.length, 'document is', 'documents are')} ticked off as received and checked.`
        : `${receivedCount} of ${plural(lines.length, 'document', 'documents')} received; ${tickedCount} ticked off as checked. Tick each one off below once you have read it.`
  return { status, lines, files, summary }
}
