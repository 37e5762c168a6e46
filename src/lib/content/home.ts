import type { BlogGroup, BlogPost, Home, Media, Product, ProductCategory } from '@/payload-types'

import { cachedRead, inLanguage, publishedOnlyWhere } from './payload'

const firstPlanId = (plans: Product['plans']): number | null => {
  const first = plans?.[0]
  return first === undefined ? null : typeof first === 'object' ? first.id : first
}

/** A product as the home carousel shows it. */
export type HomeProduct = {
  id: number
  title: string
  slug: string
  summary: string
  categorySlug: string
  image: Media | null
  /** The default plan, whose worked example the card prices; null without a plan. */
  planId: number | null
}

/** An article card in the What's Hot tabs. */
export type HomeArticle = { id: number; title: string; slug: string; excerpt: string | null; image: Media | null }

/** One What's Hot tab: a blog group and its newest articles. */
export type HomeArticleGroup = { id: number; name: string; slug: string; articles: HomeArticle[] }

/** How many articles each What's Hot tab shows (the spec asks for at least three). */
export const WHATS_HOT_ARTICLES = 6

/** The home page's content in a language: its own words where it has them, the default language's where not (decision 045). */
export const getHome = cachedRead('home', async (payload, ctx, code: string): Promise<Home> => {
  // depth 1: the images; featured products are read separately by getHomeProducts.
  return payload.findGlobal({ slug: 'home', depth: 1, draft: ctx.draft, ...inLanguage(code) })
})

const asMedia = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' ? value : null

const asCategory = (value: number | ProductCategory): ProductCategory | null =>
  typeof value === 'object' ? value : null

/**
 * The product carousel: the editor's featured products in their order, or, when none are chosen,
 * every individual (not corporate) product in menu order; their summaries in a language.
 */
export const getHomeProducts = cachedRead('home-products', async (payload, ctx, code: string): Promise<HomeProduct[]> => {
  const home = await payload.findGlobal({
    slug: 'home',
    depth: 0,
    draft: ctx.draft,
    select: { featuredProducts: true },
  })
  const featured = (home.featuredProducts ?? []).map((p) => (typeof p === 'object' ? p.id : p))

  const { docs } = await payload.find({
    collection: 'products',
    ...inLanguage(code),
    depth: 1,
    limit: 200,
    pagination: false,
    sort: 'order',
    draft: ctx.draft,
    where: featured.length ? { and: [{ id: { in: featured } }, publishedOnlyWhere(ctx)] } : publishedOnlyWhere(ctx),
    select: { title: true, slug: true, summary: true, category: true, cardImage: true, order: true, plans: true },
  })

  const products = (docs as Pick<Product, 'id' | 'title' | 'slug' | 'summary' | 'category' | 'cardImage' | 'order' | 'plans'>[])
    .map((p) => ({ product: p, category: asCategory(p.category) }))
    .filter((p): p is { product: (typeof p)['product']; category: ProductCategory } => p.category !== null)

  const chosen = featured.length
    ? featured.flatMap((id) => products.filter((p) => p.product.id === id))
    : products
        .filter((p) => p.category.kind === 'individual')
        .sort(
          (a, b) =>
            (a.category.order ?? 0) - (b.category.order ?? 0) || (a.product.order ?? 0) - (b.product.order ?? 0),
        )

  return chosen.map(({ product, category }) => ({
    id: product.id,
    title: product.title,
    slug: product.slug,
    summary: product.summary,
    categorySlug: category.slug,
    image: asMedia(product.cardImage),
    planId: firstPlanId(product.plans),
  }))
})

/** What's Hot: every blog group in order (Life, Health, Markets) with its newest published articles. */
export const getWhatsHot = cachedRead('home-whats-hot', async (payload, ctx): Promise<HomeArticleGroup[]> => {
  const groups = await payload.find({
    collection: 'blog-groups',
    limit: 20,
    depth: 0,
    sort: 'order',
    pagination: false,
  })
  return Promise.all(
    (groups.docs as BlogGroup[]).map(async (group) => {
      const { docs } = await payload.find({
        collection: 'blog-posts',
        limit: WHATS_HOT_ARTICLES,
        depth: 1,
        sort: '-publishedAt',
        draft: ctx.draft,
        where: { and: [{ group: { equals: group.id } }, publishedOnlyWhere(ctx)] },
        select: { title: true, slug: true, excerpt: true, coverImage: true },
      })
      const articles = (docs as Pick<BlogPost, 'id' | 'title' | 'slug' | 'excerpt' | 'coverImage'>[]).map((a) => ({
        id: a.id,
        title: a.title,
        slug: a.slug,
        excerpt: a.excerpt ?? null,
        image: asMedia(a.coverImage),
      }))
      return { id: group.id, name: group.name, slug: group.slug, articles }
    }),
  )
})
