'use client'

import { Link } from '@/components/ui/Link.client'
import { useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { CheckboxField, Choice, Choices, ErrorIcon, Field, Fieldset, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import { telHref } from '@/lib/phone'
import {
  characterCount,
  CONSENT_TEXT,
  FILL_ALL_NOTICE,
  hasMissingField,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  valuesFromFormData,
  type EnquiryField,
} from '@/lib/schemas/enquiry-fields'

import styles from './EnquiryForm.module.css'
import { ENQUIRY_SUCCESS, INITIAL_ENQUIRY_STATE, type EnquiryAction, type EnquiryFormState } from './state'

const ID: Record<EnquiryField, string> = {
  customer: 'enquiry-customer-yes',
  firstname: 'enquiry-firstname',
  lastname: 'enquiry-lastname',
  mobile: 'enquiry-mobile',
  email: 'enquiry-email',
  message: 'enquiry-message',
  consent: 'enquiry-consent',
}
const ORDER: EnquiryField[] = ['customer', 'firstname', 'lastname', 'mobile', 'email', 'message', 'consent']
/** The radio group's own id (its error hangs off it); the summary links to its first radio. */
const CUSTOMER_GROUP = 'enquiry-customer'

type Focus = 'summary' | 'status' | 'problem'

function counterText(count: number): string {
  const left = MESSAGE_MAX - count
  if (left >= 0) return `You have ${left} character${left === 1 ? '' : 's'} remaining`
  return `You have ${-left} character${left === -1 ? '' : 's'} too many`
}

/**
 * The contact enquiry form. Without JavaScript it is a plain form posting to the server action and
 * the page comes back with errors or the success message. With JavaScript the action is called without
 * a page load (the server checks it, with the same schema either way) and focus moves to what the
 * visitor must read next.
 */
export function EnquiryForm({
  action,
  phone,
  privacyHref,
  officeHours,
}: {
  action: EnquiryAction
  /** The call-centre number offered when something goes wrong. */
  phone: string
  privacyHref: string
  officeHours: string
}) {
  const [serverState, formAction] = useActionState(action, INITIAL_ENQUIRY_STATE, '/contact#enquiry')
  const [state, setState] = useState<EnquiryFormState>(serverState)
  const [generation, setGeneration] = useState(0)
  const [pending, setPending] = useState(false)
  const enhanced = useHydrated()
  const [count, setCount] = useState(() => characterCount(serverState.values.message))
  const [announcedCount, setAnnouncedCount] = useState('')
  const [missing, setMissing] = useState(() => hasMissingField(serverState.values))
  const [focus, setFocus] = useState<{ target: Focus; n: number } | null>(null)
  const summaryRef = useRef<HTMLDivElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const announceTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  // A visitor on a slow phone may type before the script arrives: the counter starts from the form as it is.
  useEffect(() => {
    const form = formRef.current
    if (!form) return
    const typed = valuesFromFormData(new FormData(form))
    setCount(characterCount(typed.message))
    setMissing(hasMissingField(typed))
  }, [])

  useEffect(() => {
    if (!focus) return
    const element = { summary: summaryRef, status: statusRef, problem: problemRef }[focus.target].current
    element?.focus()
    element?.scrollIntoView({ block: 'start' })
  }, [focus])

  useEffect(() => () => {
    if (announceTimer.current) clearTimeout(announceTimer.current)
  }, [])

  const errors = state.status === 'invalid' ? state.errors : {}
  const values = state.values
  const requestFocus = (target: Focus) => setFocus((f) => ({ target, n: (f?.n ?? 0) + 1 }))

  function onChange(event: FormEvent<HTMLFormElement>) {
    const current = valuesFromFormData(new FormData(event.currentTarget))
    setMissing(hasMissingField(current))
    const next = characterCount(current.message)
    if (next !== count) {
      setCount(next)
      // Screen readers hear the count once typing pauses, not at every key.
      if (announceTimer.current) clearTimeout(announceTimer.current)
      announceTimer.current = setTimeout(() => setAnnouncedCount(counterText(next)), 900)
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const data = new FormData(event.currentTarget)
    const typed = valuesFromFormData(data)
    // The server checks every field and answers per field (the schema stays out of the page's JavaScript).
    setPending(true)
    let next: EnquiryFormState
    try {
      next = await action(state, data)
    } catch {
      next = { ...INITIAL_ENQUIRY_STATE, status: 'network-error', values: typed }
    }
    setPending(false)
    setState(next)
    if (next.status === 'success') {
      // A fresh form: every field empty again.
      setGeneration((g) => g + 1)
      setCount(0)
      setMissing(true)
      setAnnouncedCount('')
      requestFocus('status')
    } else {
      requestFocus(next.status === 'invalid' ? 'summary' : 'problem')
    }
  }

  const callUs: ReactNode = (
    <>
      call us on{' '}
      <a href={telHref(phone)} className={styles.inlinePhone}>
        {phone}
      </a>
    </>
  )
  const minutes = Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60))
  const problem: ReactNode =
    state.status === 'network-error' ? (
      <>
        <p className={styles.problemTitle}>Your enquiry was not sent: we couldn’t reach our server.</p>
        <p>Check your internet connection and try again, or {callUs}. Your details are still in the form.</p>
      </>
    ) : state.status === 'error' ? (
      <>
        <p className={styles.problemTitle}>Sorry, your enquiry was not sent because of a problem on our side.</p>
        <p>Please try again in a few minutes, or {callUs}. Your details are still in the form.</p>
      </>
    ) : state.status === 'rate-limited' ? (
      <>
        <p className={styles.problemTitle}>We’ve received several enquiries from your connection in a short time.</p>
        <p>
          Please try again in {minutes} minute{minutes === 1 ? '' : 's'}, or {callUs}. Your details are still in the
          form.
        </p>
      </>
    ) : null

  const errorFields = ORDER.filter((f) => errors[f])

  return (
    <div className={styles.wrapper}>
      <div ref={statusRef} role="status" tabIndex={-1} className={styles.region}>
        {state.status === 'success' ? (
          <div className={styles.success}>
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="11" fill="currentColor" />
              <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <div>
              <p className={styles.successTitle}>{ENQUIRY_SUCCESS}</p>
              <p>
                {state.reference ? <>Your reference is <strong>{state.reference}</strong>. </> : null}An adviser will call you on the number you
                gave us ({officeHours.charAt(0).toLowerCase() + officeHours.slice(1)}).
              </p>
            </div>
          </div>
        ) : null}
      </div>

      <div ref={problemRef} role="alert" tabIndex={-1} className={styles.region}>
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
          id="enquiry-error-summary"
          items={errorFields.map((field) => ({ message: errors[field] ?? '', target: ID[field] }))}
        />
      ) : null}

      <form
        ref={formRef}
        key={generation}
        action={formAction}
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        className={formStyles.stack}
        aria-describedby="enquiry-mandatory"
      >
        <p id="enquiry-mandatory" className={styles.mandatory}>
          All fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are mandatory.
        </p>

        <Fieldset id={CUSTOMER_GROUP} legend="Are you an existing customer?" required radio error={errors.customer}>
          <Choices>
            {(['yes', 'no'] as const).map((answer) => (
              <Choice
                key={answer}
                type="radio"
                name="customer"
                value={answer}
                id={answer === 'yes' ? ID.customer : 'enquiry-customer-no'}
                label={answer === 'yes' ? 'Yes' : 'No'}
                defaultChecked={values.customer === answer}
                required
              />
            ))}
          </Choices>
        </Fieldset>

        <div className={formStyles.pair}>
          <TextField
            field="firstname"
            label="First name"
            autoComplete="given-name"
            defaultValue={values.firstname}
            error={errors.firstname}
          />
          <TextField
            field="lastname"
            label="Surname"
            autoComplete="family-name"
            defaultValue={values.lastname}
            error={errors.lastname}
          />
        </div>

        <div className={formStyles.pair}>
          <TextField
            field="mobile"
            label="Phone number"
            hint="A Nigerian number, like 0803 123 4567"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            defaultValue={values.mobile}
            error={errors.mobile}
          />
          <TextField
            field="email"
            label="Email address"
            hint="We’ll only use it to reply to you"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            defaultValue={values.email}
            error={errors.email}
          />
        </div>

        <Field id={ID.message} label="Your message" required hint={`Tell us what you’d like to talk about, in up to ${MESSAGE_MAX} characters.`} error={errors.message}>
          {(control) => (
            <>
              <textarea {...control} name="message" rows={6} required defaultValue={values.message} />
              {/* The counter's line is kept before the script runs (unseen), so the form does not move when it starts counting. */}
              <p className={`${styles.counter} ${count > MESSAGE_MAX ? styles.counterOver : ''}${enhanced ? '' : ' until-script'}`} aria-hidden="true">
                {counterText(count)}
              </p>
              {enhanced ? (
                <p className="visually-hidden" aria-live="polite">
                  {announcedCount}
                </p>
              ) : null}
            </>
          )}
        </Field>

        <CheckboxField
          id={ID.consent}
          name="consent"
          value="yes"
          defaultChecked={values.consent}
          required
          error={errors.consent}
          label={
            <>
              {CONSENT_TEXT.replace(/privacy notice\.$/, '')}
              <Link href={privacyHref}>privacy notice</Link>.
            </>
          }
        />

        {/* A trap for bots: hidden from people and screen readers alike. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="enquiry-website">Leave this field empty</label>
          <input id="enquiry-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Send enquiry
          </SubmitButton>
          {missing ? <p className={styles.notice}>{FILL_ALL_NOTICE}</p> : null}
        </div>
      </form>
    </div>
  )
}

function TextField({
  field,
  label,
  hint,
  error,
  ...input
}: {
  field: EnquiryField
  label: string
  hint?: string
  error: string | undefined
  type?: 'text' | 'tel' | 'email'
  inputMode?: 'text' | 'tel' | 'email'
  autoComplete: string
  spellCheck?: boolean
  defaultValue: string
}) {
  return (
    <Field id={ID[field]} label={label} required hint={hint} error={error}>
      {(control) => <input {...control} name={field} type={input.type ?? 'text'} required {...input} />}
    </Field>
  )
}
