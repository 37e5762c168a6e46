import fs from 'node:fs/promises'
import { APIError, type CollectionBeforeValidateHook } from 'payload'

import { findActivePdfContent } from '@/lib/uploads/pdf-active-content'

/**
 * Visitors open these PDFs in their browsers and readers, so a file that carries JavaScript, launch
 * actions or attachments is refused before it is stored (the rule: src/lib/uploads/pdf-active-content.ts).
 * Runs on every upload or replacement of the file; edits that keep the file are not re-checked.
 */
export const refuseActivePdf: CollectionBeforeValidateHook = async ({ req }) => {
  const file = req.file
  if (!file) return
  const bytes = file.tempFilePath ? await fs.readFile(file.tempFilePath) : file.data
  const problem = await findActivePdfContent(bytes)
  // isPublic: staff see the sentence itself, in the admin and in the REST answer.
  if (problem) throw new APIError(problem, 400, undefined, true)
}
