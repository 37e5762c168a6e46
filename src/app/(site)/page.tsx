import type { Metadata } from 'next'

import { HomePage } from '@/components/Home/HomePage'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { getHome, getHomeProducts, getWhatsHot } from '@/lib/content/home'
import { getSiteSettings } from '@/lib/content/site'
import { env } from '@/lib/env'
import { paymentLink } from '@/lib/pay/link'
import { organizationJsonLd } from '@/lib/structured-data'

export async function generateMetadata(): Promise<Metadata> {
  const home = await getHome()
  return {
    title: home.meta?.title || undefined,
    description: home.meta?.description || undefined,
  }
}

export default async function Page() {
  const [home, products, articleGroups, settings] = await Promise.all([
    getHome(),
    getHomeProducts(),
    getWhatsHot(),
    getSiteSettings(),
  ])
  return (
    <>
      <HomePage home={home} products={products} articleGroups={articleGroups} payment={paymentLink(settings)} />
      {/* Who the insurer is (name, address, numbers), for search engines' knowledge panels. */}
      <StructuredData data={organizationJsonLd(settings, new URL(env.serverUrl).origin)} />
    </>
  )
}
