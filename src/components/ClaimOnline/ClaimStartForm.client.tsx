'use client'

import Link from 'next/link'
import { useActionState, useEffect, useRef, type ReactNode } from 'react'

import styles from '@/components/EnquiryForm/EnquiryForm.module.css'
import { buttonClass } from '@/components/ui/Button'
import { BANKS } from '@/lib/claims/banks'
import { RELATIONSHIPS } from '@/lib/claims/types'
import { CLAIM_CONSENT_TEXT, type ClaimField } from '@/lib/schemas/claim'

import own from './claimOnline.module.css'
import { INITIAL_CLAIM_STATE, type ClaimAction } from './state'

const ORDER: ClaimField[] = [
  'policyKnown',
  'policyNumber',
  'policyholderName',
  'policyholderBirthDate',
  'firstName',
  'lastName',
  'relationship',
  'bank',
  'accountNumber',
  'phone',
  'email',
  'consent',
]
const inputId = (field: ClaimField) => (field === 'policyKnown' ? 'claim-policyKnown-yes' : `claim-${field}`)
const errorId = (field: ClaimField) => `claim-${field}-error`
const describedBy = (...ids: (string | false | null | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

function FieldError({ field, message }: { field: ClaimField; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={errorId(field)} className={styles.fieldError}>
      <span>
        <span className="visually-hidden">Error: </span>
        {message}
      </span>
    </p>
  )
}

/**
 * The online claim form. Without JavaScript it posts to the server action and the page comes back
 * with a message per field, or the browser is redirected to the receipt; with JavaScript the same
 * happens without a full page load, and focus moves to the list of problems.
 */
export function ClaimStartForm({
  action,
  claimType,
  privacyHref,
  phone,
}: {
  action: ClaimAction
  claimType: string
  privacyHref: string
  phone: string
}) {
  const [state, formAction, pending] = useActionState(action, INITIAL_CLAIM_STATE, undefined)
  const summaryRef = useRef<HTMLDivElement>(null)
  const problemRef = useRef<HTMLDivElement>(null)
  const errors = state.status === 'invalid' ? state.errors : {}
  const values = state.values
  const errorFields = ORDER.filter((f) => errors[f])

  useEffect(() => {
    if (state.status === 'invalid') summaryRef.current?.focus()
    else if (state.status !== 'idle') problemRef.current?.focus()
  }, [state])

  const err = (field: ClaimField) => (errors[field] ? errorId(field) : null)
  const text = (
    field: ClaimField & keyof typeof values,
    label: string,
    opts: { hint?: string; type?: 'text' | 'tel' | 'email'; autoComplete: string; optional?: boolean; inputMode?: 'numeric' | 'tel' | 'email' | 'text' },
  ): ReactNode => {
    const hintId = opts.hint ? `claim-${field}-hint` : null
    return (
      <div className={`${styles.field} ${errors[field] ? styles.invalid : ''}`} data-field>
        <label htmlFor={inputId(field)} className={styles.label}>
          {label}
          {opts.optional ? ' (optional)' : null}
        </label>
        {opts.hint ? (
          <p id={hintId ?? undefined} className={styles.hint}>
            {opts.hint}
          </p>
        ) : null}
        <FieldError field={field} message={errors[field]} />
        <input
          id={inputId(field)}
          name={field}
          type={opts.type ?? 'text'}
          inputMode={opts.inputMode}
          autoComplete={opts.autoComplete}
          defaultValue={String(values[field] ?? '')}
          className={styles.input}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy(hintId, err(field))}
        />
      </div>
    )
  }

  const minutes = Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60))
  return (
    <div className={styles.wrapper}>
      <div ref={problemRef} role="alert" tabIndex={-1} className={styles.region}>
        {state.status === 'error' ? (
          <div className={styles.problem}>
            <p className={styles.problemTitle}>
              Sorry, your claim was not sent because of a problem on our side. Please try again in a few minutes, or call us
              on {phone}.
            </p>
          </div>
        ) : state.status === 'rate-limited' ? (
          <div className={styles.problem}>
            <p className={styles.problemTitle}>
              We have received several claims from your connection in a short time. Please try again in {minutes} minute
              {minutes === 1 ? '' : 's'}, or call us on {phone}.
            </p>
          </div>
        ) : null}
      </div>

      {errorFields.length > 0 ? (
        <div ref={summaryRef} tabIndex={-1} className={styles.summary} aria-labelledby="claim-error-summary-title">
          <h2 id="claim-error-summary-title" className={styles.summaryTitle}>
            There is a problem
          </h2>
          <ul className={styles.summaryList}>
            {errorFields.map((field) => (
              <li key={field}>
                <a href={`#${inputId(field)}`}>{errors[field]}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form action={formAction} noValidate className={styles.form} aria-labelledby="claim-form-title">
        <h2 id="claim-form-title">Your claim</h2>
        <input type="hidden" name="claimType" value={claimType} />

        <fieldset
          className={`${styles.fieldset} ${errors.policyKnown || errors.policyNumber || errors.policyholderName || errors.policyholderBirthDate ? styles.invalid : ''}`}
          aria-describedby={describedBy(err('policyKnown'))}
        >
          <legend className={styles.legend}>The policy</legend>
          <FieldError field="policyKnown" message={errors.policyKnown} />
          <div className={styles.radios}>
            <label className={styles.choice}>
              <input type="radio" name="policyKnown" value="yes" id="claim-policyKnown-yes" defaultChecked={values.policyKnown === 'yes'} />
              <span>I know the policy number</span>
            </label>
          </div>
          {text('policyNumber', 'Policy number', {
            hint: 'As printed on the policy, like RL/EDU/00012345',
            autoComplete: 'off',
          })}
          <div className={styles.radios}>
            <label className={styles.choice}>
              <input type="radio" name="policyKnown" value="no" id="claim-policyKnown-no" defaultChecked={values.policyKnown === 'no'} />
              <span>I don’t know the policy number</span>
            </label>
          </div>
          {text('policyholderName', 'Policyholder’s full name', { autoComplete: 'off' })}
          {text('policyholderBirthDate', 'Policyholder’s date of birth', {
            hint: 'Day, month and year, like 14/03/1965',
            autoComplete: 'off',
          })}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>About you</legend>
          <div className={styles.pair}>
            {text('firstName', 'First name', { autoComplete: 'given-name' })}
            {text('lastName', 'Surname', { autoComplete: 'family-name' })}
          </div>
          <div className={`${styles.field} ${errors.relationship ? styles.invalid : ''}`} data-field>
            <label htmlFor={inputId('relationship')} className={styles.label}>
              Your relationship to the policyholder
            </label>
            <FieldError field="relationship" message={errors.relationship} />
            <select
              id={inputId('relationship')}
              name="relationship"
              defaultValue={values.relationship}
              className={`${styles.input} ${own.select}`}
              aria-invalid={errors.relationship ? true : undefined}
              aria-describedby={describedBy(err('relationship'))}
            >
              <option value="">Choose one</option>
              {RELATIONSHIPS.map((r) => (
                <option key={r.value} value={r.value}>
                  {r.label}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>Where we pay the money</legend>
          <div className={`${styles.field} ${errors.bank ? styles.invalid : ''}`} data-field>
            <label htmlFor={inputId('bank')} className={styles.label}>
              Bank
            </label>
            <FieldError field="bank" message={errors.bank} />
            <select
              id={inputId('bank')}
              name="bank"
              defaultValue={values.bank}
              className={`${styles.input} ${own.select}`}
              aria-invalid={errors.bank ? true : undefined}
              aria-describedby={describedBy(err('bank'))}
            >
              <option value="">Choose the bank</option>
              {BANKS.map((b) => (
                <option key={b.code} value={b.code}>
                  {b.name}
                </option>
              ))}
            </select>
          </div>
          {text('accountNumber', 'Account number (NUBAN)', {
            hint: 'The 10-digit number of an account in your name',
            inputMode: 'numeric',
            autoComplete: 'off',
          })}
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>How we contact you</legend>
          {text('phone', 'Phone number', {
            hint: 'A Nigerian number, like 0803 123 4567. We text you each time your claim moves on.',
            type: 'tel',
            inputMode: 'tel',
            autoComplete: 'tel',
          })}
          {text('email', 'Email address', {
            hint: 'We email you the reference and each change too.',
            type: 'email',
            inputMode: 'email',
            autoComplete: 'email',
            optional: true,
          })}
        </fieldset>

        <div className={`${styles.consent} ${errors.consent ? styles.invalid : ''}`} data-field>
          <FieldError field="consent" message={errors.consent} />
          <label className={styles.choice}>
            <input
              type="checkbox"
              name="consent"
              value="yes"
              id={inputId('consent')}
              defaultChecked={values.consent}
              aria-invalid={errors.consent ? true : undefined}
              aria-describedby={describedBy(err('consent'))}
            />
            <span>
              {CLAIM_CONSENT_TEXT.replace(/privacy notice\.$/, '')}
              <Link href={privacyHref}>privacy notice</Link>.
            </span>
          </label>
        </div>

        <div className={styles.actions}>
          <button type="submit" className={buttonClass('primary', styles.submit)} aria-disabled={pending || undefined}>
            {pending ? 'Sending…' : 'Send my claim'}
          </button>
        </div>
      </form>
    </div>
  )
}
