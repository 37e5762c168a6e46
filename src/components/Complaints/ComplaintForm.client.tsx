'use client'

import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { Link } from '@/components/ui/Link.client'
import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { CheckboxField, Choice, Choices, ErrorIcon, Field, Fieldset, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import { telHref } from '@/lib/phone'
import {
  COMPLAINT_CONSENT_TEXT,
  COMPLAINT_TOPICS,
  complaintValuesFromFormData,
  DETAILS_MAX,
  OUTCOME_MAX,
  type ComplaintField,
} from '@/lib/schemas/complaint-fields'

import styles from './complaints.module.css'
import { INITIAL_COMPLAINT_STATE, type ComplaintAction, type ComplaintFormState } from './state'

const ID: Record<ComplaintField, string> = {
  about: 'complaint-about-claim',
  reference: 'complaint-reference',
  details: 'complaint-details',
  outcome: 'complaint-outcome',
  firstName: 'complaint-first-name',
  lastName: 'complaint-last-name',
  phone: 'complaint-phone',
  email: 'complaint-email',
  consent: 'complaint-consent',
}
const ORDER: ComplaintField[] = ['about', 'reference', 'details', 'outcome', 'firstName', 'lastName', 'phone', 'email', 'consent']

/**
 * The complaint form. Without JavaScript a plain post to the server action, the page coming back with
 * the messages (the summary focused) or the reference; with it, no page load, the answers kept after an
 * error, and focus moved to what must be read next. The server checks everything either way.
 */
export function ComplaintForm({
  action,
  phone,
  privacyHref,
  trackHref,
  promise,
}: {
  action: ComplaintAction
  phone: string
  privacyHref: string
  trackHref: string
  /** "within 14 days": the promise, as the page and the messages say it. */
  promise: string
}) {
  const [serverState, formAction] = useActionState(action, INITIAL_COMPLAINT_STATE, '/complaints/new')
  const [state, setState] = useState<ComplaintFormState>(serverState)
  const [pending, setPending] = useState(false)
  const [focus, setFocus] = useState(0)
  const hydrated = useHydrated()
  const summaryRef = useRef<HTMLDivElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const errors = state.status === 'invalid' ? state.errors : {}
  const errorFields = ORDER.filter((f) => errors[f])
  const values = state.values

  useEffect(() => {
    if (focus === 0) return
    const element = state.status === 'invalid' ? summaryRef.current : state.status === 'success' ? statusRef.current : problemRef.current
    element?.focus()
    element?.scrollIntoView({ block: 'start' })
  }, [focus, state.status])

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    setPending(true)
    let next: ComplaintFormState
    try {
      next = await action(state, data)
    } catch {
      next = { ...INITIAL_COMPLAINT_STATE, status: 'network-error', values: complaintValuesFromFormData(data) }
    }
    setPending(false)
    setState(next)
    setFocus((n) => n + 1)
  }

  const callUs: ReactNode = (
    <>
      call us on <a href={telHref(phone)}>{phone}</a>
    </>
  )
  const minutes = Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60))
  const problem: ReactNode =
    state.status === 'network-error' ? (
      <>
        <p className={styles.title}>Your complaint was not sent: we couldn’t reach our server.</p>
        <p>Check your internet connection and try again, or {callUs}. Your answers are still in the form.</p>
      </>
    ) : state.status === 'error' ? (
      <>
        <p className={styles.title}>Sorry, your complaint was not sent because of a problem on our side.</p>
        <p>Please try again in a few minutes, or {callUs}. Your answers are still in the form.</p>
      </>
    ) : state.status === 'rate-limited' ? (
      <>
        <p className={styles.title}>We’ve received several complaints from your connection in a short time.</p>
        <p>
          Please try again in {minutes} minute{minutes === 1 ? '' : 's'}, or {callUs}. Your answers are still in the form.
        </p>
      </>
    ) : null

  if (state.status === 'success' && state.reference) {
    return (
      <div ref={statusRef} role="status" tabIndex={-1} className={styles.region} autoFocus={!hydrated}>
        <div className={styles.success}>
          <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <div>
            <p className={styles.title}>We have received your complaint</p>
            <p>
              Your reference is <strong>{state.reference}</strong>. Keep it: you need it, with your mobile number, to follow your complaint.
            </p>
            <p>
              We have sent it to you by SMS{state.emailed ? ' and email' : ''}. We will send you our final answer {promise}.
            </p>
            <p>
              <Link href={trackHref}>Follow your complaint</Link>
            </p>
          </div>
        </div>
      </div>
    )
  }

  return (
    <div className={formStyles.stack}>
      <div ref={problemRef} role="alert" tabIndex={-1} className={styles.region} autoFocus={!hydrated && problem !== null}>
        {problem ? (
          <div className={styles.problem}>
            <ErrorIcon className={styles.icon} />
            <div>{problem}</div>
          </div>
        ) : null}
      </div>

      {errorFields.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          id="complaint-error-summary"
          items={errorFields.map((field) => ({ message: errors[field] ?? '', target: ID[field] }))}
          autoFocus={!hydrated}
        />
      ) : null}

      <form action={formAction} onSubmit={onSubmit} noValidate className={formStyles.stack} aria-describedby="complaint-mandatory">
        <p id="complaint-mandatory" className={styles.mandatory}>
          Questions marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> must be answered.
        </p>

        <Fieldset id="complaint-about" legend="What is your complaint about?" required radio error={errors.about}>
          <Choices columns>
            {COMPLAINT_TOPICS.map((topic, i) => (
              <Choice
                key={topic.value}
                type="radio"
                name="about"
                value={topic.value}
                id={i === 0 ? ID.about : `complaint-about-${topic.value}`}
                label={topic.label}
                defaultChecked={values.about === topic.value}
                required
              />
            ))}
          </Choices>
        </Fieldset>

        <Field id={ID.reference} label="Policy or claim reference (if you have one)" hint="Like RL/FEP/00031337 or RL-CLM-2026-000123" error={errors.reference}>
          {(control) => <input {...control} name="reference" type="text" autoComplete="off" spellCheck={false} defaultValue={values.reference} />}
        </Field>

        <Field id={ID.details} label="What happened?" required hint={`Tell us in your own words, in up to ${DETAILS_MAX} characters.`} error={errors.details}>
          {(control) => <textarea {...control} name="details" rows={6} required defaultValue={values.details} />}
        </Field>

        <Field id={ID.outcome} label="What would you like us to do?" required hint={`For example: pay the claim, refund a payment, an apology. Up to ${OUTCOME_MAX} characters.`} error={errors.outcome}>
          {(control) => <textarea {...control} name="outcome" rows={4} required defaultValue={values.outcome} />}
        </Field>

        <div className={formStyles.pair}>
          <Field id={ID.firstName} label="First name" required error={errors.firstName}>
            {(control) => <input {...control} name="firstName" type="text" autoComplete="given-name" required defaultValue={values.firstName} />}
          </Field>
          <Field id={ID.lastName} label="Surname" required error={errors.lastName}>
            {(control) => <input {...control} name="lastName" type="text" autoComplete="family-name" required defaultValue={values.lastName} />}
          </Field>
        </div>

        <div className={formStyles.pair}>
          <Field id={ID.phone} label="Mobile number" required hint="We text your reference here, like 0803 123 4567" error={errors.phone}>
            {(control) => <input {...control} name="phone" type="tel" inputMode="tel" autoComplete="tel" required defaultValue={values.phone} />}
          </Field>
          <Field id={ID.email} label="Email address (if you have one)" hint="We send our final answer here too" error={errors.email}>
            {(control) => <input {...control} name="email" type="email" inputMode="email" autoComplete="email" spellCheck={false} defaultValue={values.email} />}
          </Field>
        </div>

        <CheckboxField
          id={ID.consent}
          name="consent"
          required
          defaultChecked={values.consent}
          error={errors.consent}
          label={
            <>
              {COMPLAINT_CONSENT_TEXT} <Link href={privacyHref}>Read the privacy notice</Link>.
            </>
          }
        />

        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Send my complaint
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
