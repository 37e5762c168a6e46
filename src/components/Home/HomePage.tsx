import type { HomeArticleGroup, HomeProduct } from '@/lib/content/home'
import { i18n } from '@/lib/i18n'
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
  code,
  home,
  products,
  articleGroups,
  payment,
}: {
  /** The page's language (decision 045). */
  code: string
  home: Home
  products: HomeProduct[]
  articleGroups: HomeArticleGroup[]
  payment: { href: string; external: boolean } | null
}) {
  return (
    <>
      <Hero code={code} slides={home.heroSlides ?? []} buyLabel={home.buyButtonLabel || i18n.translate(code)('Buy A Policy')} />
      <Spotlights code={code} items={home.spotlights ?? []} />
      <Intro intro={home.intro} />
      <ProductCarousel code={code} heading={home.productsHeading} intro={home.productsIntro} products={products} />
      <SelfService
        code={code}
        heading={home.selfServiceHeading}
        intro={home.selfServiceIntro}
        cards={home.selfServiceCards}
        payment={payment}
      />
      <Panels code={code} items={home.otherSections ?? []} />
      <WhatsHot code={code} heading={home.whatsHotHeading} intro={home.whatsHotIntro} groups={articleGroups} />
    </>
  )
}
