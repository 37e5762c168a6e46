'use client'

import { Link } from '@/components/ui/Link.client'
import { useActionState, useEffect, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react'

import { buttonClass } from '@/components/ui/Button'
import { useHydrated } from '@/components/ui/useHydrated'
import { telHref } from '@/lib/phone'
import {
  characterCount,
  CONSENT_TEXT,
  FILL_ALL_NOTICE,
  hasMissingField,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  validateEnquiry,
  valuesFromFormData,
  type EnquiryField,
} from '@/lib/schemas/enquiry'

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
const errorId = (field: EnquiryField) => `enquiry-${field}-error`
const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

type Focus = 'summary' | 'status' | 'problem'

function ErrorIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path d="M12 6.5v7" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
      <circle cx="12" cy="17.3" r="1.5" fill="#fff" />
    </svg>
  )
}

function FieldError({ field, message }: { field: EnquiryField; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={errorId(field)} className={styles.fieldError}>
      <ErrorIcon />
      <span>
        <span className="visually-hidden">Error: </span>
        {message}
      </span>
    </p>
  )
}

function Required() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  )
}

function counterText(count: number): string {
  const left = MESSAGE_MAX - count
  if (left >= 0) return `You have ${left} character${left === 1 ? '' : 's'} remaining`
  return `You have ${-left} character${left === -1 ? '' : 's'} too many`
}

/**
 * The contact enquiry form. Without JavaScript it is a plain form posting to the server action and
 * the page comes back with errors or the success message. With JavaScript the same schema checks it
 * first, the action is called without a page load, and focus moves to what the visitor must read next.
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

  useEffect(() => {
    if (!focus) return
    const element = { summary: summaryRef, status: statusRef, problem: problemRef }[focus.target].current
    element?.focus()
    element?.scrollIntoView({ block: 'start' })
  }, [focus])

  // The page title says there is a problem, as the GOV.UK pattern asks.
  useEffect(() => {
    const title = document.title.replace(/^Error: /, '')
    document.title = state.status === 'invalid' ? `Error: ${title}` : title
  }, [state.status])

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
    const trapped = (data.get(HONEYPOT_FIELD) ?? '') !== ''
    if (!trapped) {
      const checked = validateEnquiry(typed)
      if (!checked.ok) {
        setState({ ...INITIAL_ENQUIRY_STATE, status: 'invalid', errors: checked.errors, values: typed })
        requestFocus('summary')
        return
      }
    }
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

  function focusField(event: MouseEvent<HTMLAnchorElement>, field: EnquiryField) {
    const input = document.getElementById(ID[field])
    if (!input) return
    event.preventDefault()
    // Show the question (legend or label) above the field, not just the input.
    const context = input.closest('fieldset, [data-field]') ?? input
    context.scrollIntoView({ block: 'start' })
    input.focus({ preventScroll: true })
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
  const err = (field: EnquiryField) => (errors[field] ? errorId(field) : null)

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
                {state.reference ? <>Your reference is {state.reference}. </> : null}An advisor will call you on the number you
                gave us ({officeHours.charAt(0).toLowerCase() + officeHours.slice(1)}).
              </p>
            </div>
          </div>
        ) : null}
      </div>

      <div ref={problemRef} role="alert" tabIndex={-1} className={styles.region}>
        {problem ? (
          <div className={styles.problem}>
            <ErrorIcon />
            <div>{problem}</div>
          </div>
        ) : null}
      </div>

      {errorFields.length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} className={styles.summary} aria-labelledby="enquiry-error-summary-title">
          <h2 id="enquiry-error-summary-title" className={styles.summaryTitle}>
            There is a problem
          </h2>
          <ul className={styles.summaryList}>
            {errorFields.map((field) => (
              <li key={field}>
                <a href={`#${ID[field]}`} onClick={(e) => focusField(e, field)}>
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form
        key={generation}
        action={formAction}
        onSubmit={onSubmit}
        onChange={onChange}
        noValidate
        className={styles.form}
        aria-describedby="enquiry-mandatory"
      >
        <p id="enquiry-mandatory" className={styles.mandatory}>
          All fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are mandatory.
        </p>

        {/* The group, not each radio, is what is wrong: ARIA allows aria-invalid on a radiogroup, not on a radio. */}
        <fieldset
          role="radiogroup"
          className={`${styles.fieldset} ${errors.customer ? styles.invalid : ''}`}
          aria-describedby={describedBy(err('customer'))}
          aria-invalid={errors.customer ? true : undefined}
        >
          <legend className={styles.legend}>
            Are you an existing customer?
            <Required />
          </legend>
          <FieldError field="customer" message={errors.customer} />
          <div className={styles.radios}>
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer} className={styles.choice}>
                <input
                  type="radio"
                  name="customer"
                  value={answer}
                  id={answer === 'yes' ? ID.customer : 'enquiry-customer-no'}
                  defaultChecked={values.customer === answer}
                  required
                />
                <span>{answer === 'yes' ? 'Yes' : 'No'}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className={styles.pair}>
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

        <div className={styles.pair}>
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

        <div className={`${styles.field} ${errors.message ? styles.invalid : ''}`} data-field>
          <label htmlFor={ID.message} className={styles.label}>
            Your message
            <Required />
          </label>
          <p id="enquiry-message-hint" className={styles.hint}>
            Tell us what you’d like to talk about, in up to {MESSAGE_MAX} characters.
          </p>
          <FieldError field="message" message={errors.message} />
          <textarea
            id={ID.message}
            name="message"
            rows={6}
            required
            defaultValue={values.message}
            className={styles.input}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy('enquiry-message-hint', err('message'))}
          />
          {enhanced ? (
            <>
              <p className={`${styles.counter} ${count > MESSAGE_MAX ? styles.counterOver : ''}`} aria-hidden="true">
                {counterText(count)}
              </p>
              <p className="visually-hidden" aria-live="polite">
                {announcedCount}
              </p>
            </>
          ) : null}
        </div>

        <div className={`${styles.consent} ${errors.consent ? styles.invalid : ''}`} data-field>
          <FieldError field="consent" message={errors.consent} />
          <label className={styles.choice}>
            <input
              type="checkbox"
              name="consent"
              value="yes"
              id={ID.consent}
              defaultChecked={values.consent}
              required
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describedBy(err('consent'))}
            />
            <span>
              {CONSENT_TEXT.replace(/privacy notice\.$/, '')}
              <span className={styles.nowrap}>
                <Link href={privacyHref}>privacy notice</Link>.
                <Required />
              </span>
            </span>
          </label>
        </div>

        {/* A trap for bots: hidden from people and screen readers alike. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="enquiry-website">Leave this field empty</label>
          <input id="enquiry-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary', styles.submit)} aria-disabled={pending || undefined}>
            {pending ? 'Sending…' : 'Send enquiry'}
          </button>
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
  const hintId = hint ? `enquiry-${field}-hint` : null
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''}`} data-field>
      <label htmlFor={ID[field]} className={styles.label}>
        {label}
        <Required />
      </label>
      {hint ? (
        <p id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError field={field} message={error} />
      <input
        id={ID[field]}
        name={field}
        type={input.type ?? 'text'}
        required
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error ? errorId(field) : null)}
        {...input}
      />
    </div>
  )
}
