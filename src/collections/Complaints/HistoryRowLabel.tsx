'use client'

import { useRowLabel } from '@payloadcms/ui'

import { complaintStatusLabel } from '@/lib/complaints/types'
import { lagosShortTime } from '@/lib/text/lagos'

const when = (iso: string | null | undefined) => lagosShortTime(iso)

/** A row of the complaint's history, named by when and what: "26 Nov 2026, 14:05 · Status: Investigating". */
export function HistoryRowLabel() {
  const { data } = useRowLabel<{ status?: string | null; at?: string | null }>()
  const what = `Status: ${complaintStatusLabel(data?.status ?? 'received')}`
  const at = when(data?.at)
  return <span className="row-label">{at ? `${at} · ${what}` : what}</span>
}
