import type { Metadata } from 'next'

/** A page's title and description: the editor's search-engine fields first, then the page's own words. */
export function companyMetadata(
  meta: { title?: string | null; description?: string | null } | null | undefined,
  fallback: { title: string; description?: string | null },
): Metadata {
  return {
    title: meta?.title || fallback.title,
    description: meta?.description || fallback.description || undefined,
  }
}
