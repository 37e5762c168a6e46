'use client'

import { useRowLabel } from '@payloadcms/ui'

import { claimStatusLabel, HISTORY_EVENTS } from '@/lib/claims/types'

const when = (iso: string | null | undefined) => {
  const d = iso ? new Date(iso) : null
  if (!d || Number.isNaN(d.getTime())) return ''
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).format(d)
}

/** A row of the claim's history, named by what happened and when: "26 Nov 2026, 14:05 · Status: Documents complete". */
export function HistoryRowLabel() {
  const { data } = useRowLabel<{ event?: string | null; status?: string | null; at?: string | null; note?: string | null }>()
  const status = !data?.event || data.event === 'status'
  const what = status ? `Status: ${claimStatusLabel(data?.status ?? 'received')}` : data?.note?.trim() || HISTORY_EVENTS.find((e) => e.value === data?.event)?.label || 'Recorded'
  const at = when(data?.at)
  return <span className="row-label">{at ? `${at} · ${what}` : what}</span>
}
