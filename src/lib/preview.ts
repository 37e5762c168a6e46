import type { CollectionConfig, GeneratePreviewURL, GlobalConfig, PayloadRequest, RootLivePreviewConfig } from 'payload'

import { safeInternalPath } from './http/site-path'
import { i18n } from './i18n'
import { paths } from './paths'
import { CONTENT_ROLES, hasRole } from './staff/roles'

/**
 * Draft previews. The admin's "Preview" button opens /preview?path=…; that route checks the editor is
 * signed in, turns on Next.js draft mode and sends them to the page, which then reads drafts instead of
 * the published content (see cachedRead in src/lib/content/payload.ts). /preview/exit turns it off.
 *
 * Add a preview to a collection or global with one line in its admin settings, e.g.
 *   admin: { preview: previewAt('/claims') }                      (a page with a fixed address)
 *   admin: { preview: previewDocument('products') }               (a document with its own page)
 */
export const PREVIEW_ROUTE = '/preview'
export const EXIT_PREVIEW_ROUTE = '/preview/exit'

/** The address that starts a preview of the page at `path`. */
export function previewHref(path: string): string {
  return `${PREVIEW_ROUTE}?path=${encodeURIComponent(path)}`
}

/** The address that leaves preview and returns to `path`. */
export function exitPreviewHref(path?: string | null): string {
  const safe = safeInternalPath(path)
  return safe ? `${EXIT_PREVIEW_ROUTE}?path=${encodeURIComponent(safe)}` : EXIT_PREVIEW_ROUTE
}

/**
 * Preview for a global or any document whose page has a fixed address: in the language the editor is
 * editing, where the page has an address in it (decision 045).
 */
export const previewAt =
  (path: string): GeneratePreviewURL =>
  (_doc, { locale }) =>
    previewHref(i18n.href(locale, path))

type Resolver = (doc: Record<string, unknown>, req: PayloadRequest) => Promise<string | null>

async function slugOf(req: PayloadRequest, collection: 'blog-groups' | 'product-categories', value: unknown) {
  if (value && typeof value === 'object' && 'slug' in value && typeof value.slug === 'string') return value.slug
  const id = typeof value === 'number' || typeof value === 'string' ? value : null
  if (id == null || id === '') return null
  try {
    const doc = await req.payload.findByID({ collection, id, depth: 0, disableErrors: true, overrideAccess: true })
    return doc?.slug ?? null
  } catch {
    return null
  }
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.length > 0 ? v : null)

/** Where each previewable collection's documents appear on the site. */
const resolvers = {
  'blog-posts': async (doc, req) => {
    const group = await slugOf(req, 'blog-groups', doc.group)
    const slug = str(doc.slug)
    return group && slug ? paths.article(group, slug) : null
  },
  products: async (doc, req) => {
    const category = await slugOf(req, 'product-categories', doc.category)
    const slug = str(doc.slug)
    return category && slug ? paths.product(category, slug) : null
  },
  'product-categories': async (doc) => {
    // The corporate category's landing page is the Corporate page.
    if (doc.kind === 'corporate') return paths.corporate()
    const slug = str(doc.slug)
    return slug ? paths.category(slug) : null
  },
  'blog-groups': async (doc) => {
    const slug = str(doc.slug)
    return slug ? paths.blogGroup(slug) : null
  },
} satisfies Record<string, Resolver>

export type PreviewableCollection = keyof typeof resolvers

/** Preview for a collection whose documents each have their own page (see `resolvers` above). */
export const previewDocument =
  (collection: PreviewableCollection): GeneratePreviewURL =>
  async (doc, { req }) => {
    const path = await resolvers[collection](doc, req)
    return path ? previewHref(path) : null
  }

/**
 * Live preview (decision 034): the page beside the form, in the admin, at a phone's and a desktop's
 * width. Its address is the document's own Preview address (the `/preview` route above: a content role,
 * then draft mode, then the page), so it shows the saved draft and keeps the preview's access rules.
 */
export const LIVE_PREVIEW_BREAKPOINTS = [
  { name: 'phone', label: 'Phone', width: 375, height: 667 },
  { name: 'desktop', label: 'Desktop', width: 1280, height: 800 },
] as const

type Previewable = { slug: string; admin?: { preview?: GeneratePreviewURL } }

/** The slugs of the given configs, each of which must have a Preview address to show. */
function previewableSlugs(configs: readonly Previewable[]): string[] {
  return configs.map(({ slug, admin }) => {
    if (typeof admin?.preview !== 'function') throw new Error(`Live preview of ${slug} needs its admin.preview address (src/lib/preview.ts).`)
    return slug
  })
}

/**
 * The admin's live preview of the given collections and globals. Only editors and publishers are offered
 * it (the preview route refuses everyone else); the address is the one the Preview button opens.
 */
export function livePreview({ collections, globals }: { collections: readonly CollectionConfig[]; globals: readonly GlobalConfig[] }): RootLivePreviewConfig {
  return {
    breakpoints: LIVE_PREVIEW_BREAKPOINTS.map((breakpoint) => ({ ...breakpoint })),
    collections: previewableSlugs(collections),
    globals: previewableSlugs(globals),
    url: async ({ data, collectionConfig, globalConfig, req }) => {
      if (!hasRole(req.user, ...CONTENT_ROLES)) return null
      const preview = (collectionConfig ?? globalConfig)?.admin?.preview
      if (typeof preview !== 'function') return null
      const href = await preview(data, { locale: typeof req.locale === 'string' ? req.locale : '', req, token: null })
      return href ?? null
    },
  }
}
