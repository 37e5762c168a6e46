'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import {
  ABOUT_FIELDS,
  answerField,
  beneficiaryField,
  BENEFICIARY_FIELDS,
  DECLARATION_TEXT,
  detailsField,
  GENDERS,
  healthFieldNames,
  MAX_BENEFICIARIES,
  NDPA_CONSENT_TEXT,
  NIGERIAN_STATES,
  RELATIONSHIPS,
  type HealthQuestion,
} from '@/lib/application/validate'

import styles from './Application.module.css'
import { Checkbox, fieldId, RadioGroup, SelectField, TextArea, TextField } from './parts'
import { initialStepState, type StepAction } from './state'

export type StepFormProps = {
  action: StepAction
  kind: 'about-you' | 'cover' | 'beneficiaries' | 'health' | 'consents' | 'resume'
  hidden: Record<string, string>
  values: Record<string, string>
  submitLabel: string
  backHref?: string | null
  cover?: { frequencies: { value: string; label: string }[]; terms: number[]; amountLabel: string; amountHint: string; termHint: string; price: string | null }
  questions?: HealthQuestion[]
}

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const

function orderOf(props: StepFormProps): readonly string[] {
  switch (props.kind) {
    case 'about-you':
      return ABOUT_FIELDS
    case 'cover':
      return ['frequency', 'term', 'amount']
    case 'beneficiaries':
      return BENEFICIARY_FIELDS
    case 'health':
      return healthFieldNames(props.questions ?? [])
    case 'consents':
      return ['ndpaConsent', 'declaration']
    case 'resume':
      return ['dateOfBirth']
  }
}

/**
 * One step's form. A plain HTML form posting to a server action: without JavaScript the browser
 * posts it and the server answers with the next step (303) or this page with the messages; with
 * JavaScript the same action runs in place and the error summary takes focus (and puts "Error:" in
 * the page title); without it the summary takes focus as the page loads.
 */
export function StepForm(props: StepFormProps) {
  const [state, formAction, pending] = useActionState(props.action, initialStepState(props.values, props.cover?.price ?? null))
  const hydrated = useHydrated()
  // Which button sent the form, so only that one says it is busy.
  const [pressed, setPressed] = useState<string | null>(null)
  const summary = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (state.seq > 0 && (Object.keys(state.errors).length > 0 || state.problem)) summary.current?.focus()
  }, [state])
  const v = state.values
  const e = state.errors
  const order = orderOf(props)
  const named = [...order.filter((n) => e[n]), ...Object.keys(e).filter((n) => !order.includes(n))]
  const items = [
    ...(state.problem ? [{ message: state.problem }] : []),
    ...named.map((n) => ({ message: e[n] ?? '', target: fieldId(n) })),
  ]
  // Each answer remounts the fields, so they show the values the server sent back.
  const key = `answer-${state.seq}`

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The server checks the answers; the browser only stops a second press while one is on its way.
    if (pending) event.preventDefault()
    else setPressed((event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? null)
  }

  return (
    <form action={formAction} onSubmit={onSubmit} className={formStyles.stack} noValidate>
      {items.length > 0 ? <ErrorSummary ref={summary} id="step-error-summary" items={items} autoFocus={!hydrated} /> : null}
      {Object.entries(props.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div key={key} className={formStyles.stack}>
        {props.kind === 'about-you' ? (
          <>
            <div className={formStyles.pair}>
              <TextField name="firstName" label="First name" value={v.firstName} error={e.firstName} autoComplete="given-name" />
              <TextField name="lastName" label="Surname" value={v.lastName} error={e.lastName} autoComplete="family-name" />
            </div>
            <TextField name="dateOfBirth" label="Date of birth" hint="For example 21/11/1990" value={v.dateOfBirth} error={e.dateOfBirth} autoComplete="bday" inputMode="numeric" maxLength={10} />
            <RadioGroup name="gender" legend="Gender" value={v.gender} error={e.gender} options={GENDERS} />
            <div className={formStyles.pair}>
              <TextField name="phone" label="Phone number" type="tel" value={v.phone} error={e.phone} autoComplete="tel" />
              <TextField name="email" label="Email address" type="email" value={v.email} error={e.email} autoComplete="email" hint="We send your resume link and confirmation here." />
            </div>
            <TextArea name="address" label="Home address" value={v.address} error={e.address} />
            <SelectField name="state" label="State" value={v.state} error={e.state} options={NIGERIAN_STATES.map((s) => ({ value: s, label: s }))} />
            <TextField name="nin" label="National Identification Number (NIN)" hint="11 digits, on your NIN slip or in the NIMC app." value={v.nin} error={e.nin} inputMode="numeric" maxLength={14} />
            <TextField name="occupation" label="Occupation" hint="What you do for a living, for example teacher or trader." value={v.occupation} error={e.occupation} autoComplete="organization-title" />
          </>
        ) : null}

        {props.kind === 'cover' && props.cover ? (
          <>
            <SelectField name="frequency" label="How often you pay" value={v.frequency} error={e.frequency} options={props.cover.frequencies} placeholder={null} />
            <SelectField name="term" label="Term" hint={props.cover.termHint} value={v.term} error={e.term} options={props.cover.terms.map((t) => ({ value: String(t), label: t === 1 ? '1 year' : `${t} years` }))} placeholder={null} />
            <TextField name="amount" label={props.cover.amountLabel[0]?.toUpperCase() + props.cover.amountLabel.slice(1) + ' (₦)'} hint={props.cover.amountHint} value={v.amount} error={e.amount} inputMode="numeric" maxLength={20} />
            <div className={styles.price} aria-live="polite">
              {state.price ? (
                <p>
                  <span className={styles.priceFigure}>{state.price}</span>
                </p>
              ) : (
                <p>Press “Update the price” to see the price of these choices.</p>
              )}
            </div>
          </>
        ) : null}

        {props.kind === 'beneficiaries' ? (
          <>
            {Array.from({ length: MAX_BENEFICIARIES }, (_, i) => (
              <fieldset key={i} className={styles.group}>
                <legend className={formStyles.legend}>
                  Beneficiary {i + 1}
                  {i > 0 ? ' (optional)' : ''}
                </legend>
                <TextField name={beneficiaryField(i, 'name')} label="Full name" value={v[beneficiaryField(i, 'name')]} error={e[beneficiaryField(i, 'name')]} />
                <div className={formStyles.pair}>
                  <SelectField
                    name={beneficiaryField(i, 'relationship')}
                    label="Relationship to you"
                    value={v[beneficiaryField(i, 'relationship')]}
                    error={e[beneficiaryField(i, 'relationship')]}
                    options={RELATIONSHIPS.map((r) => ({ value: r, label: r }))}
                  />
                  <TextField name={beneficiaryField(i, 'share')} label="Share (%)" value={v[beneficiaryField(i, 'share')]} error={e[beneficiaryField(i, 'share')]} inputMode="numeric" maxLength={4} />
                </div>
                <TextField name={beneficiaryField(i, 'phone')} label="Phone number (optional)" type="tel" value={v[beneficiaryField(i, 'phone')]} error={e[beneficiaryField(i, 'phone')]} />
              </fieldset>
            ))}
          </>
        ) : null}

        {props.kind === 'health'
          ? (props.questions ?? []).map((q, i) => (
              <fieldset key={q.id} className={styles.group}>
                <legend className="visually-hidden">Question {i + 1}</legend>
                <RadioGroup
                  name={answerField(q.id)}
                  legend={`${i + 1}. ${q.question}`}
                  hint={q.hint}
                  value={v[answerField(q.id)]}
                  error={e[answerField(q.id)]}
                  options={YES_NO}
                />
                <TextArea name={detailsField(q.id)} label="If yes, tell us more (optional if no)" value={v[detailsField(q.id)]} error={e[detailsField(q.id)]} />
              </fieldset>
            ))
          : null}

        {props.kind === 'consents' ? (
          <>
            <Checkbox name="ndpaConsent" label={NDPA_CONSENT_TEXT} checked={v.ndpaConsent === 'on'} error={e.ndpaConsent} />
            <Checkbox name="declaration" label={DECLARATION_TEXT} checked={v.declaration === 'on'} error={e.declaration} />
          </>
        ) : null}

        {props.kind === 'resume' ? (
          <TextField name="dateOfBirth" label="Your date of birth" hint="For example 21/11/1990" value={v.dateOfBirth} error={e.dateOfBirth} autoComplete="bday" inputMode="numeric" maxLength={10} />
        ) : null}
      </div>

      <div className={formStyles.actions}>
        {props.kind === 'cover' ? (
          <SubmitButton variant="secondary" name="intent" value="price" pending={pending && pressed === 'price'} pendingLabel="Pricing…">
            Update the price
          </SubmitButton>
        ) : null}
        <SubmitButton name="intent" value="save" pending={pending && pressed !== 'price'} pendingLabel="Saving…">
          {props.submitLabel}
        </SubmitButton>
        {props.backHref ? (
          <a className={styles.back} href={props.backHref}>
            Back to the previous step
          </a>
        ) : null}
      </div>
    </form>
  )
}
