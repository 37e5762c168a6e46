import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { CategoryPage } from '@/components/Category/CategoryPage'
import { TranslationNotice } from '@/components/Language/TranslationNotice'
import { StructuredData } from '@/components/StructuredData/StructuredData'
import { isComparable } from '@/lib/compare/figures'
import { compareHref } from '@/lib/compare/query'
import { getComparePlans } from '@/lib/content/compare'
import { getCategoryPage, getRoutingCatalog } from '@/lib/content/products'
import { getDocumentTranslation } from '@/lib/content/translation'
import { env } from '@/lib/env'
import { i18n } from '@/lib/i18n'
import { languageAlternates } from '@/lib/metadata'
import { paths } from '@/lib/paths'
import { resolveCategoryLanding } from '@/lib/routing/resolve'
import { redirectOrNotFound, redirectWithinSite } from '@/lib/routing/server'
import { breadcrumbJsonLd, graphJsonLd } from '@/lib/structured-data'

/** A category landing page's title, description and addresses in a language. */
export async function categoryMetadata(section: string, code: string = i18n.defaultLanguage.code): Promise<Metadata> {
  const match = resolveCategoryLanding(section, await getRoutingCatalog())
  if (match.kind !== 'category') return {}
  const data = await getCategoryPage(match.category.id, code)
  if (!data) return {}
  const { category } = data
  const t = i18n.translate(code)
  return {
    title: category.meta?.title || t('{name} insurance plans', { name: category.name }),
    description: category.meta?.description || category.description || t('{name} plans from Redwood Life Assurance.', { name: category.name }),
    alternates: languageAlternates(paths.category(category.slug), code),
  }
}

/**
 * /policy/{category}/home: a category's landing page, and the same page in another language
 * (/pcm/policy/{category}/home; decision 045). Other spellings redirect here, in the same language.
 */
export async function CategoryRoute({ section, code = i18n.defaultLanguage.code }: { section: string; code?: string }) {
  const match = resolveCategoryLanding(section, await getRoutingCatalog())
  if (match.kind === 'redirect') redirectWithinSite(i18n.href(code, match.to))
  if (match.kind === 'none') return redirectOrNotFound(i18n.href(code, `/policy/${section}/home`))
  const data = await getCategoryPage(match.category.id, code)
  if (!data) notFound()
  const translation = i18n.isOtherLanguage(code) ? await getDocumentTranslation('product-categories', data.category.id, code) : null
  const t = i18n.translate(code)
  const path = paths.category(data.category.slug)
  // The comparison opens with the first two of this category's plans that it can price ticked.
  const prefix = path.replace(/home$/, '')
  const own = (await getComparePlans()).filter((p) => isComparable(p.kind) && p.productHref.startsWith(prefix)).map((p) => p.code)
  const crumbs = [
    { name: t('Home'), path: i18n.href(code, paths.home()) },
    { name: data.category.name, path: i18n.href(code, path) },
  ]
  return (
    <>
      <StructuredData data={graphJsonLd([breadcrumbJsonLd(new URL(env.serverUrl).origin, crumbs)])} />
      <TranslationNotice code={code} path={path} missing={translation?.missing.length ?? 0} />
      <CategoryPage code={code} category={data.category} products={data.products} compareHref={own.length > 0 ? compareHref(own.slice(0, 2)) : null} />
    </>
  )
}
