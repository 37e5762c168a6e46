import { draftMode } from 'next/headers'
import { type NextRequest, NextResponse } from 'next/server'
import { executeAuthStrategies } from 'payload'

import { CONTENT_ROLES, hasRole } from '@/lib/staff/roles'
import { payloadClient } from '@/lib/content/payload'
import { safeInternalPath } from '@/lib/http/site-path'
import { previewHref } from '@/lib/preview'

/**
 * GET /preview?path=/blog/markets/… — the CMS's Preview button. A signed-in editor gets Next.js draft
 * mode and is sent to the page, which then shows drafts. Only same-site paths are accepted, so this
 * can never be used to bounce visitors to another website.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const path = safeInternalPath(request.nextUrl.searchParams.get('path'))
  if (!path) {
    return new NextResponse('This preview link is broken: it must point to a page on this website.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const payload = await payloadClient()
  // Who is asking, nothing more: `payload.auth()` would also work out their access to every collection.
  const { user } = await executeAuthStrategies({ headers: request.headers, payload, canSetHeaders: false })
  if (!user) {
    // Not signed in (or the session expired): sign in, then come back to this preview.
    return seeOther(`/admin/login?redirect=${encodeURIComponent(previewHref(path))}`)
  }
  if (!hasRole(user, ...CONTENT_ROLES)) {
    return new NextResponse('Previews of unpublished pages are for editors and publishers. Ask an administrator for one of those roles.', {
      status: 403,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    })
  }
  ;(await draftMode()).enable()
  return seeOther(path)
}

/** A redirect to a path on this site (a relative Location works behind any proxy or host name). */
function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })
}
