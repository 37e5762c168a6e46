import { articles, groups } from '../data/blog'
import type { SeedContext } from '../context'
import { richText } from '../lexical'

export async function seedBlog(ctx: SeedContext): Promise<void> {
  const groupIds = new Map<string, number>()
  for (const g of groups) {
    const heroImage = await ctx.image({ kind: g.illustration, seed: `blog-${g.slug}`, width: 1600, height: 900 })
    const id = await ctx.upsert('blog-groups', 'slug', {
      name: g.name,
      slug: g.slug,
      legacySlugs: g.legacySlugs,
      order: g.order,
      heading: g.heading,
      description: g.description,
      subheading: g.subheading,
      heroImage,
    })
    groupIds.set(g.slug, id)
  }
  for (const a of articles) {
    const group = groupIds.get(a.group)
    if (!group) throw new Error(`Seed article ${a.slug} names an unknown group ${a.group}`)
    const coverImage = await ctx.image({ kind: a.illustration, seed: `article-${a.slug}`, width: 1200, height: 675 })
    await ctx.upsert('blog-posts', 'slug', {
      title: a.title,
      slug: a.slug,
      group,
      excerpt: a.excerpt,
      publishedAt: new Date(`${a.publishedAt}T09:00:00+01:00`).toISOString(),
      coverImage,
      coverVideo: a.video,
      body: a.body ? richText(a.body) : undefined,
    })
  }
}
