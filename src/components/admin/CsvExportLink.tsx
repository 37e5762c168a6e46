'use client'

import { Button } from '@payloadcms/ui'
import { useSearchParams } from 'next/navigation'

/**
 * Above a collection's list: download the rows the editor is looking at (same filters, search and
 * sort) as a CSV file, from the staff-only endpoint /api/<collection>/export (src/lib/export/endpoint.ts).
 * The collection config names the collection and the noun in `clientProps`.
 */
export function CsvExportLink({ collection, noun }: { collection: string; noun: string }) {
  const params = useSearchParams()
  const query = new URLSearchParams()
  for (const [key, value] of params.entries()) {
    if (key.startsWith('where') || key === 'search' || key === 'sort') query.append(key, value)
  }
  const qs = query.toString()
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 'var(--base)' }}>
      <Button el="anchor" url={`/api/${collection}/export${qs ? `?${qs}` : ''}`} buttonStyle="secondary" size="small">
        Export these {noun} as CSV
      </Button>
    </div>
  )
}
