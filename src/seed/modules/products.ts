import type { IllustrationKind } from '../assets/illustrations'
import { rowsInLanguage, SEED_CONTEXT, type SeedContext } from '../context'
import { categories, products, type SeedBenefits, type SeedMarketing } from '../data/products'
import { categoriesInPidgin, productsInPidgin, type PidginBenefits } from '../data/products-pidgin'

/**
 * Small illustrations are shared between cards and sections of the same kind (one image per kind
 * and size), which keeps the seed quick; they are decoration, so their alt text is empty.
 */
export function sharedImages(ctx: SeedContext) {
  return {
    benefit: (kind: IllustrationKind) => ctx.image({ kind, seed: 'benefit-card', width: 480, height: 360, alt: '' }),
    section: (kind: IllustrationKind) => ctx.image({ kind, seed: 'section', width: 960, height: 720, alt: '' }),
  }
}

export async function marketingData(ctx: SeedContext, sections: SeedMarketing[]) {
  const images = sharedImages(ctx)
  return Promise.all(
    sections.map(async (s) => ({
      eyebrow: s.eyebrow,
      heading: s.heading,
      paragraphA: s.paragraphA,
      paragraphB: s.paragraphB,
      image: s.illustration ? await images.section(s.illustration) : undefined,
    })),
  )
}

async function benefitsData(ctx: SeedContext, benefits: SeedBenefits | undefined) {
  if (!benefits) return undefined
  const images = sharedImages(ctx)
  const cards = []
  for (const card of benefits.cards) cards.push({ title: card.title, text: card.text, image: await images.benefit(card.illustration) })
  return { heading: benefits.heading, intro: benefits.intro, cards }
}

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
      plansHeading: c.plansHeading,
      marketing: await marketingData(ctx, c.marketing),
      benefits: await benefitsData(ctx, c.benefits),
      faqs: c.faqs,
      meta: c.meta,
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
      marketing: await marketingData(ctx, p.marketing),
      benefits: await benefitsData(ctx, p.benefits),
      faqs: p.faqs,
    })
  }
  await seedProductsInPidgin(ctx, categoryIds)
}

/** A benefits group's words in another language, over the saved cards (their pictures stay shared). */
function benefitsInLanguage(saved: { cards?: { id?: string | null }[] | null } | null | undefined, words: PidginBenefits | undefined) {
  if (!words) return undefined
  return { heading: words.heading, intro: words.intro, cards: rowsInLanguage(saved?.cards, words.cards) }
}

/**
 * Every category's and product's words in Nigerian Pidgin (/pcm/policy/…), on the same pictures, plans and
 * rows. Written for this demo and not yet reviewed by a fluent speaker: the admin lists each as waiting for
 * that review (decision 045).
 */
async function seedProductsInPidgin(ctx: SeedContext, categoryIds: Map<string, number>): Promise<void> {
  const write = { locale: 'pcm' as const, context: SEED_CONTEXT, overrideAccess: true, depth: 0 }
  for (const c of categories) {
    const id = categoryIds.get(c.slug)
    const words = categoriesInPidgin[c.slug]
    if (id === undefined || !words) continue
    const english = await ctx.payload.findByID({ collection: 'product-categories', id, locale: 'en', depth: 0, overrideAccess: true })
    await ctx.payload.update({
      collection: 'product-categories',
      id,
      ...write,
      data: {
        _status: 'published',
        translationReviewed: false,
        menuBlurb: words.blurb,
        heading: words.heading,
        description: words.description,
        plansHeading: words.plansHeading,
        marketing: rowsInLanguage(english.marketing, words.marketing),
        benefits: benefitsInLanguage(english.benefits, words.benefits),
        faqs: rowsInLanguage(english.faqs, words.faqs),
        meta: words.meta,
      },
    })
  }
  for (const p of products) {
    const words = productsInPidgin[p.slug]
    if (!words) continue
    const { docs } = await ctx.payload.find({ collection: 'products', where: { slug: { equals: p.slug } }, locale: 'en', depth: 0, limit: 1, overrideAccess: true })
    const english = docs[0]
    if (!english) continue
    await ctx.payload.update({
      collection: 'products',
      id: english.id,
      ...write,
      data: {
        _status: 'published',
        translationReviewed: false,
        summary: words.summary,
        heading: words.heading,
        description: words.description,
        marketing: rowsInLanguage(english.marketing, words.marketing),
        benefits: benefitsInLanguage(english.benefits, words.benefits),
        faqs: rowsInLanguage(english.faqs, words.faqs),
      },
    })
  }
}
