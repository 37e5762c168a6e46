import type { Payload } from 'payload'

import type { Corporate, Media, Product, ProductCategory } from '@/payload-types'
import type { RedirectRule } from '@/lib/routing/redirects'
import type { Catalog, RoutingCategory } from '@/lib/routing/resolve'
import { i18n } from '@/lib/i18n'

import { cachedRead, inLanguage, publishedOnlyWhere, type ReadContext } from './payload'

/** A product as a card shows it: on category pages, the Corporate page and "other plans". */
export type ProductCard = {
  id: number
  title: string
  slug: string
  summary: string
  categorySlug: string
  image: Media | null
  /** The default plan, whose worked example the card prices; null without a plan. */
  planId: number | null
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

const mediaOf = (value: number | Media | null | undefined): Media | null =>
  value && typeof value === 'object' ? value : null

/**
 * Every published category and product, just enough to tell which page an address shows and
 * where the old link shapes go (src/lib/routing).
 */
export const getRoutingCatalog = cachedRead('routing-catalog', async (payload, ctx): Promise<Catalog> => {
  const [categories, products] = await Promise.all([
    payload.find({
      collection: 'product-categories',
      depth: 0,
      limit: 100,
      pagination: false,
      draft: ctx.draft,
      where: publishedOnlyWhere(ctx),
      select: { slug: true, name: true, kind: true },
    }),
    payload.find({
      collection: 'products',
      depth: 0,
      limit: 1000,
      pagination: false,
      draft: ctx.draft,
      where: publishedOnlyWhere(ctx),
      select: { slug: true, category: true },
    }),
  ])
  return {
    categories: (categories.docs as Pick<ProductCategory, 'id' | 'slug' | 'name' | 'kind'>[]).map(
      (c): RoutingCategory => ({ id: c.id, slug: c.slug, name: c.name, kind: c.kind }),
    ),
    products: (products.docs as Pick<Product, 'id' | 'slug' | 'category'>[]).flatMap((p) => {
      const categoryId = idOf(p.category)
      return categoryId === null ? [] : [{ id: p.id, slug: p.slug, categoryId }]
    }),
  }
})

async function productCards(
  payload: Payload,
  ctx: ReadContext,
  categoryIds: number[],
  categorySlugs: Map<number, string>,
  code: string,
): Promise<ProductCard[]> {
  if (categoryIds.length === 0) return []
  const { docs } = await payload.find({
    collection: 'products',
    ...inLanguage(code),
    depth: 1,
    limit: 200,
    pagination: false,
    sort: 'order',
    draft: ctx.draft,
    where: { and: [{ category: { in: categoryIds } }, publishedOnlyWhere(ctx)] },
    select: { title: true, slug: true, summary: true, category: true, cardImage: true, plans: true },
  })
  return (docs as Pick<Product, 'id' | 'title' | 'slug' | 'summary' | 'category' | 'cardImage' | 'plans'>[]).flatMap((p) => {
    const categorySlug = categorySlugs.get(idOf(p.category) ?? -1)
    return categorySlug
      ? [{ id: p.id, title: p.title, slug: p.slug, summary: p.summary, categorySlug, image: mediaOf(p.cardImage), planId: idOf(p.plans?.[0]) }]
      : []
  })
}

/** A category landing page in a language (its own words, English where it has none): the category with its images, and its products as cards. */
export const getCategoryPage = cachedRead(
  'category-page',
  async (payload, ctx, categoryId: number, code: string): Promise<{ category: ProductCategory; products: ProductCard[] } | null> => {
    const { docs } = await payload.find({
      collection: 'product-categories',
      ...inLanguage(code),
      depth: 1,
      limit: 1,
      pagination: false,
      draft: ctx.draft,
      where: { and: [{ id: { equals: categoryId } }, publishedOnlyWhere(ctx)] },
    })
    const category = docs[0]
    if (!category) return null
    const products = await productCards(payload, ctx, [category.id], new Map([[category.id, category.slug]]), code)
    return { category, products }
  },
)

/** A product page in a language: the product with its images and plans, its category, and the other plans beside it. */
export const getProductPage = cachedRead(
  'product-page',
  async (
    payload,
    ctx,
    productId: number,
    code: string,
  ): Promise<{ product: Product; category: ProductCategory; siblings: ProductCard[] } | null> => {
    const { docs } = await payload.find({
      collection: 'products',
      ...inLanguage(code),
      depth: 2,
      limit: 1,
      pagination: false,
      draft: ctx.draft,
      where: { and: [{ id: { equals: productId } }, publishedOnlyWhere(ctx)] },
    })
    const product = docs[0]
    if (!product || typeof product.category !== 'object') return null
    const category = product.category
    const siblings = (await productCards(payload, ctx, [category.id], new Map([[category.id, category.slug]]), code)).filter(
      (p) => p.id !== product.id,
    )
    return { product, category, siblings }
  },
)

/** The Corporate page, with the products of every corporate category as cards. */
export const getCorporatePage = cachedRead(
  'corporate-page',
  async (payload, ctx): Promise<{ page: Corporate; products: ProductCard[] }> => {
    const [page, categories] = await Promise.all([
      payload.findGlobal({ slug: 'corporate', depth: 1, draft: ctx.draft }),
      payload.find({
        collection: 'product-categories',
        depth: 0,
        limit: 100,
        pagination: false,
        sort: 'order',
        draft: ctx.draft,
        where: { and: [{ kind: { equals: 'corporate' } }, publishedOnlyWhere(ctx)] },
        select: { slug: true },
      }),
    ])
    const slugs = new Map((categories.docs as Pick<ProductCategory, 'id' | 'slug'>[]).map((c) => [c.id, c.slug]))
    const products = await productCards(payload, ctx, [...slugs.keys()], slugs, i18n.defaultLanguage.code)
    return { page, products }
  },
)

/** Redirects editors made in the admin (the `redirects` collection). */
export const getRedirectRules = cachedRead('redirect-rules', async (payload): Promise<RedirectRule[]> => {
  const { docs } = await payload.find({ collection: 'redirects', depth: 0, limit: 1000, pagination: false })
  return docs.map((d) => ({ from: d.from, to: d.to, permanent: d.type !== 'temporary' }))
})
