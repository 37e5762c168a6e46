import type { BlogGroup, BlogPost, Media, PrivacyNoticePage, Product, ProductCategory, SiteSetting } from '@/payload-types'

import { hoursSentence } from '@/lib/hours/hours'
import { scheduleFromSettings } from '@/lib/hours/settings'

import { adminBrandOf, type AdminBrand } from './admin-brand'
import { cachedRead, inLanguage, publishedOnlyWhere } from './payload'

export type NavProduct = { id: number; title: string; slug: string; summary: string; categorySlug: string }
export type NavCategory = {
  id: number
  name: string
  slug: string
  kind: 'individual' | 'corporate'
  blurb: string | null
  products: NavProduct[]
}
export type NavBlogGroup = { id: number; name: string; slug: string; heading: string | null }
export type Teaser = { id: number; title: string; slug: string; groupSlug: string; groupName: string }

export const getSiteSettings = cachedRead('site-settings', async (payload): Promise<SiteSetting> => {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 1 })
  // The sentence always follows the hours, even for settings saved before the hours were structured.
  const schedule = scheduleFromSettings(settings)
  return schedule.hours.length > 0 ? { ...settings, officeHours: hoursSentence(schedule.hours) } : settings
})

/** Categories in menu order, each with its published products; their menu lines in a language. */
export const getNavigation = cachedRead('navigation', async (payload, ctx, code: string) => {
  const [categories, products, groups] = await Promise.all([
    payload.find({
      collection: 'product-categories',
      // The menu lines in the page's language (decision 045); names and addresses are shared.
      ...inLanguage(code),
      limit: 100,
      depth: 0,
      sort: 'order',
      pagination: false,
      draft: ctx.draft,
      where: publishedOnlyWhere(ctx),
    }),
    payload.find({
      collection: 'products',
      limit: 200,
      depth: 0,
      sort: 'order',
      pagination: false,
      draft: ctx.draft,
      where: publishedOnlyWhere(ctx),
      select: { title: true, slug: true, summary: true, category: true, order: true },
    }),
    payload.find({ collection: 'blog-groups', limit: 20, depth: 0, sort: 'order', pagination: false }),
  ])
  const bySlug = new Map<number, ProductCategory>(categories.docs.map((c) => [c.id, c]))
  const navCategories: NavCategory[] = categories.docs.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    kind: c.kind,
    blurb: c.menuBlurb ?? null,
    products: [],
  }))
  const index = new Map(navCategories.map((c) => [c.id, c]))
  for (const p of products.docs as Pick<Product, 'id' | 'title' | 'slug' | 'summary' | 'category'>[]) {
    const categoryId = typeof p.category === 'object' ? p.category.id : p.category
    const category = index.get(categoryId)
    const source = bySlug.get(categoryId)
    if (!category || !source) continue
    category.products.push({ id: p.id, title: p.title, slug: p.slug, summary: p.summary, categorySlug: source.slug })
  }
  const blogGroups: NavBlogGroup[] = (groups.docs as BlogGroup[]).map((g) => ({
    id: g.id,
    name: g.name,
    slug: g.slug,
    heading: g.heading ?? null,
  }))
  return {
    individual: navCategories.filter((c) => c.kind === 'individual'),
    corporate: navCategories.filter((c) => c.kind === 'corporate'),
    blogGroups,
  }
})

export type Navigation = Awaited<ReturnType<typeof getNavigation>>

/** Exactly one teaser per blog group: the newest published article of each. */
export const getFooterTeasers = cachedRead('footer-teasers', async (payload, ctx): Promise<Teaser[]> => {
  const groups = await payload.find({ collection: 'blog-groups', limit: 20, depth: 0, sort: 'order', pagination: false })
  const teasers = await Promise.all(
    (groups.docs as BlogGroup[]).map(async (group) => {
      const { docs } = await payload.find({
        collection: 'blog-posts',
        limit: 1,
        depth: 0,
        sort: '-publishedAt',
        draft: ctx.draft,
        where: { and: [{ group: { equals: group.id } }, publishedOnlyWhere(ctx)] },
        select: { title: true, slug: true },
      })
      const post = docs[0] as Pick<BlogPost, 'id' | 'title' | 'slug'> | undefined
      return post ? { id: post.id, title: post.title, slug: post.slug, groupSlug: group.slug, groupName: group.name } : null
    }),
  )
  return teasers.filter((t): t is Teaser => t !== null)
})

export function mediaOf(value: number | Media | null | undefined): Media | null {
  return value && typeof value === 'object' ? value : null
}

/** The insurer's name, mark and staff-access contact for the admin's logo, icon and sign-in page. */
export async function getAdminBrand(): Promise<AdminBrand> {
  return adminBrandOf(await getSiteSettings())
}

/** The privacy notice (/privacy), as staff published it. */
export const getPrivacyNotice = cachedRead('privacy-notice', async (payload, ctx): Promise<PrivacyNoticePage> => {
  return payload.findGlobal({ slug: 'privacy-notice', depth: 0, draft: ctx.draft })
})
