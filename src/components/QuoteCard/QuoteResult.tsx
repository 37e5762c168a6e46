import { applyFromQuote } from '@/app/(site)/apply/actions'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { paths } from '@/lib/paths'
import { formatNaira } from '@/lib/quote/money'

import { QuoteChart, QuoteTable } from './QuoteChart'
import styles from './QuoteCard.module.css'
import type { QuoteResultView } from './state'

function howYouPay(r: QuoteResultView): string {
  if (r.paymentsPerYear === null) return `${formatNaira(r.modalPremium)} once, at the start`
  const times = r.paymentsPerYear === 1 ? 'once a year' : `${r.paymentsPerYear} times a year`
  return `${formatNaira(r.modalPremium)} ${r.frequencyName.toLowerCase()} (${times}) for ${r.term} years`
}

/** What the plan pays, in the words of its kind of cover. */
function benefitOf(r: QuoteResultView): { label: string; text: string } {
  const S = formatNaira(r.sumAssured)
  switch (r.kind) {
    case 'term':
      return { label: 'Cover', text: `${S} to your family if you die before age ${r.maturityAge}. Nothing is paid at the end of the term.` }
    case 'familyIncome':
      return { label: 'Cover', text: `${S} a month to your family, from the end of the year of death until the term ends at age ${r.maturityAge}.` }
    case 'education':
      return { label: 'Guaranteed fund', text: `${S}, paid when the term ends at age ${r.maturityAge}. If you die before then, premiums stop and the fund is still paid.` }
    case 'wholeLife':
      return { label: 'Cover', text: `${S} to your family whenever you die. You stop paying at age ${r.maturityAge}.` }
    case 'annuity':
      return { label: 'Your income', text: `${S} a month for life, paid to your family until the ${r.term}-year guarantee ends if you die first.` }
    case 'health':
      return r.healthBenefit === 'hospital-cash'
        ? { label: 'Cover', text: `${S} for every night in hospital, until age ${r.maturityAge}.` }
        : r.healthBenefit === 'surgery'
          ? { label: 'Cover', text: `Up to ${S} a year towards operations, until age ${r.maturityAge}.` }
          : { label: 'Cover', text: `${S} if you are diagnosed with a covered illness before age ${r.maturityAge}.` }
    default:
      return { label: 'Guaranteed benefit', text: `${S}, paid at age ${r.maturityAge}, or to your family at once if you die before then` }
  }
}

/**
 * Carries the quote into the online application: the figures (the amount is the one the visitor
 * entered) and the names and date of birth, posted so they never appear in an address.
 */
function ApplyForm({ r }: { r: QuoteResultView }) {
  const fields: Record<string, string> = {
    plan: r.planCode,
    age: String(r.age),
    term: String(r.term),
    frequency: r.frequency,
    amount: String(Math.round(r.worked === 'premium' ? r.sumAssured : r.modalPremium)),
    ...r.applicant,
  }
  return (
    <form action={applyFromQuote} className={styles.apply}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton pendingLabel="Opening your application…" className={styles.applyButton}>
        Apply for this plan
      </SubmitButton>
    </form>
  )
}

/** The figures, chart and basis under the result sentence (which sits in the card's status region). */
export function QuoteResult({ result, contactHref }: { result: QuoteResultView; contactHref: string }) {
  const benefit = benefitOf(result)
  return (
    <div className={styles.result}>
      <dl className={styles.figures}>
        <div>
          <dt>Plan</dt>
          <dd>{result.planName}</dd>
        </div>
        <div>
          <dt>You pay</dt>
          <dd>
            {/* The exact instalment, to the kobo, for machines and tests; people read whole naira. */}
            <data value={result.modalPremium.toFixed(2)}>{howYouPay(result)}</data>
          </dd>
        </div>
        {result.totalPremiums !== null ? (
          <div>
            <dt>Total premiums</dt>
            <dd>
              <data value={result.totalPremiums.toFixed(2)}>{formatNaira(result.totalPremiums)}</data>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{benefit.label}</dt>
          <dd>{benefit.text}</dd>
        </div>
      </dl>

      {/* The way to buy, straight under the price: the result's main action, then what to read before buying. */}
      <ApplyForm r={result} />
      <p className={styles.next}>
        <a href={paths.keyFacts(result.planCode)}>Read the key facts of the {result.planName}</a> before you apply (
        <a href={paths.keyFactsPdf(result.planCode)} download>
          PDF
        </a>
        ).
      </p>
      <p className={styles.note}>
        This is an illustration made on {result.quotedOn}, not an offer of cover. It shows the guaranteed benefit only, with no
        bonuses. An adviser confirms the premium when you apply.
      </p>

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
            kobo only at the end; amounts are shown to the nearest naira, and you are charged the exact amount.
          </p>
        </details>
      ) : null}

      <p className={styles.next}>
        <a href={contactHref}>Talk to an adviser about this quote</a>
      </p>
      <p className={styles.note}>To try other figures, change the details below and press Get my quote again.</p>
    </div>
  )
}
