'use client'

import type { DefaultCellComponentProps } from 'payload'

/**
 * A tick box in a list column, as a word ("Handled", "Not yet") instead of Payload's `true`/`false`
 * chip. The words are set per field (src/collections/plainAdmin.ts gives "Yes" and "No" by default).
 */
export function YesNoCell({ cellData, yes = 'Yes', no = 'No' }: DefaultCellComponentProps & { yes?: string; no?: string }) {
  return <span>{cellData === true ? yes : no}</span>
}
