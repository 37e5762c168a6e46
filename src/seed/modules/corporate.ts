import type { SeedContext } from '../context'
import { SEED_CONTEXT } from '../context'
import { corporatePage } from '../data/products'
import { sharedImages } from './products'

/** The Corporate page (/corporate/home). Runs after the products, whose corporate plans it lists. */
export async function seedCorporate(ctx: SeedContext): Promise<void> {
  const images = sharedImages(ctx)
  const page = corporatePage
  const heroImage = await ctx.image({ kind: page.illustration, seed: 'corporate-hero', width: 1600, height: 900 })
  const cards = []
  for (const card of page.whyUs.cards) cards.push({ title: card.title, text: card.text, image: await images.benefit(card.illustration) })
  const spotlights = []
  for (const s of page.spotlights) {
    spotlights.push({ heading: s.heading, text: s.text, link: s.link, image: await images.section(s.illustration) })
  }
  await ctx.payload.updateGlobal({
    slug: 'corporate',
    context: SEED_CONTEXT,
    overrideAccess: true,
    data: {
      _status: 'published',
      heading: page.heading,
      intro: page.intro,
      heroImage,
      cta: page.cta,
      whyUs: { heading: page.whyUs.heading, intro: page.whyUs.intro, cards },
      spotlights,
      plansHeading: page.plansHeading,
      plansIntro: page.plansIntro,
      meta: page.meta,
    },
  })
}
