import { Breadcrumbs } from '@/components/Product/Breadcrumbs'
import { QUOTE_ANCHOR } from '@/components/Product/ProductPage'
import { AmountInput } from '@/components/ui/AmountInput.client'
import { ButtonLink } from '@/components/ui/Button'
import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { Field } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import type { TermCover } from '@/lib/content/term-cover'
import { NEEDS_FIELDS, ROUND_TO, type NeedsErrors, type NeedsField, type NeedsSuggestion, type NeedsValues } from '@/lib/needs'
import { paths } from '@/lib/paths'
import { formatNaira } from '@/lib/quote/money'

import styles from './NeedsCalculator.module.css'

/** The element id of a question's box, for its label and the error summary's links. */
export const needsFieldId = (name: NeedsField) => `needs-${name}`
/** Where the form sends the visitor back to: the answer, when there is one. */
export const RESULT_ID = 'needs-result'

const QUESTIONS: Record<NeedsField, { label: string; hint: string }> = {
  income: { label: 'Your annual income (₦)', hint: 'What you earn in a year before tax, in whole naira: the income your family would lose.' },
  years: { label: 'Years of support', hint: 'How many years your family would need that income, for example until your youngest child finishes school. 1 to 40.' },
  debts: { label: 'Debts (₦)', hint: 'Loans and what is left on a mortgage: what your family would have to pay off. Leave blank if none.' },
  schoolFees: { label: 'School fees still to pay (₦)', hint: 'The fees for every child until they finish school or university. Leave blank if none.' },
  existingCover: { label: 'Life cover you already have (₦)', hint: 'From other policies, and group life through your employer. Leave blank if none.' },
  savings: { label: 'Savings and investments (₦)', hint: 'What your family could draw on: savings, shares, investments. Leave blank if none.' },
}

export function NeedsCalculator({
  values,
  errors,
  suggestion,
  term,
  phone,
}: {
  values: NeedsValues
  errors: NeedsErrors
  suggestion: NeedsSuggestion | null
  term: TermCover | null
  phone: string
}) {
  const problems = NEEDS_FIELDS.flatMap((name) => (errors[name] ? [{ message: errors[name], target: needsFieldId(name) }] : []))
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: 'Home', href: paths.home() }, { label: 'How much cover do I need?' }]} />
      <h1 id="needs-heading">
        How much cover <span className="accent">do I need?</span>
      </h1>
      <p className="lead">
        Answer six questions and we will suggest how much term life cover would look after your family, showing every step of
        the sum. It is a guide to start from, not financial advice.
      </p>

      <div className={styles.layout}>
        <div className={styles.formColumn}>
          {problems.length > 0 ? <ErrorSummary id="needs-summary" items={problems} autoFocus /> : null}
          {/* A GET form: the answers are in the address, so the page works without JavaScript and can be shared. */}
          <form method="get" action={`${paths.needs()}#${RESULT_ID}`} noValidate className={styles.form} aria-labelledby="needs-form-heading">
            <h2 id="needs-form-heading" className={styles.formHeading}>
              Your answers
            </h2>
            {NEEDS_FIELDS.map((name) => (
              <Field key={name} id={needsFieldId(name)} label={QUESTIONS[name].label} hint={QUESTIONS[name].hint} error={errors[name]}>
                {(control) =>
                  name === 'years' ? (
                    <input {...control} name={name} type="text" inputMode="numeric" defaultValue={values[name] ?? ''} autoComplete="off" maxLength={3} />
                  ) : (
                    <AmountInput {...control} name={name} defaultValue={values[name] ?? ''} maxLength={24} />
                  )
                }
              </Field>
            ))}
            <SubmitButton pendingLabel="Working it out…">Work out my cover</SubmitButton>
          </form>
        </div>

        <div className={styles.answerColumn}>
          {suggestion ? <Suggestion suggestion={suggestion} term={term} phone={phone} /> : <Method />}
        </div>
      </div>
    </div>
  )
}

function Suggestion({ suggestion, term, phone }: { suggestion: NeedsSuggestion; term: TermCover | null; phone: string }) {
  const amount = formatNaira(suggestion.suggested)
  return (
    <section id={RESULT_ID} aria-labelledby="needs-result-heading" className={styles.result} tabIndex={-1}>
      <h2 id="needs-result-heading" className={styles.resultHeading}>
        We suggest <span className={styles.figure}>{amount}</span> of term life cover
      </h2>
      <h3 className={styles.stepsHeading}>How we worked it out</h3>
      <ol className={styles.steps}>
        {suggestion.steps.map((step, i) => (
          <li key={i}>{step.text}</li>
        ))}
      </ol>
      {term ? (
        <p className={styles.cta}>
          <ButtonLink href={`${term.path}?cover=${suggestion.suggested}#${QUOTE_ANCHOR}`}>Get a quote for {amount} of term life cover</ButtonLink>
        </p>
      ) : (
        <p>Call us on {phone} and an adviser will give you a quote for this cover.</p>
      )}
      <p className={styles.small}>
        {term ? `The quote is for our ${term.productTitle} (${term.planName}); you choose the term and how often you pay. ` : ''}
        This is a guide, not advice: it leaves out inflation, pay rises, funeral costs and how long your savings would last.{' '}
        <a href={paths.contact()}>Talk to an adviser</a> for advice on your own situation.
      </p>
    </section>
  )
}

/** Before any answers: the method, so the visitor knows what the questions are for. */
function Method() {
  return (
    <section aria-labelledby="needs-method-heading" className={styles.method}>
      <h2 id="needs-method-heading" className={styles.stepsHeading}>
        How we work it out
      </h2>
      <ol className={styles.steps}>
        <li>Your annual income × the years your family would need it</li>
        <li>Plus debts your family would have to pay off</li>
        <li>Plus school fees still to pay</li>
        <li>Minus the life cover you already have</li>
        <li>Minus your savings and investments</li>
        <li>Rounded up to the nearest {formatNaira(ROUND_TO)}</li>
      </ol>
      <p className={styles.small}>
        A guide to start from, not financial advice. It does not allow for inflation or pay rises, so you may want a little
        more.
      </p>
    </section>
  )
}
