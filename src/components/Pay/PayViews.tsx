import Link from 'next/link'

import { buttonClass } from '@/components/ui/Button'
import { ErrorIcon, Field, formStyles } from '@/components/ui/Field'
import type { PayOption } from '@/lib/pay/amounts'
import type { PayablePolicy } from '@/lib/pay/lookup.server'
import { coverWords, receiptDate } from '@/lib/pay/receipt'
import { paths } from '@/lib/paths'
import type { PolicySummary } from '@/lib/policy-service'
import { formatNairaExact } from '@/lib/quote/money'
import type { PremiumPayment } from '@/payload-types'

import styles from './pay.module.css'
import { PayLookupForm } from './PayLookupForm.client'
import type { PayAction } from './payState'
import { PrintButton } from './PrintButton.client'

const naira = (kobo: number) => formatNairaExact(kobo / 100)
const FREQUENCY_WORDS: Record<PolicySummary['frequency'], string> = { monthly: 'a month', quarterly: 'a quarter', 'half-yearly': 'every six months', yearly: 'a year', single: 'once' }

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={`container ${styles.page}`}>
      <div className={styles.narrow}>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  )
}

function Problem({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.problem} role="alert">
      <ErrorIcon className={styles.problemIcon} />
      <div>{children}</div>
    </div>
  )
}

/** /pay: the look-up form (or, with online payment switched off, where to pay instead). */
export function PayStartView({
  action,
  notFoundText,
  phone,
  enabled,
  externalUrl,
  policyNumber = '',
}: {
  action: PayAction
  notFoundText: string
  phone: string
  enabled: boolean
  externalUrl: string | null
  /** Filled in from a link (My policies' "Pay"): a policy number only, never the date of birth. */
  policyNumber?: string
}) {
  if (!enabled) {
    return (
      <Page title="Pay a premium">
        <p className={styles.lead}>
          {externalUrl ? (
            <>
              Pay your premium on <a href={externalUrl}>our payment page</a>, or call us on {phone}.
            </>
          ) : (
            <>Call us on {phone} and we will help you pay.</>
          )}
        </p>
      </Page>
    )
  }
  return (
    <Page title="Pay a premium">
      <p className={styles.lead}>Enter the policy number and the policyholder’s date of birth. You then see what is due and pay through Paystack by card, bank transfer or USSD.</p>
      <PayLookupForm action={action} notFoundText={notFoundText} phone={phone} policyNumber={policyNumber} />
    </Page>
  )
}

function PolicyFacts({ policy }: { policy: PolicySummary }) {
  return (
    <dl className={styles.facts}>
      <dt>Policy</dt>
      <dd>{policy.policyNumber}</dd>
      <dt>Product</dt>
      <dd>
        {policy.product}: {policy.plan.name}
      </dd>
      <dt>Premium</dt>
      <dd>
        {naira(policy.premiumKobo)} {FREQUENCY_WORDS[policy.frequency]}
      </dd>
      {policy.arrearsKobo > 0 ? (
        <>
          <dt>Overdue now</dt>
          <dd>{naira(policy.arrearsKobo)}</dd>
        </>
      ) : null}
      {policy.nextDueDate ? (
        <>
          <dt>Next premium due</dt>
          <dd>{receiptDate(`${policy.nextDueDate}T12:00:00Z`)}</dd>
        </>
      ) : null}
    </dl>
  )
}

const PROBLEMS: Record<string, string> = {
  'over-maximum': 'That is more than we can take in one online payment. Choose fewer premiums, or call us to pay more.',
  choice: 'Choose how many premiums to pay from the list.',
  unavailable: 'We could not start the payment just now. Please try again in a few minutes.',
  'not-set-up': 'Online payment is not available just now.',
  gone: 'We could not find this policy any more. Look it up again.',
  lapsed: 'This policy has lapsed and can no longer be paid online.',
  'no-premiums': 'No more premiums are due on this policy.',
}

/** /pay/<token>: who and what, the amount due, and the choice of how many premiums to pay. */
export function PolicyToPayView({
  token,
  found,
  options,
  maxAmountKobo,
  problem,
  phone,
}: {
  token: string
  found: PayablePolicy | { kind: 'expired' }
  options: PayOption[]
  maxAmountKobo: number
  problem: string | null
  phone: string
}) {
  if (found.kind === 'expired' || found.kind === 'gone') {
    return (
      <Page title="Pay a premium">
        <p>This page has expired or its address is not complete. For your security it works for 30 minutes after you look up your policy.</p>
        <p>
          <Link href={paths.pay.start()} className={buttonClass('primary')}>
            Look up your policy again
          </Link>
        </p>
      </Page>
    )
  }
  if (found.kind === 'unavailable') {
    return (
      <Page title="Pay a premium">
        <Problem>
          <p className={styles.problemTitle}>We could not reach our policy records just now. Please try again in a few minutes, or call us on {phone}.</p>
        </Problem>
      </Page>
    )
  }
  const { policy } = found
  if (found.kind === 'lapsed') {
    return (
      <Page title={`Hello ${policy.holder.firstName}`}>
        <PolicyFacts policy={policy} />
        <Problem>
          <p className={styles.problemTitle}>This policy has lapsed, and the time to reinstate it by paying premiums has passed{policy.reinstatement.until ? ` (it ended on ${receiptDate(`${policy.reinstatement.until}T12:00:00Z`)})` : ''}.</p>
          <p>We can talk you through your options, including new cover. <Link href={paths.callBack()}>Ask us to call you back</Link>, or call us on {phone}.</p>
        </Problem>
      </Page>
    )
  }
  if (found.kind === 'no-premiums') {
    return (
      <Page title={`Hello ${policy.holder.firstName}`}>
        <PolicyFacts policy={policy} />
        <p>No more premiums are due on this policy. Questions? Call us on {phone}.</p>
      </Page>
    )
  }
  const first = options[0]
  return (
    <Page title={`Hello ${policy.holder.firstName}`}>
      <PolicyFacts policy={policy} />
      {policy.status === 'lapsed' && policy.reinstatement.until ? (
        <p>This policy has lapsed. Paying what is overdue puts it back in force: you can do that until {receiptDate(`${policy.reinstatement.until}T12:00:00Z`)}.</p>
      ) : null}
      {problem && PROBLEMS[problem] ? (
        <Problem>
          <p className={styles.problemTitle}>{PROBLEMS[problem]}</p>
        </Problem>
      ) : null}
      {first ? (
        <section className={styles.panel} aria-labelledby="pay-due-heading">
          <h2 id="pay-due-heading">Due now: {naira(first.amountKobo)}</h2>
          <p>{policy.arrearsKobo > 0 ? `What is overdue (${naira(policy.arrearsKobo)}) and the next premium.` : 'The next premium.'} You may also pay more premiums ahead, up to {naira(maxAmountKobo)} in one payment.</p>
          <form method="post" action={paths.pay.begin()} encType="multipart/form-data" className={formStyles.stack}>
            <input type="hidden" name="token" value={token} />
            <Field id="pay-instalments" label="How much to pay" hint="Paid through Paystack; you come back here for your receipt.">
              {(control) => (
                <select {...control} name="instalments" className={styles.select} defaultValue="1">
                  {options.map((o) => (
                    <option key={o.instalments} value={o.instalments}>
                      {naira(o.amountKobo)}: {o.instalments === 1 ? 'what is due now' : `what is due now and ${o.instalments - 1} more premium${o.instalments === 2 ? '' : 's'}`}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <div className={formStyles.actions}>
              <button type="submit" className={buttonClass('primary')}>
                Pay now
              </button>
            </div>
          </form>
        </section>
      ) : (
        <Problem>
          <p className={styles.problemTitle}>What is due is more than we can take in one online payment ({naira(maxAmountKobo)}). Please call us on {phone}.</p>
        </Problem>
      )}
    </Page>
  )
}

/** /pay/receipt/<key>: the payment's state, and once paid, a receipt to print. */
export function ReceiptView({ payment, expired, phone }: { payment: PremiumPayment | null; expired: boolean; phone: string }) {
  if (!payment) {
    return (
      <Page title="Your premium receipt">
        <p>{expired ? 'This receipt link has expired.' : 'We could not find this receipt.'} If you paid, we have your payment: call us on {phone} for a copy.</p>
      </Page>
    )
  }
  if (payment.status !== 'paid') {
    return (
      <Page title="Your premium payment">
        {payment.status === 'pending' ? (
          <p>We are waiting for Paystack to confirm your payment (reference {payment.reference}). This page shows your receipt once it does: reload it in a minute. We will also email and text you.</p>
        ) : (
          <Problem>
            <p className={styles.problemTitle}>
              {payment.status === 'failed' ? 'This payment did not go through, and nothing was taken.' : 'The amount paid did not match what was asked. We will look into it.'} Reference {payment.reference}. Questions? Call us on {phone}.
            </p>
          </Problem>
        )}
        <p>
          <Link href={paths.pay.start()}>Pay a premium</Link>
        </p>
      </Page>
    )
  }
  return (
    <Page title="Your premium receipt">
      <div className={styles.success} role="status">
        <div>
          <p className={styles.problemTitle}>Thank you{payment.firstName ? `, ${payment.firstName}` : ''}. Your payment is received.</p>
        </div>
      </div>
      <dl className={styles.facts}>
        <dt>Payment reference</dt>
        <dd>{payment.reference}</dd>
        <dt>Policy</dt>
        <dd>{payment.policyNumber}</dd>
        {payment.product ? (
          <>
            <dt>Product</dt>
            <dd>{payment.product}</dd>
          </>
        ) : null}
        <dt>Amount paid</dt>
        <dd>{naira(payment.amountKobo)}</dd>
        <dt>Covers</dt>
        <dd>{coverWords(payment.instalments).replace(/^w/, 'W')}</dd>
        <dt>Paid on</dt>
        <dd>{receiptDate(payment.paidAt)}</dd>
      </dl>
      <p>We have emailed and texted you this receipt. Keep the reference: quote it if you call us on {phone}.</p>
      <p className={styles.noPrint}>
        <PrintButton />
      </p>
    </Page>
  )
}
