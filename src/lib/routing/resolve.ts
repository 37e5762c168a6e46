/**
 * Which page an address shows, and where the older link shapes of the site go.
 *
 * One page has one address (built by src/lib/paths.ts). Everything else that old links, menus or
 * printed material may use answers with a permanent redirect to that address:
 *
 *   /policy/Medical/home, /policy/LIFE/home     → /policy/medical/home, /policy/life/home
 *   /medical/home, /life/home (old footer)      → /policy/medical/home, /policy/life/home
 *   /policy/corporate/home, /Corporate/home     → /corporate/home
 *   /policy/individual/{slug or numeric id}     → /policy/{category}/{slug}
 *   /policy/corporate/{numeric id}              → /policy/corporate/{slug}
 *   /policy/{category}/{numeric id}             → /policy/{category}/{slug}
 *
 * Unknown sections and ids resolve to nothing (404): /foo/home is not a page.
 * Pure functions over a small catalogue of categories and products, so they are easy to test.
 */
import { paths } from '@/lib/paths'

export type RoutingCategory = { id: number; slug: string; name: string; kind: 'individual' | 'corporate' }
export type RoutingProduct = { id: number; slug: string; categoryId: number }
export type Catalog = { categories: RoutingCategory[]; products: RoutingProduct[] }

/** The section word old individual product links use: /policy/individual/{id}. */
export const INDIVIDUAL_SECTION = 'individual'
const LANDING = 'home'

export type CategoryMatch = { kind: 'category'; category: RoutingCategory }
export type ProductMatch = { kind: 'product'; category: RoutingCategory; product: RoutingProduct }
export type Redirect = { kind: 'redirect'; to: string }
export type CorporateMatch = { kind: 'corporate' }
export type NoMatch = { kind: 'none' }
export type Resolution = CategoryMatch | ProductMatch | CorporateMatch | Redirect | NoMatch

/** The canonical landing page of a category: corporate has its own page. */
export function categoryPath(category: RoutingCategory): string {
  return category.kind === 'corporate' ? paths.corporate() : paths.category(category.slug)
}

function findCategory(catalog: Catalog, section: string): RoutingCategory | undefined {
  const wanted = section.trim().toLowerCase()
  if (!wanted) return undefined
  return (
    catalog.categories.find((c) => c.slug === wanted) ??
    catalog.categories.find((c) => c.slug.toLowerCase() === wanted || c.name.trim().toLowerCase() === wanted)
  )
}

function findProduct(catalog: Catalog, id: string, inCategories: (c: RoutingCategory) => boolean): RoutingProduct | undefined {
  const wanted = id.trim().toLowerCase()
  if (!wanted) return undefined
  const allowed = new Set(catalog.categories.filter(inCategories).map((c) => c.id))
  const candidates = catalog.products.filter((p) => allowed.has(p.categoryId))
  if (/^\d+$/.test(wanted)) {
    const numeric = Number(wanted)
    return candidates.find((p) => p.id === numeric)
  }
  return candidates.find((p) => p.slug === wanted)
}

/** /policy/{section}/home */
export function resolveCategoryLanding(section: string, catalog: Catalog): CategoryMatch | Redirect | NoMatch {
  const category = findCategory(catalog, section)
  if (!category) return { kind: 'none' }
  const canonical = categoryPath(category)
  if (canonical === paths.category(section)) return { kind: 'category', category }
  return { kind: 'redirect', to: canonical }
}

/** /policy/{section}/{id}, where id is a product's slug (canonical) or its numeric id (old links). */
export function resolveProductPage(section: string, id: string, catalog: Catalog): ProductMatch | Redirect | NoMatch {
  if (id.toLowerCase() === LANDING) {
    const landing = resolveCategoryLanding(section, catalog)
    return landing.kind === 'category' ? { kind: 'redirect', to: categoryPath(landing.category) } : landing
  }
  const isIndividualAlias = section.trim().toLowerCase() === INDIVIDUAL_SECTION
  const sectionCategory = isIndividualAlias ? undefined : findCategory(catalog, section)
  if (!isIndividualAlias && !sectionCategory) return { kind: 'none' }

  const product = findProduct(catalog, id, (c) =>
    isIndividualAlias ? c.kind === 'individual' : c.id === sectionCategory?.id,
  )
  if (!product) return { kind: 'none' }
  const category = catalog.categories.find((c) => c.id === product.categoryId)
  if (!category) return { kind: 'none' }

  const canonical = paths.product(category.slug, product.slug)
  if (canonical === paths.product(section, id)) return { kind: 'product', category, product }
  return { kind: 'redirect', to: canonical }
}

/** Splits a path into its segments, decoding each; null when it cannot be decoded. */
export function segmentsOf(pathname: string): string[] | null {
  try {
    return pathname
      .split('?')[0]!
      .split('#')[0]!
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s))
  } catch {
    return null
  }
}

/**
 * Any address: what it shows or where it goes. The route files call the specific resolvers above
 * for the addresses they own; the catch-all route uses this for everything else.
 */
export function resolvePath(pathname: string, catalog: Catalog): Resolution {
  const segments = segmentsOf(pathname)
  if (!segments) return { kind: 'none' }
  const [first, second, third, ...rest] = segments
  if (rest.length > 0 || !first) return { kind: 'none' }

  if (first === 'policy' && second && third) {
    return third === LANDING ? resolveCategoryLanding(second, catalog) : resolveProductPage(second, third, catalog)
  }
  // The old footer's /{category}/home, in any letter case.
  if (second && !third && second.toLowerCase() === LANDING) {
    const category = findCategory(catalog, first)
    if (!category) return { kind: 'none' }
    const canonical = categoryPath(category)
    // /corporate/home is a page of its own; only other spellings of it redirect.
    return canonical === `/${first}/${second}` ? { kind: 'corporate' } : { kind: 'redirect', to: canonical }
  }
  return { kind: 'none' }
}
