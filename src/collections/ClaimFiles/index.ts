import path from 'node:path'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig, FieldAccess } from 'payload'
import { ValidationError } from 'payload'

import { roles } from '@/access'
import { recordFileReview } from '@/lib/claims/review'
import { DATA_DIR } from '@/lib/env.schema'
import type { ClaimFile } from '@/payload-types'

const never: FieldAccess = () => false

/** The reason goes into an SMS, which the outbox keeps to 612 characters in all. */
const REASON_MAX = 200

/** The claim files' folder: outside the site's public files, served only through Payload's access check. */
export const CLAIM_FILES_DIR = path.join(DATA_DIR, 'claim-files')

/**
 * What the claimant sent stays as sent: staff can mark a file unreadable, never replace it. The time
 * and the staff member of each change of that mark are stamped on the file.
 */
const stampReview: CollectionBeforeChangeHook<ClaimFile> = ({ data, originalDoc, operation, req }) => {
  if (operation === 'update' && req.file) {
    throw new ValidationError({ collection: 'claim-files', errors: [{ path: 'file', message: 'A claimant’s file cannot be replaced. Mark it unreadable to ask for it again.' }] })
  }
  if (operation === 'update' && data.review && data.review !== originalDoc?.review) {
    data.reviewedAt = new Date().toISOString()
    data.reviewedBy = req.user?.id ?? null
  }
  if (data.review === 'received') data.unreadableReason = null
  return data
}

/** A change of the mark goes into the claim's history and, when unreadable, to the claimant. */
const reviewChanged: CollectionAfterChangeHook<ClaimFile> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || doc.review === previousDoc?.review) return doc
  await recordFileReview(req, doc)
  return doc
}

/**
 * Documents claimants send with a claim (photos and PDFs). Private: only signed-in staff can list or
 * open them (Payload checks read access before serving a file); the site stores them after checking
 * each file's type by its content (src/lib/claims/files.ts).
 */
export const ClaimFiles: CollectionConfig = {
  slug: 'claim-files',
  labels: { singular: 'Claim document', plural: 'Claim documents' },
  admin: {
    group: 'Claims',
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'claim', 'document', 'review', 'createdAt'],
    description:
      'Photos and PDFs sent by claimants. Open one from its claim (Documents sent), or here. If one cannot be read, mark it unreadable: the claimant is asked to send it again.',
  },
  access: { read: roles('claims_officer'), create: () => false, update: roles('claims_officer'), delete: roles('claims_officer') },
  upload: {
    staticDir: CLAIM_FILES_DIR,
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'application/pdf'],
  },
  hooks: { beforeChange: [stampReview], afterChange: [reviewChanged] },
  fields: [
    { name: 'claim', label: 'Claim', type: 'relationship', relationTo: 'online-claims', required: true, index: true, access: { update: never } },
    { name: 'document', type: 'text', label: 'Which document (as the claimant said)', access: { update: never } },
    { name: 'originalName', type: 'text', label: 'Name of the file on the claimant’s device', access: { update: never } },
    // The row of the claim's document list this file answers, found when it was stored (src/lib/claims/documents.ts).
    { name: 'checklistItem', label: 'Line of the claim’s list', type: 'text', access: { update: never }, admin: { hidden: true } },
    {
      name: 'review',
      type: 'radio',
      label: 'Can we read it?',
      required: true,
      defaultValue: 'received',
      options: [
        { label: 'Yes, or not checked yet', value: 'received' },
        { label: 'No: ask the claimant to send it again', value: 'unreadable' },
      ],
      admin: { description: 'Marking it unreadable puts the document back on the claimant’s list, with your reason, and tells them by SMS and email.' },
    },
    {
      name: 'unreadableReason',
      type: 'textarea',
      label: 'Why we cannot read it',
      maxLength: REASON_MAX,
      // Replaces Payload's own check of the field, so the length is checked here too.
      validate: (value: string | null | undefined, { siblingData }: { siblingData: Partial<ClaimFile> }) => {
        if (siblingData.review === 'unreadable' && !value?.trim()) return 'Say why, in a few plain words: the claimant reads it (e.g. "the photo is blurred").'
        if ((value ?? '').length > REASON_MAX) return `Keep it to ${REASON_MAX} characters: it goes into an SMS.`
        return true
      },
      admin: {
        condition: (_data, siblingData) => siblingData?.review === 'unreadable',
        description: 'The claimant reads this: "We could not read your … : <your reason>. Please send it again."',
      },
    },
    { name: 'reviewedAt', type: 'date', label: 'Marked at', access: { update: never }, admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'reviewedBy', type: 'relationship', relationTo: 'users', label: 'Marked by', access: { update: never }, admin: { readOnly: true, position: 'sidebar' } },
  ],
}
