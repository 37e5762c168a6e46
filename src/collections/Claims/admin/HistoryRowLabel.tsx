'use client'

import { useRowLabel } from '@payloadcms/ui'

import { claimStatusLabel, HISTORY_EVENTS } from '@/lib/claims/types'
import { lagosShortTime } from '@/lib/text/lagos'

const when = (iso: string | null | undefined) => lagosShortTime(iso)

/** A row of the claim's history, named by what happened and when: "26 Nov 2026, 14:05 · Status: Documents complete". */
export function HistoryRowLabel() {
  const { data } = useRowLabel<{ event?: string | null; status?: string | null; at?: string | null; note?: string | null }>()
  const status = !data?.event || data.event === 'status'
  const what = status ? `Status: ${claimStatusLabel(data?.status ?? 'received')}` : data?.note?.trim() || HISTORY_EVENTS.find((e) => e.value === data?.event)?.label || 'Recorded'
  const at = when(data?.at)
  return <span className="row-label">{at ? `${at} · ${what}` : what}</span>
}
