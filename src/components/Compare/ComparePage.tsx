import { Breadcrumbs } from '@/components/Product/Breadcrumbs'
import { ErrorSummary, type SummaryItem } from '@/components/ui/ErrorSummary.client'
import { Choice, Choices, Field, Fieldset, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { buttonClass } from '@/components/ui/Button'
import { type PlanFigures, applyHref, isComparable, premiumText } from '@/lib/compare/figures'
import { FREQUENCIES, LIMITS, MAX_PLANS, MIN_PLANS, compareHref, type CompareField, type CompareQuery } from '@/lib/compare/query'
import type { PlanOutcome } from '@/lib/compare/run.server'
import type { ComparePlan } from '@/lib/content/compare'
import { paths } from '@/lib/paths'
import { formatNaira } from '@/lib/quote/money'
import type { CoverKind } from '@/lib/quote/engine'
import { tenureHint } from '@/lib/wording'

import styles from './Compare.module.css'

const KIND_WORDS: Partial<Record<CoverKind, string>> = {
  term: 'Term cover: pays on death within the term',
  endowment: 'Endowment: pays on death or at the end',
  wholeLife: 'Whole life: pays on death, whenever it comes',
  education: 'Education savings: a fund paid at the end',
}

const planBoxId = (code: string) => `compare-plan-${code}`

/** Where each field's error summary link goes: the control, or a group's first box. */
function targetOf(field: CompareField, plans: ComparePlan[]): string {
  if (field === 'plan') return planBoxId(plans[0]?.code ?? '')
  if (field === 'by') return 'compare-by-cover'
  return `compare-${field}`
}

const ORDER: CompareField[] = ['plan', 'age', 'by', 'amount', 'term', 'frequency']

/**
 * The comparison page: a GET form (so it works without JavaScript and its address can be shared)
 * and, once the inputs are valid, one card per plan with the plan service's figures.
 */
type Props = { query: CompareQuery; plans: ComparePlan[]; results: PlanOutcome[] | null }

export function ComparePage(props: Props) {
  return (
    <div className={`container ${styles.page}`}>
      <Breadcrumbs items={[{ label: 'Home', href: paths.home() }, { label: 'Compare plans' }]} />
      <CompareView {...props} />
    </div>
  )
}

/** The page without its breadcrumbs (which need the app router), so it can be rendered on its own. */
export function CompareView({ query, plans, results }: Props) {
  const offered = plans.filter((p) => isComparable(p.kind))
  const errors = query.state === 'invalid' ? query.errors : {}
  const items: SummaryItem[] = ORDER.flatMap((f) => (errors[f] ? [{ message: errors[f], target: targetOf(f, offered) }] : []))
  const form = query.form
  const by = form.by === 'premium' ? 'premium' : form.by === 'cover' ? 'cover' : ''
  return (
    <>
      <h1 id="compare-heading">Compare plans</h1>
      <p className={styles.lead}>
        Choose {MIN_PLANS} or {MAX_PLANS} plans and tell us about you once. We price each plan the way its calculator does and show them side by side:
        what you pay, what is paid on death and at the end, and what happens if you stop paying.
      </p>

      <form method="get" action={paths.compare()} className={styles.form} aria-labelledby="compare-heading" noValidate>
        {items.length > 0 ? <ErrorSummary id="compare-errors" items={items} autoFocus /> : null}

        <Fieldset id="compare-plan" legend="Plans to compare" hint={`Choose ${MIN_PLANS} or ${MAX_PLANS}.`} error={errors.plan} required>
          <Choices columns>
            {offered.map((p) => (
              <Choice
                key={p.code}
                type="checkbox"
                name="plan"
                value={p.code}
                id={planBoxId(p.code)}
                label={p.name}
                hint={KIND_WORDS[p.kind] ? `${p.productTitle}. ${KIND_WORDS[p.kind]}.` : `${p.productTitle}.`}
                defaultChecked={form.plans.includes(p.code)}
              />
            ))}
          </Choices>
        </Fieldset>

        <div className={styles.row}>
          <Field id="compare-age" label="Your age" hint="Age at your last birthday." error={errors.age} required>
            {(c) => <input {...c} name="age" type="text" inputMode="numeric" autoComplete="off" defaultValue={form.age} />}
          </Field>
          <Field id="compare-term" label="Term (years)" hint={tenureHint()} error={errors.term} required>
            {(c) => <input {...c} name="term" type="text" inputMode="numeric" autoComplete="off" defaultValue={form.term} />}
          </Field>
        </div>

        <Fieldset id="compare-by" legend="What do you know?" error={errors.by} radio required>
          <Choices>
            <Choice type="radio" name="by" value="cover" id="compare-by-cover" label="The cover I want" defaultChecked={by === 'cover'} />
            <Choice type="radio" name="by" value="premium" id="compare-by-premium" label="The premium I can pay" defaultChecked={by === 'premium'} />
          </Choices>
        </Fieldset>

        <div className={styles.row}>
          <Field
            id="compare-amount"
            label="Amount (₦)"
            hint="The cover (sum assured) you want, or the premium you can pay each time, in whole naira."
            error={errors.amount}
            required
          >
            {(c) => <input {...c} name="amount" type="text" inputMode="numeric" autoComplete="off" defaultValue={form.amount} />}
          </Field>
          <Field id="compare-frequency" label="How often you pay" error={errors.frequency} required>
            {(c) => (
              <select {...c} name="frequency" defaultValue={FREQUENCIES.some((f) => f.value === form.frequency) ? form.frequency : ''}>
                <option value="">Choose how often</option>
                {FREQUENCIES.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
        <p className={formStyles.hint}>
          Ages {LIMITS.minAge} to {LIMITS.maxAge} and terms up to {LIMITS.maxTerm} years are read here; each plan then applies its own limits.
        </p>
        <SubmitButton pendingLabel="Comparing…">Compare plans</SubmitButton>
      </form>

      {results && query.state === 'valid' ? <Results query={query} results={results} /> : null}
    </>
  )
}

const years = (n: number) => (n === 1 ? '1 year' : `${n} years`)

function Results({ query, results }: { query: Extract<CompareQuery, { state: 'valid' }>; results: PlanOutcome[] }) {
  const { input } = query
  const freq = FREQUENCIES.find((f) => f.value === input.frequency)
  const share = compareHref(input.plans, input)
  return (
    <section aria-labelledby="compare-results-heading" className={styles.results}>
      <h2 id="compare-results-heading">Side by side</h2>
      <p>
        At age {input.age}, {input.by === 'cover' ? `cover of ${formatNaira(input.amount)}` : `a premium of ${formatNaira(input.amount)}`} over {years(input.term)}, paid{' '}
        {freq?.label.toLowerCase()}. <a href={share}>Link to this comparison</a> (copy it to share).
      </p>
      <ul className={`${styles.cards} ${results.length === 3 ? styles.three : styles.two}`}>
        {results.map((r) => (
          <li key={r.plan.code}>
            <article className={styles.card} aria-labelledby={`result-${r.plan.code}`}>
              <h3 id={`result-${r.plan.code}`} className={styles.cardTitle}>
                {r.plan.name}
              </h3>
              <p className={styles.cardProduct}>
                From <a href={r.plan.productHref}>{r.plan.productTitle}</a>
              </p>
              <p className={styles.cardProduct}>
                <a href={paths.keyFacts(r.plan.code)}>
                  Key facts<span className="visually-hidden"> of the {r.plan.name}</span>
                </a>
              </p>
              {r.ok ? (
                <>
                  <Figures figures={r.figures} term={input.term} />
                  <a className={buttonClass('primary', styles.apply)} href={applyHref(r.plan, input, r.figures)}>
                    Apply for {r.plan.name}
                  </a>
                </>
              ) : (
                <div className={styles.refused}>
                  <p className={styles.refusedTitle}>We can&rsquo;t price this plan for these details:</p>
                  <ul>
                    {r.messages.map((m) => (
                      <li key={m}>{m}</li>
                    ))}
                  </ul>
                </div>
              )}
            </article>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        Figures come from the same quote service as each plan&rsquo;s calculator, for a quote made today. They are not an offer of cover: an application
        may ask about your health.
      </p>
    </section>
  )
}

function Figures({ figures, term }: { figures: PlanFigures; term: number }) {
  return (
    <dl className={styles.figures}>
      <div>
        <dt>Premium</dt>
        <dd>{premiumText(figures.premium, figures.frequency)}</dd>
      </div>
      <div>
        <dt>Cover (sum assured)</dt>
        <dd>{formatNaira(figures.cover)}</dd>
      </div>
      <div>
        <dt>Total paid over {years(term)}</dt>
        <dd>{figures.totalPaid === null ? 'Not given by the quote service' : formatNaira(figures.totalPaid)}</dd>
      </div>
      <div>
        <dt>Paid on death</dt>
        <dd>{figures.onDeath.text}</dd>
      </div>
      <div>
        <dt>Paid at the end of the term</dt>
        <dd>{figures.atEnd.text}</dd>
      </div>
      <div>
        <dt>If you stop paying</dt>
        <dd>{figures.ifStopped.text}</dd>
      </div>
    </dl>
  )
}
