import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CategoryPage } from '@/components/Category/CategoryPage'
import { compareHref } from '@/lib/compare/query'
import { isComparable } from '@/lib/compare/figures'
import { getComparePlans } from '@/lib/content/compare'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { getCategoryPage, getRoutingCatalog } from '@/lib/content/products'
import { env } from '@/lib/env'
import { paths } from '@/lib/paths'
import { resolveCategoryLanding } from '@/lib/routing/resolve'
import { canonicalUrl, redirectOrNotFound, redirectWithinSite } from '@/lib/routing/server'
import { breadcrumbJsonLd, graphJsonLd } from '@/lib/structured-data'

/** No page at build time (decision 013): each is rendered on its first request and kept in Next's cache (decision 018). */
export function generateStaticParams(): never[] {
  return []
}

type Props = { params: Promise<{ section: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section } = await params
  const match = resolveCategoryLanding(section, await getRoutingCatalog())
  if (match.kind !== 'category') return {}
  const data = await getCategoryPage(match.category.id)
  if (!data) return {}
  const { category } = data
  return {
    title: category.meta?.title || `${category.name} insurance plans`,
    description:
      category.meta?.description || category.description || `${category.name} plans from Redwood Life Assurance.`,
    alternates: { canonical: canonicalUrl(paths.category(category.slug)) },
  }
}

/** /policy/{category}/home: a category's landing page; other spellings redirect here. */
export default async function CategoryRoute({ params }: Props) {
  const { section } = await params
  const match = resolveCategoryLanding(section, await getRoutingCatalog())
  if (match.kind === 'redirect') redirectWithinSite(match.to)
  if (match.kind === 'none') return redirectOrNotFound(`/policy/${section}/home`)
  const data = await getCategoryPage(match.category.id)
  if (!data) notFound()
  // The comparison opens with the first two of this category's plans that it can price ticked.
  const prefix = `${paths.category(data.category.slug).replace(/home$/, '')}`
  const own = (await getComparePlans()).filter((p) => isComparable(p.kind) && p.productHref.startsWith(prefix)).map((p) => p.code)
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: data.category.name, path: paths.category(data.category.slug) },
  ]
  return (
    <>
      <StructuredData data={graphJsonLd([breadcrumbJsonLd(new URL(env.serverUrl).origin, crumbs)])} />
      <CategoryPage category={data.category} products={data.products} compareHref={own.length > 0 ? compareHref(own.slice(0, 2)) : null} />
    </>
  )
}
