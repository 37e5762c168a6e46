import { categories, products } from '../data/products'
import type { SeedContext } from '../context'

export async function seedProducts(ctx: SeedContext): Promise<void> {
  const categoryIds = new Map<string, number>()
  for (const c of categories) {
    const image = await ctx.image({ kind: c.illustration, seed: `category-${c.slug}`, width: 1600, height: 900 })
    const id = await ctx.upsert('product-categories', 'slug', {
      name: c.name,
      slug: c.slug,
      kind: c.kind,
      order: c.order,
      menuBlurb: c.blurb,
      heading: c.heading,
      description: c.description,
      image,
    })
    categoryIds.set(c.slug, id)
  }
  let order = 0
  for (const p of products) {
    const category = categoryIds.get(p.category)
    if (!category) throw new Error(`Seed product ${p.slug} names an unknown category ${p.category}`)
    const cardImage = await ctx.image({ kind: p.illustration, seed: `product-${p.slug}`, width: 800, height: 600 })
    const heroImage = await ctx.image({ kind: p.illustration, seed: `product-hero-${p.slug}`, width: 1600, height: 900 })
    await ctx.upsert('products', 'slug', {
      title: p.title,
      slug: p.slug,
      category,
      order: order++,
      summary: p.summary,
      cardImage,
      heading: p.heading,
      description: p.description,
      heroImage,
    })
  }
}
