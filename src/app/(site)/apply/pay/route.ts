import { startPayment } from '@/lib/application/payment.server'
import { applicationFor } from '@/lib/application/session.server'
import { applyPaths } from '@/lib/application/steps'
import { looksLikeToken } from '@/lib/application/token'
import { BodyTooLarge, readBodyBytes } from '@/lib/http/body'
import { plainText as plain, seeOther } from '@/lib/http/responses'
import { isSameSitePost } from '@/lib/http/same-site'
import { paystackConfig } from '@/lib/payments/paystack'

/** The form holds one hidden token (and multipart's boundaries): anything much longer is not our form. */
const BODY_LIMIT = 4 * 1024

/**
 * "Pay the first premium": a plain form post answered with a 303 to the page Paystack returned, the
 * only address off this site we send anyone to. A plain post, not a server action, so the browser
 * itself follows the redirect, with or without JavaScript: a script following it would be fetching
 * Paystack's page, which the Content-Security-Policy rightly forbids. Every other answer leads back
 * to a page of the application on this site. It lives under /apply, where the application's session
 * cookie is sent, and takes the form as multipart, as the site's front expects of a form post to a page
 * address (edge/page-requests.ts).
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameSitePost(request.headers)) return plain(403, 'This form was sent from another website, so it was not accepted.')
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(contentType)) return plain(415, 'Send the form from your application’s page.')
  let form: FormData
  try {
    const body = await readBodyBytes(request, BODY_LIMIT)
    form = await new Response(Buffer.from(body), { headers: { 'content-type': contentType } }).formData()
  } catch (error) {
    return error instanceof BodyTooLarge ? plain(413, 'The form is too large. Send it again from your application’s page.') : plain(400, 'The form could not be read. Send it again from your application’s page.')
  }
  const token = form.get('token')
  if (!looksLikeToken(token)) return plain(400, 'This payment link is not valid. Open your application from the link in your email.')
  const { app, exists, payload } = await applicationFor(token)
  if (!app) return seeOther(exists ? applyPaths.resume(token) : applyPaths.start())
  const cfg = paystackConfig()
  if (!cfg) return seeOther(applyPaths.outcome(token))
  const started = await startPayment(payload, cfg, app)
  if (!started.ok) return seeOther(`${applyPaths.outcome(token)}?problem=payment`)
  return seeOther(started.url)
}
