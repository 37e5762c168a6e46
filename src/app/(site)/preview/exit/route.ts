import { draftMode } from 'next/headers'
import type { NextRequest } from 'next/server'

import { safeInternalPath } from '@/lib/http/site-path'

/** Where to go after leaving preview: ?path=…, else the page the editor was on, else home. */
function returnPath(request: NextRequest): string {
  const fromQuery = safeInternalPath(request.nextUrl.searchParams.get('path'))
  if (fromQuery) return fromQuery
  const referer = request.headers.get('referer')
  if (referer) {
    try {
      const url = new URL(referer)
      if (url.host === request.nextUrl.host) return safeInternalPath(`${url.pathname}${url.search}`) ?? '/'
    } catch {
      // An unreadable Referer: go home.
    }
  }
  return '/'
}

/** GET /preview/exit — turns draft mode off and shows the published page again. */
export async function GET(request: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  // A relative Location stays on this site whatever host name or proxy is in front.
  return new Response(null, { status: 303, headers: { location: returnPath(request), 'cache-control': 'no-store' } })
}
