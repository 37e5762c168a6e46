'use client'

import { Button } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/**
 * Above the enquiries list: download the rows the editor is looking at (same filters, search and
 * sort) as a CSV file, from the staff-only endpoint /api/enquiries/export.
 */
export function ExportLink() {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) {
    if (key.startsWith('where') || key === 'search' || key === 'sort') query.append(key, value)
  }
  const qs = query.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <Button el="anchor" url={`/api/enquiries/export${qs ? `?${qs}` : ''}`} buttonStyle="secondary" size="small">
        Export these enquiries as CSV
      </Button>
    </div>
  )
}
