import type { PayloadRequest } from 'payload'

import { env } from '@/lib/env'
import { queueMessage } from '@/lib/outbox'
import { paths } from '@/lib/paths'
import type { ClaimFile } from '@/payload-types'

import { TICK_FROM_FILE_REVIEW } from './checklist-ticks'
import { checklistRowsOf, matchChecklistRow, unreadableSentence } from './documents'
import { composeUnreadableMessages } from './messages'

/**
 * A staff member marked a claim file unreadable (or readable again): the claim's history gets a row
 * with the time, the staff member, the file and what the claimant is told; an unreadable file is
 * announced to the claimant by SMS and email through the outbox, in the same transaction as the mark.
 */
export async function recordFileReview(req: PayloadRequest, file: ClaimFile): Promise<void> {
  const claimId = typeof file.claim === 'object' ? file.claim.id : file.claim
  // A file whose claim was deleted has no history to write to and nobody to tell.
  const claim = claimId ? await req.payload.findByID({ collection: 'online-claims', id: claimId, depth: 0, overrideAccess: true, req, disableErrors: true }) : null
  if (!claim) return
  const rows = checklistRowsOf(claim)
  const rowId = file.checklistItem && rows.some((r) => r.id === file.checklistItem) ? file.checklistItem : matchChecklistRow(rows, file.document)
  const document = rows.find((r) => r.id === rowId)?.document ?? file.document?.trim() ?? 'document'
  const unreadable = file.review === 'unreadable'
  const reason = file.unreadableReason?.trim() ?? ''
  const history = claim.history ?? []
  // An unreadable file takes the tick off its line: the document is needed again until a readable one comes.
  const untick = unreadable && (claim.missingDocuments ?? []).some((r) => r.id === rowId && r.checked)
  await req.payload.update({
    collection: 'online-claims',
    id: claim.id,
    depth: 0,
    overrideAccess: true,
    req,
    context: { [TICK_FROM_FILE_REVIEW]: true },
    data: {
      ...(untick ? { missingDocuments: (claim.missingDocuments ?? []).map((r) => (r.id === rowId ? { ...r, checked: false } : r)) } : {}),
      history: [
        ...history,
        {
          event: unreadable ? 'file-unreadable' : 'file-readable',
          status: claim.status,
          at: file.reviewedAt ?? new Date().toISOString(),
          by: req.user?.id ?? null,
          file: file.id,
          note: unreadable ? unreadableSentence(document, reason) : `${document}: marked readable again`,
        },
      ],
    },
  })
  if (!unreadable || !claim.reference) return
  const occurrence = history.filter((h) => h.event === 'file-unreadable' && (typeof h.file === 'object' ? h.file?.id : h.file) === file.id).length + 1
  const messages = composeUnreadableMessages(
    { id: claim.id, reference: claim.reference, firstName: claim.firstName, phone: claim.phone, email: claim.email },
    { id: file.id, document, reason },
    { occurrence, trackUrl: `${env.serverUrl}${paths.claimTrack()}` },
  )
  for (const message of messages) {
    await queueMessage(req.payload, { ...message, related: `online-claims:${claim.id}` }, { req })
  }
}
