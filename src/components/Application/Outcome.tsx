import styles from '@/components/Application/Application.module.css'
import { buttonClass } from '@/components/ui/Button'
import { applyPaths } from '@/lib/application/steps'
import { referredNextSteps } from '@/lib/application/underwriting'
import { workingDays, type Promises } from '@/lib/promises/words'
import { formatNaira, formatNairaExact } from '@/lib/quote/money'
import type { Application } from '@/payload-types'

/**
 * What happens next, from the application as stored on the server (never from the address bar):
 * referred, or accepted with the first premium to pay, being paid, paid, failed, or arranged by staff.
 */
export function Outcome({
  app,
  phone,
  officeHours,
  promises,
  token,
  problem,
}: {
  app: Application
  phone: string
  officeHours: string
  /** The times we promise, from Site settings (src/lib/promises): the same the email and SMS state. */
  promises: Promises
  token: string
  problem: string | null
}) {
  const premium = typeof app.cover?.premium === 'number' ? formatNaira(app.cover.premium) : null
  // Where money moves, the exact amount too: what Paystack charges, and what we received.
  const exact = typeof app.paymentAmountKobo === 'number' ? formatNairaExact(app.paymentAmountKobo / 100) : typeof app.cover?.premium === 'number' ? formatNairaExact(app.cover.premium) : null
  if (app.status === 'referred') {
    return (
      <div className={styles.notice}>
        <h2>Your application has gone to an underwriter</h2>
        <p>Some of your answers need a person to look at them. This is common and does not mean we will refuse you.</p>
        <ul>
          {referredNextSteps(phone, promises.referralDays).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    )
  }
  // A plain post that the browser follows to Paystack itself (see the route's note), with or without JavaScript.
  const pay = (label: string) => (
    <>
      <form method="post" action={applyPaths.pay()} encType="multipart/form-data" className={styles.actions}>
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonClass('primary')}>
          {label}
        </button>
      </form>
      {exact ? <p>Paystack charges exactly {exact}.</p> : null}
    </>
  )
  switch (app.paymentStatus) {
    case 'paid':
      return (
        <div className={styles.notice}>
          <h2>Your first premium is paid</h2>
          <p>
            Thank you. We received {exact} and your cover has started. We will email your policy document within {workingDays(promises.policyDocumentDays)}.
          </p>
        </div>
      )
    case 'staff':
      return (
        <div className={styles.notice}>
          <h2>Accepted, subject to your first premium</h2>
          <p>
            A member of our team will call you on {app.phone} within {workingDays(promises.paymentCallDays)} to take your first premium of {premium} by card, bank transfer or direct debit. Your cover
            starts once it is paid. You can also call us on {phone} ({officeHours}).
          </p>
        </div>
      )
    case 'pending':
      return (
        <div className={styles.notice}>
          <h2>We are waiting for Paystack to confirm your payment</h2>
          <p>This usually takes a few seconds. Refresh this page in a moment. If you closed the payment page without paying, you can start again.</p>
          {pay(`Pay ${premium} now`)}
        </div>
      )
    case 'failed':
      return (
        <div className={styles.notice}>
          <h2>Your payment did not go through</h2>
          <p>Nothing was taken. You can try again with another card, bank transfer or USSD, or call us on {phone}.</p>
          {pay(`Try again: pay ${premium}`)}
        </div>
      )
    default:
      return (
        <div className={styles.notice}>
          <h2>Accepted, subject to your first premium</h2>
          <p>Your cover starts once you pay your first premium of {premium}. You pay securely on Paystack’s page by card, bank transfer or USSD, and come back here after.</p>
          {problem === 'payment' ? <p role="alert">We could not start the payment just now. Please try again in a few minutes.</p> : null}
          {pay(`Pay ${premium} now`)}
        </div>
      )
  }
}
