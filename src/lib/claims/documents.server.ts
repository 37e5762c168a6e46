import type { Payload } from 'payload'

import type { OnlineClaim } from '@/payload-types'

import { checklistRowsOf, checklistStatus, type ChecklistStatus } from './documents'

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
