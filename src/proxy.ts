import { NextResponse, type NextRequest } from 'next/server'

import { isOldLink, OLD_LINK_PREFIX } from '@/lib/routing/aliases'

/**
 * Old policy and blog link shapes (/policy/Medical/home, /policy/individual/12, /blog/lifeblog,
 * /blog/Markets, /blog/life-insurance/12, …) go to the catch-all route, which answers with one clean
 * permanent redirect; canonical addresses go on to the cached policy and blog pages untouched.
 * See src/lib/routing/aliases.ts and docs/decisions/006 for why.
 */
export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  if (!isOldLink(pathname)) return NextResponse.next()
  const url = request.nextUrl.clone()
  url.pathname = `${OLD_LINK_PREFIX}${pathname}`
  return NextResponse.rewrite(url)
}

export const config = { matcher: ['/policy/:section/:id', '/blog/:section', '/blog/:section/:id'] }
