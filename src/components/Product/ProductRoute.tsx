import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TranslationNotice } from '@/components/Language/TranslationNotice'
import { ProductPage } from '@/components/Product/ProductPage'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { getProductPage, getRoutingCatalog } from '@/lib/content/products'
import { getSiteSettings } from '@/lib/content/site'
import { getDocumentTranslation } from '@/lib/content/translation'
import { env } from '@/lib/env'
import { i18n } from '@/lib/i18n'
import { languageAlternates } from '@/lib/metadata'
import { paths } from '@/lib/paths'
import { categoryPath, resolveProductPage } from '@/lib/routing/resolve'
import { redirectOrNotFound, redirectWithinSite } from '@/lib/routing/server'
import { breadcrumbJsonLd, graphJsonLd, productJsonLd } from '@/lib/structured-data'

/** The product page's metadata in a language, for its address and for its `?cover=` form (cover/page.tsx). */
export async function productMetadata(section: string, id: string, code: string = i18n.defaultLanguage.code): Promise<Metadata> {
  const match = resolveProductPage(section, id, await getRoutingCatalog())
  if (match.kind !== 'product') return {}
  const data = await getProductPage(match.product.id, code)
  if (!data) return {}
  const { product, category } = data
  const t = i18n.translate(code)
  return {
    title: product.meta?.title || t('{product}: {category} insurance', { product: product.title, category: category.name.toLowerCase() }),
    description: product.meta?.description || product.summary,
    alternates: languageAlternates(paths.product(category.slug, product.slug), code),
  }
}

/**
 * /policy/{category}/{product}, and the same page in another language (/pcm/policy/…; decision 045). Old
 * links (/policy/individual/{id}, /policy/corporate/{numeric id}, numeric ids, other letter cases) redirect
 * here permanently, in the same language; a product under another category's address is not found.
 * `cover` is the needs calculator's `?cover=` (a sum assured the quote starts at), or null.
 */
export async function ProductRoute({ section, id, cover, code = i18n.defaultLanguage.code }: { section: string; id: string; cover: number | null; code?: string }) {
  const match = resolveProductPage(section, id, await getRoutingCatalog())
  if (match.kind === 'redirect') redirectWithinSite(i18n.href(code, match.to))
  if (match.kind === 'none') return redirectOrNotFound(i18n.href(code, `/policy/${section}/${id}`))
  const [data, settings] = await Promise.all([getProductPage(match.product.id, code), getSiteSettings()])
  if (!data) notFound()
  const translation = i18n.isOtherLanguage(code) ? await getDocumentTranslation('products', data.product.id, code) : null
  const t = i18n.translate(code)
  const origin = new URL(env.serverUrl).origin
  const path = paths.product(data.category.slug, data.product.slug)
  return (
    <>
      <StructuredData
        data={graphJsonLd([
          productJsonLd(origin, { name: data.product.title, description: data.product.summary, path: i18n.href(code, path), category: data.category.name }, settings.brandName),
          breadcrumbJsonLd(origin, [
            { name: t('Home'), path: i18n.href(code, paths.home()) },
            { name: data.category.name, path: i18n.href(code, categoryPath(match.category)) },
            { name: data.product.title, path: i18n.href(code, path) },
          ]),
        ])}
      />
      <TranslationNotice code={code} path={path} missing={translation?.missing.length ?? 0} />
      <ProductPage
        code={code}
        product={data.product}
        category={data.category}
        siblings={data.siblings}
        categoryHref={categoryPath(match.category)}
        cover={cover}
      />
    </>
  )
}
