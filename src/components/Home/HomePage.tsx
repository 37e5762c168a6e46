import type { HomeArticleGroup, HomeProduct } from '@/lib/content/home'
import type { Home } from '@/payload-types'

import { Hero } from './Hero'
import { Intro } from './Intro'
import { Panels } from './Panels'
import { ProductCarousel } from './ProductCarousel'
import { SelfService } from './SelfService'
import { Spotlights } from './Spotlights'
import { WhatsHot } from './WhatsHot'

/**
 * The home page, top to bottom as the spec orders it. Everything is rendered on the server; only the
 * carousel buttons, the tabs and the Buy A Policy scroll run in the browser.
 */
export function HomePage({
  home,
  products,
  articleGroups,
  payment,
}: {
  home: Home
  products: HomeProduct[]
  articleGroups: HomeArticleGroup[]
  payment: { href: string; external: boolean } | null
}) {
  return (
    <>
      <Hero slides={home.heroSlides ?? []} buyLabel={home.buyButtonLabel || 'Buy A Policy'} />
      <Spotlights items={home.spotlights ?? []} />
      <Intro intro={home.intro} />
      <ProductCarousel heading={home.productsHeading} intro={home.productsIntro} products={products} />
      <SelfService
        heading={home.selfServiceHeading}
        intro={home.selfServiceIntro}
        cards={home.selfServiceCards}
        payment={payment}
      />
      <Panels items={home.otherSections ?? []} />
      <WhatsHot heading={home.whatsHotHeading} intro={home.whatsHotIntro} groups={articleGroups} />
    </>
  )
}
