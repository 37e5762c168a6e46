import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { Field, formStyles } from '@/components/ui/Field'
import type { ChangeKind, ChangeStatus } from '@/lib/my/change-types'
import { naira } from '@/lib/my/pdf'
import type { HeldPolicy, PremiumPayment } from '@/lib/my/policies'
import type { ClaimRow } from '@/lib/my/records'
import { SESSION_IDLE_MINUTES } from '@/lib/my/rules'
import { paths } from '@/lib/paths'
import { lagosDayText } from '@/lib/text/lagos'

import styles from './my.module.css'
import { SignOut } from './Overview'

const STATUS_WORDS: Record<ChangeStatus, string> = { received: 'Received: we are working on it', done: 'Done', declined: 'Declined' }
const KIND_WORDS: Record<ChangeKind, string> = { contact: 'Contact details', beneficiaries: 'Beneficiaries' }

type Statement = { href: string | null; from: string; to: string; errors: Record<string, string> } | null

/** One policy's page (decision 042). Server-rendered; every form works without JavaScript. */
export function PolicyView({
  policy,
  payments,
  claims,
  changes,
  statement,
  linkMinutes,
  directDebit,
  phone,
  openClaim,
  signOut,
  notice,
}: {
  policy: HeldPolicy
  payments: (PremiumPayment & { href: string })[]
  claims: ClaimRow[]
  changes: { reference: string; kind: ChangeKind; status: ChangeStatus; createdAt: string }[]
  statement: Statement
  linkMinutes: number
  directDebit: string
  phone: string
  openClaim: (form: FormData) => Promise<void>
  signOut: () => Promise<void>
  notice: 'beneficiaries' | 'contact' | null
}) {
  const errors = statement?.errors ?? {}
  const summary = (['from', 'to'] as const).filter((f) => errors[f]).map((f) => ({ message: errors[f] ?? '', target: `statement-${f}` }))
  return (
    <>
      <section className={styles.hero} aria-labelledby="policy-title">
        <div className="container">
          <p className={styles.eyebrow}>
            <a href={paths.my()}>My policies</a>
          </p>
          <h1 id="policy-title">
            {policy.productName} <span className="accent">{policy.number}</span>
          </h1>
          <p className="lead">Status: {policy.status}</p>
        </div>
      </section>
      <div className="container">
        <div className={styles.body}>
          {notice ? (
            <p role="status" className={styles.done}>
              We have your request. We will tell you by SMS or email when it is done.
            </p>
          ) : null}
          <section aria-labelledby="summary-title" className={styles.section}>
            <h2 id="summary-title">Your policy</h2>
            <dl className={styles.facts}>
              <dt>Policy number</dt>
              <dd>{policy.number}</dd>
              <dt>Policyholder</dt>
              <dd>{policy.holderName}</dd>
              <dt>Premium</dt>
              <dd>
                {naira(policy.premiumKobo)} {policy.frequency.toLowerCase()}
              </dd>
              <dt>Next premium due</dt>
              <dd>{policy.nextDueDate ? lagosDayText(policy.nextDueDate) : 'None due'}</dd>
              {policy.startDate ? (
                <>
                  <dt>Started</dt>
                  <dd>{lagosDayText(policy.startDate)}</dd>
                </>
              ) : null}
              <dt>Mobile number</dt>
              <dd>{policy.phone ?? 'None given'}</dd>
              <dt>Email</dt>
              <dd>{policy.email ?? 'None given'}</dd>
              <dt>Address</dt>
              <dd>{policy.address ?? 'None given'}</dd>
            </dl>
            <ul className={styles.actions}>
              <li>
                <a className={styles.button} href={`${paths.pay.start()}?policy=${encodeURIComponent(policy.number)}`}>
                  Pay a premium
                </a>
              </li>
              <li>
                <a className={styles.secondary} href={paths.keyFacts(policy.planCode)}>
                  Key facts of your plan
                </a>
              </li>
              <li>
                <a className={styles.secondary} href={paths.myPolicyPart(policy.number, 'contact')}>
                  Change phone, email or address
                </a>
              </li>
              <li>
                <a className={styles.secondary} href={`${paths.claimStart()}?policy=${encodeURIComponent(policy.number)}`}>
                  Start a claim
                </a>
              </li>
              <li>
                <a className={styles.secondary} href={`${paths.callBack()}?policy=${encodeURIComponent(policy.number)}`}>
                  Ask us to call you
                </a>
              </li>
            </ul>
          </section>

          <section aria-labelledby="beneficiaries-title" className={styles.section}>
            <h2 id="beneficiaries-title">Beneficiaries</h2>
            {policy.beneficiaries.length === 0 ? (
              <p>No beneficiaries are named on this policy.</p>
            ) : (
              <ul>
                {policy.beneficiaries.map((b) => (
                  <li key={`${b.name}-${b.relationship}`}>
                    {b.name} ({b.relationship}): {b.sharePercent}%
                  </li>
                ))}
              </ul>
            )}
            <p>
              <a className={styles.secondary} href={paths.myPolicyPart(policy.number, 'beneficiaries')}>
                Ask to change beneficiaries
              </a>
            </p>
          </section>

          <section aria-labelledby="premiums-title" className={styles.section}>
            <h2 id="premiums-title">Premiums paid</h2>
            {payments.length === 0 ? (
              <p>No premiums are recorded yet.</p>
            ) : (
              <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="premiums-title">
                <table className={styles.table}>
                  <thead>
                    <tr>
                      <th scope="col">Paid on</th>
                      <th scope="col">For</th>
                      <th scope="col">Amount</th>
                      <th scope="col">Receipt</th>
                    </tr>
                  </thead>
                  <tbody>
                    {payments.map((p) => (
                      <tr key={p.receipt}>
                        <td>{lagosDayText(p.paidAt)}</td>
                        <td>{p.description}</td>
                        <td>{naira(p.amountKobo)}</td>
                        <td>
                          <a href={p.href} type="application/pdf">
                            Receipt {p.receipt} <span className="visually-hidden">(PDF)</span>
                          </a>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <p>Receipt links work for {linkMinutes} minutes; reload the page for new ones.</p>
          </section>

          <section aria-labelledby="statement-title" className={styles.section} id="statement">
            <h2 id="statement-title">Get a statement</h2>
            {summary.length > 0 ? <ErrorSummary id="statement-error-summary" items={summary} autoFocus /> : null}
            <form method="get" action={`${paths.myPolicy(policy.number)}#statement`} className={formStyles.stack} noValidate>
              <Field id="statement-from" label="From" hint="The first day, for example 1 January 2026" error={errors.from}>
                {(control) => <input {...control} type="date" name="from" defaultValue={statement?.from} required />}
              </Field>
              <Field id="statement-to" label="To" hint="The last day" error={errors.to}>
                {(control) => <input {...control} type="date" name="to" defaultValue={statement?.to} required />}
              </Field>
              <div className={formStyles.actions}>
                <button type="submit" className={styles.button}>
                  Make my statement
                </button>
              </div>
            </form>
            {statement?.href ? (
              <p role="status" className={styles.done}>
                Your statement from {lagosDayText(statement.from)} to {lagosDayText(statement.to)} is ready:{' '}
                <a href={statement.href} type="application/pdf" download>
                  Download your statement (PDF)
                </a>
                . The link works for {linkMinutes} minutes.
              </p>
            ) : null}
          </section>

          <section aria-labelledby="claims-title" className={styles.section}>
            <h2 id="claims-title">Claims on this policy</h2>
            {claims.length === 0 ? (
              <p>No claims have been made on this policy online.</p>
            ) : (
              <ul className={styles.cards}>
                {claims.map((c) => (
                  <li key={c.reference} className={styles.card}>
                    <h3>{c.reference}</h3>
                    <p>
                      {c.type}. {c.status}. Made {lagosDayText(c.receivedAt)}.
                    </p>
                    <form action={openClaim}>
                      <input type="hidden" name="policy" value={policy.number} />
                      <input type="hidden" name="reference" value={c.reference} />
                      <button type="submit" className={styles.secondary}>
                        Follow claim {c.reference}
                      </button>
                    </form>
                  </li>
                ))}
              </ul>
            )}
          </section>

          {changes.length > 0 ? (
            <section aria-labelledby="changes-title" className={styles.section}>
              <h2 id="changes-title">Changes you asked for</h2>
              <ul>
                {changes.map((c) => (
                  <li key={c.reference}>
                    {c.reference}: {KIND_WORDS[c.kind]}, asked {lagosDayText(c.createdAt)}. {STATUS_WORDS[c.status]}.
                  </li>
                ))}
              </ul>
            </section>
          ) : null}

          <section aria-labelledby="debit-title" className={styles.section}>
            <h2 id="debit-title">Pay by direct debit</h2>
            <p>Use your policy number, {policy.number}, as the reference.</p>
            {directDebit.trim() ? <p className={styles.steps}>{directDebit.trim()}</p> : <p>Call us on {phone} to set one up.</p>}
          </section>

          <SignOut action={signOut} idleMinutes={SESSION_IDLE_MINUTES} />
        </div>
      </div>
    </>
  )
}
