import { i18n } from '@/lib/i18n'
import { paths } from '@/lib/paths'

import { cachedRead, publishedOnlyWhere } from './payload'

export type SitemapEntry = { path: string; lastModified?: string }

/** The pages that exist once, whatever the content (their text comes from the page globals). */
const FIXED_PAGES = [
  paths.home(),
  paths.corporate(),
  paths.claims(),
  paths.claimForms(),
  paths.claimFaqs(),
  paths.claimPromise(),
  // Starting and tracking a claim; never a receipt or a tracking page for a reference (those are one claimant's).
  paths.claimStart(),
  paths.claimTrack(),
  paths.glossary(),
  paths.about(),
  paths.leadership(),
  paths.achievements(),
  paths.statements(),
  paths.careers(),
  paths.news(),
  paths.pressReleases(),
  paths.contact(),
  // How to complain, the complaint form and its tracker (never a tracking page for a reference).
  paths.complaints(),
  paths.complaintNew(),
  paths.complaintTrack(),
  paths.callBack(),
  paths.offices(),
  paths.needs(),
  paths.compare(),
  paths.privacy(),
  paths.cookies(),
  paths.accessibility(),
]

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  typeof value === 'number' ? value : (value?.id ?? null)

/**
 * The canonical address of every public page, for /sitemap.xml: the fixed pages, each individual
 * category's landing page, every published product and article, and every blog group. Cached, and
 * expired with the rest of the content when an editor publishes.
 */
export const getSitemapEntries = cachedRead('sitemap', async (payload, ctx): Promise<SitemapEntry[]> => {
  const [categories, products, groups, posts] = await Promise.all([
    payload.find({
      collection: 'product-categories',
      depth: 0,
      limit: 100,
      pagination: false,
      draft: ctx.draft,
      where: publishedOnlyWhere(ctx),
      select: { slug: true, kind: true, updatedAt: true },
    }),
    payload.find({
      collection: 'products',
      depth: 0,
      limit: 1000,
      pagination: false,
      sort: 'order',
      draft: ctx.draft,
      where: publishedOnlyWhere(ctx),
      select: { slug: true, category: true, updatedAt: true },
    }),
    payload.find({
      collection: 'blog-groups',
      depth: 0,
      limit: 100,
      pagination: false,
      select: { slug: true, updatedAt: true },
    }),
    payload.find({
      collection: 'blog-posts',
      depth: 0,
      limit: 1000,
      pagination: false,
      sort: '-publishedAt',
      draft: ctx.draft,
      where: publishedOnlyWhere(ctx),
      select: { slug: true, group: true, updatedAt: true },
    }),
  ])
  const categorySlugs = new Map(categories.docs.map((c) => [c.id, c.slug]))
  const groupSlugs = new Map(groups.docs.map((g) => [g.id, g.slug]))
  return [
    ...FIXED_PAGES.map((path) => ({ path })),
    // The corporate category's landing page is /corporate/home, listed above.
    ...categories.docs
      .filter((c) => c.kind === 'individual')
      .map((c) => ({ path: paths.category(c.slug), lastModified: c.updatedAt })),
    ...products.docs.flatMap((p) => {
      const category = categorySlugs.get(idOf(p.category) ?? -1)
      return category ? [{ path: paths.product(category, p.slug), lastModified: p.updatedAt }] : []
    }),
    ...groups.docs.map((g) => ({ path: paths.blogGroup(g.slug), lastModified: g.updatedAt })),
    ...posts.docs.flatMap((p) => {
      const group = groupSlugs.get(idOf(p.group) ?? -1)
      return group ? [{ path: paths.article(group, p.slug), lastModified: p.updatedAt }] : []
    }),
  ]
})

/** A sitemap address with, for a page written in every language, each language's address by its hreflang. */
export type SitemapAddress = SitemapEntry & { languages?: Record<string, string> }

/**
 * Every language's address of each page (decision 045): a page written in every language is listed once
 * per language, each entry naming all of them; any other page once, at its default-language address.
 */
export function sitemapAddresses(entries: SitemapEntry[]): SitemapAddress[] {
  return entries.flatMap((entry) => {
    const alternates = i18n.alternates(entry.path)
    if (alternates.length < 2) return [entry]
    const languages = Object.fromEntries(alternates.map(({ language, href }) => [language.hreflang, href]))
    return alternates.map(({ href }) => ({ ...entry, path: href, languages }))
  })
}
