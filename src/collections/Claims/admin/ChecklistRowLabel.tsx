'use client'

import { useRowLabel } from '@payloadcms/ui'

/** A line of the claim's list, named by the document, with its tick: "Certified copy of the death certificate: ticked off". */
export function ChecklistRowLabel() {
  const { data, rowNumber } = useRowLabel<{ document?: string | null; checked?: boolean | null }>()
  const name = data?.document?.trim() || `New document (row ${(rowNumber ?? 0) + 1}), not named yet`
  return <span className="row-label">{data?.checked ? `${name}: ticked off` : name}</span>
}
