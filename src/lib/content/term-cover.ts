import type { Plan, Product, ProductCategory } from '@/payload-types'

import { paths } from '@/lib/paths'

import { cachedRead, publishedOnlyWhere } from './payload'

/** The term life product the needs calculator quotes, as the CMS has it now. */
export type TermCover = {
  productTitle: string
  /** The product page's address (no query, no fragment). */
  path: string
  planName: string
  /** The plan's smallest sum assured: the calculator never suggests less. */
  minSumAssured: number
}

/**
 * The first published individual product (in the editors' order) whose default plan is term
 * assurance that asks for the sum assured: chosen by kind of cover, so renaming or recoding a plan
 * in the CMS moves the calculator's link with it. Null when there is none.
 */
export const getTermCover = cachedRead('term-cover', async (payload, ctx): Promise<TermCover | null> => {
  const { docs } = await payload.find({
    collection: 'products',
    depth: 1,
    limit: 200,
    pagination: false,
    sort: 'order',
    draft: ctx.draft,
    where: publishedOnlyWhere(ctx),
    select: { title: true, slug: true, category: true, plans: true },
  })
  for (const product of docs as Pick<Product, 'title' | 'slug' | 'category' | 'plans'>[]) {
    const category = product.category as number | ProductCategory
    const plan = product.plans?.[0] as number | Plan | undefined
    if (typeof category !== 'object' || category.kind !== 'individual') continue
    if (typeof plan !== 'object' || plan.kind !== 'term' || plan.quotes !== 'premium') continue
    return {
      productTitle: product.title,
      path: paths.product(category.slug, product.slug),
      planName: plan.name,
      minSumAssured: plan.minSumAssured,
    }
  }
  return null
})
