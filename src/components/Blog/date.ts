import { lagosDayText } from '@/lib/text/lagos'

/** "21 November 2026", in Lagos time. */
export function formatArticleDate(iso: string | null | undefined): string | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : lagosDayText(date)
}
