import { payloadInstance } from '@/lib/payload-instance'
import { env } from '@/lib/env'
import { BodyTooLarge, readBodyBytes } from '@/lib/http/body'
import { plainText as plain, seeOther } from '@/lib/http/responses'
import { isSameSitePost } from '@/lib/http/same-site'
import { payPaths, startPremiumPayment } from '@/lib/pay/payment.server'
import { openLookup } from '@/lib/pay/token'
import { paystackConfig } from '@/lib/payments/paystack'
import { payStartSchema } from '@/lib/schemas/pay'

/** The form holds the look-up token and a number: anything much longer is not our form. */
const BODY_LIMIT = 4 * 1024

/**
 * "Pay now" on /pay/<token>: a plain form post answered with a 303 to Paystack's payment page (the only
 * address off this site we send anyone to), so the browser follows it with or without JavaScript. Every
 * other answer leads back to a page of /pay with the problem named.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isSameSitePost(request.headers)) return plain(403, 'This form was sent from another website, so it was not accepted.')
  const contentType = request.headers.get('content-type') ?? ''
  if (!/^multipart\/form-data/i.test(contentType)) return plain(415, 'Send the form from the payment page.')
  let form: FormData
  try {
    const body = await readBodyBytes(request, BODY_LIMIT)
    form = await new Response(Buffer.from(body), { headers: { 'content-type': contentType } }).formData()
  } catch (error) {
    return error instanceof BodyTooLarge ? plain(413, 'The form is too large. Send it again from the payment page.') : plain(400, 'The form could not be read. Send it again from the payment page.')
  }
  const parsed = payStartSchema.safeParse({ token: form.get('token'), instalments: form.get('instalments') })
  if (!parsed.success) {
    const token = form.get('token')
    const back = typeof token === 'string' && openLookup(env.payloadSecret, token) ? `${payPaths.policy(token)}?problem=choice` : payPaths.start()
    return seeOther(back)
  }
  const policyNumber = openLookup(env.payloadSecret, parsed.data.token)
  if (!policyNumber) return seeOther(payPaths.policy(parsed.data.token))
  const started = await startPremiumPayment(await payloadInstance(), paystackConfig(), policyNumber, parsed.data.instalments)
  if (!started.ok) return seeOther(`${payPaths.policy(parsed.data.token)}?problem=${started.problem}`)
  return seeOther(started.url)
}

export function GET(): Response {
  return seeOther(payPaths.start())
}
