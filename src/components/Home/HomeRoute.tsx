import type { Metadata } from 'next'

import { HomePage } from '@/components/Home/HomePage'
import { TranslationNotice } from '@/components/Language/TranslationNotice'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { getHome, getHomeProducts, getWhatsHot } from '@/lib/content/home'
import { getSiteSettings } from '@/lib/content/site'
import { getGlobalTranslation } from '@/lib/content/translation'
import { env } from '@/lib/env'
import { i18n } from '@/lib/i18n'
import { languageAlternates } from '@/lib/metadata'
import { paymentLink } from '@/lib/pay/link'
import { paths } from '@/lib/paths'
import { organizationJsonLd } from '@/lib/structured-data'

/** The home page's title, description and addresses in a language. */
export async function homeMetadata(code: string): Promise<Metadata> {
  const home = await getHome(code)
  return {
    title: home.meta?.title || undefined,
    description: home.meta?.description || undefined,
    alternates: languageAlternates(paths.home(), code),
  }
}

/** The home page in a language: `/` and `/pcm` (decision 045). */
export async function HomeRoute({ code }: { code: string }) {
  const [home, products, articleGroups, settings, translation] = await Promise.all([
    getHome(code),
    getHomeProducts(code),
    getWhatsHot(),
    getSiteSettings(),
    i18n.isOtherLanguage(code) ? getGlobalTranslation('home', code) : null,
  ])
  return (
    <>
      <TranslationNotice code={code} path={paths.home()} missing={translation?.missing.length ?? 0} />
      <HomePage code={code} home={home} products={products} articleGroups={articleGroups} payment={paymentLink(settings)} />
      {/* Who the insurer is (name, address, numbers), for search engines' knowledge panels. */}
      <StructuredData data={organizationJsonLd(settings, new URL(env.serverUrl).origin)} />
    </>
  )
}
