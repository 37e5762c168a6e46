import crypto from 'node:crypto'

import { FileUploadError, ValidationError, type Payload } from 'payload'

import { checklistRowsOf, matchChecklistRow } from '@/lib/claims/documents'
import { normaliseReference } from '@/lib/claims/reference'
import { errorSummary } from '@/lib/log'
import { findActivePdfContent } from '@/lib/uploads/pdf-active-content'
import { pictureReadable } from '@/lib/uploads/picture'
import { sniffClaimFile } from '@/lib/uploads/sniff'

/** The largest file a claimant may send: a phone photo shrunk in the browser is far smaller. */
export const CLAIM_FILE_MAX_BYTES = 10 * 1024 * 1024

export type FileOutcome =
  | { kind: 'stored'; id: number }
  | { kind: 'refused'; code: 'empty' | 'too-large' | 'type' | 'active-pdf' | 'unreadable' | 'no-claim'; message: string }
  | { kind: 'failed' }

export const FILE_MESSAGES = {
  empty: 'Choose a photo or PDF to send',
  'too-large': `The file must be smaller than ${CLAIM_FILE_MAX_BYTES / 1024 / 1024} MB. Take a new photo, or scan at a lower resolution`,
  type: 'The file must be a photo (JPEG, PNG, WebP or HEIC) or a PDF',
  'active-pdf': 'We cannot accept this PDF: it is locked, damaged, or contains scripts or attached files. Send a photo or a plain scan instead',
  unreadable: 'We could not open this photo: it may be damaged or only partly sent. Take the photo again, or send a PDF scan instead',
  'no-claim': 'We could not find the claim for this file. Start again from the page with your reference',
} as const

const refused = (code: keyof typeof FILE_MESSAGES): FileOutcome => ({ kind: 'refused', code, message: FILE_MESSAGES[code] })

/**
 * Payload's and sharp's ways of saying a picture's size or contents could not be read: a thrown message,
 * its upload error, or a refusal of the file field when the content is too short for its own type check.
 */
function isUnreadablePicture(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  if (/unable to determine dimensions|unsupported image (type|format)|Input buffer|premature end|corrupt/i.test(error.message)) return true
  // Payload wraps what goes wrong while it reads and resizes the picture (not while it stores it).
  if (error instanceof FileUploadError || error.name === 'FileUploadError') return true
  return error instanceof ValidationError && error.data.errors.some((e) => e.path === 'file')
}

/** A name we choose: the claimant's own file name is kept only as text, never used as a path. */
function storedName(reference: string, ext: string): string {
  return `${reference}-${crypto.randomBytes(6).toString('hex')}.${ext}`
}

/**
 * The one way a claim document is stored, for the plain form and the resumable upload alike: the type
 * is read from the content, a PDF's active content is refused, and the file belongs to its claim.
 */
export async function storeClaimFile(
  payload: Payload,
  { reference, bytes, originalName, document }: { reference: string; bytes: Uint8Array; originalName: string; document: string },
): Promise<FileOutcome> {
  if (bytes.length === 0) return refused('empty')
  if (bytes.length > CLAIM_FILE_MAX_BYTES) return refused('too-large')
  const type = sniffClaimFile(bytes)
  if (!type) return refused('type')
  if (type.mime === 'application/pdf') {
    const active = await findActivePdfContent(bytes).catch(() => 'unreadable')
    if (active) return refused('active-pdf')
  } else if (!(await pictureReadable(bytes, type.mime))) {
    // Checked here, not from the error Payload would throw: a production build renames error classes.
    return refused('unreadable')
  }
  const ref = normaliseReference(reference)
  try {
    const found = ref
      ? await payload.find({
          collection: 'online-claims',
          where: { reference: { equals: ref } },
          limit: 1,
          depth: 0,
          select: { reference: true, missingDocuments: true },
          overrideAccess: true,
        })
      : null
    const claim = found?.docs[0]
    if (!ref || !claim) return refused('no-claim')
    const doc = await payload.create({
      collection: 'claim-files',
      overrideAccess: true,
      depth: 0,
      data: {
        claim: claim.id,
        document: document.slice(0, 200) || null,
        // The line it answers, by the row's id: the tick stays when staff later reword the line.
        checklistItem: matchChecklistRow(checklistRowsOf(claim), document),
        originalName: originalName.slice(0, 200) || null,
        review: 'received',
      },
      file: { data: Buffer.from(bytes), mimetype: type.mime, name: storedName(ref, type.ext), size: bytes.length },
    })
    return { kind: 'stored', id: doc.id }
  } catch (error) {
    // A file that starts like a photo but whose picture can't be read (cut short, damaged) is the
    // claimant's to resend, not our failure: Payload throws when it can't find the picture's size.
    if (type.mime !== 'application/pdf' && isUnreadablePicture(error)) return refused('unreadable')
    payload.logger.error({ err: errorSummary(error) }, 'A claim document could not be stored.')
    return { kind: 'failed' }
  }
}
