import { applyFromQuote } from '@/app/(site)/apply/actions'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { paths } from '@/lib/paths'
import { formatNaira } from '@/lib/quote/money'

import { placed } from '@/components/Language/placed'
import { QuoteChart, QuoteTable } from './QuoteChart'
import styles from './QuoteCard.module.css'
import type { QuoteResultView } from './state'
import type { QuoteT } from './words'

/**
 * Carries the quote into the online application: the figures (the amount is the one the visitor
 * entered) and the names and date of birth, posted so they never appear in an address.
 */
function ApplyForm({ r, t }: { r: QuoteResultView; t: QuoteT }) {
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
      <SubmitButton pendingLabel={t('Opening your application…')} className={styles.applyButton}>
        {t('Apply for this plan')}
      </SubmitButton>
    </form>
  )
}

/**
 * The figures, chart and basis under the result sentence (which sits in the card's status region). Its
 * sentences come from the server in the page's language (`result.words`); `t` gives the static labels.
 */
export function QuoteResult({
  result,
  contactHref,
  t,
  contentLang,
}: {
  result: QuoteResultView
  contactHref: string
  t: QuoteT
  /** The lang of what stays in English on a page in another language (the plan's name). */
  contentLang?: string
}) {
  const { benefit } = result.words
  return (
    <div className={styles.result}>
      <dl className={styles.figures}>
        <div>
          <dt>{t('Plan')}</dt>
          <dd lang={contentLang}>{result.planName}</dd>
        </div>
        <div>
          <dt>{t('You pay')}</dt>
          <dd>
            {/* The exact instalment, to the kobo, for machines and tests; people read whole naira. */}
            <data value={result.modalPremium.toFixed(2)}>{result.words.youPay}</data>
          </dd>
        </div>
        {result.totalPremiums !== null ? (
          <div>
            <dt>{t('Total premiums')}</dt>
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
      <ApplyForm r={result} t={t} />
      <p className={styles.next}>
        <a href={paths.keyFacts(result.planCode)}>{placed(t('Read the key facts of the {plan}'), { plan: result.planName })}</a>
        {` ${t('before you apply')} (`}
        <a href={paths.keyFactsPdf(result.planCode)} download>
          PDF
        </a>
        ).
      </p>
      <p className={styles.note}>
        {placed(
          t(
            'This is an illustration made on {date}, not an offer of cover. It shows the guaranteed benefit only, with no bonuses. An adviser confirms the premium when you apply.',
          ),
          { date: result.quotedOn },
        )}
      </p>

      {result.schedule.length > 0 ? (
        <>
          <h3 className={styles.resultHeading}>{t('Year by year')}</h3>
          <QuoteChart rows={result.schedule} description={result.words.chart} t={t} />
          <details className={styles.disclosure}>
            <summary>{t('Show the figures as a table')}</summary>
            <QuoteTable rows={result.schedule} t={t} />
          </details>
        </>
      ) : null}

      {result.basis ? (
        <details className={styles.disclosure}>
          <summary>{t('How we calculated this')}</summary>
          <dl className={styles.basis}>
            {result.basis.map((line) => (
              <div key={line.label}>
                <dt>{line.label}</dt>
                <dd lang={line.lang}>{line.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.note}>
            {t(
              'Premiums are paid at the start of each period while you are alive. We work with exact figures and round to the kobo only at the end; amounts are shown to the nearest naira, and you are charged the exact amount.',
            )}
          </p>
        </details>
      ) : null}

      <p className={styles.next}>
        <a href={contactHref}>{t('Talk to an adviser about this quote')}</a>
      </p>
      <p className={styles.note}>{t('To try other figures, change the details below and press Get my quote again.')}</p>
    </div>
  )
}
