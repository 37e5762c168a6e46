import { formatNaira } from '@/lib/quote/money'

import { QuoteChart, QuoteTable } from './QuoteChart'
import styles from './QuoteCard.module.css'
import type { QuoteResultView } from './state'

function howYouPay(r: QuoteResultView): string {
  if (r.paymentsPerYear === null) return `${formatNaira(r.modalPremium)} once, at the start`
  const times = r.paymentsPerYear === 1 ? 'once a year' : `${r.paymentsPerYear} times a year`
  return `${formatNaira(r.modalPremium)} ${r.frequencyName.toLowerCase()} (${times}) for ${r.term} years`
}

/** The figures, chart and basis under the result sentence (which sits in the card's status region). */
export function QuoteResult({ result, contactHref }: { result: QuoteResultView; contactHref: string }) {
  return (
    <div className={styles.result}>
      <dl className={styles.figures}>
        <div>
          <dt>Plan</dt>
          <dd>
            {result.planName} ({result.planCode})
          </dd>
        </div>
        <div>
          <dt>You pay</dt>
          <dd>{howYouPay(result)}</dd>
        </div>
        <div>
          <dt>Total premiums</dt>
          <dd>{formatNaira(result.totalPremiums)}</dd>
        </div>
        <div>
          <dt>Guaranteed benefit</dt>
          <dd>
            {formatNaira(result.sumAssured)}, paid at age {result.maturityAge}, or to your family at once if you die before then
          </dd>
        </div>
      </dl>

      {result.schedule.length > 0 ? (
        <>
          <h3 className={styles.resultHeading}>Year by year</h3>
          <QuoteChart rows={result.schedule} />
          <details className={styles.disclosure}>
            <summary>Show the figures as a table</summary>
            <QuoteTable rows={result.schedule} />
          </details>
        </>
      ) : null}

      {result.basis ? (
        <details className={styles.disclosure}>
          <summary>How we calculated this</summary>
          <dl className={styles.basis}>
            {result.basis.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>
            Premiums are paid at the start of each period while you are alive. We work with exact figures and round to the
            kobo only at the end.
          </p>
        </details>
      ) : null}

      <p className={styles.note}>
        This is an illustration made on {result.quotedOn}, not an offer of cover. It shows the guaranteed benefit only, with no
        bonuses. An adviser confirms the premium when you apply.
      </p>
      <p className={styles.next}>
        <a href={contactHref}>Talk to an advisor about this quote</a>
      </p>
      <p className={styles.note}>To try other figures, change the details below and press Get my quote again.</p>
    </div>
  )
}
