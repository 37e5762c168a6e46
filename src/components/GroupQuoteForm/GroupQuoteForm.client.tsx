'use client'

import { Link } from '@/components/ui/Link.client'
import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react'

import { ErrorSummary } from '@/components/ui/ErrorSummary.client'
import { CheckboxField, Field, formStyles } from '@/components/ui/Field'
import { SubmitButton } from '@/components/ui/SubmitButton'
import { useHydrated } from '@/components/ui/useHydrated'
import { groupDigits } from '@/lib/quote/money'
import {
  COVER_MULTIPLES,
  GROUP_CONSENT_TEXT,
  GROUP_QUOTE_FIELDS,
  HONEYPOT_FIELD,
  type GroupQuoteField,
} from '@/lib/schemas/group-quote-fields'

import { requestGroupQuote } from './actions'
import styles from './GroupQuoteForm.module.css'
import { INITIAL_GROUP_QUOTE } from './state'

const id = (field: GroupQuoteField) => `group-${field}`

/**
 * "Request a group quote" on a corporate product page. A plain form posting to the server action, so
 * it works without JavaScript (the page comes back with errors or the thank-you); with JavaScript the
 * answer comes without a page load and focus moves to the summary or the answer.
 */
/** `replyWithin`: the corporate team's promise, e.g. "2 working days" (Site settings → Promises). */
export function GroupQuoteForm({ product, privacyHref, permalink, replyWithin }: { product: string; privacyHref: string; permalink: string; replyWithin: string }) {
  const [serverState, formAction, pending] = useActionState(requestGroupQuote, INITIAL_GROUP_QUOTE, permalink)
  const [seen, setSeen] = useState(serverState.seq)
  const [focusTick, setFocusTick] = useState(0)
  const hydrated = useHydrated()
  const summaryRef = useRef<HTMLDivElement>(null)
  const statusRef = useRef<HTMLDivElement>(null)

  // A new answer from the server: move focus to it.
  if (serverState.seq !== seen) {
    setSeen(serverState.seq)
    setFocusTick((t) => t + 1)
  }
  const state = serverState

  useEffect(() => {
    if (focusTick === 0) return
    const target = summaryRef.current ?? statusRef.current
    target?.focus()
    target?.scrollIntoView({ block: 'start' })
  }, [focusTick])

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The server action checks the answers (zod stays out of the page's JavaScript); this only stops a
    // second press while one is on its way.
    if (pending) event.preventDefault()
  }

  const errors = state.status === 'invalid' ? state.errors : {}
  const v = state.values
  const wrong = GROUP_QUOTE_FIELDS.filter((f) => errors[f])
  const minutes = Math.max(1, Math.ceil((state.retryAfterSeconds ?? 60) / 60))

  return (
    <div className={styles.wrapper}>
      <div ref={statusRef} role="status" tabIndex={-1} className={styles.region} autoFocus={!hydrated && state.status !== 'idle' && state.status !== 'invalid'}>
        {state.status === 'success' ? (
          <div className={styles.success}>
            <p className={styles.successTitle}>Thank you: we have your request.</p>
            <p>
              {state.reference ? <>Your reference is <strong>{state.reference}</strong>. </> : null}Our corporate team will email or call you with a quote within{' '}
              {replyWithin}.
            </p>
          </div>
        ) : state.status === 'rate-limited' ? (
          <p className={styles.problem}>
            We’ve received several requests from your connection in a short time. Please try again in {minutes} minute{minutes === 1 ? '' : 's'}.
            Your details are still in the form.
          </p>
        ) : state.status === 'error' ? (
          <p className={styles.problem}>Sorry, your request was not sent because of a problem on our side. Please try again in a few minutes. Your details are still in the form.</p>
        ) : null}
      </div>

      {wrong.length > 0 ? (
        <ErrorSummary
          ref={summaryRef}
          id="group-summary"
          headingLevel={3}
          items={wrong.map((field) => ({ message: errors[field] ?? '', target: id(field) }))}
          autoFocus={!hydrated}
        />
      ) : null}

      {/* Keyed by answer: React resets a form after its action, so each answer mounts it afresh with what was sent. */}
      <form key={serverState.seq} action={formAction} onSubmit={onSubmit} noValidate className={formStyles.stack} aria-describedby="group-mandatory">
        <p id="group-mandatory" className={styles.mandatory}>
          All fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden">with an asterisk</span> are mandatory.
        </p>
        <input type="hidden" name="product" value={product} />

        <Field id={id('company')} label="Company name" required error={errors.company}>
          {(c) => <input {...c} name="company" type="text" autoComplete="organization" required defaultValue={v.company} />}
        </Field>
        <div className={formStyles.pair}>
          <Field id={id('name')} label="Your name" required error={errors.name}>
            {(c) => <input {...c} name="name" type="text" autoComplete="name" required defaultValue={v.name} />}
          </Field>
          <Field id={id('phone')} label="Phone number" required hint="A Nigerian number, like 0803 123 4567" error={errors.phone}>
            {(c) => <input {...c} name="phone" type="tel" inputMode="tel" autoComplete="tel" required defaultValue={v.phone} />}
          </Field>
        </div>
        <Field id={id('email')} label="Work email address" required error={errors.email}>
          {(c) => <input {...c} name="email" type="email" inputMode="email" autoComplete="email" spellCheck={false} required defaultValue={v.email} />}
        </Field>
        <div className={formStyles.pair}>
          <Field id={id('staff')} label="Number of staff" required hint="Everyone the cover is for (3 or more)." error={errors.staff}>
            {(c) => <input {...c} name="staff" type="text" inputMode="numeric" autoComplete="off" required defaultValue={v.staff} />}
          </Field>
          <Field id={id('salary')} label="Total annual salary (₦)" required hint="All their yearly pay added up, in whole naira." error={errors.salary}>
            {(c) => (
              <input
                {...c}
                name="salary"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                required
                defaultValue={groupDigits(v.salary)}
                onInput={(e) => {
                  const input = e.currentTarget
                  const grouped = groupDigits(input.value)
                  if (grouped !== input.value) input.value = grouped
                }}
              />
            )}
          </Field>
        </div>
        <Field
          id={id('multiple')}
          label="Cover for each employee"
          required
          hint="The law asks employers for group life of at least 3 times each employee’s annual pay."
          error={errors.multiple}
        >
          {(c) => (
            <select {...c} name="multiple" required defaultValue={v.multiple}>
              <option value="">Choose the cover</option>
              {COVER_MULTIPLES.map((n) => (
                <option key={n} value={String(n)}>
                  {n} times annual salary
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={id('message')} label="Anything else we should know (optional)" error={errors.message}>
          {(c) => <textarea {...c} name="message" rows={4} defaultValue={v.message} />}
        </Field>

        <CheckboxField
          id={id('consent')}
          name="consent"
          value="yes"
          defaultChecked={v.consent}
          required
          error={errors.consent}
          label={
            <>
              {GROUP_CONSENT_TEXT.replace(/privacy notice\.$/, '')}
              <Link href={privacyHref}>privacy notice</Link>.
            </>
          }
        />

        {/* A trap for bots: hidden from people and screen readers alike. */}
        <div className={styles.trap} aria-hidden="true">
          <label htmlFor="group-website">Leave this field empty</label>
          <input id="group-website" type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </div>

        <div className={formStyles.actions}>
          <SubmitButton pending={pending} pendingLabel="Sending…">
            Request a group quote
          </SubmitButton>
        </div>
      </form>
    </div>
  )
}
