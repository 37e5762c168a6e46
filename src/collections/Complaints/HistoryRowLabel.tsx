'use client'

import { useRowLabel } from '@payloadcms/ui'

import { complaintStatusLabel } from '@/lib/complaints/types'

const when = (iso: string | null | undefined) => {
  const d = iso ? new Date(iso) : null
  if (!d || Number.isNaN(d.getTime())) return ''
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(d)
}

/** A row of the complaint's history, named by when and what: "26 Nov 2026, 14:05 · Status: Investigating". */
export function HistoryRowLabel() {
  const { data } = useRowLabel<{ status?: string | null; at?: string | null }>()
  const what = `Status: ${complaintStatusLabel(data?.status ?? 'received')}`
  const at = when(data?.at)
  return <span className="row-label">{at ? `${at} · ${what}` : what}</span>
}
