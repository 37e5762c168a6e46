'use client'

import { useRowLabel } from '@payloadcms/ui'

import { rowLabelText, type RowLabelOptions } from '@/lib/admin/row-label'

/**
 * An array row's name in the admin, from its own content ("Death of the person covered", "Certified
 * copy of the death certificate") instead of Payload's "Checklist 01". Which fields name the row is set
 * once for every array (src/collections/plainAdmin.ts); the words are worked out in src/lib/admin.
 */
export function RowLabel(props: RowLabelOptions) {
  const { data, rowNumber } = useRowLabel<Record<string, unknown>>()
  return <span className="row-label">{rowLabelText(data, rowNumber ?? 0, props)}</span>
}
