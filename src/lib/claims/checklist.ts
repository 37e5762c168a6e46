import type { ClaimFormsPage } from '@/payload-types'

export type ChecklistItem = { name: string; note: string | null }

/** The documents the CMS checklist lists for a kind of claim (the forms page and /claims/start share it). */
export function checklistItems(page: Pick<ClaimFormsPage, 'checklists'>, claimType: string): ChecklistItem[] {
  const list = (page.checklists ?? []).find((c) => c.claimType === claimType)
  return (list?.documents ?? []).map((d) => ({ name: d.name, note: d.note ?? null }))
}

/** One line per document, as staff and the claimant see it in "still missing". */
export function checklistLine(item: ChecklistItem): string {
  return item.note ? `${item.name} (${item.note})` : item.name
}
