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
import { fromWords } from '@/lib/i18n/words'
import { frequencyWord, yearsLabel, type CalculatorPlan } from '@/lib/plan-service/calculator'
import { kindOfProduct } from '@/lib/quote/kinds'
import { formatNaira, groupDigits } from '@/lib/quote/money'
import { tenureHint } from '@/lib/wording'

import { getQuote } from './actions'
import { placed } from '@/components/Language/placed'
import styles from './QuoteCard.module.css'
import { QuoteResult } from './QuoteResult'
import { fieldId, initialState, type FieldErrors, type FieldName, type FieldValues, type Problem } from './state'
import { carryOver, valuesFromForm } from './form-values'
import type { QuoteT, QuoteWords } from './words'

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
  /**
   * The page's language, when it is not the default: sent with the form (`language`), so the answer comes
   * back in it. None on an English page.
   */
  language?: string
  /** The form's words in that language (QuoteCard's `wordsFor(QUOTE_TEXTS, t)`); none on an English page. */
  words?: QuoteWords
  /** The lang of what stays in English on such a page (the plans' names and descriptions). */
  contentLang?: string
}

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
}

function eligibilityLine(plan: CalculatorPlan, t: QuoteT): string | null {
  const e = plan.eligibility
  const from = plan.tenures[0]
  const to = plan.tenures.at(-1)
  const terms = from !== undefined && to !== undefined ? { from, to } : null
  if (!e) return terms ? t('For terms of {from} to {to} years.', terms) : null
  const ages = { min: e.minEntryAge, max: e.maxEntryAge, end: e.maxMaturityAge }
  return terms
    ? t('For ages {min} to {max}, terms of {from} to {to} years, ending by age {end}.', { ...ages, ...terms })
    : t('For ages {min} to {max}, ending by age {end}.', ages)
}

/** What the insured amount is, in the words of the plan's kind of cover. */
function amountMeaning(plan: CalculatorPlan, t: QuoteT): string {
  const kind = plan.basis ? kindOfProduct(plan.basis.product) : null
  const product = plan.basis?.product ?? ''
  return kind === 'term'
    ? t('The sum paid to your family if you die during the term')
    : kind === 'familyIncome'
      ? t('The monthly income your family would receive if you die during the term')
      : kind === 'education'
        ? t('The fund paid at the end of the term, even if you die before then')
        : kind === 'wholeLife'
          ? t('The sum paid to your family whenever you die')
          : kind === 'annuity'
            ? t('The income you want each month for life')
            : product === 'health-hospital-cash'
              ? t('The sum paid for each night you spend in hospital')
              : product === 'health-surgery'
                ? t('The most we pay towards operations each year')
                : kind === 'health'
                  ? t('The sum paid if you are diagnosed with a covered illness')
                  : t('The sum paid at the end of the plan, or to your family if you die before then')
}

/** What the visitor enters, in the words of the plan's kind of cover. */
function amountHint(plan: CalculatorPlan, t: QuoteT): string {
  const e = plan.eligibility
  const kind = plan.basis ? kindOfProduct(plan.basis.product) : null
  if (plan.amountField === 'premium') {
    if (kind === 'annuity') {
      return e
        ? t('The lump sum you pay once to buy the income, in whole naira; at least {amount}. We work out your monthly income.', { amount: formatNaira(e.minPremium) })
        : t('The lump sum you pay once to buy the income, in whole naira. We work out your monthly income.')
    }
    return e
      ? t('What you pay each time, in whole naira; at least {amount}. We work out the sum assured.', { amount: formatNaira(e.minPremium) })
      : t('What you pay each time, in whole naira. We work out the sum assured.')
  }
  const what = amountMeaning(plan, t)
  return e
    ? t('{what}; at least {amount}. We work out the premium.', { what, amount: formatNaira(e.minSumAssured) })
    : t('{what}. We work out the premium.', { what })
}

type SummaryKind = 'invalid' | 'rejected' | 'unavailable'

function summaryTitle(kind: SummaryKind, t: QuoteT): string {
  return kind === 'invalid'
    ? t('There is a problem')
    : kind === 'rejected'
      ? t('We can\'t give a quote for these details')
      : t('We couldn\'t get your quote')
}

function QuoteFormInner({ plans, contactHref, permalink, prefill, language, words, contentLang }: Props) {
  const t: QuoteT = fromWords(words)
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
  const summaryKind: SummaryKind = state.status === 'invalid' ? 'invalid' : state.status === 'rejected' ? 'rejected' : 'unavailable'
  // The plan service's own reasons are in English on a page in another language: say so.
  const inEnglish = problems.some((problem) => problem.lang)

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
  const eligibility = eligibilityLine(plan, t)
  const v = carried

  return (
    <>
      {summaryItems.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          id="quote-summary"
          headingLevel={3}
          title={summaryTitle(summaryKind, t)}
          items={summaryItems.map((item) => ({ message: item.message, target: item.field ? fieldId(item.field) : undefined }))}
          // Without JavaScript the page comes back from the server: start at the problem.
          autoFocus={!hydrated}
        >
          {inEnglish ? <p className={styles.summaryNext}>{t('Our quote service gives these reasons in English.')}</p> : null}
          {summaryKind === 'unavailable' ? (
            // The quote can't be had online right now: offer the way that still works.
            <p className={styles.summaryNext}>
              {placed(t('Or {link} with a quote.'), { link: <a href={contactHref}>{t('ask us to call you back')}</a> })}
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
            {placed(t('The form now shows {plan}. Check the frequency, tenure and amount, then press Get my quote.'), { plan: plan.name })}
          </p>
        ) : null}
        {pending ? <p className="visually-hidden">{t('Working out your quote…')}</p> : null}
      </div>
      {result ? <QuoteResult result={result} contactHref={contactHref} t={t} contentLang={contentLang} /> : null}

      <form action={formAction} onSubmit={onSubmit} noValidate className={styles.form} aria-describedby="quote-intro">
        <input type="hidden" name="fieldsFor" value={plan.code} />
        {language ? <input type="hidden" name="language" value={language} /> : null}
        <Field
          id={fieldId('plan')}
          label={t('Plan')}
          error={fieldErrors.plan}
          // The plans' own words are in English until plans are translated.
          hint={contentLang && plan.description ? <span lang={contentLang}>{plan.description}</span> : plan.description}
        >
          {(control) => (
            <div className={styles.planRow}>
              <select key={seenSeq} {...control} name="plan" defaultValue={plan.code} onChange={onPlanChange} required autoComplete="off">
                {plans.map((p) => (
                  <option key={p.code} value={p.code} lang={contentLang}>
                    {p.name}
                  </option>
                ))}
              </select>
              <noscript>
                <button type="submit" className={buttonClass('secondary', styles.usePlan)}>
                  {t('Use this plan')}
                </button>
              </noscript>
            </div>
          )}
        </Field>
        {eligibility ? <p className={styles.eligibility}>{eligibility}</p> : null}

        <div className={styles.grid}>
          <Field id={fieldId('firstName')} label={t('First name')} error={fieldErrors.firstName}>
            {(control) => <input {...control} name="firstName" type="text" defaultValue={v.firstName ?? ''} autoComplete="given-name" required />}
          </Field>
          <Field id={fieldId('lastName')} label={t('Last name')} error={fieldErrors.lastName}>
            {(control) => <input {...control} name="lastName" type="text" defaultValue={v.lastName ?? ''} autoComplete="family-name" required />}
          </Field>
          <Field id={fieldId('dateOfBirth')} label={t('Date of birth')} error={fieldErrors.dateOfBirth}>
            {(control) => <input {...control} name="dateOfBirth" type="date" defaultValue={v.dateOfBirth ?? ''} autoComplete="bday" required />}
          </Field>
        </div>

        {/* Keyed by plan so the lists and the amount box change with the plan variant, and by answer
            so the selects start from what was sent (React resets the form after each answer, and a
            select's default is only read when it mounts). */}
        <div className={styles.grid} key={`${plan.code}-${seenSeq}`}>
          <Field id={fieldId('frequency')} label={t('Frequency')} hint={t('How often you pay.')} error={fieldErrors.frequency}>
            {(control) => (
              <select {...control} name="frequency" defaultValue={v.frequency ?? ''} required>
                <option value="">{t('Choose how often')}</option>
                {plan.frequencies.map((f) => (
                  <option key={f.value} value={f.value}>
                    {f.known ? frequencyWord(f.value, t) : f.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            id={fieldId('tenure')}
            label={t('Tenure')}
            hint={tenureHint(plan.basis ? kindOfProduct(plan.basis.product) : null, t)}
            error={fieldErrors.tenure}
          >
            {(control) => (
              <select {...control} name="tenure" defaultValue={v.tenure ?? ''} required>
                <option value="">{t('Choose a term')}</option>
                {plan.tenures.map((n) => (
                  <option key={n} value={String(n)}>
                    {yearsLabel(n, t)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className={styles.wide}>
            <Field
              id={fieldId(amountName)}
              label={amountName === 'premium' ? t('Premium (₦)') : t('Sum Assured (₦)')}
              hint={amountHint(plan, t)}
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
          <SubmitButton pending={pending} pendingLabel={t('Working out your quote…')}>
            {t('Get my quote')}
          </SubmitButton>
        </div>
      </form>

    </>
  )
}

type BoundaryProps = { phone: string; words?: QuoteWords; children: ReactNode }

/** If the page can't reach the server at all (offline, server down), say so in the card. */
class QuoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true }
  }

  render() {
    if (!this.state.failed) return this.props.children
    const t: QuoteT = fromWords(this.props.words)
    return (
      <div className={formStyles.summary} role="alert">
        <h3 className={formStyles.summaryTitle}>
          <ErrorIcon /> {summaryTitle('unavailable', t)}
        </h3>
        <p>{placed(t('We couldn\'t reach our quote service. Please try again, or call {phone}.'), { phone: this.props.phone })}</p>
        <button type="button" className={buttonClass('secondary')} onClick={() => this.setState({ failed: false })}>
          {t('Try again')}
        </button>
      </div>
    )
  }
}

export function QuoteForm(props: Props) {
  return (
    <QuoteBoundary phone={props.phone} words={props.words}>
      <QuoteFormInner {...props} />
    </QuoteBoundary>
  )
}
