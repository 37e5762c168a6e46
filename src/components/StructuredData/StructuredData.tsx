import { jsonLdText } from '@/lib/structured-data'

/** Schema.org data for search engines, inline: data, not code (the CSP hashes leave it out). */
export function StructuredData({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
