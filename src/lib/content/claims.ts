import type {
  ClaimFormsPage,
  ClaimsFaqPage,
  ClaimsGlossaryPage,
  ClaimsPage,
  ClaimsPromisePage,
  Document,
} from '@/payload-types'
import { termAnchor } from '@/lib/paths'

import { cachedRead, inLanguage } from './payload'

/** The claims overview page (/claims), with its images. */
/** The claims overview's content in a language: its own words where it has them, English where not (decision 045). */
export const getClaimsPage = cachedRead('claims-page', async (payload, ctx, code: string): Promise<ClaimsPage> => {
  return payload.findGlobal({ slug: 'claims', depth: 1, draft: ctx.draft, ...inLanguage(code) })
})

/** The claims promise page in a language (its figure, the one setting the site counts with, is the same in every language). */
export const getClaimsPromise = cachedRead('claims-promise', async (payload, ctx, code: string): Promise<ClaimsPromisePage> => {
  return payload.findGlobal({ slug: 'claims-promise', depth: 1, draft: ctx.draft, ...inLanguage(code) })
})

/** The claims questions page in a language. */
export const getClaimsFaq = cachedRead('claims-faq', async (payload, ctx, code: string): Promise<ClaimsFaqPage> => {
  return payload.findGlobal({ slug: 'claims-faq', depth: 1, draft: ctx.draft, ...inLanguage(code) })
})

/** The claim forms page in a language, with each form's and guide's PDF (address and size) filled in; its checklists are shared. */
export const getClaimForms = cachedRead('claim-forms', async (payload, ctx, code: string): Promise<ClaimFormsPage> => {
  return payload.findGlobal({ slug: 'claim-forms', depth: 1, draft: ctx.draft, ...inLanguage(code) })
})

export type GlossaryEntry = { term: string; meaning: string; anchor: string }

/** The glossary in a language with its entries in alphabetical order (of their English terms), each with the fragment it is linked by. */
export const getClaimsGlossary = cachedRead(
  'claims-glossary',
  async (payload, ctx, code: string): Promise<Omit<ClaimsGlossaryPage, 'entries'> & { entries: GlossaryEntry[] }> => {
    const page = await payload.findGlobal({ slug: 'claims-glossary', depth: 1, draft: ctx.draft, ...inLanguage(code) })
    return { ...page, entries: sortGlossary(page.entries ?? []) }
  },
)

/** The fragments of every term in the published glossary, so copy links only to terms that exist. */
export const getGlossaryAnchors = cachedRead('claims-glossary-anchors', async (payload, ctx): Promise<string[]> => {
  const page = await payload.findGlobal({ slug: 'claims-glossary', depth: 0, draft: ctx.draft, select: { entries: true } })
  return (page.entries ?? []).map((e) => termAnchor(e.term))
})

export function sortGlossary(entries: { term: string; meaning: string }[]): GlossaryEntry[] {
  return entries
    .map((e) => ({ term: e.term.trim(), meaning: e.meaning, anchor: termAnchor(e.term) }))
    .sort((a, b) => a.term.localeCompare(b.term, 'en', { sensitivity: 'base' }))
}

export type Download = { name: string; summary: string | null; url: string; filename: string; size: string }

/** A downloadable PDF as a card needs it, or null while the upload is missing (it is then left out). */
export function downloadOf(
  item: { name: string; summary?: string | null; file: number | Document | null | undefined },
): Download | null {
  const file = item.file
  if (!file || typeof file !== 'object' || !file.url) return null
  return {
    name: item.name,
    summary: item.summary ?? null,
    url: file.url,
    filename: file.filename ?? `${item.name}.pdf`,
    size: formatFileSize(file.filesize ?? 0),
  }
}

/** "84 KB", "1.2 MB": how big a download is, in the units a phone user on paid data thinks in. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return 'size unknown'
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`
  const mb = bytes / (1024 * 1024)
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}
