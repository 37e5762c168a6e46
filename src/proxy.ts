import { NextResponse, type NextRequest } from 'next/server'

import { languageRoutes } from '@/lib/i18n/routes'
import { isOldLink, isOldPolicyLink, OLD_LINK_PREFIX } from '@/lib/routing/aliases'

/**
 * Old policy and blog link shapes (/policy/Medical/home, /policy/individual/12, /blog/lifeblog,
 * /blog/Markets, /blog/life-insurance/12, …) go to the catch-all route, which answers with one clean
 * permanent redirect; canonical addresses go on to the cached policy and blog pages untouched.
 * See src/lib/routing/aliases.ts and docs/decisions/006 for why.
 *
 * A product page's address with the needs calculator's `?cover=` goes to its own route
 * (policy/[section]/[id]/cover), which reads the query string and so is rendered per request: a page
 * that reads it is never kept, and the plain product page, which does not, is (decision 018). In the same
 * way /how-much-cover and /compare with a query string (answers, a comparison) go to their `answers`
 * routes, and a plain visit is kept.
 *
 * The same old policy shapes under another language (/pcm/policy/Life/home) go to that language's
 * catch-all (decision 045), which sends them to the page in that language.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl
  const url = request.nextUrl.clone()
  if (isOldLink(pathname)) {
    url.pathname = `${OLD_LINK_PREFIX}${pathname}`
    return NextResponse.rewrite(url)
  }
  const { code, path } = languageRoutes.parse(pathname)
  if (languageRoutes.isOtherLanguage(code) && isOldPolicyLink(path)) {
    url.pathname = `/lang/${code}${OLD_LINK_PREFIX}${path}`
    return NextResponse.rewrite(url)
  }
  if (searchParams.has('cover') && PRODUCT_PAGE.test(pathname)) {
    url.pathname = `${pathname}/cover`
    return NextResponse.rewrite(url)
  }
  if (FORM_PAGES.has(pathname) && [...searchParams.keys()].some((key) => key !== RSC_QUERY)) {
    url.pathname = `${pathname}/answers`
    return NextResponse.rewrite(url)
  }
  return NextResponse.next()
}

/** Pages whose GET form answers come back in the query string. */
const FORM_PAGES = new Set(['/how-much-cover', '/compare'])
/** The cache-busting parameter Next's router adds to its own requests: not a visitor's answer. */
const RSC_QUERY = '_rsc'

/** /policy/{category}/{product}: two segments, the second not a category's home. */
const PRODUCT_PAGE = /^\/policy\/[^/]+\/(?!home$)[^/]+$/

export const config = { matcher: ['/policy/:section/:id', '/:language/policy/:section/:id', '/blog/:section', '/blog/:section/:id', '/how-much-cover', '/compare'] }
