import { COVER_KINDS, type CoverKind } from '@/lib/quote/engine'
import { paths } from '@/lib/paths'

import { cachedRead, publishedOnlyWhere } from './payload'

/** A plan as the comparison lists it: its code, name, kind and the product page that sells it. */
export type ComparePlan = {
  code: string
  name: string
  kind: CoverKind
  productTitle: string
  productHref: string
  /** What the visitor gives its calculator (and its application): the cover, or the premium. */
  enters: 'sumAssured' | 'premium'
}

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'object' ? value.id : value

/**
 * Every plan of a published individual product, in the products' order (each plan once, under the
 * first product that lists it). Cached with the content, so a new plan appears when it is published.
 */
export const getComparePlans = cachedRead('compare-plans', async (payload, ctx): Promise<ComparePlan[]> => {
  const categories = await payload.find({
    collection: 'product-categories',
    depth: 0,
    limit: 100,
    pagination: false,
    draft: ctx.draft,
    where: { and: [{ kind: { equals: 'individual' } }, publishedOnlyWhere(ctx)] },
    select: { slug: true },
  })
  const slugs = new Map(categories.docs.map((c) => [c.id, c.slug]))
  if (slugs.size === 0) return []
  const products = await payload.find({
    collection: 'products',
    depth: 0,
    limit: 500,
    pagination: false,
    sort: 'order',
    draft: ctx.draft,
    where: { and: [{ category: { in: [...slugs.keys()] } }, publishedOnlyWhere(ctx)] },
    select: { title: true, slug: true, category: true, plans: true },
  })
  const planIds = [...new Set(products.docs.flatMap((p) => (p.plans ?? []).map((x) => idOf(x)).filter((x): x is number => x !== null)))]
  if (planIds.length === 0) return []
  const plans = await payload.find({
    collection: 'plans',
    depth: 0,
    limit: planIds.length,
    pagination: false,
    where: { and: [{ id: { in: planIds } }, { _status: { equals: 'published' } }] },
    select: { code: true, name: true, kind: true, quotes: true },
  })
  const byId = new Map(plans.docs.map((p) => [p.id, p]))
  const out: ComparePlan[] = []
  const seen = new Set<string>()
  for (const product of products.docs) {
    const category = slugs.get(idOf(product.category) ?? -1)
    if (!category) continue
    for (const ref of product.plans ?? []) {
      const plan = byId.get(idOf(ref) ?? -1)
      if (!plan || seen.has(plan.code)) continue
      seen.add(plan.code)
      const kind: CoverKind = (COVER_KINDS as readonly string[]).includes(plan.kind) ? plan.kind : 'endowment'
      out.push({
        code: plan.code,
        name: plan.name,
        kind,
        productTitle: product.title,
        productHref: paths.product(category, product.slug),
        // A plan that works out the premium is given the cover, and the other way round.
        enters: plan.quotes === 'sumAssured' ? 'premium' : 'sumAssured',
      })
    }
  }
  return out
})
