import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ProductPage } from '@/components/Product/ProductPage'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { getProductPage, getRoutingCatalog } from '@/lib/content/products'
import { getSiteSettings } from '@/lib/content/site'
import { env } from '@/lib/env'
import { paths } from '@/lib/paths'
import { categoryPath, resolveProductPage } from '@/lib/routing/resolve'
import { canonicalUrl, redirectOrNotFound, redirectWithinSite } from '@/lib/routing/server'
import { breadcrumbJsonLd, graphJsonLd, productJsonLd } from '@/lib/structured-data'

/** The product page's metadata, for its address and for its `?cover=` form (cover/page.tsx). */
export async function productMetadata(section: string, id: string): Promise<Metadata> {
  const match = resolveProductPage(section, id, await getRoutingCatalog())
  if (match.kind !== 'product') return {}
  const data = await getProductPage(match.product.id)
  if (!data) return {}
  const { product, category } = data
  return {
    title: product.meta?.title || `${product.title}: ${category.name.toLowerCase()} insurance`,
    description: product.meta?.description || product.summary,
    alternates: { canonical: canonicalUrl(paths.product(category.slug, product.slug)) },
  }
}

/**
 * /policy/{category}/{product}: a product page. Old links (/policy/individual/{id},
 * /policy/corporate/{numeric id}, numeric ids, other letter cases) redirect here permanently; a
 * product under another category's address is not found. `cover` is the needs calculator's `?cover=`
 * (a sum assured the quote starts at), or null.
 */
export async function ProductRoute({ section, id, cover }: { section: string; id: string; cover: number | null }) {
  const match = resolveProductPage(section, id, await getRoutingCatalog())
  if (match.kind === 'redirect') redirectWithinSite(match.to)
  if (match.kind === 'none') return redirectOrNotFound(`/policy/${section}/${id}`)
  const data = await getProductPage(match.product.id)
  if (!data) notFound()
  const { brandName } = await getSiteSettings()
  const origin = new URL(env.serverUrl).origin
  const path = paths.product(data.category.slug, data.product.slug)
  return (
    <>
      <StructuredData
        data={graphJsonLd([
          productJsonLd(origin, { name: data.product.title, description: data.product.summary, path, category: data.category.name }, brandName),
          breadcrumbJsonLd(origin, [
            { name: 'Home', path: '/' },
            { name: data.category.name, path: categoryPath(match.category) },
            { name: data.product.title, path },
          ]),
        ])}
      />
      <ProductPage
        product={data.product}
        category={data.category}
        siblings={data.siblings}
        categoryHref={categoryPath(match.category)}
        cover={cover}
      />
    </>
  )
}
