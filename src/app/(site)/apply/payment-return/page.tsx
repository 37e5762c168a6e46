import type { Metadata } from 'next'
import Link from 'next/link'

import { Outcome } from '@/components/Application/Outcome'
import { Shell } from '@/components/Application/Shell'
import { getSiteSettings } from '@/lib/content/site'
import { getPromises } from '@/lib/promises'
import { refreshPayment } from '@/lib/application/payment.server'
import { applicationFor, sessionToken } from '@/lib/application/session.server'
import { paystackConfig } from '@/lib/payments/paystack'
import { paths } from '@/lib/paths'

export const metadata: Metadata = { title: 'Your payment', robots: { index: false, follow: false } }

/**
 * Where Paystack sends the applicant back. Its query string (trxref, reference) is ignored: the page
 * asks Paystack about the reference the server stored, then shows the state the server holds.
 */
export default async function PaymentReturnPage() {
  const token = await sessionToken()
  const found = token ? await applicationFor(token) : null
  const settings = await getSiteSettings()
  if (!token || !found?.app) {
    return (
      <Shell title="Your payment">
        <p>We can&rsquo;t show this payment in this browser. Open the link in the email we sent you when you applied, or call us on {settings.callCentrePhone}.</p>
        <p>
          <Link href={paths.home()}>Go to the home page</Link>
        </p>
      </Shell>
    )
  }
  const cfg = paystackConfig()
  const app = cfg ? await refreshPayment(found.payload, cfg, found.app) : found.app
  return (
    <Shell title="Your payment" lead={<p>Application reference <strong>{app.reference}</strong>.</p>}>
      <Outcome app={app} phone={settings.callCentrePhone} officeHours={settings.officeHours} promises={await getPromises()} token={token} problem={null} />
    </Shell>
  )
}
