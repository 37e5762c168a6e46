'use client'

import {
  Component,
  useActionState,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from 'react'

import { formatAmountInput } from '@/components/ui/AmountInput.client'
import { buttonClass } from '@/components/ui/Button'
import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { ErrorIcon, Field, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import { yearsLabel, type CalculatorPlan } from '@/lib/plan-service/calculator'
import { kindOfProduct } from '@/lib/quote/kinds'
import { formatNaira, groupDigits } from '@/lib/quote/money'
import { tenureHint } from '@/lib/wording'

import { getQuote } from './actions'
import styles from './QuoteCard.module.css'
import { QuoteResult } from './QuoteResult'
import { fieldId, initialState, type FieldErrors, type FieldName, type FieldValues, type Problem } from './state'
import { carryOver, valuesFromForm } from './form-values'

type Props = {
  plans: CalculatorPlan[]
  phone: string
  contactHref: string
  /**
   * Where the form posts before JavaScript runs: this page, with a fragment that brings the visitor
   * back to the card (and its answer) when the page comes back from the server.
   */
  permalink?: string
  /** Answers to start with, e.g. a sum assured carried from the needs calculator (`?cover=`). */
  prefill?: FieldValues
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function eligibilityLine(plan: CalculatorPlan): string | null {
  const e = plan.eligibility
  const terms = plan.tenures.length > 0 ? `terms of ${plan.tenures[0]} to ${plan.tenures.at(-1)} years` : null
  if (!e) return terms ? `For ${terms}.` : null
  return `For ages ${e.minEntryAge} to ${e.maxEntryAge}${terms ? `, ${terms}` : ''}, ending by age ${e.maxMaturityAge}.`
}

/** What the visitor enters, in the words of the plan's kind of cover. */
function amountHint(plan: CalculatorPlan): string {
  const e = plan.eligibility
  const kind = plan.basis ? kindOfProduct(plan.basis.product) : null
  if (plan.amountField === 'premium') {
    if (kind === 'annuity') {
      return `The lump sum you pay once to buy the income, in whole naira${e ? `; at least ${formatNaira(e.minPremium)}` : ''}. We work out your monthly income.`
    }
    return `What you pay each time, in whole naira${e ? `; at least ${formatNaira(e.minPremium)}` : ''}. We work out the sum assured.`
  }
  const least = e ? `; at least ${formatNaira(e.minSumAssured)}` : ''
  const product = plan.basis?.product ?? ''
  const what =
    kind === 'term'
      ? 'The sum paid to your family if you die during the term'
      : kind === 'familyIncome'
        ? 'The monthly income your family would receive if you die during the term'
        : kind === 'education'
          ? 'The fund paid at the end of the term, even if you die before then'
          : kind === 'wholeLife'
            ? 'The sum paid to your family whenever you die'
            : kind === 'annuity'
              ? 'The income you want each month for life'
              : product === 'health-hospital-cash'
                ? 'The sum paid for each night you spend in hospital'
                : product === 'health-surgery'
                  ? 'The most we pay towards operations each year'
                  : kind === 'health'
                    ? 'The sum paid if you are diagnosed with a covered illness'
                    : 'The sum paid at the end of the plan, or to your family if you die before then'
  return `${what}${least}. We work out the premium.`
}


const SUMMARY_TITLES = {
  invalid: 'There is a problem',
  rejected: "We can't give a quote for these details",
  unavailable: "We couldn't get your quote",
} as const

function QuoteFormInner({ plans, contactHref, permalink, prefill }: Props) {
  const firstPlan = plans[0]?.code ?? ''
  const [state, formAction, pending] = useActionState(getQuote, initialState(firstPlan, prefill), permalink)
  const hydrated = useHydrated()

  const [seenSeq, setSeenSeq] = useState(state.seq)
  const [selected, setSelected] = useState(state.plan)
  const [carried, setCarried] = useState<FieldValues>(state.values)
  const [hiddenSeq, setHiddenSeq] = useState<number | null>(null)
  const [focusTick, setFocusTick] = useState(0)

  // A new answer from the server: show it.
  if (state.seq !== seenSeq) {
    setSeenSeq(state.seq)
    setSelected(state.plan)
    setCarried(state.values)
    setHiddenSeq(null)
    setFocusTick((t) => t + 1)
  }

  const plan = plans.find((p) => p.code === selected) ?? plans[0]
  const visible = hiddenSeq !== state.seq
  const fieldErrors: FieldErrors = visible && state.status === 'invalid' ? state.fieldErrors : {}
  const problems: Problem[] = visible && (state.status === 'rejected' || state.status === 'unavailable') ? state.problems : []
  const result = visible && state.status === 'success' ? state.result : null
  const switched = visible && state.status === 'switched'

  const summaryItems: Problem[] = [
    ...Object.entries(fieldErrors).map(([field, message]) => ({ field: field as FieldName, message: message ?? '' })),
    ...problems,
  ]
  const summaryKind = state.status === 'invalid' ? 'invalid' : state.status === 'rejected' ? 'rejected' : 'unavailable'

  const summaryRef = useRef<HTMLDivElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (focusTick === 0) return
    if (summaryRef.current) {
      summaryRef.current.focus()
    } else if (statusRef.current && (result || switched)) {
      // If the control that had focus was replaced, keep the keyboard user at the answer.
      if (!document.activeElement || document.activeElement === document.body) statusRef.current.focus({ preventScroll: true })
      statusRef.current.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' })
    }
    // Runs once per answer (focusTick), not on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusTick])

  if (!plan) return null

  function onPlanChange(event: ChangeEvent<HTMLSelectElement>) {
    const next = plans.find((p) => p.code === event.target.value)
    if (!next) return
    const form = event.target.form
    setCarried(carryOver(form ? valuesFromForm(new FormData(form)) : {}, next))
    setSelected(next.code)
    setHiddenSeq(state.seq)
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The server action checks the answers; the browser only stops a second press while one is on its way.
    if (pending) event.preventDefault()
  }

  const amountName = plan.amountField
  const eligibility = eligibilityLine(plan)
  const v = carried

  return (
    <>
      {summaryItems.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          id="quote-summary"
          headingLevel={3}
          title={SUMMARY_TITLES[summaryKind]}
          items={summaryItems.map((item) => ({ message: item.message, target: item.field ? fieldId(item.field) : undefined }))}
          // Without JavaScript the page comes back from the server: start at the problem.
          autoFocus={!hydrated}
        >
          {summaryKind === 'unavailable' ? (
            // The quote can't be had online right now: offer the way that still works.
            <p className={styles.summaryNext}>
              Or <a href={contactHref}>ask us to call you back</a> with a quote.
            </p>
          ) : null}
        </ErrorSummary>
      ) : null}

      <div
        ref={statusRef}
        role="status"
        className={styles.status}
        tabIndex={-1}
        autoFocus={!hydrated && (result !== null || switched)}
      >
        {result ? <p className={styles.resultMessage}>{result.message}</p> : null}
        {switched ? (
          <p className={styles.notice}>
            The form now shows {plan.name}. Check the frequency, tenure and amount, then press Get my quote.
          </p>
        ) : null}
        {pending ? <p className="visually-hidden">Working out your quote…</p> : null}
      </div>
      {result ? <QuoteResult result={result} contactHref={contactHref} /> : null}

      <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-describedby="quote-intro">
        <input type="hidden" name="fieldsFor" value={plan.code} />
        <Field id={fieldId('plan')} label="Plan" error={fieldErrors.plan} hint={plan.description}>
          {(control) => (
            <div className={styles.planRow}>
              <select key={seenSeq} {...control} name="plan" defaultValue={plan.code} onChange={onPlanChange} required autoComplete="off">
                {plans.map((p) => (
                  <option key={p.code} value={p.code}>
                    {p.name}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className={buttonClass('secondary', styles.usePlan)}>
                  Use this plan
                </button>
              </noscript>
            </div>
          )}
        </Field>
        {eligibility ? <p className={styles.eligibility}>{eligibility}</p> : null}

        <div className={styles.grid}>
          <Field id={fieldId('firstName')} label="First name" error={fieldErrors.firstName}>
            {(control) => <input {...control} name="firstName" type="text" defaultValue={v.firstName ?? ''} autoComplete="given-name" required />}
          </Field>
          <Field id={fieldId('lastName')} label="Last name" error={fieldErrors.lastName}>
            {(control) => <input {...control} name="lastName" type="text" defaultValue={v.lastName ?? ''} autoComplete="family-name" required />}
          </Field>
          <Field id={fieldId('dateOfBirth')} label="Date of birth" error={fieldErrors.dateOfBirth}>
            {(control) => <input {...control} name="dateOfBirth" type="date" defaultValue={v.dateOfBirth ?? ''} autoComplete="bday" required />}
          </Field>
        </div>

        {/* Keyed by plan so the lists and the amount box change with the plan variant, and by answer
            so the selects start from what was sent (React resets the form after each answer, and a
            select's default is only read when it mounts). */}
        <div className={styles.grid} key={`${plan.code}-${seenSeq}`}>
          <Field id={fieldId('frequency')} label="Frequency" hint="How often you pay." error={fieldErrors.frequency}>
            {(control) => (
              <select {...control} name="frequency" defaultValue={v.frequency ?? ''} required>
                <option value="">Choose how often</option>
                {plan.frequencies.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id={fieldId('tenure')} label="Tenure" hint={tenureHint(plan.basis ? kindOfProduct(plan.basis.product) : null)} error={fieldErrors.tenure}>
            {(control) => (
              <select {...control} name="tenure" defaultValue={v.tenure ?? ''} required>
                <option value="">Choose a term</option>
                {plan.tenures.map((n) => (
                  <option key={n} value={String(n)}>
                    {yearsLabel(n)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className={styles.wide}>
            <Field
              id={fieldId(amountName)}
              label={amountName === 'premium' ? 'Premium (₦)' : 'Sum Assured (₦)'}
              hint={amountHint(plan)}
              error={fieldErrors[amountName]}
            >
              {(control) => (
                <input
                  {...control}
                  name={amountName}
                  type="text"
                  inputMode="numeric"
                  defaultValue={groupDigits(v[amountName] ?? '')}
                  onInput={formatAmountInput}
                  autoComplete="off"
                  required
                />
              )}
            </Field>
          </div>
        </div>

        <div className={styles.actions}>
          <SubmitButton pending={pending} pendingLabel="Working out your quote…">
            Get my quote
          </SubmitButton>
        </div>
      </form>

    </>
  )
}

type BoundaryProps = { phone: string; children: ReactNode }

/** If the page can't reach the server at all (offline, server down), say so in the card. */
class QuoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className={formStyles.summary} role="alert">
        <h3 className={formStyles.summaryTitle}>
          <ErrorIcon /> {SUMMARY_TITLES.unavailable}
        </h3>
        <p>We couldn&apos;t reach our quote service. Please try again, or call {this.props.phone}.</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => this.setState({ failed: false })}>
          Try again
        </button>
      </div>
    )
  }
}

export function QuoteForm(props: Props) {
  return (
    <QuoteBoundary phone={props.phone}>
      <QuoteFormInner {...props} />
    </QuoteBoundary>
  )
}
