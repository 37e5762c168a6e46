import type { Product } from '@/payload-types'

import { plans, productPlans } from '../data/plans'
import { SEED_CONTEXT, type SeedContext } from '../context'

/** Creates the demo plans and lists each product's own plans on it, unless it has some already. Runs after products. */
export async function seedPlans(ctx: SeedContext): Promise<void> {
  const ids = new Map<string, number>()
  for (const plan of plans) ids.set(plan.code, await ctx.upsert('plans', 'code', plan))

  const { docs } = await ctx.payload.find({
    collection: 'products',
    limit: 500,
    depth: 0,
    draft: true,
    overrideAccess: true,
    pagination: false,
    select: { slug: true, plans: true, _status: true },
  })
  for (const product of docs as Pick<Product, 'id' | 'slug' | 'plans' | '_status'>[]) {
    if (product.plans && product.plans.length > 0) continue // keep an editor's choice
    const codes = productPlans[product.slug] ?? []
    if (codes.length === 0) continue // no individual calculator (corporate products)
    const planIds = codes.map((code) => {
      const id = ids.get(code)
      if (id === undefined) throw new Error(`Seed product ${product.slug} names an unknown plan ${code}`)
      return id
    })
    await ctx.payload.update({
      collection: 'products',
      id: product.id,
      data: { plans: planIds, _status: product._status ?? 'published' },
      context: SEED_CONTEXT,
      overrideAccess: true,
    })
  }
}
