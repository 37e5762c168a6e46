'use client'

import { Button } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/** Above the applications list: the rows on screen (same filters, search and sort) as a CSV file. */
export function ExportLink() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) {
    if (key.startsWith('where') || key === 'search' || key === 'sort') query.append(key, value)
  }
  const qs = query.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <Button el="anchor" url={`/api/applications/export${qs ? `?${qs}` : ''}`} buttonStyle="secondary" size="small">
        Export these applications as CSV
      </Button>
    </div>
  )
}
